/**
 * What only the journal's history uses (kept out of the module every page loads): the edits left
 * open, and putting back several deleted entries.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { restoreJournalEntry, type JournalEntry } from './journal';

/**
 * An edit of a saved entry not saved yet, stored under `journalEditDraft` while typing: closing
 * the dialog by accident loses nothing, and the history opens that entry's edit again.
 */
export const JournalEditDraftSchema = lazySchema(() => {
  const edit = z.object({ id: z.number(), text: z.string() });
  // A list: several entries can be open for editing at once. (An earlier release kept one.)
  return z.union([z.array(edit), z.nullable(edit)]);
});
export type JournalEditDraft = { id: number; text: string };

/** Puts back several deleted entries (see restoreJournalEntry), each where it belongs. */
export function restoreJournalEntries(
  list: readonly JournalEntry[],
  entries: readonly JournalEntry[],
): JournalEntry[] {
  return entries.reduce<JournalEntry[]>((out, e) => restoreJournalEntry(out, e), list.slice());
}
