import { useCallback } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useLazyCode } from '@/lib/use-lazy-code';
import { checkInCode } from './check-ins-lazy';

export const CHECK_IN_TITLE = 'Check in';

export interface CheckInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Told the note once a check-in with one is saved, the toast shown and the dialog closed (the
   * page may then offer help, as after a journal entry; saving never waits for it).
   */
  onNoteSaved?(note: string): void;
}

/**
 * 'Add details' beside the slider: a check-in of emotions, activities and a note. Its form's code
 * is fetched on open (if the page has not fetched it already) and the dialog shows once it is
 * here; a failed fetch closes it again, so the next try starts afresh.
 */
export function CheckInDialog({ open, onOpenChange, onNoteSaved }: CheckInDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // Today's check-ins under the slider have it fetched once the page has settled.
  const code = useLazyCode(checkInCode, {
    needed: open,
    name: 'the check-in',
    onFail: close,
    prefetch: false,
  });

  return (
    <LazyDialog
      open={open && code !== null}
      onOpenChange={onOpenChange}
      title={CHECK_IN_TITLE}
      description="How you feel, what you have been doing, and a note: each part is optional."
      wide
    >
      {code ? (
        <code.CheckInForm
          onSaved={(note) => {
            onOpenChange(false);
            if (note) onNoteSaved?.(note);
          }}
        />
      ) : null}
    </LazyDialog>
  );
}
