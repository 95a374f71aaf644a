import { describe, expect, it } from 'vitest';
import { draftsFrom, joinDrafts, newestDraft } from './journal-drafts';

describe('journal drafts', () => {
  it('reads the single draft an earlier release kept as a draft of no tab', () => {
    expect(draftsFrom('Old words')).toEqual({ earlier: { text: 'Old words', at: 0 } });
    expect(draftsFrom('  ')).toEqual({});
    const kept = { a: { text: 'A', at: 1 } };
    expect(draftsFrom(kept)).toBe(kept);
  });

  it('finds the newest draft other than this tab’s', () => {
    const drafts = { a: { text: 'A', at: 3 }, b: { text: 'B', at: 2 }, c: { text: 'C', at: 1 } };
    expect(newestDraft(drafts, 'a')).toBe('b');
    expect(newestDraft(drafts, 'x')).toBe('a');
    expect(newestDraft({ a: drafts.a }, 'a')).toBeNull();
  });

  it('adds other words after a blank line, never writing the same words twice', () => {
    expect(joinDrafts('BRAVO', 'ALPHA')).toBe('BRAVO\n\nALPHA');
    expect(joinDrafts('BRAVO\n', 'ALPHA')).toBe('BRAVO\n\nALPHA');
    expect(joinDrafts('', 'ALPHA')).toBe('ALPHA');
    // one went on from the other
    expect(joinDrafts('Half a', 'Half a thought')).toBe('Half a thought');
    expect(joinDrafts('Half a thought', 'Half a')).toBe('Half a thought');
  });
});
