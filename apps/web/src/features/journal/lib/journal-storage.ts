import { JournalDraftSchema, JournalEntrySchema, type JournalEntry } from '@mentora/domain/journal';
import { JournalEditDraftSchema, type JournalEditDraft } from '@mentora/domain/journal-edits';
import { readKey, readList, removeKey, writeKey } from '@/lib/storage/storage';

/** `journalHistory`, newest first; unreadable items are set aside and the rest kept. */
export function readJournal(): JournalEntry[] {
  return readList('journalHistory', JournalEntrySchema);
}

/** The text being written, kept while typing so closing by accident loses nothing. */
export function readDraft(): string {
  return readKey('journalDraft', JournalDraftSchema, '');
}

/**
 * Keeps the text being written as the draft (blank: no draft). Returns a message when it can't
 * be kept (storage full or turned off): the text is then only in the box. Null when kept.
 */
export function keepDraft(text: string): string | null {
  if (text.trim() === '') {
    removeKey('journalDraft');
    return null;
  }
  const result = writeKey('journalDraft', text);
  if (result.ok) return null;
  return `${result.reason === 'quota' ? "Your browser's storage is full, so a draft can't be kept on this device right now." : "This browser isn't letting Mentora keep a draft right now."} Your words are still here: save the entry before you close this.`;
}

/**
 * After `text` was saved as an entry: its draft goes, and only its own. Another tab writing in
 * the journal may have put its words there since; they stay.
 */
export function dropSavedDraft(text: string) {
  if (readDraft() === text) removeKey('journalDraft');
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

/** Keeps an edit while typing; the entry's own text again (or null) means nothing to keep. */
export function keepEditDraft(entry: JournalEntry, text: string | null) {
  const all = readEditDrafts();
  const others = all.filter((d) => d.id !== entry.id);
  if (text === null || text === entry.content) {
    if (others.length === all.length) return;
    if (others.length === 0) removeKey('journalEditDraft');
    else writeKey('journalEditDraft', others);
  } else writeKey('journalEditDraft', [...others, { id: entry.id, text }]);
}
