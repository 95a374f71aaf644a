import { DayTicksSchema } from '@mentora/domain/challenges';
import { isIsoDate } from '@mentora/domain/dates';
import { JournalEntrySchema } from '@mentora/domain/journal';
import { MoodLabelSchema, MoodLevelSchema } from '@mentora/domain/mood';
import { checkInDates } from '@mentora/domain/streak';
import { readList, readMap } from '@/lib/storage/storage';

/** Whether the user already checked in on a day (quiz, slider, journal or a challenge). */
export function checkedInOn(day: string): boolean {
  return checkInDates({
    moodHistory: readMap('moodHistory', MoodLabelSchema, isIsoDate),
    moodLevels: readMap('moodLevels', MoodLevelSchema, isIsoDate),
    journalIds: readList('journalHistory', JournalEntrySchema).map((e) => e.id),
    dailyChallenges: readMap('dailyChallenges', DayTicksSchema, isIsoDate),
  }).has(day);
}
