import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, featuresOf } from './features';

const ids = (words: string, negation: number) =>
  new Set(featuresOf(words.split(' '), { ...DEFAULT_FEATURES, negation }).ids);

describe('featuresOf', () => {
  it('reads the words after a negation as negated, within its reach only', () => {
    const plain = ids('i laughed a lot', 2);
    const negated = ids('i never laughed a lot', 2);
    const off = ids('i never laughed a lot', 0);
    // 'laughed' and 'a' are in the reach of 'never': two features more than with negation off
    expect(negated.size).toBe(off.size + 2);
    // and none of them is among the features of the same words without 'never'
    const extra = [...negated].filter((id) => !off.has(id));
    expect(extra.some((id) => plain.has(id))).toBe(false);
    // a longer reach takes in 'lot' too
    expect(ids('i never laughed a lot', 3).size).toBe(off.size + 3);
  });

  it('gives a vector of unit length whatever the message', () => {
    for (const text of ['hi', 'i have not slept in days and nothing helps']) {
      const { values } = featuresOf(text.split(' '), DEFAULT_FEATURES);
      const norm = Math.sqrt([...values].reduce((a, v) => a + v * v, 0));
      expect(norm).toBeCloseTo(1, 5);
    }
  });
});
