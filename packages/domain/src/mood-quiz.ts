import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import type { MoodLabel } from './mood';

export const QuizOptionSchema = lazySchema(() =>
  z.object({
    text: z.string().check(z.minLength(1)),
    score: z.union([z.literal(3), z.literal(2), z.literal(1)]),
  }),
);
export const QuizQuestionSchema = lazySchema(() =>
  z.object({
    question: z.string().check(z.minLength(1)),
    options: z.tuple([QuizOptionSchema, QuizOptionSchema, QuizOptionSchema]),
  }),
);
export type QuizOption = z.infer<typeof QuizOptionSchema>;
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

const q = (question: string, best: string, middle: string, worst: string): QuizQuestion => ({
  question,
  options: [
    { text: best, score: 3 },
    { text: middle, score: 2 },
    { text: worst, score: 1 },
  ],
});

/** The seven questions of the mood check-in. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  q(
    'How have you been sleeping lately?',
    'Well, I wake up rested',
    'Okay, with a few restless nights',
    'Poorly, I often feel tired',
  ),
  q(
    'How is your energy today?',
    'Good, I feel ready for the day',
    'Up and down',
    'Low, everything feels like an effort',
  ),
  q(
    'How connected do you feel to the people around you?',
    'Close and supported',
    'Somewhat connected',
    'Distant or alone',
  ),
  q(
    'How often have you felt worried or tense today?',
    'Rarely',
    'Now and then',
    'Most of the time',
  ),
  q(
    'How much have you enjoyed the things you usually like?',
    'As much as usual',
    'A little less than usual',
    'Hardly at all',
  ),
  q(
    'How kind have you been to yourself today?',
    'Quite kind',
    'Some of the time',
    "I've been hard on myself",
  ),
  q(
    'When you think about tomorrow, how do you feel?',
    'Hopeful',
    'Not sure either way',
    'Worried about it',
  ),
];

export const QUIZ_LENGTH = QUIZ_QUESTIONS.length;
export const QUIZ_MIN_TOTAL = QUIZ_LENGTH * 1;
export const QUIZ_MAX_TOTAL = QUIZ_LENGTH * 3;
/** A total of 13 or more is Good. */
export const GOOD_FROM = 13;
/** A total of 9 to 12 is Neutral; below 9 is Bad. */
export const NEUTRAL_FROM = 9;

/** The label for a quiz total. */
export function moodForScore(total: number): MoodLabel {
  if (total >= GOOD_FROM) return 'Good';
  if (total >= NEUTRAL_FROM) return 'Neutral';
  return 'Bad';
}

/** Shown with a Good result, and only then. */
export const GOOD_MESSAGE = "Keep it up! You're doing great!";

/** Five tips for each result. */
export const MOOD_TIPS: Record<MoodLabel, readonly string[]> = {
  Good: [
    'Notice what helped today and note it in your journal, so you can come back to it.',
    'Share the good feeling: send a kind message to someone you care about.',
    'Keep the basics steady: regular sleep, proper meals and some movement.',
    'Use the energy for something you enjoy or have been meaning to try.',
    'Take a moment to thank yourself for the effort behind a good day.',
  ],
  Neutral: [
    'Take a ten-minute walk, outside if you can.',
    'Try the Breathing Exercise for a couple of minutes.',
    'Have a glass of water and a proper meal.',
    'Write down one thing that went okay today, however small.',
    'Reach out to a friend, even just to say hello.',
  ],
  Bad: [
    'Be gentle with yourself: a hard day is a hard day, not a verdict on you.',
    'Try slow breathing: in for four, out for four, a few times over.',
    'Tell someone you trust how you are feeling.',
    'Pick one small, doable thing, like a shower, a snack or stepping outside.',
    'If you feel unsafe or overwhelmed, contact your local emergency number or a crisis line now.',
  ],
};

/**
 * The quiz as a state: the question on screen and the score given to each question
 * (null while unanswered). Answering a question again replaces its score.
 */
export interface QuizState {
  index: number;
  answers: ReadonlyArray<QuizOption['score'] | null>;
  /** The result, once every question has an answer. */
  result: { total: number; label: MoodLabel } | null;
}

export function newQuiz(length: number = QUIZ_LENGTH): QuizState {
  return { index: 0, answers: Array.from({ length }, () => null), result: null };
}

export type QuizAction =
  | { type: 'answer'; score: QuizOption['score'] }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'reset' };

export function quizTotal(answers: QuizState['answers']): number {
  return answers.reduce<number>((sum, a) => sum + (a ?? 0), 0);
}

/** The quiz's transitions. Pure: the caller saves the result. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  const last = state.answers.length - 1;
  switch (action.type) {
    case 'reset':
      return newQuiz(state.answers.length);
    case 'previous':
      if (state.result || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'next':
      if (state.result || state.index >= last) return state;
      return { ...state, index: state.index + 1 };
    case 'answer': {
      if (state.result) return state;
      const answers = state.answers.slice();
      answers[state.index] = action.score;
      if (answers.every((a) => a !== null)) {
        const total = quizTotal(answers);
        return { index: state.index, answers, result: { total, label: moodForScore(total) } };
      }
      // Advance; from the last question, go back to the first one still unanswered.
      const index = state.index < last ? state.index + 1 : answers.indexOf(null);
      return { index, answers, result: null };
    }
  }
}
