import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { systemClock, type Clock } from './dates';

/**
 * A journal entry as stored under `journalHistory` (newest first).
 * id is the creation timestamp (ms); date and time are locale strings for display. A time of ''
 * means the time of day is not known (a note imported from an app that keeps none).
 */
export const JournalEntrySchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.nonnegative()),
    content: z.string(),
    date: z.string(),
    time: z.string(),
    /** When the entry was last edited (ms); absent on entries never edited. */
    updatedAt: z.optional(z.int().check(z.nonnegative())),
  }),
);

export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/**
 * The most characters an entry may hold (about 3,000 words). Any entry within it, whatever it
 * holds, fits in what sync takes of one record (MAX_SYNC_VALUE_BYTES, in sync.ts), so an entry
 * that could be saved can always be synced. Older, longer entries are still read and kept.
 */
export const MAX_JOURNAL_LENGTH = 20_000;

/** What the journal says of a text over the limit, or '' when it fits. */
export function journalLengthProblem(text: string): string {
  const over = text.trim().length - MAX_JOURNAL_LENGTH;
  if (over <= 0) return '';
  return `This entry is ${over.toLocaleString('en')} characters over the limit of ${MAX_JOURNAL_LENGTH.toLocaleString('en')}. Shorten it to save it; your text stays here.`;
}

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

/** Entries shown per page in the history list. */
export const JOURNAL_PAGE_SIZE = 20;
/** How long a deleted entry can be brought back. */
export const JOURNAL_UNDO_MS = 5000;

/**
 * Replaces an entry's text (trimmed) and stamps updatedAt. Returns null when the new text is
 * blank; the list is unchanged when the id is unknown. The entry keeps its id, date and place.
 */
export function editJournalEntry(
  list: readonly JournalEntry[],
  id: number,
  text: string,
  clock: Clock = systemClock,
): JournalEntry[] | null {
  const content = text.trim();
  if (content === '') return null;
  const at = clock().getTime();
  return list.map((e) => (e.id === id ? { ...e, content, updatedAt: at } : e));
}

export interface Removed {
  list: JournalEntry[];
  /** The entry taken out, or null when no entry had that id. */
  entry: JournalEntry | null;
}

/** Takes an entry out of the list. */
export function deleteJournalEntry(list: readonly JournalEntry[], id: number): Removed {
  const entry = list.find((e) => e.id === id) ?? null;
  return { list: list.filter((e) => e.id !== id), entry };
}

/**
 * Puts a deleted entry back where it belongs in a newest-first list (before the first older
 * entry), even if other entries were added meanwhile. Does nothing if it is already there.
 */
export function restoreJournalEntry(
  list: readonly JournalEntry[],
  entry: JournalEntry,
): JournalEntry[] {
  if (list.some((e) => e.id === entry.id)) return list.slice();
  const at = list.findIndex((e) => e.id < entry.id);
  const out = list.slice();
  out.splice(at === -1 ? out.length : at, 0, entry);
  return out;
}

/**
 * The entries matching a search, in list order: every word of the query must appear in the
 * entry's text, date or time, ignoring case. A blank query matches everything.
 */
export function searchJournal(list: readonly JournalEntry[], query: string): JournalEntry[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return list.slice();
  return list.filter((e) => {
    const hay = `${e.content}\n${e.date}\n${e.time}`.toLocaleLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The first `pages` pages of a list. */
export function journalPage<T>(list: readonly T[], pages: number): T[] {
  return list.slice(0, Math.max(1, pages) * JOURNAL_PAGE_SIZE);
}
