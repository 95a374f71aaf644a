import { YEAR_PIXELS_TITLE } from '@mentora/domain/year-pixels';
import { useEffect } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { lazyModule } from '@/lib/lazy-module';
import { useLoaded } from '@/lib/use-loaded';

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
  const code = useLoaded(yearCode.subscribe, yearCode.get);

  useEffect(() => {
    if (code || !open) return;
    let cancelled = false;
    yearCode.load().catch((err: unknown) => {
      if (cancelled) return;
      console.error('Could not load the year in pixels', err);
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
      title={YEAR_PIXELS_TITLE}
      description="Each day of the year as one square, by the mood you recorded that day."
      wide
    >
      {code ? <code.YearPixels /> : null}
    </LazyDialog>
  );
}
