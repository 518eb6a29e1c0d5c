import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { pendingUrlTokenCredential } from '../api/client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** Page views and tracked clicks: loaded once the first screen is up (it is not needed to show it). */
const AnalyticsTracker = lazy(() =>
  import('../analytics').then(
    (m) => ({ default: m.AnalyticsTracker }),
    () => ({ default: () => null }),
  ),
);

/** The `?token=` question (a dialog): its code loads only on a page opened with another session's token. */
const DeskHandover = lazy(() => import('./DeskHandover').then((m) => ({ default: m.DeskHandover })));

function DeskHandoverWhenAsked() {
  const [asked] = useState(() => pendingUrlTokenCredential() !== null);
  return asked ? (
    <Suspense fallback={null}>
      <DeskHandover />
    </Suspense>
  ) : null;
}

/** The console: its routes in the providers, with the query client `main.tsx` made (and may have asked with). */
export default function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={null}>
          <AnalyticsTracker />
        </Suspense>
        <DeskHandoverWhenAsked />
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
