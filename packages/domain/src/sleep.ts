import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The sleep goal: this many hours or more is a full night (SPEC 9). */
export const SLEEP_GOAL_HOURS = 8;

export const SLEEP_GOOD_MESSAGE = "Yahhh perfect! Let's go to bed.";
export const SLEEP_SHORT_MESSAGE = 'Improve your sleep schedule!';

const MINUTES_PER_DAY = 24 * 60;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A time of day as HH:MM (24-hour), or empty while not chosen yet. */
export const TimeOfDaySchema = lazySchema(() =>
  z.union([z.string().check(z.regex(HHMM)), z.literal('')]),
);

/**
 * The longest sleep notes the tool saves (trimmed), well inside the server's limit of one
 * synced record even for text that takes six bytes a character in JSON. Not checked when
 * reading, so notes saved before the limit still open.
 */
export const SLEEP_NOTES_MAX = 10_000;

/** What the sleep tool keeps under `sleepTool`: the two times and the free-text notes. */
export const SleepToolSchema = lazySchema(() =>
  z.object({
    sleepTime: z._default(TimeOfDaySchema, ''),
    wakeTime: z._default(TimeOfDaySchema, ''),
    notes: z._default(z.string(), ''),
  }),
);

export type SleepToolData = z.infer<typeof SleepToolSchema>;

export const EMPTY_SLEEP_TOOL: SleepToolData = { sleepTime: '', wakeTime: '', notes: '' };

/** Minutes after midnight of an HH:MM time, or null if it is not a valid time. */
export function minutesOfDay(time: string): number | null {
  const m = HHMM.exec(time);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * Minutes asleep from bedtime to wake time: wake minus sleep, plus a day when that is
 * negative (going to bed before midnight). Null unless both times are valid.
 */
export function sleepMinutes(sleepTime: string, wakeTime: string): number | null {
  const sleep = minutesOfDay(sleepTime);
  const wake = minutesOfDay(wakeTime);
  if (sleep === null || wake === null) return null;
  const diff = wake - sleep;
  return diff < 0 ? diff + MINUTES_PER_DAY : diff;
}

/**
 * The duration in hours to one decimal, rounded down to the tenth so the number shown never
 * reads as a full night when it is not one (7 h 57 min shows "7.9", not "8.0").
 */
export function formatHours(minutes: number): string {
  const tenths = Math.floor((minutes * 10) / 60);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Whether this many minutes meets the 8-hour goal. */
export function meetsSleepGoal(minutes: number): boolean {
  return minutes >= SLEEP_GOAL_HOURS * 60;
}

export type SleepResult =
  | { ok: false; error: string }
  | { ok: true; minutes: number; hours: string; good: boolean; message: string };

export const SLEEP_MISSING_TIMES = 'Please enter both your sleep time and your wake time.';

/** The sleep timer's answer for two HH:MM times: both are needed. */
export function sleepResult(sleepTime: string, wakeTime: string): SleepResult {
  const minutes = sleepMinutes(sleepTime, wakeTime);
  if (minutes === null) return { ok: false, error: SLEEP_MISSING_TIMES };
  const good = meetsSleepGoal(minutes);
  return {
    ok: true,
    minutes,
    hours: formatHours(minutes),
    good,
    message: good ? SLEEP_GOOD_MESSAGE : SLEEP_SHORT_MESSAGE,
  };
}
