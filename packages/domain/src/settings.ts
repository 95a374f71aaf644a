import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { toIsoDate } from './dates';

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The reminder time offered until the user picks one. */
export const DEFAULT_REMINDER_TIME = '20:00';

/** A time of day as HH:MM, 24-hour local time. */
export const ReminderTimeSchema = lazySchema(() => z.string().check(z.regex(HHMM)));

/** What a setting is until the user changes it (the theme follows the system). */
const DEFAULTS = {
  sounds: true,
  reminderEnabled: false,
  reminderTime: DEFAULT_REMINDER_TIME,
  /** 'Ask how I feel before and after tools' (see tool-ratings.ts). */
  askToolRatings: true,
};

/** The user's settings, stored locally under `settings` (and on the account when signed in). */
export const SettingsSchema = lazySchema(() =>
  z.object({
    /** Unset means "follow the system theme". */
    darkMode: z.optional(z.boolean()),
    sounds: z._default(z.boolean(), DEFAULTS.sounds),
    reminderEnabled: z._default(z.boolean(), DEFAULTS.reminderEnabled),
    /** HH:MM, 24-hour local time. */
    reminderTime: z._default(ReminderTimeSchema, DEFAULTS.reminderTime),
    /** Whether tools ask how distressed the user feels before and after. */
    askToolRatings: z._default(z.boolean(), DEFAULTS.askToolRatings),
    /** The last local date (YYYY-MM-DD) a check-in reminder was shown. */
    reminderLastShown: z.optional(z.string()),
  }),
);

export type Settings = z.infer<typeof SettingsSchema>;

/** What the schema gives for an empty object (a test holds the two together). */
export const DEFAULT_SETTINGS: Settings = DEFAULTS;

export type Theme = 'dark' | 'light';

/**
 * The theme in use: the user's choice when they made one, otherwise the system's
 * (dark unless the system asks for light, since dark is the app's default).
 */
export function effectiveTheme(darkMode: boolean | undefined, systemPrefersLight: boolean): Theme {
  if (darkMode === undefined) return systemPrefersLight ? 'light' : 'dark';
  return darkMode ? 'dark' : 'light';
}

/** Minutes after local midnight of an HH:MM time, or null when it is not one. */
export function minutesOf(time: string): number | null {
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

function minutesNow(now: Date): number {
  return now.getHours() * 60 + now.getMinutes();
}

/**
 * Whether the daily check-in reminder should be shown now: it is on, today's reminder time
 * has come, it has not been shown yet today, and the user has not already checked in today.
 */
export function reminderDue(settings: Settings, now: Date, checkedInToday: boolean): boolean {
  if (!settings.reminderEnabled || checkedInToday) return false;
  const at = minutesOf(settings.reminderTime);
  if (at === null) return false;
  if (settings.reminderLastShown === toIsoDate(now)) return false;
  return minutesNow(now) >= at;
}

/** Records that today's reminder was shown, so it shows once a day. */
export function markReminderShown(settings: Settings, now: Date): Settings {
  return { ...settings, reminderLastShown: toIsoDate(now) };
}

/**
 * Turns the reminder on or sets its time. A time that has already passed today starts
 * tomorrow, so setting a reminder never fires one straight away; a later time today still
 * fires today.
 */
export function scheduleReminder(
  settings: Settings,
  change: { enabled?: boolean; time?: string },
  now: Date,
): Settings {
  const next: Settings = {
    ...settings,
    reminderEnabled: change.enabled ?? settings.reminderEnabled,
    reminderTime: change.time ?? settings.reminderTime,
  };
  const at = minutesOf(next.reminderTime);
  const today = toIsoDate(now);
  if (at !== null && minutesNow(now) >= at) return { ...next, reminderLastShown: today };
  if (next.reminderLastShown === today) {
    const { reminderLastShown: _shown, ...rest } = next;
    return rest;
  }
  return next;
}

/** The words of the in-app reminder and the system notification. */
export const REMINDER_TITLE = 'Time for your daily check-in';
export const REMINDER_BODY = 'How are you feeling today? A minute with your mood can help.';
