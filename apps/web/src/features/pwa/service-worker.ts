/**
 * The service worker's life on the page: registered after the first load settles, checked for
 * updates now and then, and the store that tells the update notice when a new version is waiting.
 */
import { whenSettled } from '@/lib/when-settled';
import { createUpdateStore } from './update-store';

/** sessionStorage key holding typed text across the update's reload (see kept-fields.ts). */
export const KEPT_FIELDS_KEY = 'mentora.keptFields';

let registration: ServiceWorkerRegistration | undefined;
let activateWaiting: ((reload?: boolean) => Promise<void>) | undefined;
let reloadStarted = false;

const keepAndReload = () => {
  if (reloadStarted) return;
  reloadStarted = true;
  void import('./kept-fields')
    .then(({ keepTypedText }) =>
      keepTypedText(document, sessionStorage, KEPT_FIELDS_KEY, location.pathname),
    )
    .catch(() => {
      /* nothing could be kept: reload anyway, the person asked for it */
    })
    .finally(() => window.location.reload());
};

export const updateStore = createUpdateStore(() => ({
  activate: () => activateWaiting?.(true) ?? Promise.resolve(),
  keepAndReload,
  hasWaiting: () => Boolean(registration?.waiting),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
}));

/** How often an open tab asks the server for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A tab coming back into view checks again, at most this often. */
export const VISIBLE_CHECK_MIN_GAP_MS = 5 * 60 * 1000;

function watchForUpdates(reg: ServiceWorkerRegistration) {
  let last = Date.now();
  const check = () => {
    if (!navigator.onLine || reg.installing) return;
    last = Date.now();
    reg.update().catch(() => {
      /* offline or the server is away: try again later */
    });
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - last > VISIBLE_CHECK_MIN_GAP_MS) {
      check();
    }
  });
}

async function register() {
  const { registerSW } = await import('virtual:pwa-register');
  activateWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () => updateStore.setAvailable(),
    // The new version took control: reload only if this tab asked for it. If another tab did,
    // this one keeps showing the notice and reloads when its own button is pressed.
    onNeedReload: () => {
      if (updateStore.getState().reloading) keepAndReload();
    },
    onRegisteredSW: (_url, reg) => {
      if (!reg) return;
      registration = reg;
      watchForUpdates(reg);
    },
    onRegisterError: (err: unknown) => console.warn('[pwa] service worker not registered', err),
  });
}

/**
 * Restores text kept across an update's reload, then registers the service worker once the page
 * has loaded and the browser is idle, so it never competes with the first paint.
 */
export function startPwa() {
  if (sessionStorage.getItem(KEPT_FIELDS_KEY)) {
    void import('./kept-fields')
      .then(({ restoreTypedText }) =>
        restoreTypedText(document, sessionStorage, KEPT_FIELDS_KEY, location.pathname),
      )
      .catch(() => {});
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    linkManifest();
    void register().catch((err: unknown) => console.warn('[pwa] registration failed', err));
  });
}

/**
 * A prerendered page leaves the web app manifest out of its head: the browser would fetch it,
 * and the icon it names, in the first moments that belong to the page's own paint. It is linked
 * here, with the service worker, which is when the app becomes installable anyway.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}
