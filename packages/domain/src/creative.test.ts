import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalLengthProblem, MAX_JOURNAL_LENGTH } from './journal';
import {
  BRUSH_COLOR_DEFAULT,
  BRUSH_DEFAULT,
  BRUSH_MAX,
  BRUSH_MIN,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  clampBrush,
  CREATIVE_PROMPTS,
  creativeJournalText,
  creativeResponseMax,
  pickPrompt,
} from './creative';

describe('creative prompts', () => {
  it('has 8 prompts with unique ids, 2 of them for drawing', () => {
    expect(CREATIVE_PROMPTS).toHaveLength(8);
    expect(new Set(CREATIVE_PROMPTS.map((p) => p.id)).size).toBe(8);
    expect(CREATIVE_PROMPTS.filter((p) => p.kind === 'draw')).toHaveLength(2);
    expect(CREATIVE_PROMPTS.filter((p) => p.kind === 'write')).toHaveLength(6);
    for (const p of CREATIVE_PROMPTS) expect(p.text.trim()).not.toBe('');
  });

  it('keeps the canvas and brush constants', () => {
    expect([CANVAS_WIDTH, CANVAS_HEIGHT]).toEqual([500, 300]);
    expect([BRUSH_MIN, BRUSH_MAX, BRUSH_DEFAULT]).toEqual([1, 10, 4]);
    expect(BRUSH_COLOR_DEFAULT).toBe('#000000');
    expect(clampBrush(0)).toBe(1);
    expect(clampBrush(11)).toBe(10);
    expect(clampBrush(4.4)).toBe(4);
    expect(clampBrush(Number.NaN)).toBe(4);
  });

  it('can pick any prompt when there was none before', () => {
    const ids = new Set<string>();
    for (let k = 0; k < 8; k++) ids.add(pickPrompt(null, () => k / 8).id);
    expect(ids.size).toBe(8);
    expect(pickPrompt(null, () => 0)).toBe(CREATIVE_PROMPTS[0]);
    expect(pickPrompt(null, () => 0.999999)).toBe(CREATIVE_PROMPTS[7]);
  });

  it('never picks the same prompt twice in a row', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CREATIVE_PROMPTS.map((p) => p.id)),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prev, r) => {
          expect(pickPrompt(prev, () => r).id).not.toBe(prev);
        },
      ),
    );
  });

  it('can reach every other prompt after any prompt', () => {
    for (const prev of CREATIVE_PROMPTS) {
      const seen = new Set<string>();
      for (let k = 0; k < 7; k++) seen.add(pickPrompt(prev.id, () => (k + 0.5) / 7).id);
      expect(seen.size).toBe(7);
      expect(seen.has(prev.id)).toBe(false);
    }
  });

  it('treats an unknown previous id like no previous prompt', () => {
    expect(pickPrompt('gone', () => 0)).toBe(CREATIVE_PROMPTS[0]);
  });

  it('builds journal text from the prompt and a non-blank response', () => {
    const p = CREATIVE_PROMPTS[2]!;
    expect(creativeJournalText(p, '  tea, sun, a call  ')).toBe(
      `Creative prompt: ${p.text}\n\ntea, sun, a call`,
    );
    expect(creativeJournalText(p, '   \n ')).toBe('');
  });

  it('allows the longest response that still fits in a journal entry with its prompt', () => {
    for (const p of CREATIVE_PROMPTS) {
      const max = creativeResponseMax(p);
      expect(max).toBeLessThan(MAX_JOURNAL_LENGTH);
      expect(journalLengthProblem(creativeJournalText(p, 'a'.repeat(max)))).toBe('');
      expect(journalLengthProblem(creativeJournalText(p, 'a'.repeat(max + 1)))).not.toBe('');
    }
  });
});
