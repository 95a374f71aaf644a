// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@mentora/domain/journal';
import {
  keepDraft,
  keepEditDraft,
  openDraft,
  otherDrafts,
  readDrafts,
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
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A tab of its own: the module as a page loads it, with the tab's own session storage. */
async function newTab() {
  sessionStorage.clear();
  vi.resetModules();
  const tab = await import('./journal-storage');
  tab.openDraft(); // the tab's id is taken now, from its session storage
  return tab;
}

const texts = () => Object.values(readDrafts()).map((d) => d.text);

describe('the draft being written', () => {
  it('is kept, and a blank one is no draft', () => {
    expect(openDraft()).toBe('');
    expect(keepDraft('Hello')).toBeNull();
    expect(openDraft()).toBe('Hello');
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

  it('opens the draft an earlier release kept, and goes on from it', () => {
    localStorage.setItem('journalDraft', JSON.stringify('From before'));
    expect(openDraft()).toBe('From before');
    expect(otherDrafts(readDrafts())).toEqual([]);
    keepDraft('From before, and more');
    expect(texts()).toEqual(['From before, and more']);
  });

  it('two tabs writing each keep their own words: the last to type does not take them', async () => {
    const a = await newTab();
    a.keepDraft('ALPHA');
    const b = await newTab();
    // a new tab opens on the newest draft; typing over it
    expect(b.openDraft()).toBe('ALPHA');
    // typed over: A's words stay (A's tab may be closed, with them its only copy)
    b.keepDraft('BRAVO');
    expect(texts().sort()).toEqual(['ALPHA', 'BRAVO']);
    // not offered while B writes over them…
    expect(b.otherDrafts(b.readDrafts())).toEqual([]);
    // …and offered when the journal opens again
    expect(b.openDraft()).toBe('BRAVO');
    expect(b.otherDrafts(b.readDrafts()).map(([, d]) => d.text)).toEqual(['ALPHA']);
  });

  it('a tab that opened on another’s draft and goes on with it keeps one copy', async () => {
    const a = await newTab();
    a.keepDraft('Half a thought');
    const b = await newTab();
    expect(b.openDraft()).toBe('Half a thought');
    expect(b.otherDrafts(b.readDrafts())).toEqual([]);
    b.keepDraft('Half a thought, finished');
    expect(texts()).toEqual(['Half a thought, finished']);
  });

  it('a duplicated tab (the same id) does not write over the first one’s words', async () => {
    const a = await newTab();
    a.keepDraft('First tab');
    vi.resetModules();
    const copy = await import('./journal-storage');
    expect(copy.openDraft()).toBe('First tab');
    a.keepDraft('First tab, more');
    copy.keepDraft('First tab and the copy');
    expect(texts().sort()).toEqual(['First tab and the copy', 'First tab, more']);
    // each goes on in its own
    a.keepDraft('First tab, more still');
    copy.keepDraft('First tab and the copy, more');
    expect(texts().sort()).toEqual(['First tab and the copy, more', 'First tab, more still']);
  });

  it('a save removes only the draft it saved: another tab’s words stay', async () => {
    const a = await newTab();
    a.keepDraft('ALPHA');
    const b = await newTab();
    b.keepDraft('BRAVO');
    a.dropSavedDraft('ALPHA');
    expect(texts()).toEqual(['BRAVO']);
    b.dropSavedDraft('BRAVO');
    expect(localStorage.getItem('journalDraft')).toBeNull();
  });

  it('another tab’s words are discarded only as they were shown', async () => {
    const a = await newTab();
    a.keepDraft('ALPHA');
    const b = await newTab();
    b.keepDraft('BRAVO');
    b.openDraft();
    const [[id]] = b.otherDrafts(b.readDrafts()) as [[string, unknown]];
    a.keepDraft('ALPHA, and more since');
    b.discardDraft(id, 'ALPHA');
    expect(texts().sort()).toEqual(['ALPHA, and more since', 'BRAVO']);
    b.discardDraft(id, 'ALPHA, and more since');
    expect(texts()).toEqual(['BRAVO']);
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
      { id: 2, text: 'B changed', base: 'B' },
      { id: 1, text: 'A changed', base: 'A' },
    ]);
    keepEditDraft(b, 'B changed again');
    keepEditDraft(a, null);
    expect(readEditDrafts()).toEqual([{ id: 2, text: 'B changed again', base: 'B' }]);
    // Back to the entry's own text: nothing left to keep.
    keepEditDraft(b, 'B');
    expect(localStorage.getItem('journalEditDraft')).toBeNull();
  });

  it('keeps the text an edit began from, not the entry as it is now', () => {
    // The entry was changed elsewhere after this edit began from 'B'.
    keepEditDraft(entry(2, 'B, changed elsewhere'), 'B, and more', 'B');
    expect(readEditDrafts()).toEqual([{ id: 2, text: 'B, and more', base: 'B' }]);
  });

  it('reads the single edit an earlier release kept', () => {
    localStorage.setItem('journalEditDraft', JSON.stringify({ id: 7, text: 'kept' }));
    expect(readEditDrafts()).toEqual([{ id: 7, text: 'kept' }]);
    localStorage.setItem('journalEditDraft', 'null');
    expect(readEditDrafts()).toEqual([]);
  });
});
