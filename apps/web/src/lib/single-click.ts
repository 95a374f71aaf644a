import type { MouseEvent } from 'react';

/**
 * A click handler that leaves out the second click of a double-click (its `detail` is 2): a
 * double-click on a quiz answer answered the next question too, and one on a dialog's Save,
 * which closes it, opened the card that was under it. Keys (detail 0) and single clicks act.
 */
export const singleClick =
  (act: () => void) =>
  (e: MouseEvent): void => {
    if (e.detail <= 1) act();
  };
