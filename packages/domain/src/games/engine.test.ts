import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createGame, pick, randomInt, seededRandom, shuffle, type GameRules } from './engine';

describe('randomness helpers', () => {
  it('a seed gives the same sequence every time, a different seed another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    expect([c(), c(), c()]).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
  it('randomInt stays within its bounds, both included', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const n = randomInt(() => r, 1, 100);
        return Number.isInteger(n) && n >= 1 && n <= 100;
      }),
    );
    expect(randomInt(() => 0, 1, 100)).toBe(1);
    expect(randomInt(() => 0.999999, 1, 100)).toBe(100);
  });
  it('shuffle keeps every item and does not change the original', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const out = shuffle(seededRandom(seed), items);
        expect(items).toEqual(copy);
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });
  it('pick refuses an empty list', () => {
    expect(() => pick(Math.random, [])).toThrow();
    expect(pick(() => 0.5, ['a', 'b', 'c'])).toBe('b');
  });
});

type S = { n: number; waiting: boolean };
type A = { type: 'wait' } | { type: 'done' } | { type: 'cancel' };
const rules: GameRules<S, A> = {
  init: () => ({ n: 0, waiting: false }),
  reduce: (s, a) => {
    if (a.type === 'wait') return { n: s.n + 1, waiting: true };
    if (a.type === 'done') return { ...s, waiting: false };
    return { ...s, waiting: false };
  },
  timer: (s) => (s.waiting ? { key: `w${s.n}`, delayMs: 100, action: { type: 'done' } } : null),
};

describe('createGame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = {
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };

  it('fires the timer the state asks for, and tells listeners', () => {
    const g = createGame(rules, { random: Math.random, timers });
    const listener = vi.fn();
    g.subscribe(listener);
    g.start();
    g.dispatch({ type: 'wait' });
    expect(g.getState().waiting).toBe(true);
    vi.advanceTimersByTime(99);
    expect(g.getState().waiting).toBe(true);
    vi.advanceTimersByTime(1);
    expect(g.getState().waiting).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
  it('a new key replaces the timer; no timer clears it', () => {
    const g = createGame(rules, { random: Math.random, timers });
    g.start();
    g.dispatch({ type: 'wait' });
    vi.advanceTimersByTime(60);
    g.dispatch({ type: 'wait' });
    vi.advanceTimersByTime(60);
    expect(g.getState()).toEqual({ n: 2, waiting: true });
    vi.advanceTimersByTime(40);
    expect(g.getState().waiting).toBe(false);
    g.dispatch({ type: 'wait' });
    g.dispatch({ type: 'cancel' });
    expect(vi.getTimerCount()).toBe(0);
  });
  it('stop clears every timer and nothing changes afterwards', () => {
    const g = createGame(rules, { random: Math.random, timers });
    const listener = vi.fn();
    g.subscribe(listener);
    g.start();
    g.dispatch({ type: 'wait' });
    g.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(g.getState().waiting).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    // Started again (a remount), the pending wait is scheduled afresh.
    g.start();
    vi.advanceTimersByTime(100);
    expect(g.getState().waiting).toBe(false);
  });
  it('schedules nothing before start', () => {
    const g = createGame(rules, { random: Math.random, timers });
    g.dispatch({ type: 'wait' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
