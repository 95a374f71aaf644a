import type { GameRules, PendingTimer, Random } from './engine';
import { shuffle } from './engine';

/** Memory Game: 16 face-down cards, 8 emoji pairs; find the pairs two cards at a time. */

export const PAIRS = 8;
export const POINTS_PER_PAIR = 10;
/** How long a mismatched pair stays face up before turning back. */
export const FLIP_BACK_MS = 1000;

/** The 8 pictures, each with a name for screen readers. */
export const MEMORY_FACES = [
  { emoji: '🌸', name: 'blossom' },
  { emoji: '🌈', name: 'rainbow' },
  { emoji: '☀️', name: 'sun' },
  { emoji: '🌙', name: 'moon' },
  { emoji: '🍀', name: 'clover' },
  { emoji: '🦋', name: 'butterfly' },
  { emoji: '🐢', name: 'turtle' },
  { emoji: '🎈', name: 'balloon' },
] as const;

export type MemoryFace = (typeof MEMORY_FACES)[number];

export interface MemoryCard {
  /** Which of the 8 faces (index into MEMORY_FACES); the two cards of a pair share it. */
  face: number;
  matched: boolean;
}

export interface MemoryState {
  cards: readonly MemoryCard[];
  /** Indices of the face-up cards not yet matched: never more than 2. */
  open: readonly number[];
  /** Pairs turned over (each second card is one move). */
  moves: number;
  score: number;
  /** Set on each turn of a second card: whether that pair matched. */
  lastPair: 'match' | 'mismatch' | null;
}

export type MemoryAction =
  { type: 'flip'; index: number } | { type: 'flipBack' } | { type: 'newGame' };

export function initialMemory(random: Random): MemoryState {
  const faces = Array.from({ length: PAIRS }, (_, i) => [i, i]).flat();
  return {
    cards: shuffle(random, faces).map((face) => ({ face, matched: false })),
    open: [],
    moves: 0,
    score: 0,
    lastPair: null,
  };
}

export function isFaceUp(state: MemoryState, index: number): boolean {
  return Boolean(state.cards[index]?.matched) || state.open.includes(index);
}

export function isComplete(state: MemoryState): boolean {
  return state.cards.length > 0 && state.cards.every((c) => c.matched);
}

export function reduceMemory(
  state: MemoryState,
  action: MemoryAction,
  random: Random,
): MemoryState {
  switch (action.type) {
    case 'newGame':
      return initialMemory(random);
    case 'flipBack':
      if (state.open.length < 2) return state;
      return { ...state, open: [] };
    case 'flip': {
      const { index } = action;
      const card = state.cards[index];
      if (!card || card.matched || state.open.includes(index) || state.open.length >= 2) {
        return state;
      }
      if (state.open.length === 0) return { ...state, open: [index], lastPair: null };
      const first = state.open[0] as number;
      const moves = state.moves + 1;
      if (state.cards[first]?.face === card.face) {
        return {
          cards: state.cards.map((c, i) =>
            i === first || i === index ? { ...c, matched: true } : c,
          ),
          open: [],
          moves,
          score: state.score + POINTS_PER_PAIR,
          lastPair: 'match',
        };
      }
      return { ...state, open: [first, index], moves, lastPair: 'mismatch' };
    }
  }
}

/** A mismatched pair turns back after 1 s. */
export function memoryTimer(state: MemoryState): PendingTimer<MemoryAction> | null {
  if (state.open.length < 2) return null;
  return { key: `flip-back-${state.moves}`, delayMs: FLIP_BACK_MS, action: { type: 'flipBack' } };
}

export const memoryRules: GameRules<MemoryState, MemoryAction> = {
  init: initialMemory,
  reduce: reduceMemory,
  timer: memoryTimer,
};
