import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createGame, seededRandom } from './engine';
import {
  INVALID_GUESS,
  MAX_ATTEMPTS,
  NEW_GAME_DELAY_MS,
  TOO_HIGH,
  TOO_LOW,
  attemptsLeft,
  correctMessage,
  gameOverMessage,
  initialNumberGuessing,
  numberGuessingRules,
  numberGuessingTimer,
  parseGuess,
  pointsFor,
  reduceNumberGuessing,
  type NumberGuessingState,
} from './number-guessing';

const timers = {
  setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};
const start = (target: number): NumberGuessingState => ({
  ...initialNumberGuessing(seededRandom(1)),
  target,
});
const guess = (s: NumberGuessingState, text: string) =>
  reduceNumberGuessing(s, { type: 'guess', text }, Math.random);

describe('number guessing rules', () => {
  it('picks a whole number from 1 to 100, both ends possible', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { target } = initialNumberGuessing(seededRandom(seed));
        return Number.isInteger(target) && target >= 1 && target <= 100;
      }),
    );
    expect(initialNumberGuessing(() => 0).target).toBe(1);
    expect(initialNumberGuessing(() => 0.99999).target).toBe(100);
    expect(MAX_ATTEMPTS).toBe(5);
    expect(NEW_GAME_DELAY_MS).toBe(2000);
  });
  it('accepts only an integer from 1 to 100', () => {
    expect(parseGuess('1')).toBe(1);
    expect(parseGuess('100')).toBe(100);
    expect(parseGuess(' 42 ')).toBe(42);
    for (const bad of [
      '0',
      '101',
      '-5',
      '4.5',
      '50.0',
      'abc',
      '',
      '   ',
      '1e2',
      '0x10',
      '+7',
      '12a',
      'Infinity',
      'NaN',
    ]) {
      expect(parseGuess(bad), bad).toBeNull();
    }
  });
  it('an invalid guess gives the message and costs no attempt', () => {
    const s = start(50);
    for (const bad of ['0', '101', '3.7', 'ten', '']) {
      const t = guess(s, bad);
      expect(t.feedback).toBe('Please enter a number between 1 and 100');
      expect(t.attempts).toBe(0);
    }
    expect(INVALID_GUESS).toBe('Please enter a number between 1 and 100');
  });
  it('says Too low! and Too high!', () => {
    let s = start(50);
    s = guess(s, '49');
    expect([s.feedback, s.attempts, attemptsLeft(s)]).toEqual(['Too low!', 1, 4]);
    s = guess(s, '51');
    expect([s.feedback, s.attempts]).toEqual(['Too high!', 2]);
    expect([TOO_LOW, TOO_HIGH]).toEqual(['Too low!', 'Too high!']);
  });
  it("keeps this game's valid guesses with their hints, and forgets them on a new game", () => {
    let s = start(50);
    for (const g of ['20', 'x', '70', '50']) s = guess(s, g);
    expect(s.guesses).toEqual([
      { value: 20, hint: 'low' },
      { value: 70, hint: 'high' },
      { value: 50, hint: 'correct' },
    ]);
    expect(reduceNumberGuessing(s, { type: 'newGame' }, Math.random).guesses).toEqual([]);
  });
  it('scores 10 x (5 - attempts used before) for a right guess on each attempt', () => {
    expect([0, 1, 2, 3, 4].map(pointsFor)).toEqual([50, 40, 30, 20, 10]);
    for (let before = 0; before < 5; before++) {
      let s = start(77);
      for (let i = 0; i < before; i++) s = guess(s, '1');
      s = guess(s, '77');
      expect(s.status).toBe('won');
      expect(s.attempts).toBe(before + 1);
      expect(s.score).toBe(10 * (5 - before));
      expect(s.feedback).toBe(correctMessage(before + 1));
    }
  });
  it('the win message counts the attempts', () => {
    expect(correctMessage(3)).toBe('Correct! You found it in 3 attempts!');
    expect(correctMessage(5)).toBe('Correct! You found it in 5 attempts!');
    expect(correctMessage(1)).toBe('Correct! You found it in 1 attempts!');
  });
  it('after 5 wrong guesses: Game Over! The number was N', () => {
    let s = start(64);
    for (const g of ['10', '90', '20', '80']) s = guess(s, g);
    expect(s.status).toBe('playing');
    s = guess(s, '30');
    expect(s.status).toBe('lost');
    expect(s.feedback).toBe('Game Over! The number was 64');
    expect(gameOverMessage(7)).toBe('Game Over! The number was 7');
    expect(s.score).toBe(0);
  });
  it('a guess in the pause after a game is the first guess at a new number', () => {
    let lost = start(64);
    for (const g of ['10', '90', '20', '80', '30']) lost = guess(lost, g);
    // seededRandom(3) picks the new number, whatever it is: one guess below it and one above.
    const target = reduceNumberGuessing(lost, { type: 'newGame' }, seededRandom(3)).target;
    const next = reduceNumberGuessing(lost, { type: 'guess', text: '60' }, seededRandom(3));
    expect(next).toMatchObject({ target, status: 'playing', attempts: 1, game: 2 });
    expect(next.guesses).toEqual([{ value: 60, hint: target > 60 ? 'low' : 'high' }]);
    if (target !== 60) expect(attemptsLeft(next)).toBe(4);
    // after a win too, keeping the score; the next number is found at its first guess
    const won = guess(start(5), '5');
    const again = reduceNumberGuessing(won, { type: 'guess', text: '1' }, () => 0);
    expect(again).toMatchObject({ status: 'won', attempts: 1, game: 2, score: 100 });
    // An invalid one is answered, and the new number still comes with the timer.
    const bad = guess(lost, 'abc');
    expect([bad.status, bad.feedback, bad.game]).toEqual(['lost', INVALID_GUESS, 1]);
    expect(numberGuessingTimer(bad)).toEqual(numberGuessingTimer(lost));
  });
  it('an invalid guess on the last attempt still costs nothing', () => {
    let s = start(64);
    for (const g of ['10', '90', '20', '80']) s = guess(s, g);
    s = guess(s, '500');
    expect([s.status, s.attempts, s.feedback]).toEqual(['playing', 4, INVALID_GUESS]);
  });
  it('a new game starts 2 s after a win or a loss, keeping the score', () => {
    const won = guess(start(5), '5');
    expect(numberGuessingTimer(won)).toMatchObject({ delayMs: 2000, action: { type: 'newGame' } });
    const next = reduceNumberGuessing(won, { type: 'newGame' }, seededRandom(3));
    expect([next.status, next.attempts, next.feedback, next.score]).toEqual([
      'playing',
      0,
      null,
      50,
    ]);
    let lost = start(5);
    for (let i = 0; i < 5; i++) lost = guess(lost, '6');
    expect(numberGuessingTimer(lost)).toMatchObject({ delayMs: 2000 });
    expect(numberGuessingTimer(start(5))).toBeNull();
  });
});

describe('number guessing with timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the new game comes at exactly 2 s', () => {
    const g = createGame(numberGuessingRules, { random: seededRandom(11), timers });
    g.start();
    g.dispatch({ type: 'guess', text: String(g.getState().target) });
    vi.advanceTimersByTime(1999);
    expect(g.getState().status).toBe('won');
    vi.advanceTimersByTime(1);
    expect(g.getState().status).toBe('playing');
    expect(g.getState().game).toBe(2);
  });
  it('closing in the 2 s clears the timer', () => {
    const g = createGame(numberGuessingRules, { random: seededRandom(11), timers });
    g.start();
    g.dispatch({ type: 'guess', text: String(g.getState().target) });
    g.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
