import { flushSync } from 'react-dom';

/**
 * Runs a form's work with its controls disabled meanwhile (`setBusy`), then gives focus back to
 * the control that had it. A browser drops focus to the page when the focused control is
 * disabled, so without this a keyboard user pressing 'Save name' would start again at the top.
 */
export async function whileBusy<T>(
  setBusy: (busy: boolean) => void,
  work: () => Promise<T>,
): Promise<T> {
  const had = document.activeElement;
  setBusy(true);
  try {
    return await work();
  } finally {
    flushSync(() => setBusy(false));
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && had instanceof HTMLElement && had.isConnected) had.focus();
  }
}
