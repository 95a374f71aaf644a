import { useEffect } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { useLazyCode } from '@/lib/use-lazy-code';
import { whenSettled } from '@/lib/when-settled';

/**
 * The check-in form: its code is not part of the page's first load but fetched once the page has
 * settled, or at once when 'Add details' is chosen. A failed fetch is forgotten and tried again.
 */
export const checkInCode = lazyModule(() =>
  import('./check-in-form').then((form) => ({ CheckInForm: form.CheckInForm })),
);

/** Today's check-ins: what they show is the person's own, so it is fetched without waiting. */
const todayCode = lazyModule(() =>
  import('./today-check-ins').then((today) => ({ TodayCheckIns: today.TodayCheckIns })),
);

/**
 * Today's check-ins under the slider. Their code stays out of the page's first load, but is
 * asked for as soon as the page has rendered, not once it has settled: someone who has just
 * saved a note sees it again straight away. A failed fetch is tried again once the page has
 * settled, when the check-in form's code is fetched as well.
 */
export function LazyTodayCheckIns() {
  const code = useLazyCode(todayCode, { needed: false, name: "today's check-ins" });
  useEffect(() => {
    void todayCode.load().catch(() => undefined);
    return whenSettled(() => void checkInCode.load().catch(() => undefined));
  }, []);
  return code ? <code.TodayCheckIns /> : null;
}
