import { describe, expect, it } from 'vitest';
import { addJournalEntry, newJournalEntry } from './journal';

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
