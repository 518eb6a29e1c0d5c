import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type Tracker, tracker } from './tracker';

export { Tracker } from './tracker';

/** Starts the tracker for the app's lifetime and logs a page view (path only, never the query) per route. */
export function useAnalytics(instance: Tracker = tracker): void {
  const { pathname } = useLocation();
  useEffect(() => instance.start(), [instance]);
  useEffect(() => {
    instance.pageView(pathname);
  }, [instance, pathname]);
}

/** Renders nothing; mount once inside the router. */
export function AnalyticsTracker() {
  useAnalytics();
  return null;
}
