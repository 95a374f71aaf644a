import {
  DailyChallengesSchema,
  DayTicksSchema,
  type DailyChallenges,
} from '@mentora/domain/challenges';
import { isIsoDate } from '@mentora/domain/dates';
import { JournalEntrySchema } from '@mentora/domain/journal';
import {
  MoodLabelSchema,
  MoodLevelSchema,
  type MoodHistory,
  type MoodLevels,
} from '@mentora/domain/mood';
import { checkInDates } from '@mentora/domain/streak';
import type { StorageKey } from '@/lib/storage/keys';
import { keysStartingWith, readList, readMap, type Parser } from '@/lib/storage/storage';

// Each reader keeps the valid part of a key and sets the rest aside (see storage.ts).

export function readMoodHistory(): MoodHistory {
  return readMap('moodHistory', MoodLabelSchema, isIsoDate);
}

export function readMoodLevels(): MoodLevels {
  return readMap('moodLevels', MoodLevelSchema, isIsoDate);
}

export function readDailyChallenges(): DailyChallenges {
  const map = readMap('dailyChallenges', DayTicksSchema, isIsoDate);
  // Drop days left empty after cleaning; the schema pins the shape.
  const parsed = DailyChallengesSchema.safeParse(map);
  return parsed.success
    ? Object.fromEntries(Object.entries(parsed.data).filter(([, t]) => t.length > 0))
    : {};
}

/** The local date of a stored check-in (its `at` is YYYY-MM-DDTHH:MM… local time). */
const CHECK_IN_DAY: Parser<string> = {
  safeParse(item) {
    const at = (item as { at?: unknown } | null)?.at;
    const day = typeof at === 'string' ? at.slice(0, 10) : '';
    return isIsoDate(day) ? { success: true, data: day } : { success: false };
  },
};

/**
 * Every local date with a check-in: a quiz result, a slider value, a check-in made with 'Add
 * details', a journal entry or a ticked challenge.
 */
export function readCheckInDates(): Set<string> {
  const dates = checkInDates({
    moodHistory: readMoodHistory(),
    moodLevels: readMoodLevels(),
    journalIds: readList('journalHistory', JournalEntrySchema).map((e) => e.id),
    dailyChallenges: readDailyChallenges(),
  });
  // The check-ins made with 'Add details', a month a key (`checkIns:YYYY-MM`): only the day of
  // each one's local time is read, so neither their schema nor the data registry (which the
  // section's first load does without) is needed here.
  for (const key of keysStartingWith('checkIns:')) {
    if (/^checkIns:\d{4}-\d{2}$/.test(key)) {
      for (const day of readList(key as StorageKey, CHECK_IN_DAY)) dates.add(day);
    }
  }
  return dates;
}
