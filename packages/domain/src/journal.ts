import { z } from 'zod';
import { systemClock, type Clock } from './dates';

/**
 * A journal entry as stored under `journalHistory` (newest first).
 * id is the creation timestamp (ms); date and time are locale strings for display.
 */
export const JournalEntrySchema = z.object({
  id: z.number().int().nonnegative(),
  content: z.string(),
  date: z.string(),
  time: z.string(),
  /** When the entry was last edited (ms); absent on entries never edited. */
  updatedAt: z.number().int().nonnegative().optional(),
});

export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/** Builds a new entry from text, or null when the text is blank after trimming. */
export function newJournalEntry(text: string, clock: Clock = systemClock): JournalEntry | null {
  const content = text.trim();
  if (content === '') return null;
  const now = clock();
  return {
    id: now.getTime(),
    content,
    date: now.toLocaleDateString(),
    time: now.toLocaleTimeString(),
  };
}

/** Puts an entry at the top of the list (newest first), keeping ids unique. */
export function addJournalEntry(
  list: readonly JournalEntry[],
  entry: JournalEntry,
): JournalEntry[] {
  let id = entry.id;
  while (list.some((e) => e.id === id)) id++;
  return [{ ...entry, id }, ...list];
}
