import { describe, expect, it } from 'vitest';
import {
  journalLengthProblem,
  MAX_JOURNAL_LENGTH,
  JOURNAL_PAGE_SIZE,
  JOURNAL_UNDO_MS,
  JournalEntrySchema,
  addJournalEntry,
  deleteJournalEntry,
  editJournalEntry,
  journalPage,
  newJournalEntry,
  restoreJournalEntry,
  searchJournal,
  type JournalEntry,
} from './journal';
import { restoreJournalEntries } from './journal-edits';
import { SyncRecordSchema } from './sync';

const clock = () => new Date(2026, 10, 21, 9, 30, 0);

describe('journal entries', () => {
  it('refuses blank text', () => {
    expect(newJournalEntry('   \n\t ', clock)).toBeNull();
    expect(newJournalEntry('', clock)).toBeNull();
  });
  it('trims and stamps a new entry with the clock', () => {
    const e = newJournalEntry('  felt calmer today  ', clock);
    expect(e).toMatchObject({ id: clock().getTime(), content: 'felt calmer today' });
    expect(e?.date).toBe(clock().toLocaleDateString());
    expect(e?.time).toBe(clock().toLocaleTimeString());
  });
  it('adds newest first and never repeats an id', () => {
    const a = newJournalEntry('a', clock)!;
    const b = newJournalEntry('b', clock)!;
    const list = addJournalEntry(addJournalEntry([], a), b);
    expect(list.map((e) => e.content)).toEqual(['b', 'a']);
    expect(new Set(list.map((e) => e.id)).size).toBe(2);
  });
});

describe('journal history operations', () => {
  const e = (id: number, content: string): JournalEntry => ({
    id,
    content,
    date: '21/11/2026',
    time: '09:30:00',
  });
  const list = [e(5, 'Walked by the sea'), e(4, 'Rough day at work'), e(2, 'Sea swim, cold!')];

  it('the stored shape of older releases (no updatedAt) still parses', () => {
    expect(JournalEntrySchema.safeParse(e(1, 'x')).success).toBe(true);
    expect(JournalEntrySchema.safeParse({ ...e(1, 'x'), updatedAt: 9 }).success).toBe(true);
    expect(JournalEntrySchema.safeParse({ content: 'x' }).success).toBe(false);
  });

  it('edits text in place, trimmed, and stamps updatedAt', () => {
    const out = editJournalEntry(list, 4, '  Better evening  ', clock)!;
    expect(out.map((x) => x.id)).toEqual([5, 4, 2]);
    expect(out[1]).toEqual({ ...list[1], content: 'Better evening', updatedAt: clock().getTime() });
    expect(out[0]).toBe(list[0]);
  });
  it('refuses blank edits', () => {
    expect(editJournalEntry(list, 4, '   ', clock)).toBeNull();
  });

  it('deletes and restores to the same place', () => {
    const { list: without, entry } = deleteJournalEntry(list, 4);
    expect(without.map((x) => x.id)).toEqual([5, 2]);
    expect(entry?.content).toBe('Rough day at work');
    expect(restoreJournalEntry(without, entry!).map((x) => x.id)).toEqual([5, 4, 2]);
    expect(deleteJournalEntry(list, 99)).toEqual({ list, entry: null });
  });
  it('restores correctly after a newer entry was added, at the end, and only once', () => {
    const { list: without, entry } = deleteJournalEntry(list, 2);
    const withNew = addJournalEntry(without, e(9, 'new'));
    const back = restoreJournalEntry(withNew, entry!);
    expect(back.map((x) => x.id)).toEqual([9, 5, 4, 2]);
    expect(restoreJournalEntry(back, entry!)).toEqual(back);
  });

  it('restores several deletions made in a row, each where it was', () => {
    const first = deleteJournalEntry(list, 5);
    const second = deleteJournalEntry(first.list, 4);
    expect(second.list.map((x) => x.id)).toEqual([2]);
    const back = restoreJournalEntries(second.list, [first.entry!, second.entry!]);
    expect(back).toEqual(list);
    expect(restoreJournalEntries(back, [first.entry!])).toEqual(list);
  });

  it('searches all entries, every word, ignoring case', () => {
    expect(searchJournal(list, 'SEA').map((x) => x.id)).toEqual([5, 2]);
    expect(searchJournal(list, 'sea cold').map((x) => x.id)).toEqual([2]);
    expect(searchJournal(list, '  ')).toEqual(list);
    expect(searchJournal(list, 'nothing')).toEqual([]);
    expect(searchJournal(list, '21/11').length).toBe(3);
  });

  it('pages 20 at a time', () => {
    expect(JOURNAL_PAGE_SIZE).toBe(20);
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(journalPage(many, 1)).toHaveLength(20);
    expect(journalPage(many, 2)).toHaveLength(40);
    expect(journalPage(many, 3)).toHaveLength(45);
    expect(journalPage(many, 0)).toHaveLength(20);
  });

  it('undo lasts a few seconds', () => {
    expect(JOURNAL_UNDO_MS).toBe(5000);
  });

  it('search over 5,000 entries stays fast', () => {
    const big = Array.from({ length: 5000 }, (_, i) =>
      e(5000 - i, `Entry ${i} ${'about a quiet walk and a cup of tea '.repeat(20)}`),
    );
    const t0 = performance.now();
    const hits = searchJournal(big, 'entry 4999');
    const ms = performance.now() - t0;
    expect(hits.map((x) => x.id)).toEqual([1]);
    expect(ms).toBeLessThan(200);
  });
});

describe('the length of an entry', () => {
  it('says how far over the limit a text is, and nothing within it', () => {
    expect(journalLengthProblem('a'.repeat(MAX_JOURNAL_LENGTH))).toBe('');
    expect(journalLengthProblem(`  ${'a'.repeat(MAX_JOURNAL_LENGTH)}  `)).toBe('');
    expect(journalLengthProblem('a'.repeat(MAX_JOURNAL_LENGTH + 1234))).toBe(
      'This entry is 1,234 characters over the limit of 20,000. Shorten it to save it; your text stays here.',
    );
  });

  it('any entry within the limit that a person types can be synced', () => {
    // Newlines, quotes and backslashes take two characters each in the synced form; an emoji
    // counts two characters here already. (Pasted control characters take six: such an entry
    // is refused by sync on its own and named, and stays on the device.)
    for (const ch of ['a', '\n', '"', '\\', '\u{1F600}']) {
      const content = ch.repeat(MAX_JOURNAL_LENGTH / ch.length);
      const entry = {
        id: 1_700_000_000_000,
        content,
        date: '12/31/2026',
        time: '11:59:59 PM',
        updatedAt: 1_700_000_000_000,
      };
      const record = {
        kind: 'journal',
        key: String(entry.id),
        value: entry,
        updatedAt: 1,
        deleted: false,
      };
      expect(SyncRecordSchema.safeParse(record).success, JSON.stringify(ch)).toBe(true);
    }
  });
});
