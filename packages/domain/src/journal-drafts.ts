/**
 * The journal's unsaved writing, one draft for each tab writing in it, stored under
 * `journalDraft`: two tabs writing at once each keep their own words (decision 0045).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** A tab's words not saved yet, and when they were last changed (ms). */
export type JournalDraft = { text: string; at: number };
/** Each tab's draft, by the tab's id. */
export type JournalDrafts = Record<string, JournalDraft>;

/** The id the single draft an earlier release kept is read under. */
export const EARLIER_DRAFT = 'earlier';

/** The drafts as stored; an earlier release stored one text (read by `draftsFrom`). */
export const JournalDraftsSchema = lazySchema(() =>
  z.union([z.string(), z.record(z.string(), z.object({ text: z.string(), at: z.number() }))]),
);

/** The drafts from what was stored: an earlier release's one text is a draft of no tab. */
export function draftsFrom(kept: string | JournalDrafts): JournalDrafts {
  if (typeof kept !== 'string') return kept;
  return kept.trim() === '' ? {} : { [EARLIER_DRAFT]: { text: kept, at: 0 } };
}

/** The most recently changed draft other than `except`'s: its id, or null. */
export function newestDraft(drafts: JournalDrafts, except: string): string | null {
  let newest: string | null = null;
  for (const [id, d] of Object.entries(drafts)) {
    if (id !== except && (newest === null || d.at > drafts[newest]!.at)) newest = id;
  }
  return newest;
}

/**
 * `theirs` brought into `mine`, after it and a blank line. Words one already holds are not
 * written twice (one tab went on from where the other's draft was when it opened).
 */
export function joinDrafts(mine: string, theirs: string): string {
  if (theirs.startsWith(mine)) return theirs;
  if (mine.includes(theirs)) return mine;
  return `${mine.trimEnd()}\n\n${theirs}`;
}
