import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GOOD_MESSAGE,
  MOOD_TIPS,
  QUIZ_MAX_TOTAL,
  QUIZ_MIN_TOTAL,
  QUIZ_QUESTIONS,
  QuizQuestionSchema,
  moodForScore,
  newQuiz,
  quizReducer,
  type QuizState,
} from './mood-quiz';

type Score = 1 | 2 | 3;
const answer = (s: QuizState, score: Score) => quizReducer(s, { type: 'answer', score });

describe('quiz content', () => {
  it('has 7 questions, each with options scored 3, 2, 1', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(7);
    for (const q of QUIZ_QUESTIONS) {
      expect(QuizQuestionSchema.safeParse(q).success).toBe(true);
      expect(q.options.map((o) => o.score)).toEqual([3, 2, 1]);
    }
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.question)).size).toBe(7);
  });
  it('totals run from 7 to 21', () => {
    expect([QUIZ_MIN_TOTAL, QUIZ_MAX_TOTAL]).toEqual([7, 21]);
  });
  it('has five tips for each level and the Good message', () => {
    for (const label of ['Good', 'Neutral', 'Bad'] as const)
      expect(MOOD_TIPS[label]).toHaveLength(5);
    expect(GOOD_MESSAGE).toBe("Keep it up! You're doing great!");
  });
});

describe('scoring', () => {
  it('13 or more is Good, 9 to 12 Neutral, below 9 Bad', () => {
    expect(moodForScore(21)).toBe('Good');
    expect(moodForScore(13)).toBe('Good');
    expect(moodForScore(12)).toBe('Neutral');
    expect(moodForScore(9)).toBe('Neutral');
    expect(moodForScore(8)).toBe('Bad');
    expect(moodForScore(7)).toBe('Bad');
  });
});

describe('quiz flow', () => {
  it('starts on question 0 with nothing answered', () => {
    const s = newQuiz();
    expect(s.index).toBe(0);
    expect(s.answers).toEqual([null, null, null, null, null, null, null]);
    expect(s.result).toBeNull();
  });

  it('choosing adds the score and advances; the last answer gives the result', () => {
    let s = newQuiz();
    const scores: Score[] = [3, 3, 2, 2, 1, 1, 1];
    scores.forEach((score, i) => {
      expect(s.index).toBe(i);
      expect(s.result).toBeNull();
      s = answer(s, score);
    });
    expect(s.result).toEqual({ total: 13, label: 'Good' });
  });

  it('Previous and Next move within 0..6; Next stops on the last, Previous on the first', () => {
    let s = newQuiz();
    s = quizReducer(s, { type: 'previous' });
    expect(s.index).toBe(0);
    for (let i = 0; i < 10; i++) s = quizReducer(s, { type: 'next' });
    expect(s.index).toBe(6);
    s = quizReducer(s, { type: 'previous' });
    expect(s.index).toBe(5);
  });

  it('answering a question again replaces its score, never adds twice', () => {
    let s = newQuiz();
    s = answer(s, 3); // q0 = 3
    s = quizReducer(s, { type: 'previous' });
    s = answer(s, 1); // q0 = 1 now
    expect(s.answers[0]).toBe(1);
    expect(s.index).toBe(1);
    for (let i = 1; i < 7; i++) s = answer(s, 1);
    expect(s.result).toEqual({ total: 7, label: 'Bad' });
  });

  it('boundaries through the flow: 8 Bad, 9 Neutral, 12 Neutral, 13 Good', () => {
    const run = (scores: Score[]) => scores.reduce(answer, newQuiz()).result;
    expect(run([2, 1, 1, 1, 1, 1, 1])).toEqual({ total: 8, label: 'Bad' });
    expect(run([2, 2, 1, 1, 1, 1, 1])).toEqual({ total: 9, label: 'Neutral' });
    expect(run([2, 2, 2, 2, 2, 1, 1])).toEqual({ total: 12, label: 'Neutral' });
    expect(run([2, 2, 2, 2, 2, 2, 1])).toEqual({ total: 13, label: 'Good' });
  });

  it('answering the last question with one skipped goes back to the skipped one', () => {
    let s = newQuiz();
    s = answer(s, 3);
    s = quizReducer(s, { type: 'next' }); // skip q1
    for (let i = 2; i < 7; i++) s = answer(s, 3);
    expect(s.result).toBeNull();
    expect(s.index).toBe(1);
    s = answer(s, 2);
    expect(s.result).toEqual({ total: 20, label: 'Good' });
  });

  it('reset starts over; a finished quiz ignores further actions', () => {
    let s = [3, 3, 3, 3, 3, 3, 3].reduce((a, sc) => answer(a, sc as Score), newQuiz());
    expect(quizReducer(s, { type: 'answer', score: 1 })).toBe(s);
    expect(quizReducer(s, { type: 'previous' })).toBe(s);
    s = quizReducer(s, { type: 'reset' });
    expect(s).toEqual(newQuiz());
  });

  it('property: the total always equals the sum of the latest answer to each question', () => {
    const act = fc.oneof(
      fc.record({ type: fc.constant('answer' as const), score: fc.constantFrom<Score>(1, 2, 3) }),
      fc.constant({ type: 'previous' as const }),
      fc.constant({ type: 'next' as const }),
    );
    fc.assert(
      fc.property(fc.array(act, { maxLength: 60 }), (actions) => {
        let s = newQuiz();
        const latest: (number | null)[] = Array(7).fill(null);
        for (const a of actions) {
          if (s.result) break;
          if (a.type === 'answer') latest[s.index] = a.score;
          s = quizReducer(s, a);
          expect(s.index).toBeGreaterThanOrEqual(0);
          expect(s.index).toBeLessThanOrEqual(6);
        }
        if (s.result) {
          const sum = latest.reduce<number>((t, x) => t + (x ?? 0), 0);
          expect(s.result.total).toBe(sum);
          expect(s.result.total).toBeGreaterThanOrEqual(7);
          expect(s.result.total).toBeLessThanOrEqual(21);
        }
      }),
    );
  });
});
