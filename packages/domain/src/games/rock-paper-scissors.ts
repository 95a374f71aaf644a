import type { GameRules, PendingTimer, Random } from './engine';
import { pick } from './engine';

/** Rock Paper Scissors: 5 rounds against the computer, each after a spoken countdown. */

export const ROUNDS = 5;
export const CHOICES = ['rock', 'paper', 'scissors'] as const;
export type Choice = (typeof CHOICES)[number];

/** The countdown words and when each starts (ms from the start of the countdown). */
export const COUNTDOWN = [
  { word: 'Rock...', atMs: 0 },
  { word: 'Paper...', atMs: 1000 },
  { word: 'Scissors...', atMs: 2000 },
  { word: 'Shoot!', atMs: 3000 },
] as const;
/** The whole countdown; choices are blocked until it ends. */
export const COUNTDOWN_MS = 3500;
/** The pause after a round before the next countdown starts by itself. */
export const NEXT_ROUND_DELAY_MS = 2000;

export type RoundWinner = 'player' | 'computer' | 'tie';

export interface RoundResult {
  player: Choice;
  computer: Choice;
  winner: RoundWinner;
}

export type RpsPhase =
  | { kind: 'idle' }
  /** step is the index into COUNTDOWN. */
  | { kind: 'countdown'; step: number }
  | { kind: 'choosing' }
  | { kind: 'result'; last: RoundResult }
  | { kind: 'finished'; last: RoundResult };

export interface RpsState {
  phase: RpsPhase;
  roundsPlayed: number;
  playerScore: number;
  computerScore: number;
}

export type RpsAction =
  | { type: 'startRound' }
  | { type: 'tick' }
  | { type: 'choose'; choice: Choice }
  | { type: 'playAgain' };

const BEATS: Record<Choice, Choice> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

export function roundWinner(player: Choice, computer: Choice): RoundWinner {
  if (player === computer) return 'tie';
  return BEATS[player] === computer ? 'player' : 'computer';
}

export function initialRps(): RpsState {
  return { phase: { kind: 'idle' }, roundsPlayed: 0, playerScore: 0, computerScore: 0 };
}

/** The round shown as 'Round n/5': the one being played, or the one whose result shows. */
export function currentRound(state: RpsState): number {
  const { kind } = state.phase;
  if (kind === 'result' || kind === 'finished') return state.roundsPlayed;
  return Math.min(state.roundsPlayed + 1, ROUNDS);
}

/** True while the player may pick rock, paper or scissors. */
export function canChoose(state: RpsState): boolean {
  return state.phase.kind === 'choosing';
}

/** True when a new countdown may be started by hand. */
export function canStartRound(state: RpsState): boolean {
  return (
    (state.phase.kind === 'idle' || state.phase.kind === 'result') && state.roundsPlayed < ROUNDS
  );
}

export function reduceRps(state: RpsState, action: RpsAction, random: Random): RpsState {
  switch (action.type) {
    case 'playAgain':
      return initialRps();
    case 'startRound':
      if (!canStartRound(state)) return state;
      return { ...state, phase: { kind: 'countdown', step: 0 } };
    case 'tick': {
      if (state.phase.kind !== 'countdown') return state;
      const step = state.phase.step + 1;
      if (step < COUNTDOWN.length) return { ...state, phase: { kind: 'countdown', step } };
      return { ...state, phase: { kind: 'choosing' } };
    }
    case 'choose': {
      if (!canChoose(state) || !CHOICES.includes(action.choice)) return state;
      const computer = pick(random, CHOICES);
      const last: RoundResult = {
        player: action.choice,
        computer,
        winner: roundWinner(action.choice, computer),
      };
      const roundsPlayed = state.roundsPlayed + 1;
      return {
        roundsPlayed,
        playerScore: state.playerScore + (last.winner === 'player' ? 1 : 0),
        computerScore: state.computerScore + (last.winner === 'computer' ? 1 : 0),
        phase: roundsPlayed >= ROUNDS ? { kind: 'finished', last } : { kind: 'result', last },
      };
    }
  }
}

/** The countdown ticks through its words over 3.5 s; after a round, the next starts 2 s later. */
export function rpsTimer(state: RpsState): PendingTimer<RpsAction> | null {
  const { phase } = state;
  if (phase.kind === 'countdown') {
    const now = COUNTDOWN[phase.step]?.atMs ?? 0;
    const next = COUNTDOWN[phase.step + 1]?.atMs ?? COUNTDOWN_MS;
    return {
      key: `countdown-${state.roundsPlayed}-${phase.step}`,
      delayMs: next - now,
      action: { type: 'tick' },
    };
  }
  if (phase.kind === 'result') {
    return {
      key: `next-${state.roundsPlayed}`,
      delayMs: NEXT_ROUND_DELAY_MS,
      action: { type: 'startRound' },
    };
  }
  return null;
}

/** The message after round 5. */
export function finalMessage(state: RpsState): string {
  const { playerScore: p, computerScore: c } = state;
  if (p > c) return `You won the game, ${p} to ${c}! Nicely played.`;
  if (c > p) return `The computer won the game, ${c} to ${p}. Good effort, want another go?`;
  return `It's a draw, ${p} to ${c}. Evenly matched!`;
}

export const rpsRules: GameRules<RpsState, RpsAction> = {
  init: initialRps,
  reduce: reduceRps,
  timer: rpsTimer,
};
