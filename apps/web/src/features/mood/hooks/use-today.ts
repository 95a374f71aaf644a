import { todayIso } from '@mentora/domain/dates';
import { useEffect, useState } from 'react';

/** The longest wait between two looks at the date (a clock corrected, a device that slept). */
const LOOK_AT_LEAST_EVERY_MS = 60 * 60 * 1000;

/**
 * Today's local date (YYYY-MM-DD), kept up to date while the page is open: looked at again at
 * local midnight, and whenever the page comes back into view (tab shown, window focused, page
 * restored from the back/forward cache), so a page left open overnight shows the new day.
 */
export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      setToday(todayIso());
      clearTimeout(timer);
      const now = new Date();
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
  }, []);
  return today;
}
