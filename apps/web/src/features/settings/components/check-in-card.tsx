import { toIsoDate } from '@mentora/domain/dates';
import {
  REMINDER_BODY,
  REMINDER_TITLE,
  markReminderShown,
  reminderDue,
} from '@mentora/domain/settings';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { readSettings } from '@/lib/settings';
import { writeKey } from '@/lib/storage/storage';
import { checkedInOn } from '../lib/check-ins';
import { showSystemNotification } from '../lib/notifications';
import '../settings.css';

// The part of the daily check-in reminder fetched once its time has come (check-in-reminder.tsx).

/**
 * Whether to show the reminder now: it is due and nothing was recorded today. When it is, it is
 * marked as shown for today, and a system notification is shown too if the app sits in a
 * background tab (and the user allowed them).
 */
export function remind(at: Date): boolean {
  const settings = readSettings();
  if (!reminderDue(settings, at, checkedInOn(toIsoDate(at)))) return false;
  writeKey('settings', markReminderShown(settings, at));
  if (document.visibilityState === 'hidden') {
    void showSystemNotification(REMINDER_TITLE, REMINDER_BODY);
  }
  return true;
}

/** The reminder as it shows at the top of the page. */
export function CheckInCard({ onClose }: { onClose: () => void }) {
  return (
    <section className="check-in-reminder card" aria-label="Daily check-in reminder">
      <BellRing aria-hidden="true" size={22} className="check-in-icon" />
      <div className="check-in-text">
        <p className="check-in-title">{REMINDER_TITLE}</p>
        <p className="muted">{REMINDER_BODY}</p>
      </div>
      <div className="check-in-actions">
        <Link className="btn btn-sm" to={`${paths.moodTracker}?open=quiz`} onClick={onClose}>
          Check in now
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            // The card and the button in it go: the page's content takes focus, not the body.
            document.getElementById('main')?.focus();
            onClose();
          }}
        >
          Not now
        </button>
      </div>
    </section>
  );
}
