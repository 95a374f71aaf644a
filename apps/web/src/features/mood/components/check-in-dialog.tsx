import { useCallback } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useLazyCode } from '@/lib/use-lazy-code';
import { checkInCode } from './check-ins-lazy';

export const CHECK_IN_TITLE = 'Check in';

export interface CheckInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Add details' beside the slider: a check-in of emotions, activities and a note. Its form's code
 * is fetched on open (if the page has not fetched it already) and the dialog shows once it is
 * here; a failed fetch closes it again, so the next try starts afresh.
 */
export function CheckInDialog({ open, onOpenChange }: CheckInDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // Today's check-ins under the slider fetch the same code once the page has settled.
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
      {code ? <code.CheckInForm onSaved={() => onOpenChange(false)} /> : null}
    </LazyDialog>
  );
}
