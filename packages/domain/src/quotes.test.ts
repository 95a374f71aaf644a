import { describe, expect, it } from 'vitest';
import { QUOTES, pickIndex } from './quotes';

describe('quotes', () => {
  it('are 10 distinct quotes', () => {
    expect(QUOTES).toHaveLength(10);
    expect(new Set(QUOTES).size).toBe(10);
  });
  it('picks across the whole list', () => {
    expect(pickIndex(10, () => 0)).toBe(0);
    expect(pickIndex(10, () => 0.999999)).toBe(9);
    expect(pickIndex(10, () => 0.55)).toBe(5);
  });
  it('never repeats the previous pick', () => {
    for (let prev = 0; prev < 10; prev++) {
      const seen = new Set<number>();
      for (let r = 0; r < 1; r += 0.01) seen.add(pickIndex(10, () => r, prev));
      expect(seen.has(prev)).toBe(false);
      expect(seen.size).toBe(9);
    }
  });
  it('copes with tiny lists', () => {
    expect(pickIndex(1, () => 0.7, 0)).toBe(0);
    expect(pickIndex(2, () => 0.1, 0)).toBe(1);
  });
});
