import { addDays, isIsoDate } from './dates';
import { IsoDateSchema, type MoodHistory, type MoodLevels } from './mood';

/**
 * Low days (issue 24, point 6): when the mood slider or the mood quiz says a day was low on
 * three of the last five days, the mood section gently suggests talking to someone.
 */

/** A slider level at or below this makes the day low (1 or 2: the 'very low' band). */
export const LOW_LEVEL_MAX = 2;
/** How many days are looked at: today and the four days before. */
export const LOW_DAYS_WINDOW = 5;
/** How many of them must be low for the suggestion. */
export const LOW_DAYS_NEEDED = 3;

/**
 * `lowDaysNoteDismissed`: the local date (YYYY-MM-DD) on which the suggestion was last
 * dismissed. Kept on the device only.
 */
export const LowDaysDismissedSchema = IsoDateSchema;

/** Whether a day was low: its slider at 1 or 2, or its quiz result Bad (either is enough). */
export function isLowDay(date: string, levels: MoodLevels, history: MoodHistory): boolean {
  const level = levels[date];
  return (level !== undefined && level <= LOW_LEVEL_MAX) || history[date] === 'Bad';
}

/**
 * The low days among today and the four days before it (local calendar dates), oldest first.
 * Days after today (a clock set back) are not counted.
 */
export function recentLowDays(levels: MoodLevels, history: MoodHistory, today: string): string[] {
  const days: string[] = [];
  for (let back = LOW_DAYS_WINDOW - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    if (isLowDay(day, levels, history)) days.push(day);
  }
  return days;
}

export interface LowDaysInput {
  moodLevels: MoodLevels;
  moodHistory: MoodHistory;
  /** Today's local date, YYYY-MM-DD. */
  today: string;
  /** The date the suggestion was last dismissed on, if ever. */
  dismissedOn?: string | null;
}

/**
 * Whether to suggest talking to someone: at least three low days among the last five, and, if
 * the suggestion was dismissed, a low day recorded for a date after the dismissal. A dismissal
 * dated after today (the device's clock set back) is disregarded: kept, it would hide the
 * suggestion until that date came round again.
 */
export function suggestTalking({
  moodLevels,
  moodHistory,
  today,
  dismissedOn,
}: LowDaysInput): boolean {
  if (!isIsoDate(today)) return false;
  const low = recentLowDays(moodLevels, moodHistory, today);
  if (low.length < LOW_DAYS_NEEDED) return false;
  if (!dismissedOn || !isIsoDate(dismissedOn) || dismissedOn > today) return true;
  // ISO dates compare as strings.
  return low.some((day) => day > dismissedOn);
}
