// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@mentora/domain/journal';
import {
  dropSavedDraft,
  keepDraft,
  keepEditDraft,
  readDraft,
  readEditDrafts,
  savedElsewhere,
} from './journal-storage';

const entry = (id: number, content: string): JournalEntry => ({
  id,
  content,
  date: '3/3/2026',
  time: '9:30:00 AM',
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the draft being written', () => {
  it('is kept, and a blank one is no draft', () => {
    expect(keepDraft('Hello')).toBeNull();
    expect(readDraft()).toBe('Hello');
    expect(keepDraft('   ')).toBeNull();
    expect(localStorage.getItem('journalDraft')).toBeNull();
  });

  it('says so when storage is full and it cannot be kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepDraft('Hello')).toBe(
      "Your browser's storage is full, so a draft can't be kept on this device right now. Your words are still here: save the entry before you close this.",
    );
  });

  it('a save removes only the draft it saved: another tab’s words stay', () => {
    keepDraft('BRAVO');
    dropSavedDraft('ALPHA');
    expect(readDraft()).toBe('BRAVO');
    dropSavedDraft('BRAVO');
    expect(readDraft()).toBe('');
  });

  it('words saved in another tab after this one last changed them are known', () => {
    const list = [entry(2000, 'Same words')];
    expect(savedElsewhere(list, 'Same words', 1500)).toBe(true);
    // Typed here after that save: saved here as well.
    expect(savedElsewhere(list, 'Same words', 2500)).toBe(false);
    expect(savedElsewhere(list, 'Other words', 1500)).toBe(false);
  });
});

describe('edits of saved entries', () => {
  it('keeps every open edit, and each goes on its own', () => {
    const a = entry(1, 'A');
    const b = entry(2, 'B');
    keepEditDraft(b, 'B changed');
    keepEditDraft(a, 'A changed');
    expect(readEditDrafts()).toEqual([
      { id: 2, text: 'B changed' },
      { id: 1, text: 'A changed' },
    ]);
    keepEditDraft(b, 'B changed again');
    keepEditDraft(a, null);
    expect(readEditDrafts()).toEqual([{ id: 2, text: 'B changed again' }]);
    // Back to the entry's own text: nothing left to keep.
    keepEditDraft(b, 'B');
    expect(localStorage.getItem('journalEditDraft')).toBeNull();
  });

  it('reads the single edit an earlier release kept', () => {
    localStorage.setItem('journalEditDraft', JSON.stringify({ id: 7, text: 'kept' }));
    expect(readEditDrafts()).toEqual([{ id: 7, text: 'kept' }]);
    localStorage.setItem('journalEditDraft', 'null');
    expect(readEditDrafts()).toEqual([]);
  });
});
