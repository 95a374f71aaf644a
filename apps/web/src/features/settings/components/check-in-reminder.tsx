import { toIsoDate } from '@mentora/domain/dates';
import { reminderDue } from '@mentora/domain/settings';
import { useEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { readSettings } from '@/lib/settings';
import { useLoaded } from '@/lib/use-loaded';

/** How often an open app looks whether the reminder time has come. */
const CHECK_EVERY_MS = 30_000;

/** The rest of the reminder: fetched only when it is due (most visits it is not). */
const card = lazyModule(() => import('./check-in-card'));

/**
 * The in-app daily check-in reminder: shown once a day, the first time the app is open after
 * the chosen time (and not when the user has already checked in). When the app sits in a
 * background tab at that time, a system notification is shown too, if the user allowed them.
 */
export function CheckInReminder({ now = () => new Date() }: { now?: () => Date }) {
  const [open, setOpen] = useState(false);
  const Card = useLoaded(card.subscribe, card.get)?.CheckInCard;

  useEffect(() => {
    let gone = false;
    // A day the reminder was due but not shown (something was recorded that day, or another tab
    // showed it): not looked at again, so the day's records are not read every 30 s.
    let quietDay = '';
    const check = () => {
      const at = now();
      // (what was recorded today is read only once the time has come)
      if (quietDay === toIsoDate(at) || !reminderDue(readSettings(), at, false)) return;
      card.load().then(
        (m) => {
          if (gone) return;
          if (m.remind(at)) setOpen(true);
          else quietDay = toIsoDate(at);
        },
        // not fetched (offline before the app was stored): the next look tries again
        () => undefined,
      );
    };
    // Coming back to the tab checks at once; leaving it does not (a page being closed must not
    // use up the day's reminder).
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      gone = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div role="status" className="check-in-slot">
      {open && Card ? <Card onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
