import { JournalDraftSchema, JournalEntrySchema, type JournalEntry } from '@mentora/domain/journal';
import { readKey, readList } from '@/lib/storage/storage';

/** `journalHistory`, newest first; unreadable items are set aside and the rest kept. */
export function readJournal(): JournalEntry[] {
  return readList('journalHistory', JournalEntrySchema);
}

/** The text being written, kept while typing so closing by accident loses nothing. */
export function readDraft(): string {
  return readKey('journalDraft', JournalDraftSchema, '');
}
