/**
 * The checks and limits of check-ins and the activity list, and the storage keys of the months
 * check-ins are kept in: what the data registry needs, without the emotion words and the
 * check-in operations (check-ins.ts), so the pages that load the registry stay small.
 */
import * as z from 'zod/mini';
import { MoodLevelSchema } from './mood';
import { lazySchema } from './lazy-schema';
import { ItemIdSchema, LocalIsoTimeSchema } from './tool-use-schema';

/** Limits of one check-in. */
export const CHECK_IN_NOTE_MAX = 1000;
export const EMOTION_WORD_MAX = 30;
export const CHECK_IN_EMOTIONS_MAX = 20;
export const ACTIVITY_NAME_MAX = 40;
/** The most activities the editable list holds (and so a check-in can name). */
export const ACTIVITY_LIST_MAX = 50;

const word = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const ActivityNameSchema = lazySchema(() => word(ACTIVITY_NAME_MAX));
/** The editable activity list as stored. */
export const ActivityListSchema = lazySchema(() =>
  z.array(ActivityNameSchema).check(z.maxLength(ACTIVITY_LIST_MAX)),
);

/** One check-in. `at` is local ISO time with its offset; its first ten characters are the day. */
export const CheckInSchema = lazySchema(() =>
  z.object({
    id: ItemIdSchema,
    at: LocalIsoTimeSchema,
    level: z.optional(MoodLevelSchema),
    emotions: z.array(word(EMOTION_WORD_MAX)).check(z.maxLength(CHECK_IN_EMOTIONS_MAX)),
    activities: z.array(ActivityNameSchema).check(z.maxLength(ACTIVITY_LIST_MAX)),
    note: z.optional(z.string().check(z.maxLength(CHECK_IN_NOTE_MAX))),
  }),
);
export type CheckIn = z.infer<typeof CheckInSchema>;

/** The name an activity is compared by: trimmed, spaces folded, case ignored. */
export const activityKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** A month as YYYY-MM. */
export type MonthKey = string;
export type CheckInBuckets = Readonly<Record<MonthKey, readonly CheckIn[]>>;

export const CHECK_IN_KEY_PREFIX = 'checkIns:';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonthKey = (s: string): boolean => MONTH.test(s);
/** The storage key of a month's bucket. */
export const checkInBucketKey = (month: MonthKey): string => `${CHECK_IN_KEY_PREFIX}${month}`;

/** The month a storage key holds, or null when the key is not a check-in bucket's. */
export function monthOfBucketKey(key: string): MonthKey | null {
  if (!key.startsWith(CHECK_IN_KEY_PREFIX)) return null;
  const month = key.slice(CHECK_IN_KEY_PREFIX.length);
  return isMonthKey(month) ? month : null;
}

/** The local date (YYYY-MM-DD) and month (YYYY-MM) of a check-in's time. */
export const dateOfTime = (at: string): string => at.slice(0, 10);
export const monthOfTime = (at: string): MonthKey => at.slice(0, 7);
