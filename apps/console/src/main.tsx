import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { consumeUrlToken, watchTokenStorage } from './api/client';
import App from './app/App';
import { CrashBoundary } from './app/CrashBoundary';
import { initI18n } from './i18n';

async function start(): Promise<void> {
  // Start-up (spec part 1 section 7): a `?token=` is saved and the page reloads without it.
  if (consumeUrlToken()) return;
  watchTokenStorage();
  const root = document.getElementById('root');
  if (!root) return;
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <App />
      </CrashBoundary>
    </StrictMode>,
  );
}

void start();
