import { fromIsoDate, toIsoDate } from './dates';

/**
 * The check-in streak: consecutive days up to today on which the user checked in
 * (a quiz result, a slider value, a check-in, a journal entry or a ticked challenge; the web
 * app adds the days of check-ins to checkInDates' set, see readCheckInDates).
 * A streak that reached yesterday is still alive today until the day ends without a check-in.
 */
export function currentStreak(checkIns: Iterable<string>, today: string): number {
  // Walking back one calendar day at a time only ever asks about real dates up to today, so
  // anything else among the check-ins (a future day, a malformed key) simply never matches.
  const days = checkIns instanceof Set ? (checkIns as Set<string>) : new Set(checkIns);
  const cursor = fromIsoDate(today);
  if (!days.has(today)) cursor.setDate(cursor.getDate() - 1);
  let count = 0;
  while (days.has(toIsoDate(cursor))) {
    count++;
    cursor.setDate(cursor.getDate() - 1);
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
