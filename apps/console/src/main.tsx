import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { consumeUrlToken, loadErrorMessages, watchTokenStorage } from './api/client';
import App from './app/App';
import { CrashBoundary } from './app/CrashBoundary';
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
  await Promise.all([initI18n(), loadErrorMessages().catch(() => undefined)]);
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <App />
      </CrashBoundary>
    </StrictMode>,
  );
}

void start();
