import { systemClock, todayIso, type Clock } from '@mentora/domain/dates';
import { useEffect, useState } from 'react';

/** The longest wait between two looks at the date (a clock corrected, a device that slept). */
const LOOK_AT_LEAST_EVERY_MS = 60 * 60 * 1000;

/**
 * Today's local date (YYYY-MM-DD) by `clock`, kept up to date while the page is open: looked at again at
 * local midnight, and whenever the page comes back into view (tab shown, window focused, page
 * restored from the back/forward cache), so a page left open overnight shows the new day. (The
 * mood section has its own: a module both shared would be a file of its own, and one more name
 * in the landing page's list of files.)
 */
export function useToday(clock: Clock = systemClock): string {
  const [today, setToday] = useState(() => todayIso(clock));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      setToday(todayIso(clock));
      clearTimeout(timer);
      const now = clock();
      const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      timer = setTimeout(
        look,
        Math.min(midnight.getTime() - now.getTime() + 1000, LOOK_AT_LEAST_EVERY_MS),
      );
    };
    look();
    document.addEventListener('visibilitychange', look);
    window.addEventListener('focus', look);
    window.addEventListener('pageshow', look);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('focus', look);
      window.removeEventListener('pageshow', look);
    };
  }, [clock]);
  return today;
}
