import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UpdateNotice } from '../features/pwa/components/update-notice';
import { startPwa, updateStore } from '../features/pwa/service-worker';
import { AuthProvider } from '../lib/auth-context';
import { AppRoutes, preloadRoute } from './router';
import { startVitals } from './vitals';
import '../styles/global.css';

// zod would otherwise probe for eval (new Function) on its first parse, which the CSP forbids.
// zod 4 keeps its settings on this global and adopts one set before it loads; importing its
// config() here would put zod's core into the start page's code.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

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
