/**
 * The players' lobby's own page (`m/index.html`, which the server sends for every path under /m/): a phone on a slow
 * network loads the lobby and nothing else — no console screen, no Ant Design up front (the
 * lobby's screens that use it, login, registration and the table, load it with them), only the lobby's share of
 * the texts. The console's own page (`main.tsx`) still routes /m/ to the same lobby, so either page shows it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { getToken, setTransportEffects, watchTokenStorage } from '../api/client';
import { prefetchLobbyHome } from '../api/lobby';
import { initI18n, preferLobbyPacks } from '../i18n';
import { pendingLobbyCredential, stashLobbyCredential } from '../pages/lobby/handover';
import { LobbyApp } from '../pages/lobby/LobbyApp';
import { lobbyPaths } from '../pages/lobby/paths';
import { lobbyToast } from '../pages/lobby/toast';
import { CrashBoundary } from './CrashBoundary';
import { createQueryClient } from './query-client';
import { reloadOnStaleBuild } from './stale-build';

async function start(): Promise<void> {
  reloadOnStaleBuild();
  // `?code=` / `?token=` leave the address bar first; the lobby decides what to do with them (pages/lobby/handover.ts)
  stashLobbyCredential();
  watchTokenStorage();
  const root = document.getElementById('root');
  if (!root) return;
  // until the lobby's own bridge (LobbyApp) is up: a lost session only clears the token (the lobby then shows its
  // login), never the console's login page
  setTransportEffects({ toast: (text, seconds) => lobbyToast.error(text, seconds), redirectToLogin: () => {} });
  const queryClient = createQueryClient();
  // the home's data is asked for while the texts load (a signed-in player opening /m/ with no link to sign in with)
  if (getToken() && !pendingLobbyCredential() && window.location.pathname === lobbyPaths.home)
    prefetchLobbyHome(queryClient);
  preferLobbyPacks();
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <LobbyApp queryClient={queryClient} />
      </CrashBoundary>
    </StrictMode>,
  );
}

void start();
