import { minutesOf, scheduleReminder } from '@mentora/domain/settings';
import { useId, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { readSettings, useSettings } from '@/lib/settings';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import {
  askNotificationPermission,
  notificationState,
  type NotificationState,
} from '../lib/notifications';
import { ErrorBox } from '@/components/ui/error-box';
import '../settings.css';

const NOTIFICATION_TEXT: Record<Exclude<NotificationState, 'default'>, string> = {
  granted:
    'Notifications are on: when Mentora is open in a background tab at that time, your browser will show the reminder too.',
  denied:
    "Notifications are blocked for Mentora in this browser, so the reminder will show inside Mentora instead. To get notifications too, allow them for this site in your browser's settings.",
  unsupported:
    "This browser can't show notifications, so the reminder will show inside Mentora the next time you open it after that time.",
};

/** The daily check-in reminder: on or off, its time, and browser notifications. */
export function ReminderSettings({ now = () => new Date() }: { now?: () => Date }) {
  const [settings] = useSettings();
  const [permission, setPermission] = useState<NotificationState>(notificationState);
  // What the user typed while it is not a whole time yet; otherwise the saved time.
  const [draft, setDraft] = useState<string | null>(null);
  const [timeError, setTimeError] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  const schedule = (change: { enabled?: boolean; time?: string }) => {
    const r = writeKey('settings', scheduleReminder(readSettings(), change, now()));
    setError(r.ok ? '' : writeFailureMessage(r, false));
  };

  const toggle = async (on: boolean) => {
    schedule({ enabled: on });
    if (on && notificationState() === 'default') setPermission(await askNotificationPermission());
  };

  const changeTime = (value: string) => {
    if (minutesOf(value) === null) {
      setDraft(value);
      setTimeError('Please choose a time, for example 20:00.');
      return;
    }
    setDraft(null);
    setTimeError('');
    schedule({ time: value });
  };

  const allow = async () => setPermission(await askNotificationPermission());

  return (
    <>
      <Switch
        label="Daily check-in reminder"
        description="A gentle nudge, once a day, to check in with how you feel."
        checked={settings.reminderEnabled}
        onCheckedChange={(on) => void toggle(on)}
      />
      {settings.reminderEnabled ? (
        <div className="reminder-details">
          <div className="field">
            <label htmlFor={`${id}-time`}>Remind me at</label>
            <input
              id={`${id}-time`}
              className="input reminder-time"
              type="time"
              value={draft ?? settings.reminderTime}
              required
              aria-invalid={timeError ? true : undefined}
              aria-describedby={`${id}-time-hint${timeError ? ` ${id}-time-error` : ''}`}
              onChange={(e) => changeTime(e.target.value)}
            />
            <p id={`${id}-time-hint`} className="muted settings-hint">
              The reminder shows inside Mentora the first time you open it after this time each day,
              unless you have already checked in that day.
            </p>
            {timeError ? (
              <p id={`${id}-time-error`} className="field-error" role="alert">
                {timeError}
              </p>
            ) : null}
          </div>
          <div className="reminder-permission" role="status">
            {permission === 'default' ? (
              <>
                <p>Mentora can also show the reminder as a notification from your browser.</p>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => void allow()}
                >
                  Allow notifications
                </button>
              </>
            ) : (
              <p>{NOTIFICATION_TEXT[permission]}</p>
            )}
          </div>
        </div>
      ) : null}
      <ErrorBox message={error} />
    </>
  );
}
