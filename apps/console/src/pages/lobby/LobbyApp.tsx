/**
 * The players' lobby as its own app (its page `m/index.html`, started by `app/lobby-main.tsx`): router, query cache
 * and i18n, without the console's Ant Design providers. The transport's toasts become the lobby's toasts and a lost
 * session goes to the lobby's login. A path outside /m/ is the console's: the browser loads that page.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { loadErrorMessages, setTransportEffects } from '../../api/client';
import { createQueryClient } from '../../app/query-client';
import i18n from '../../i18n';
import LobbyPage from './LobbyPage';
import { lobbyPaths } from './paths';
import { lobbyToast } from './toast';

/** Page views and tracked clicks, as on the console; loaded once the lobby is up (it is not needed to play). */
const Analytics = lazy(() =>
  import('../../analytics').then(
    (m) => ({ default: m.AnalyticsTracker }),
    () => ({ default: () => null }),
  ),
);

function LobbyTransport({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setTransportEffects({
      toast: (text, seconds) => lobbyToast.error(text, seconds),
      redirectToLogin: () => {
        queryClient.clear();
        if (pathname !== lobbyPaths.login) navigate(lobbyPaths.login, { replace: true });
      },
    });
  }, [navigate, pathname, queryClient]);
  return null;
}

/** The console's paths are another page: load it. */
function ConsolePage() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}`), [pathname, search]);
  return null;
}

/** How long after the page's load the lobby fetches what it does not need to be used (its data comes first). */
const AFTER_LOAD_MS = 3000;

/** False until a while after the page has loaded, when the browser is idle. */
function usePageUp(): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => setUp(true);
    const later = () => {
      timer = setTimeout(
        () => ('requestIdleCallback' in window ? window.requestIdleCallback(go, { timeout: 2000 }) : go()),
        AFTER_LOAD_MS,
      );
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, []);
  return up;
}

export function LobbyApp({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const up = usePageUp();
  useEffect(() => {
    // the error catalogue's messages (for a failure the server sent no text for), once the lobby is up
    if (up) void loadErrorMessages().catch(() => undefined);
  }, [up]);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LobbyTransport queryClient={queryClient} />
          {up && (
            <Suspense fallback={null}>
              <Analytics />
            </Suspense>
          )}
          <Routes>
            <Route path="/m/*" element={<LobbyPage />} />
            <Route path="*" element={<ConsolePage />} />
          </Routes>
        </I18nextProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
