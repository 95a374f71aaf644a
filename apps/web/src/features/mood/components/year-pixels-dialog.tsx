import { YEAR_PIXELS_TITLE } from '@mentora/domain/year-pixels';
import { useCallback } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { lazyModule } from '@/lib/lazy-module';
import { useLazyCode } from '@/lib/use-lazy-code';

/** The year view's code, fetched when it is first opened. */
const yearCode = lazyModule(() => import('./year-pixels'));

export interface YearPixelsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Year in pixels', opened from Mood Insights over it: closing it goes back to the insights.
 * Its code is fetched on open and it shows once that has arrived; a failed fetch closes it.
 */
export function YearPixelsDialog({ open, onOpenChange }: YearPixelsDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const code = useLazyCode(yearCode, {
    needed: open,
    name: 'the year in pixels',
    onFail: close,
    prefetch: false,
  });

  return (
    <LazyDialog
      open={open && code !== null}
      onOpenChange={onOpenChange}
      title={YEAR_PIXELS_TITLE}
      description="Each day of the year as one square, by the mood you recorded that day."
      wide
    >
      {code ? <code.YearPixels /> : null}
    </LazyDialog>
  );
}
