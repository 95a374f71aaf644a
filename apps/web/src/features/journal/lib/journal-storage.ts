import {
  JournalDraftSchema,
  JournalEditDraftSchema,
  JournalEntrySchema,
  type JournalEditDraft,
  type JournalEntry,
} from '@mentora/domain/journal';
import { readKey, readList, removeKey, writeKey } from '@/lib/storage/storage';

/** `journalHistory`, newest first; unreadable items are set aside and the rest kept. */
export function readJournal(): JournalEntry[] {
  return readList('journalHistory', JournalEntrySchema);
}

/** The text being written, kept while typing so closing by accident loses nothing. */
export function readDraft(): string {
  return readKey('journalDraft', JournalDraftSchema, '');
}

/** The unsaved edit of a saved entry, if any (one at a time). */
export function readEditDraft(): JournalEditDraft | null {
  return readKey('journalEditDraft', JournalEditDraftSchema, null);
}

/** Keeps an edit while typing; the entry's own text again (or null) means nothing to keep. */
export function keepEditDraft(entry: JournalEntry, text: string | null) {
  if (text === null || text === entry.content) {
    if (readEditDraft()?.id === entry.id) removeKey('journalEditDraft');
  } else writeKey('journalEditDraft', { id: entry.id, text });
}
