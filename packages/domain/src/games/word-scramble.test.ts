import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createGame, seededRandom } from './engine';
import {
  CORRECT,
  NEXT_WORD_DELAY_MS,
  TRY_AGAIN,
  WORDS,
  dealWord,
  initialWordScramble,
  isRightGuess,
  reduceWordScramble,
  scramble,
  wordScrambleRules,
  wordScrambleTimer,
} from './word-scramble';

const timers = {
  setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};
const sorted = (w: string) => [...w].sort().join('');

describe('word scramble rules', () => {
  it('uses the 8 words', () => {
    expect(WORDS).toEqual(['HAPPY', 'SMILE', 'JOY', 'PEACE', 'LOVE', 'DREAM', 'HOPE', 'FUN']);
    expect([TRY_AGAIN, CORRECT]).toEqual(['Try again!', 'Correct!']);
    expect(NEXT_WORD_DELAY_MS).toBe(1500);
  });
  it('a scramble has the same letters and is never the word itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORDS), fc.integer(), (word, seed) => {
        const s = scramble(word, seededRandom(seed));
        expect(s).not.toBe(word);
        expect(sorted(s)).toBe(sorted(word));
      }),
    );
    // Even when every shuffle would give the word back.
    expect(scramble('HAPPY', () => 0.999999)).not.toBe('HAPPY');
    expect(scramble('JOY', () => 0.999999)).not.toBe('JOY');
  });
  it('deals a random word from the list, not the one just played', () => {
    const seen = new Set<string>();
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const { word } = dealWord(random, 'HOPE');
      expect(WORDS).toContain(word);
      expect(word).not.toBe('HOPE');
      seen.add(word);
    }
    expect(seen.size).toBe(7);
  });
  it('starts at level 1 with no score', () => {
    const s = initialWordScramble(seededRandom(1));
    expect([s.level, s.score, s.feedback, s.solved]).toEqual([1, 0, null, false]);
  });
  it('compares case-insensitively, ignoring spaces around the guess', () => {
    expect(isRightGuess('PEACE', 'peace')).toBe(true);
    expect(isRightGuess('PEACE', ' PeAcE ')).toBe(true);
    expect(isRightGuess('PEACE', 'PACEE')).toBe(false);
  });
  it('a wrong guess says Try again! and changes nothing else', () => {
    const s = { ...initialWordScramble(seededRandom(1)), word: 'LOVE', scrambled: 'VOLE' };
    const t = reduceWordScramble(s, { type: 'guess', text: 'vole' }, Math.random);
    expect(t).toEqual({ ...s, feedback: 'Try again!' });
    expect(wordScrambleTimer(t)).toBeNull();
  });
  it('a blank guess is ignored', () => {
    const s = initialWordScramble(seededRandom(1));
    expect(reduceWordScramble(s, { type: 'guess', text: '   ' }, Math.random)).toBe(s);
  });
  it('a right guess says Correct!, scores 10 x level and raises the level by 1', () => {
    let s = { ...initialWordScramble(seededRandom(1)), word: 'JOY', scrambled: 'OYJ' };
    s = reduceWordScramble(s, { type: 'guess', text: 'joy' }, Math.random);
    expect([s.feedback, s.score, s.level, s.solved]).toEqual(['Correct!', 10, 2, true]);
    // Further guesses wait for the next word.
    expect(reduceWordScramble(s, { type: 'guess', text: 'joy' }, Math.random)).toBe(s);
    expect(wordScrambleTimer(s)).toMatchObject({ delayMs: 1500, action: { type: 'nextWord' } });
    s = reduceWordScramble(s, { type: 'nextWord' }, seededRandom(2));
    expect([s.feedback, s.solved, s.level]).toEqual([null, false, 2]);
    expect(s.word).not.toBe('JOY');
    s = reduceWordScramble(s, { type: 'guess', text: s.word.toLowerCase() }, Math.random);
    expect([s.score, s.level]).toEqual([10 + 20, 3]);
    s = reduceWordScramble(s, { type: 'nextWord' }, seededRandom(3));
    s = reduceWordScramble(s, { type: 'guess', text: s.word }, Math.random);
    expect([s.score, s.level]).toEqual([10 + 20 + 30, 4]);
  });
  it('skipping deals another word with no points, keeping the level', () => {
    const s = {
      ...initialWordScramble(seededRandom(1)),
      word: 'LOVE',
      scrambled: 'VOLE',
      level: 3,
      score: 30,
    };
    const t = reduceWordScramble(
      { ...s, feedback: 'Try again!' },
      { type: 'skip' },
      seededRandom(8),
    );
    expect(t.word).not.toBe('LOVE');
    expect([t.level, t.score, t.feedback, t.solved]).toEqual([3, 30, null, false]);
    const solved = reduceWordScramble(s, { type: 'guess', text: 'love' }, Math.random);
    expect(reduceWordScramble(solved, { type: 'skip' }, Math.random)).toBe(solved);
  });
  it('nextWord before a right answer does nothing', () => {
    const s = initialWordScramble(seededRandom(1));
    expect(reduceWordScramble(s, { type: 'nextWord' }, Math.random)).toBe(s);
  });
});

describe('word scramble with timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a new word appears 1.5 s after a right answer', () => {
    const g = createGame(wordScrambleRules, { random: seededRandom(4), timers });
    g.start();
    const first = g.getState().word;
    g.dispatch({ type: 'guess', text: first });
    vi.advanceTimersByTime(1499);
    expect(g.getState().solved).toBe(true);
    vi.advanceTimersByTime(1);
    expect(g.getState().solved).toBe(false);
    expect(g.getState().word).not.toBe(first);
    expect(g.getState().scrambled).not.toBe(g.getState().word);
  });
  it('closing in the 1.5 s clears the timer', () => {
    const g = createGame(wordScrambleRules, { random: seededRandom(4), timers });
    g.start();
    g.dispatch({ type: 'guess', text: g.getState().word });
    g.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
