import { addDays, isIsoDate, toIsoDate } from './dates';

/**
 * The check-in streak: consecutive days up to today on which the user checked in
 * (a quiz result, a slider value, a journal entry or a ticked challenge).
 * A streak that reached yesterday is still alive today until the day ends without a check-in.
 */
export function currentStreak(checkIns: Iterable<string>, today: string): number {
  const days = new Set<string>();
  for (const d of checkIns) if (isIsoDate(d) && d <= today) days.add(d);
  let day = days.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (days.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

export interface CheckInSources {
  /** `moodHistory` (date -> label). */
  moodHistory?: Readonly<Record<string, unknown>>;
  /** `moodLevels` (date -> 1..10). */
  moodLevels?: Readonly<Record<string, unknown>>;
  /** Journal entry ids (creation timestamps in ms). */
  journalIds?: Iterable<number>;
  /** `dailyChallenges` (date -> ticked challenge ids). */
  dailyChallenges?: Readonly<Record<string, readonly number[]>>;
}

/** Every local date on which the user checked in, from each kind of record. */
export function checkInDates(src: CheckInSources): Set<string> {
  const out = new Set<string>();
  for (const d of Object.keys(src.moodHistory ?? {})) out.add(d);
  for (const d of Object.keys(src.moodLevels ?? {})) out.add(d);
  for (const id of src.journalIds ?? []) {
    const when = new Date(id);
    if (!Number.isNaN(when.getTime())) out.add(toIsoDate(when));
  }
  for (const [d, ticks] of Object.entries(src.dailyChallenges ?? {})) {
    if (ticks.length > 0) out.add(d);
  }
  return out;
}

/** The Mood Streak message (exact product text). */
export function streakMessage(days: number): string {
  return `Your current streak: ${days} days! Keep it up!`;
}
