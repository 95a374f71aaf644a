import { describe, expect, it } from 'vitest';
import { editBase, JournalEditDraftSchema } from './journal-edits';
import { mergeText } from './sync-merge';

const BEFORE = 'Entry F. I was tired after the shift.';
const PHONE = 'Entry F. I was tired after the shift. Phone added this at 4am.';
const LAPTOP = 'Entry F. I was exhausted after the shift.';

describe('an edit kept across a reload', () => {
  it('keeps the text it began from, and an edit kept without one still reads', () => {
    const kept = [{ id: 7, text: PHONE, base: BEFORE }];
    expect(JournalEditDraftSchema.parse(kept)).toEqual(kept);
    expect(JournalEditDraftSchema.parse([{ id: 7, text: PHONE }])).toEqual([
      { id: 7, text: PHONE },
    ]);
    expect(JournalEditDraftSchema.parse({ id: 7, text: PHONE })).toEqual({ id: 7, text: PHONE });
    expect(JournalEditDraftSchema.safeParse([{ id: 7, text: PHONE, base: 3 }]).success).toBe(false);
  });

  it('begins from its base; one kept without a base begins from the entry as it is now', () => {
    expect(editBase({ id: 7, text: PHONE, base: BEFORE }, { content: LAPTOP })).toBe(BEFORE);
    expect(editBase({ id: 7, text: PHONE }, { content: LAPTOP })).toBe(LAPTOP);
  });

  it('merged from its base with the entry as it is now, keeps an edit saved meanwhile', () => {
    const merge = (now: string) =>
      mergeText(editBase({ id: 7, text: PHONE, base: BEFORE }, { content: now }), PHONE, now);
    expect(merge(LAPTOP)).toBe(
      'Entry F. I was exhausted after the shift. Phone added this at 4am.',
    );
    // rewritten whole meanwhile: the rewrite, and what the edit added after it
    expect(merge('A long shift, and a kind patient at the end.')).toBe(
      'A long shift, and a kind patient at the end. Phone added this at 4am.',
    );
    // unchanged meanwhile: the edit as written
    expect(merge(BEFORE)).toBe(PHONE);
  });
});
