/** How long after the page has loaded the background start-up work waits. */
export const SETTLE_MS = 4000;

/**
 * Runs background start-up work (the service worker's install, which downloads the whole app
 * for offline use, and the web-vitals reporting) once the page has loaded, a few seconds have
 * passed and the browser is idle. On a slow phone the first seconds belong to the person's first
 * taps, not to work they never see.
 */
export function whenSettled(work: () => void, delayMs = SETTLE_MS): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(work, { timeout: 3000 }) : work();
  const later = () => setTimeout(idle, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
