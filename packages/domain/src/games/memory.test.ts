import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createGame, seededRandom } from './engine';
import {
  FLIP_BACK_MS,
  MEMORY_FACES,
  PAIRS,
  POINTS_PER_PAIR,
  initialMemory,
  isComplete,
  isFaceUp,
  memoryRules,
  memoryTimer,
  reduceMemory,
  type MemoryState,
} from './memory';

const timers = {
  setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};
const R = seededRandom(3);

/** The indices of both cards of each face, and a pair of cards that do not match. */
function layout(s: MemoryState) {
  const byFace = new Map<number, number[]>();
  s.cards.forEach((c, i) => byFace.set(c.face, [...(byFace.get(c.face) ?? []), i]));
  const pairs = [...byFace.values()] as [number, number][];
  const mismatch: [number, number] = [pairs[0]![0], pairs[1]![0]];
  return { pairs, mismatch };
}

describe('memory rules', () => {
  it('deals 16 face-down cards: 8 pairs of different emoji', () => {
    expect(PAIRS).toBe(8);
    expect(MEMORY_FACES).toHaveLength(8);
    expect(new Set(MEMORY_FACES.map((f) => f.emoji)).size).toBe(8);
    const s = initialMemory(R);
    expect(s.cards).toHaveLength(16);
    for (let f = 0; f < 8; f++) expect(s.cards.filter((c) => c.face === f)).toHaveLength(2);
    expect(s.cards.every((c) => !c.matched)).toBe(true);
    expect([s.open, s.moves, s.score]).toEqual([[], 0, 0]);
  });
  it('shuffles the cards (a seed decides the order)', () => {
    const a = initialMemory(seededRandom(1)).cards.map((c) => c.face);
    const b = initialMemory(seededRandom(2)).cards.map((c) => c.face);
    expect(a).not.toEqual(b);
    expect(initialMemory(seededRandom(1)).cards.map((c) => c.face)).toEqual(a);
  });
  it('a matching pair stays open and scores 10', () => {
    const s0 = initialMemory(R);
    const [[a, b]] = layout(s0).pairs as [[number, number]];
    const s1 = reduceMemory(s0, { type: 'flip', index: a }, R);
    expect(s1.open).toEqual([a]);
    expect(isFaceUp(s1, a)).toBe(true);
    const s2 = reduceMemory(s1, { type: 'flip', index: b }, R);
    expect(s2.cards[a]!.matched && s2.cards[b]!.matched).toBe(true);
    expect(s2.open).toEqual([]);
    expect(s2.score).toBe(POINTS_PER_PAIR);
    expect(POINTS_PER_PAIR).toBe(10);
    expect(s2.moves).toBe(1);
    expect(s2.lastPair).toBe('match');
    expect(memoryTimer(s2)).toBeNull();
    // A matched card cannot be turned again.
    expect(reduceMemory(s2, { type: 'flip', index: a }, R)).toBe(s2);
  });
  it('a mismatch stays up, then flips back after 1 s', () => {
    const s0 = initialMemory(R);
    const [x, y] = layout(s0).mismatch;
    const s2 = reduceMemory(
      reduceMemory(s0, { type: 'flip', index: x }, R),
      { type: 'flip', index: y },
      R,
    );
    expect(s2.open).toEqual([x, y]);
    expect(s2.moves).toBe(1);
    expect(s2.score).toBe(0);
    expect(s2.lastPair).toBe('mismatch');
    expect(memoryTimer(s2)).toMatchObject({ delayMs: 1000, action: { type: 'flipBack' } });
    expect(FLIP_BACK_MS).toBe(1000);
    const back = reduceMemory(s2, { type: 'flipBack' }, R);
    expect(back.open).toEqual([]);
    expect(isFaceUp(back, x) || isFaceUp(back, y)).toBe(false);
  });
  it('a third click in the 1 s window is ignored: never more than 2 open', () => {
    const s0 = initialMemory(R);
    const { mismatch, pairs } = layout(s0);
    const [x, y] = mismatch;
    const s2 = reduceMemory(
      reduceMemory(s0, { type: 'flip', index: x }, R),
      { type: 'flip', index: y },
      R,
    );
    const third = pairs[2]![0];
    expect(reduceMemory(s2, { type: 'flip', index: third }, R)).toBe(s2);
  });
  it('clicking the card already open, or a card that does not exist, does nothing', () => {
    const s1 = reduceMemory(initialMemory(R), { type: 'flip', index: 5 }, R);
    expect(reduceMemory(s1, { type: 'flip', index: 5 }, R)).toBe(s1);
    expect(reduceMemory(s1, { type: 'flip', index: 16 }, R)).toBe(s1);
    expect(reduceMemory(s1, { type: 'flipBack' }, R)).toBe(s1);
  });
  it('finding all 8 pairs completes the game with 80 points and the number of moves', () => {
    let s = initialMemory(R);
    const { pairs, mismatch } = layout(s);
    s = reduceMemory(s, { type: 'flip', index: mismatch[0] }, R);
    s = reduceMemory(s, { type: 'flip', index: mismatch[1] }, R);
    s = reduceMemory(s, { type: 'flipBack' }, R);
    for (const [a, b] of pairs) {
      expect(isComplete(s)).toBe(false);
      s = reduceMemory(
        reduceMemory(s, { type: 'flip', index: a }, R),
        { type: 'flip', index: b },
        R,
      );
    }
    expect(isComplete(s)).toBe(true);
    expect(s.score).toBe(80);
    expect(s.moves).toBe(9);
  });
  it('New Game deals a fresh board', () => {
    const s = reduceMemory(initialMemory(R), { type: 'flip', index: 0 }, R);
    const n = reduceMemory(s, { type: 'newGame' }, R);
    expect([n.open, n.moves, n.score]).toEqual([[], 0, 0]);
  });
  it('whatever is clicked, at most 2 cards are open and the score is 10 per matched pair', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.oneof(fc.nat(15), fc.constant(-1)), { maxLength: 80 }),
        (seed, clicks) => {
          const random = seededRandom(seed);
          let s = initialMemory(random);
          for (const c of clicks) {
            s = reduceMemory(s, c < 0 ? { type: 'flipBack' } : { type: 'flip', index: c }, random);
            expect(s.open.length).toBeLessThanOrEqual(2);
            expect(s.score).toBe((s.cards.filter((x) => x.matched).length / 2) * 10);
          }
        },
      ),
    );
  });
});

describe('memory with timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the mismatch turns back at exactly 1 s; a third click before that is ignored', () => {
    const g = createGame(memoryRules, { random: seededRandom(9), timers });
    g.start();
    const { mismatch, pairs } = layout(g.getState());
    g.dispatch({ type: 'flip', index: mismatch[0] });
    g.dispatch({ type: 'flip', index: mismatch[1] });
    vi.advanceTimersByTime(500);
    g.dispatch({ type: 'flip', index: pairs[3]![0] });
    expect(g.getState().open).toEqual(mismatch);
    vi.advanceTimersByTime(499);
    expect(g.getState().open).toEqual(mismatch);
    vi.advanceTimersByTime(1);
    expect(g.getState().open).toEqual([]);
    g.dispatch({ type: 'flip', index: pairs[3]![0] });
    expect(g.getState().open).toEqual([pairs[3]![0]]);
  });
  it('closing during the 1 s leaves no timer behind', () => {
    const g = createGame(memoryRules, { random: seededRandom(9), timers });
    g.start();
    const { mismatch } = layout(g.getState());
    g.dispatch({ type: 'flip', index: mismatch[0] });
    g.dispatch({ type: 'flip', index: mismatch[1] });
    g.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
