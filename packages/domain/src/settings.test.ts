import { ASK_RATINGS_DEFAULT, ASK_RATINGS_SETTING } from './tool-ratings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_TIME,
  DEFAULT_SETTINGS,
  REMINDER_BODY,
  REMINDER_TITLE,
  SettingsSchema,
  effectiveTheme,
  markReminderShown,
  minutesOf,
  reminderDue,
  scheduleReminder,
  type Settings,
} from './settings';

const at = (h: number, m: number, day = 3) => new Date(2026, 2, day, h, m, 0);
const on = (patch: Partial<Settings> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  reminderEnabled: true,
  reminderTime: '08:30',
  ...patch,
});

describe('settings schema', () => {
  it('defaults: follow the system theme, sounds on, reminder off at 20:00', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      sounds: true,
      reminderEnabled: false,
      reminderTime: '20:00',
      askToolRatings: true,
    });
    expect(DEFAULT_SETTINGS.askToolRatings).toBe(ASK_RATINGS_DEFAULT);
    expect(ASK_RATINGS_SETTING in DEFAULT_SETTINGS).toBe(true);
    expect(DEFAULT_SETTINGS.darkMode).toBeUndefined();
    expect(DEFAULT_REMINDER_TIME).toBe('20:00');
    // The defaults are written out, not parsed at load: they must be what the schema gives.
    expect(SettingsSchema.parse({})).toEqual(DEFAULT_SETTINGS);
  });
  it('keeps a chosen theme and fills missing fields', () => {
    expect(SettingsSchema.parse({ darkMode: false })).toEqual({
      ...DEFAULT_SETTINGS,
      darkMode: false,
    });
  });
  it('refuses times that are not HH:MM on a 24-hour clock', () => {
    for (const bad of ['24:00', '7:30', '07:60', '0730', '', 'noon']) {
      expect(SettingsSchema.safeParse({ reminderTime: bad }).success).toBe(false);
    }
    for (const good of ['00:00', '07:05', '23:59']) {
      expect(SettingsSchema.parse({ reminderTime: good }).reminderTime).toBe(good);
    }
  });
  it('refuses a non-boolean theme or sounds value', () => {
    expect(SettingsSchema.safeParse({ darkMode: 'yes' }).success).toBe(false);
    expect(SettingsSchema.safeParse({ sounds: 1 }).success).toBe(false);
  });
});

describe('theme', () => {
  it('the user choice wins over the system', () => {
    expect(effectiveTheme(true, true)).toBe('dark');
    expect(effectiveTheme(false, false)).toBe('light');
  });
  it('with no choice it follows the system, dark by default', () => {
    expect(effectiveTheme(undefined, true)).toBe('light');
    expect(effectiveTheme(undefined, false)).toBe('dark');
  });
});

describe('daily check-in reminder', () => {
  it('minutesOf reads HH:MM and refuses anything else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('8:30')).toBeNull();
  });

  it('is due from the reminder time on, not a minute before', () => {
    expect(reminderDue(on(), at(8, 29), false)).toBe(false);
    expect(reminderDue(on(), at(8, 30), false)).toBe(true);
    expect(reminderDue(on(), at(23, 59), false)).toBe(true);
  });

  it('is never due when it is off', () => {
    expect(reminderDue(on({ reminderEnabled: false }), at(9, 0), false)).toBe(false);
  });

  it('is not due when the user has already checked in today', () => {
    expect(reminderDue(on(), at(9, 0), true)).toBe(false);
  });

  it('shows once a day: not again after it was shown today, again the next day', () => {
    const shown = markReminderShown(on(), at(9, 0));
    expect(shown.reminderLastShown).toBe('2026-03-03');
    expect(reminderDue(shown, at(21, 0), false)).toBe(false);
    expect(reminderDue(shown, at(8, 29, 4), false)).toBe(false);
    expect(reminderDue(shown, at(8, 30, 4), false)).toBe(true);
  });

  it('a visit days later, after the time, still gets the reminder', () => {
    const shown = markReminderShown(on(), at(9, 0));
    expect(reminderDue(shown, at(10, 0, 9), false)).toBe(true);
  });

  it('turning it on after today’s time has passed starts tomorrow', () => {
    const s = scheduleReminder(DEFAULT_SETTINGS, { enabled: true, time: '08:30' }, at(9, 0));
    expect(s.reminderEnabled).toBe(true);
    expect(s.reminderTime).toBe('08:30');
    expect(reminderDue(s, at(9, 1), false)).toBe(false);
    expect(reminderDue(s, at(8, 30, 4), false)).toBe(true);
  });

  it('turning it on before today’s time fires later today', () => {
    const s = scheduleReminder(DEFAULT_SETTINGS, { enabled: true, time: '08:30' }, at(8, 0));
    expect(reminderDue(s, at(8, 29), false)).toBe(false);
    expect(reminderDue(s, at(8, 30), false)).toBe(true);
  });

  it('moving the time later today, after one was shown, reminds again at the new time', () => {
    const shown = markReminderShown(on({ reminderTime: '08:00' }), at(8, 0));
    const later = scheduleReminder(shown, { time: '18:00' }, at(9, 0));
    expect(reminderDue(later, at(17, 59), false)).toBe(false);
    expect(reminderDue(later, at(18, 0), false)).toBe(true);
  });

  it('keeps the other settings when scheduling', () => {
    const s = scheduleReminder(
      { ...DEFAULT_SETTINGS, darkMode: false, sounds: false },
      { enabled: true },
      at(7, 0),
    );
    expect(s).toMatchObject({ darkMode: false, sounds: false, reminderTime: '20:00' });
  });

  it('never fires on the day it was set for a time already past (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 1439 }),
        (h, m, nowMin) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const now = at(Math.floor(nowMin / 60), nowMin % 60);
          const s = scheduleReminder(DEFAULT_SETTINGS, { enabled: true, time }, now);
          const later = at(23, 59);
          // Due later today exactly when the time had not yet come when it was set.
          expect(reminderDue(s, later, false)).toBe(nowMin < h * 60 + m);
        },
      ),
    );
  });

  it('has warm, plain words', () => {
    expect(REMINDER_TITLE).toBe('Time for your daily check-in');
    expect(REMINDER_BODY).toMatch(/How are you feeling today\?/);
  });
});
