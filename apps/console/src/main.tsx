import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { consumeUrlToken, getToken, watchTokenStorage } from './api/client';
import { prefetchHome } from './api/contest';
import App from './app/App';
import { CrashBoundary } from './app/CrashBoundary';
import { createQueryClient } from './app/query-client';
import { reloadOnStaleBuild } from './app/stale-build';
import { initI18n } from './i18n';
import { stashLobbyCredential } from './pages/lobby/handover';

async function start(): Promise<void> {
  reloadOnStaleBuild();
  // The lobby's `?code=` / `?token=` leave the address bar first; the lobby decides what to do with them.
  stashLobbyCredential();
  // Start-up (spec part 1 section 7): a `?token=` leaves the address bar; with no session here it is
  // saved and the page reloads, with another account's session the console renders and asks (app/DeskHandover.tsx).
  if (consumeUrlToken()) return;
  watchTokenStorage();
  const root = document.getElementById('root');
  if (!root) return;
  const queryClient = createQueryClient();
  // the home page's contests and account are asked for while the texts load and the app renders
  if (getToken() && window.location.pathname === '/') prefetchHome(queryClient);
  // the first screen's share of the texts (the shell and the home page); the other pages load the rest of them and
  // the error catalogue with their code (app/page-module.ts)
  await initI18n({ firstScreen: true });
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <App queryClient={queryClient} />
      </CrashBoundary>
    </StrictMode>,
  );
}

void start();
