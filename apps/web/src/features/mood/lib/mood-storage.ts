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
import { readList, readMap } from '@/lib/storage/storage';

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

/** Every local date with a check-in (quiz, slider, journal entry or ticked challenge). */
export function readCheckInDates(): Set<string> {
  return checkInDates({
    moodHistory: readMoodHistory(),
    moodLevels: readMoodLevels(),
    journalIds: readList('journalHistory', JournalEntrySchema).map((e) => e.id),
    dailyChallenges: readDailyChallenges(),
  });
}
