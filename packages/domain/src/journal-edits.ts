/**
 * What only the journal's history uses (kept out of the module every page loads): the edits left
 * open, and putting back several deleted entries.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { restoreJournalEntry, type JournalEntry } from './journal';

/**
 * An edit of a saved entry not saved yet, stored under `journalEditDraft` while typing: closing
 * the dialog by accident loses nothing, and the history opens that entry's edit again. `base` is
 * the entry's text the edit began from, so that a change saved elsewhere meanwhile is merged
 * with the edit when it is saved (decision 0049); an earlier release kept none.
 */
export const JournalEditDraftSchema = lazySchema(() => {
  const edit = z.object({ id: z.number(), text: z.string(), base: z.optional(z.string()) });
  // A list: several entries can be open for editing at once. (An earlier release kept one.)
  return z.union([z.array(edit), z.nullable(edit)]);
});
export type JournalEditDraft = { id: number; text: string; base?: string };

/**
 * The text a kept edit began from, which its save is merged against: its base. An edit kept
 * without one (by an earlier release) is taken as begun from the entry as it is now.
 */
export function editBase(draft: JournalEditDraft, entry: Pick<JournalEntry, 'content'>): string {
  return draft.base ?? entry.content;
}

/** Puts back several deleted entries (see restoreJournalEntry), each where it belongs. */
export function restoreJournalEntries(
  list: readonly JournalEntry[],
  entries: readonly JournalEntry[],
): JournalEntry[] {
  return entries.reduce<JournalEntry[]>((out, e) => restoreJournalEntry(out, e), list.slice());
}
