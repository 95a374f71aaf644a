import type { GameRules, PendingTimer, Random } from './engine';
import { randomInt } from './engine';

/** Number Guessing: find a number from 1 to 100 in at most 5 attempts. */

export const MIN = 1;
export const MAX = 100;
export const MAX_ATTEMPTS = 5;
export const POINTS_PER_ATTEMPT_LEFT = 10;
/** The pause after a win or a loss before a new number. */
export const NEW_GAME_DELAY_MS = 2000;

export const INVALID_GUESS = 'Please enter a number between 1 and 100';
export const TOO_LOW = 'Too low!';
export const TOO_HIGH = 'Too high!';

export function correctMessage(attempts: number): string {
  // The SPEC's wording, word for word, for every count.
  return `Correct! You found it in ${attempts} attempts!`;
}

export function gameOverMessage(target: number): string {
  return `Game Over! The number was ${target}`;
}

/** Points for a right guess: 10 x (5 - attempts used before it). */
export function pointsFor(attemptsBefore: number): number {
  return POINTS_PER_ATTEMPT_LEFT * (MAX_ATTEMPTS - attemptsBefore);
}

export interface NumberGuessingState {
  /** The number to find. Never shown until the game is lost. */
  target: number;
  attempts: number;
  status: 'playing' | 'won' | 'lost';
  feedback: string | null;
  /** This game's valid guesses, oldest first, with what each was told. */
  guesses: readonly { value: number; hint: 'low' | 'high' | 'correct' }[];
  /** Points across every game since the game was opened. */
  score: number;
  /** Counts games; names each wait for the next one. */
  game: number;
}

export type NumberGuessingAction = { type: 'guess'; text: string } | { type: 'newGame' };

/** The guess as a whole number from 1 to 100, or null for anything else. */
export function parseGuess(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n >= MIN && n <= MAX ? n : null;
}

export function initialNumberGuessing(random: Random): NumberGuessingState {
  return {
    target: randomInt(random, MIN, MAX),
    attempts: 0,
    status: 'playing',
    feedback: null,
    guesses: [],
    score: 0,
    game: 1,
  };
}

export function attemptsLeft(state: NumberGuessingState): number {
  return MAX_ATTEMPTS - state.attempts;
}

export function reduceNumberGuessing(
  state: NumberGuessingState,
  action: NumberGuessingAction,
  random: Random,
): NumberGuessingState {
  switch (action.type) {
    case 'newGame':
      return {
        ...state,
        target: randomInt(random, MIN, MAX),
        attempts: 0,
        status: 'playing',
        feedback: null,
        guesses: [],
        game: state.game + 1,
      };
    case 'guess': {
      const n = parseGuess(action.text);
      if (n === null) return { ...state, feedback: INVALID_GUESS };
      // A guess in the pause after a game is the first of the next: the new number comes now.
      const game =
        state.status === 'playing'
          ? state
          : reduceNumberGuessing(state, { type: 'newGame' }, random);
      const attempts = game.attempts + 1;
      const hint = n === game.target ? 'correct' : n < game.target ? 'low' : 'high';
      const guesses = [...game.guesses, { value: n, hint } as const];
      if (n === game.target) {
        return {
          ...game,
          attempts,
          guesses,
          status: 'won',
          feedback: correctMessage(attempts),
          score: game.score + pointsFor(game.attempts),
        };
      }
      if (attempts >= MAX_ATTEMPTS) {
        return {
          ...game,
          attempts,
          guesses,
          status: 'lost',
          feedback: gameOverMessage(game.target),
        };
      }
      return { ...game, attempts, guesses, feedback: hint === 'low' ? TOO_LOW : TOO_HIGH };
    }
  }
}

/** A new number 2 s after a win or a loss. */
export function numberGuessingTimer(
  state: NumberGuessingState,
): PendingTimer<NumberGuessingAction> | null {
  if (state.status === 'playing') return null;
  return { key: `new-${state.game}`, delayMs: NEW_GAME_DELAY_MS, action: { type: 'newGame' } };
}

export const numberGuessingRules: GameRules<NumberGuessingState, NumberGuessingAction> = {
  init: initialNumberGuessing,
  reduce: reduceNumberGuessing,
  timer: numberGuessingTimer,
};
