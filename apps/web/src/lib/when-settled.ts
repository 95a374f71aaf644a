/** How long after the page has loaded the background start-up work waits. */
export const SETTLE_MS = 4000;

/**
 * Runs background start-up work (the service worker's install, which downloads the whole app
 * for offline use, the web-vitals reporting, and fetching the code of dialogs nobody has opened
 * yet) once the page has loaded, a few seconds have passed and the browser is idle. On a slow
 * phone the first seconds belong to the person's first taps, not to work they never see; what
 * they do ask for in that time is fetched at once by its own code. Returns a function that
 * cancels the work if it has not started.
 */
export function whenSettled(work: () => void, delayMs = SETTLE_MS): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const onIdle = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  };
  const later = () => {
    timer = window.setTimeout(onIdle, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', later);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
}
