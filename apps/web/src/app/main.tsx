import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startPwa, updateStore } from '../features/pwa/service-worker';
import { nextTask } from '../lib/next-task';
import { AppTree } from './app';
import { preloadRoute } from './router';
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

const prerendered = rootEl.hasChildNodes();
// The page's code starts loading now, alongside React's first render. Over a prerendered page
// its files are already on their way (the page's loader asked for them), and asking again (a
// link element for each file) is left to a task of its own, not this module's first run.
const loadRouteCode = () => Promise.allSettled(preloadRoute(window.location.pathname));
const routeCode = prerendered ? nextTask().then(loadRouteCode) : loadRouteCode();

const app = (
  <AppTree router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} updates={updateStore} />
);
// The route boundary reports what it catches itself ('[route] failed'), once.
const onCaughtError = () => {};

if (prerendered) {
  // A guest's first visit arrives prerendered (scripts/prerender.mjs) and already on screen,
  // usable before the app has taken it over (AppRoutes, docs/decisions/0021). Hydration starts
  // once the page's code is here, so it runs in one pass: an update arriving while part of the page still waited
  // for its code would make React throw that part away and build it again. It runs in a
  // transition, so the browser can breathe in between. A page that differs from what this
  // device shows (it has data of its own) is rendered afresh by React: expected, so quiet.
  // It starts in a task of its own: the page's code runs as it arrives, and setting up React's
  // root (its event listeners included) is not added to that task.
  // What a person has typed or chosen in the page's fields is noted first: should React render
  // the page afresh, the new fields take it over (useKeptEarlyValue).
  const fields = [...rootEl.querySelectorAll<HTMLInputElement>('input, textarea')].some(
    (el) => el.value !== el.defaultValue,
  )
    ? import('../lib/early-values').then((m) => m.watchEarlyValues(rootEl))
    : null;
  void Promise.all([routeCode, fields?.catch(() => undefined)])
    .then(nextTask)
    .then(() =>
      startTransition(() => {
        hydrateRoot(rootEl, app, { onCaughtError, onRecoverableError: () => {} });
      }),
    );
} else {
  createRoot(rootEl, { onCaughtError }).render(app);
}

// A stale tab asking for a chunk that a new deploy removed: reload once to get the new build.
// Offline, a missing chunk means the network, not a new build, and a reload would only land on
// the browser's offline page: the part that asked for it says so and can be tried again.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
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
