import {
  bucketsOf,
  deleteCheckIn,
  monthOfTime,
  readActivityList,
  saveCheckIn,
  type CheckIn,
  type MonthKey,
} from '@mentora/domain/check-ins';
import type { MoodRecords } from '@mentora/domain/day-mood';
import type { WriteResult } from '@/lib/storage/storage';
import { kindBuckets, readKindBuckets, readKindData, writeKindData } from '@/lib/sync/local-data';

// Check-ins and the activity list, read and written through the one reader and writer of the
// user's data (local-data.ts). A month's check-ins are one stored value, so saving one check-in
// reads and rewrites only its month.

/** The check-ins of one month (YYYY-MM), in time order. */
export function readCheckInMonth(month: MonthKey): CheckIn[] {
  return readKindBuckets('checkIns', [month]);
}

/** The check-ins of a local date (YYYY-MM-DD), in time order. */
export function readCheckInsOn(date: string): CheckIn[] {
  return readCheckInMonth(date.slice(0, 7)).filter((c) => c.at.startsWith(date));
}

/** Adds a check-in (or replaces the one with its id): only the months it touches are written. */
export function storeCheckIn(checkIn: CheckIn): WriteResult {
  const month = monthOfTime(checkIn.at);
  const before = readCheckInMonth(month);
  const { changed } = saveCheckIn({ [month]: before }, checkIn);
  return writeKindData('checkIns', Object.values(changed).flat(), before);
}

/** Deletes a check-in (by its id, in the month of its time): only that month is written. */
export function removeCheckIn(checkIn: Pick<CheckIn, 'id' | 'at'>): WriteResult {
  const month = monthOfTime(checkIn.at);
  const before = readCheckInMonth(month);
  const { changed } = deleteCheckIn({ [month]: before }, checkIn.id, checkIn.at);
  // Already gone (deleted on another device, say): the month is left as it is.
  if (!(month in changed)) return { ok: true };
  return writeKindData('checkIns', changed[month]!, before);
}

/** The person's activity list, or the defaults when they have not changed it. */
export function readActivities(): string[] {
  return readActivityList(readKindData('activities'));
}

export function storeActivities(list: string[]): WriteResult {
  return writeKindData('activities', list, readKindData('activities'));
}

/** A new id for a stored item: random, so two devices never make the same one. */
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a day's mood is read from (see day-mood.ts): the check-ins of the months given (else of
 * every month stored), the slider's levels and the quiz's results.
 */
export function readMoodRecords(months?: readonly MonthKey[]): MoodRecords {
  const checkIns =
    months === undefined ? readKindData('checkIns') : readKindBuckets('checkIns', months);
  return {
    checkIns: bucketsOf(checkIns),
    moodLevels: readKindData('moodLevels'),
    moodHistory: readKindData('moodHistory'),
  };
}

/** The first year with anything recorded that gives a day a mood, or null when there is none. */
export function firstRecordedYear(): number | null {
  const dates = [
    ...kindBuckets('checkIns'),
    ...Object.keys(readKindData('moodLevels')),
    ...Object.keys(readKindData('moodHistory')),
  ].sort();
  return dates.length === 0 ? null : Number(dates[0]!.slice(0, 4));
}
