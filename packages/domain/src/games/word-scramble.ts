import type { GameRules, PendingTimer, Random } from './engine';
import { pick, shuffle } from './engine';

/** Word Scramble: unscramble a happy word; each level is worth more. */

export const WORDS = ['HAPPY', 'SMILE', 'JOY', 'PEACE', 'LOVE', 'DREAM', 'HOPE', 'FUN'] as const;
export const POINTS_PER_LEVEL = 10;
/** The pause after a right answer before the next word. */
export const NEXT_WORD_DELAY_MS = 1500;

export const TRY_AGAIN = 'Try again!';
export const CORRECT = 'Correct!';

export interface WordScrambleState {
  /** The word to find. Never shown to the player. */
  word: string;
  /** Its letters in a different order: what the player sees. */
  scrambled: string;
  level: number;
  score: number;
  feedback: typeof TRY_AGAIN | typeof CORRECT | null;
  /** True between a right answer and the next word (guesses are ignored). */
  solved: boolean;
  /** How many words have been dealt; names each wait for the next word. */
  round: number;
}

export type WordScrambleAction =
  | { type: 'guess'; text: string }
  | { type: 'nextWord' }
  /** Leaves the current word for another, with no points and the same level. */
  | { type: 'skip' }
  | { type: 'newGame' };

/** The word's letters shuffled, never in the word's own order. */
export function scramble(word: string, random: Random): string {
  const shuffled = shuffle(random, [...word]).join('');
  if (shuffled !== word) return shuffled;
  // Shuffling gave the word back (possible with repeated letters): turn it by one letter.
  // A rotation equals the word only if all its letters are the same, which no word here is.
  return word.slice(1) + word.slice(0, 1);
}

/** A random word (not the one just played, when there is one) and its scramble. */
export function dealWord(
  random: Random,
  previous?: string,
): Pick<WordScrambleState, 'word' | 'scrambled'> {
  const choices = WORDS.filter((w) => w !== previous);
  const word = pick(random, choices.length ? choices : WORDS);
  return { word, scrambled: scramble(word, random) };
}

export function initialWordScramble(random: Random): WordScrambleState {
  return { ...dealWord(random), level: 1, score: 0, feedback: null, solved: false, round: 1 };
}

/** Case-insensitive comparison, ignoring spaces around the guess. */
export function isRightGuess(word: string, text: string): boolean {
  return text.trim().toUpperCase() === word.toUpperCase();
}

export function reduceWordScramble(
  state: WordScrambleState,
  action: WordScrambleAction,
  random: Random,
): WordScrambleState {
  switch (action.type) {
    case 'newGame':
      return initialWordScramble(random);
    case 'nextWord':
      if (!state.solved) return state;
      return {
        ...state,
        ...dealWord(random, state.word),
        feedback: null,
        solved: false,
        round: state.round + 1,
      };
    case 'skip':
      if (state.solved) return state;
      return { ...state, ...dealWord(random, state.word), feedback: null, round: state.round + 1 };
    case 'guess': {
      if (state.solved || action.text.trim() === '') return state;
      if (!isRightGuess(state.word, action.text)) return { ...state, feedback: TRY_AGAIN };
      return {
        ...state,
        feedback: CORRECT,
        solved: true,
        score: state.score + POINTS_PER_LEVEL * state.level,
        level: state.level + 1,
      };
    }
  }
}

/** After a right answer, a new word appears 1.5 s later. */
export function wordScrambleTimer(
  state: WordScrambleState,
): PendingTimer<WordScrambleAction> | null {
  if (!state.solved) return null;
  return { key: `next-${state.round}`, delayMs: NEXT_WORD_DELAY_MS, action: { type: 'nextWord' } };
}

export const wordScrambleRules: GameRules<WordScrambleState, WordScrambleAction> = {
  init: initialWordScramble,
  reduce: reduceWordScramble,
  timer: wordScrambleTimer,
};
