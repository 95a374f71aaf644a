import { JournalEntrySchema, type JournalEntry } from '@mentora/domain/journal';
import {
  JournalDraftsSchema,
  draftsFrom,
  newestDraft,
  type JournalDraft,
  type JournalDrafts,
} from '@mentora/domain/journal-drafts';
import { JournalEditDraftSchema, type JournalEditDraft } from '@mentora/domain/journal-edits';
import { readKey, readList, removeKey, writeKey, type WriteResult } from '@/lib/storage/storage';

/** `journalHistory`, newest first; unreadable items are set aside and the rest kept. */
export function readJournal(): JournalEntry[] {
  return readList('journalHistory', JournalEntrySchema);
}

/** The id this tab's draft is kept under, for the tab's life (a reload keeps it). */
const TAB_KEY = 'journalTab';
let tab: string | null = null;
/** What this tab last read from or wrote to its own draft (null: it has none). */
let last: string | null = null;
/** Another tab's draft the box opened on (this tab had none), until this tab writes. */
let source: { id: string; text: string } | null = null;

function newTab(): string {
  tab = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  try {
    sessionStorage.setItem(TAB_KEY, tab);
  } catch {
    /* kept for this page only */
  }
  return tab;
}

function thisTab(): string {
  if (tab) return tab;
  try {
    tab = sessionStorage.getItem(TAB_KEY);
  } catch {
    /* no session storage: an id for this page */
  }
  return tab ?? newTab();
}

/** Every tab's unsaved writing (an earlier release's single draft among them). */
export function readDrafts(): JournalDrafts {
  return draftsFrom(readKey('journalDraft', JournalDraftsSchema, {}));
}

function write(drafts: JournalDrafts): WriteResult {
  if (Object.keys(drafts).length > 0) return writeKey('journalDraft', drafts);
  removeKey('journalDraft');
  return { ok: true };
}

/**
 * The text the box opens with: this tab's draft, or else the one written most recently (a new
 * tab, or a tab of before, goes on where the writing was left).
 */
export function openDraft(): string {
  const drafts = readDrafts();
  const own = drafts[thisTab()];
  source = null;
  last = own ? own.text : null;
  if (own) return own.text;
  const id = newestDraft(drafts, thisTab());
  if (id === null) return '';
  source = { id, text: drafts[id]!.text };
  return source.text;
}

/**
 * The other tabs' drafts, newest first. Not the one the box opened on, while it is as it was: it
 * was in the box, and offering it as the person types over it would move things under their
 * fingers (it is offered when the journal next opens).
 */
export function otherDrafts(drafts: JournalDrafts): Array<[string, JournalDraft]> {
  return Object.entries(drafts)
    .filter(([id, d]) => id !== thisTab() && !(id === source?.id && d.text === source.text))
    .sort(([, a], [, b]) => b.at - a.at);
}

/**
 * Keeps the text being written as this tab's draft (blank: no draft); the other tabs' drafts
 * stay. Returns a message when it can't be kept (storage full or turned off): the text is then
 * only in the box. Null when kept.
 */
export function keepDraft(text: string): string | null {
  const drafts = readDrafts();
  // Another tab wrote under this tab's id (a duplicated tab starts with a copy of it): this one
  // takes an id of its own, and both keep their words.
  if (drafts[thisTab()] && drafts[thisTab()]!.text !== last) newTab();
  // Opened on another tab's draft and going on from it: its words are all in this one now. (Typed
  // over, it stays: that tab may still be open, or closed with those words its only copy.)
  if (source && drafts[source.id]?.text === source.text && text.startsWith(source.text)) {
    delete drafts[source.id];
    source = null;
  }
  if (text.trim() === '') delete drafts[thisTab()];
  else drafts[thisTab()] = { text, at: Date.now() };
  const result = write(drafts);
  if (result.ok) {
    last = drafts[thisTab()]?.text ?? null;
    return null;
  }
  return `${result.reason === 'quota' ? "Your browser's storage is full, so a draft can't be kept on this device right now." : "This browser isn't letting Mentora keep a draft right now."} Your words are still here: save the entry before you close this.`;
}

/** Removes another tab's draft, if its words are still `text` (those the person saw). */
export function discardDraft(id: string, text: string) {
  const drafts = readDrafts();
  if (drafts[id]?.text !== text) return;
  delete drafts[id];
  write(drafts);
}

/**
 * After `text` was saved as an entry: the drafts holding those very words go, and only those.
 * Another tab writing in the journal keeps its own.
 */
export function dropSavedDraft(text: string) {
  const drafts = readDrafts();
  for (const [id, d] of Object.entries(drafts)) if (d.text === text) delete drafts[id];
  write(drafts);
  source = null;
  last = drafts[thisTab()]?.text ?? null;
}

/**
 * Whether these words were saved as an entry (in another tab) after this tab last changed them
 * (`since`, a time): two tabs opened on one draft, and the first saved it. Saving them again would
 * keep the entry twice.
 */
export function savedElsewhere(list: readonly JournalEntry[], content: string, since: number) {
  return list.some((e) => e.id >= since && e.content === content);
}

/** The unsaved edits of saved entries, one for each entry left open for editing. */
export function readEditDrafts(): JournalEditDraft[] {
  const kept = readKey('journalEditDraft', JournalEditDraftSchema, null);
  return Array.isArray(kept) ? kept : kept ? [kept] : [];
}

/**
 * Keeps an edit while typing, with the text it began from (`base`, the entry's text when the edit
 * opened); the entry's own text again (or null) means nothing to keep.
 */
export function keepEditDraft(
  entry: Pick<JournalEntry, 'id' | 'content'>,
  text: string | null,
  base = entry.content,
) {
  const all = readEditDrafts();
  const others = all.filter((d) => d.id !== entry.id);
  if (text === null || text === entry.content) {
    if (others.length === all.length) return;
    if (others.length === 0) removeKey('journalEditDraft');
    else writeKey('journalEditDraft', others);
  } else writeKey('journalEditDraft', [...others, { id: entry.id, text, base }]);
}
