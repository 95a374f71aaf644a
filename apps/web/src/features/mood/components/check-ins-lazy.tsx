import { lazyModule } from '@/lib/lazy-module';
import { useLazyCode } from '@/lib/use-lazy-code';

/**
 * The check-in form and today's check-ins: their code is not part of the page's first load but
 * fetched once the page has settled, or at once when 'Add details' is chosen. A failed fetch is
 * forgotten and tried again.
 */
export const checkInCode = lazyModule(() =>
  Promise.all([import('./check-in-form'), import('./today-check-ins')]).then(([form, today]) => ({
    CheckInForm: form.CheckInForm,
    TodayCheckIns: today.TodayCheckIns,
  })),
);

/** Today's check-ins under the slider, once their code has arrived. */
export function LazyTodayCheckIns() {
  const code = useLazyCode(checkInCode, { needed: false, name: "today's check-ins" });
  return code ? <code.TodayCheckIns /> : null;
}
