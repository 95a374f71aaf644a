import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UpdateNotice } from '../features/pwa/components/update-notice';
import { startPwa, updateStore } from '../features/pwa/service-worker';
import { AuthProvider } from '../lib/auth-context';
import { AppRoutes, preloadRoute } from './router';
import { startVitals } from './vitals';
import '../styles/global.css';

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root is missing from index.html');

// The page's code starts loading now, alongside React's first render.
preloadRoute(window.location.pathname);

createRoot(rootEl, {
  // The route boundary reports what it catches itself ('[route] failed'), once.
  onCaughtError: () => {},
}).render(
  <StrictMode>
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
    <UpdateNotice store={updateStore} />
  </StrictMode>,
);

// A stale tab asking for a chunk that a new deploy removed: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'mentora.chunkReloadAt';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last > 10_000) {
    sessionStorage.setItem(key, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  }
});

startVitals();
startPwa();
