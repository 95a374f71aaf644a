import { DayTicksSchema } from '@mentora/domain/challenges';
import { isIsoDate } from '@mentora/domain/dates';
import { JournalEntrySchema } from '@mentora/domain/journal';
import { MoodLabelSchema, MoodLevelSchema } from '@mentora/domain/mood';
import { checkInDates } from '@mentora/domain/streak';
import type { StorageKey } from '@/lib/storage/keys';
import { readList, readMap, type Parser } from '@/lib/storage/storage';

/**
 * Whether the user already checked in on a day (quiz, slider, journal, a challenge, or a check-in
 * made with 'Add details': those are kept by month, `checkIns:YYYY-MM`, each with its local time
 * in `at`).
 */
export function checkedInOn(day: string): boolean {
  // Every check-in of the month is taken (none refused, so none is set aside as unreadable):
  // only whether it is of the day matters here.
  const ofDay: Parser<boolean> = {
    safeParse: (c) => ({
      success: true,
      data: `${(c as { at?: unknown } | null)?.at}`.startsWith(day),
    }),
  };
  return (
    checkInDates({
      moodHistory: readMap('moodHistory', MoodLabelSchema, isIsoDate),
      moodLevels: readMap('moodLevels', MoodLevelSchema, isIsoDate),
      journalIds: readList('journalHistory', JournalEntrySchema).map((e) => e.id),
      dailyChallenges: readMap('dailyChallenges', DayTicksSchema, isIsoDate),
    }).has(day) || readList(`checkIns:${day.slice(0, 7)}` as StorageKey, ofDay).includes(true)
  );
}
