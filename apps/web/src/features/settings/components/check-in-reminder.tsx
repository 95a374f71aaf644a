import { toIsoDate } from '@mentora/domain/dates';
import {
  REMINDER_BODY,
  REMINDER_TITLE,
  markReminderShown,
  reminderDue,
} from '@mentora/domain/settings';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { readSettings } from '@/lib/settings';
import { writeKey } from '@/lib/storage/storage';
import { checkedInOn } from '../lib/check-ins';
import { showSystemNotification } from '../lib/notifications';
import '../settings.css';

/** How often an open app looks whether the reminder time has come. */
const CHECK_EVERY_MS = 30_000;

/**
 * The in-app daily check-in reminder: shown once a day, the first time the app is open after
 * the chosen time (and not when the user has already checked in). When the app sits in a
 * background tab at that time, a system notification is shown too, if the user allowed them.
 */
export function CheckInReminder({ now = () => new Date() }: { now?: () => Date }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const check = () => {
      const settings = readSettings();
      const at = now();
      if (!reminderDue(settings, at, checkedInOn(toIsoDate(at)))) return;
      writeKey('settings', markReminderShown(settings, at));
      setOpen(true);
      if (document.visibilityState === 'hidden') {
        void showSystemNotification(REMINDER_TITLE, REMINDER_BODY);
      }
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
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div role="status" className="check-in-slot">
      {open ? (
        <section className="check-in-reminder card" aria-label="Daily check-in reminder">
          <BellRing aria-hidden="true" size={22} className="check-in-icon" />
          <div className="check-in-text">
            <p className="check-in-title">{REMINDER_TITLE}</p>
            <p className="muted">{REMINDER_BODY}</p>
          </div>
          <div className="check-in-actions">
            <Link
              className="btn btn-sm"
              to={`${paths.moodTracker}?open=quiz`}
              onClick={() => setOpen(false)}
            >
              Check in now
            </Link>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
              Not now
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
