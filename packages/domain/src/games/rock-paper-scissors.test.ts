import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGame, seededRandom } from './engine';
import {
  CHOICES,
  COUNTDOWN,
  COUNTDOWN_MS,
  NEXT_ROUND_DELAY_MS,
  ROUNDS,
  canChoose,
  canStartRound,
  currentRound,
  finalMessage,
  initialRps,
  reduceRps,
  roundWinner,
  rpsRules,
  rpsTimer,
  type RpsState,
} from './rock-paper-scissors';

const timers = {
  setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};
/** A Random that makes the computer choose rock (0), paper (1/3) or scissors (2/3). */
const computerPlays = (c: 'rock' | 'paper' | 'scissors') => () => CHOICES.indexOf(c) / 3;

describe('rock paper scissors rules', () => {
  it('has 5 rounds, a 3.5 s countdown of four words and a 2 s pause', () => {
    expect(ROUNDS).toBe(5);
    expect(COUNTDOWN.map((c) => c.word)).toEqual(['Rock...', 'Paper...', 'Scissors...', 'Shoot!']);
    expect(COUNTDOWN_MS).toBe(3500);
    expect(NEXT_ROUND_DELAY_MS).toBe(2000);
  });
  it('rock beats scissors, scissors beat paper, paper beats rock; the same is a tie', () => {
    expect(roundWinner('rock', 'scissors')).toBe('player');
    expect(roundWinner('scissors', 'paper')).toBe('player');
    expect(roundWinner('paper', 'rock')).toBe('player');
    expect(roundWinner('scissors', 'rock')).toBe('computer');
    expect(roundWinner('paper', 'scissors')).toBe('computer');
    expect(roundWinner('rock', 'paper')).toBe('computer');
    for (const c of CHOICES) expect(roundWinner(c, c)).toBe('tie');
  });
  it('choices are blocked until the countdown has ended', () => {
    let s = initialRps();
    expect(canChoose(s)).toBe(false);
    expect(reduceRps(s, { type: 'choose', choice: 'rock' }, Math.random)).toBe(s);
    s = reduceRps(s, { type: 'startRound' }, Math.random);
    for (let step = 0; step < COUNTDOWN.length; step++) {
      expect(s.phase).toEqual({ kind: 'countdown', step });
      expect(reduceRps(s, { type: 'choose', choice: 'rock' }, Math.random)).toBe(s);
      s = reduceRps(s, { type: 'tick' }, Math.random);
    }
    expect(s.phase).toEqual({ kind: 'choosing' });
    expect(canChoose(s)).toBe(true);
  });
  it('the countdown waits add up to 3.5 s', () => {
    let s = reduceRps(initialRps(), { type: 'startRound' }, Math.random);
    const waits: number[] = [];
    while (s.phase.kind === 'countdown') {
      const t = rpsTimer(s);
      waits.push(t!.delayMs);
      s = reduceRps(s, t!.action, Math.random);
    }
    expect(waits).toEqual([1000, 1000, 1000, 500]);
    expect(waits.reduce((a, b) => a + b)).toBe(3500);
  });
  it('the computer chooses at random and the round winner gets one point', () => {
    const choosing: RpsState = { ...initialRps(), phase: { kind: 'choosing' } };
    const win = reduceRps(choosing, { type: 'choose', choice: 'paper' }, computerPlays('rock'));
    expect(win.phase).toEqual({
      kind: 'result',
      last: { player: 'paper', computer: 'rock', winner: 'player' },
    });
    expect([win.playerScore, win.computerScore, win.roundsPlayed]).toEqual([1, 0, 1]);
    const lose = reduceRps(
      choosing,
      { type: 'choose', choice: 'paper' },
      computerPlays('scissors'),
    );
    expect([lose.playerScore, lose.computerScore]).toEqual([0, 1]);
    const tie = reduceRps(choosing, { type: 'choose', choice: 'paper' }, computerPlays('paper'));
    expect([tie.playerScore, tie.computerScore, tie.roundsPlayed]).toEqual([0, 0, 1]);
  });
  it('shows the round as n/5', () => {
    let s = initialRps();
    expect(currentRound(s)).toBe(1);
    s = reduceRps(s, { type: 'startRound' }, Math.random);
    expect(currentRound(s)).toBe(1);
    s = { ...s, phase: { kind: 'choosing' } };
    s = reduceRps(s, { type: 'choose', choice: 'rock' }, Math.random);
    expect(currentRound(s)).toBe(1);
    s = reduceRps(s, { type: 'startRound' }, Math.random);
    expect(currentRound(s)).toBe(2);
  });
  it('with fewer than 5 rounds played, the next countdown starts by itself after 2 s', () => {
    for (let played = 0; played < ROUNDS - 1; played++) {
      const s: RpsState = { ...initialRps(), phase: { kind: 'choosing' }, roundsPlayed: played };
      const after = reduceRps(s, { type: 'choose', choice: 'rock' }, Math.random);
      expect(after.phase.kind).toBe('result');
      expect(rpsTimer(after)).toMatchObject({ delayMs: 2000, action: { type: 'startRound' } });
    }
  });
  it('after round 5 the game is finished: no timer, no more rounds, a final message', () => {
    const s: RpsState = {
      phase: { kind: 'choosing' },
      roundsPlayed: 4,
      playerScore: 2,
      computerScore: 1,
    };
    const end = reduceRps(s, { type: 'choose', choice: 'rock' }, computerPlays('scissors'));
    expect(end.phase.kind).toBe('finished');
    expect(end.roundsPlayed).toBe(5);
    expect(currentRound(end)).toBe(5);
    expect(rpsTimer(end)).toBeNull();
    expect(canStartRound(end)).toBe(false);
    expect(reduceRps(end, { type: 'startRound' }, Math.random)).toBe(end);
    expect(reduceRps(end, { type: 'choose', choice: 'rock' }, Math.random)).toBe(end);
    expect(finalMessage(end)).toBe('You won the game, 3 to 1! Nicely played.');
  });
  it('the final message names the winner or the draw', () => {
    const base = initialRps();
    expect(finalMessage({ ...base, playerScore: 1, computerScore: 3 })).toBe(
      'The computer won the game, 3 to 1. Good effort, want another go?',
    );
    expect(finalMessage({ ...base, playerScore: 2, computerScore: 2 })).toBe(
      "It's a draw, 2 to 2. Evenly matched!",
    );
  });
  it('Play Again resets everything', () => {
    const s: RpsState = {
      phase: { kind: 'finished', last: { player: 'rock', computer: 'rock', winner: 'tie' } },
      roundsPlayed: 5,
      playerScore: 2,
      computerScore: 2,
    };
    expect(reduceRps(s, { type: 'playAgain' }, Math.random)).toEqual(initialRps());
  });
  it('a tick outside the countdown changes nothing', () => {
    const s = initialRps();
    expect(reduceRps(s, { type: 'tick' }, Math.random)).toBe(s);
  });
});

describe('rock paper scissors with timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays 5 rounds: countdown 3.5 s, choose, 2 s pause, ... then stops', () => {
    const g = createGame(rpsRules, { random: seededRandom(7), timers });
    g.start();
    g.dispatch({ type: 'startRound' });
    for (let round = 1; round <= ROUNDS; round++) {
      expect(g.getState().phase).toEqual({ kind: 'countdown', step: 0 });
      vi.advanceTimersByTime(1000);
      expect(g.getState().phase).toEqual({ kind: 'countdown', step: 1 });
      vi.advanceTimersByTime(2000);
      expect(g.getState().phase).toEqual({ kind: 'countdown', step: 3 });
      vi.advanceTimersByTime(499);
      g.dispatch({ type: 'choose', choice: 'rock' });
      expect(g.getState().roundsPlayed).toBe(round - 1);
      vi.advanceTimersByTime(1);
      expect(g.getState().phase).toEqual({ kind: 'choosing' });
      g.dispatch({ type: 'choose', choice: 'rock' });
      expect(g.getState().roundsPlayed).toBe(round);
      if (round < ROUNDS) {
        vi.advanceTimersByTime(1999);
        expect(g.getState().phase.kind).toBe('result');
        vi.advanceTimersByTime(1);
      }
    }
    const end = g.getState();
    expect(end.phase.kind).toBe('finished');
    expect(end.playerScore + end.computerScore).toBeLessThanOrEqual(5);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('closing mid-countdown clears the timer', () => {
    const g = createGame(rpsRules, { random: seededRandom(7), timers });
    g.start();
    g.dispatch({ type: 'startRound' });
    g.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(g.getState().phase).toEqual({ kind: 'countdown', step: 0 });
  });
});
