import { useEffect } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useLoaded } from '@/lib/use-loaded';
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
  const code = useLoaded(checkInCode.subscribe, checkInCode.get);

  useEffect(() => {
    if (code || !open) return;
    let cancelled = false;
    checkInCode.load().catch((err: unknown) => {
      if (cancelled) return;
      console.error('Could not load the check-in', err);
      onOpenChange(false);
    });
    return () => {
      cancelled = true;
    };
  }, [code, open, onOpenChange]);

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
