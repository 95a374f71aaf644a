import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampStep,
  emptyGroundingAnswers,
  GROUNDING_STEP_COUNT,
  GROUNDING_STEPS,
  GroundingAnswersSchema,
  hasPreset,
  nextStep,
  previousStep,
  progressDots,
  questionLabel,
  setAnswer,
  showFinish,
  showNext,
  showPrevious,
  togglePreset,
} from './grounding';

describe('grounding steps', () => {
  it('walks 5-4-3-2-1 through see, hear, touch, smell and taste', () => {
    expect(GROUNDING_STEP_COUNT).toBe(5);
    expect(GROUNDING_STEPS.map((s) => [s.count, s.sense])).toEqual([
      [5, 'see'],
      [4, 'hear'],
      [3, 'touch'],
      [2, 'smell'],
      [1, 'taste'],
    ]);
    expect(GROUNDING_STEPS.map((s) => s.label)).toEqual([
      '5 things you can see',
      '4 things you can hear',
      '3 things you can touch',
      '2 things you can smell',
      '1 thing you can taste',
    ]);
    for (const s of GROUNDING_STEPS) expect(s.title).toBe(`Name ${s.label}`);
  });

  it('offers presets only on the hear and smell steps, in SPEC order', () => {
    expect(GROUNDING_STEPS.map((s) => s.presets)).toEqual([
      [],
      ['Birds', 'Traffic', 'Music', 'Silence'],
      [],
      ['Coffee', 'Perfume', 'Flowers', 'Food'],
      [],
    ]);
  });

  it("labels each step 'Question n of 5'", () => {
    expect([0, 1, 2, 3, 4].map(questionLabel)).toEqual([
      'Question 1 of 5',
      'Question 2 of 5',
      'Question 3 of 5',
      'Question 4 of 5',
      'Question 5 of 5',
    ]);
  });

  it('hides Previous on step 1 and Next on step 5, where Finish shows', () => {
    expect([0, 1, 2, 3, 4].map(showPrevious)).toEqual([false, true, true, true, true]);
    expect([0, 1, 2, 3, 4].map(showNext)).toEqual([true, true, true, true, false]);
    expect([0, 1, 2, 3, 4].map(showFinish)).toEqual([false, false, false, false, true]);
  });

  it('moves one step at a time and never leaves the exercise', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (n) => {
        const s = clampStep(n);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(4);
      }),
    );
    expect(clampStep(Number.NaN)).toBe(0);
  });

  it('marks the progress dots done, current and upcoming', () => {
    expect(progressDots(0)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(progressDots(2)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(progressDots(4)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });
});

describe('grounding answers', () => {
  it('are five strings, all optional', () => {
    expect(emptyGroundingAnswers()).toEqual(['', '', '', '', '']);
    expect(GroundingAnswersSchema.safeParse(['', '', '', '', '']).success).toBe(true);
    expect(GroundingAnswersSchema.safeParse(['a', 'b']).success).toBe(false);
    expect(GroundingAnswersSchema.safeParse([1, 2, 3, 4, 5]).success).toBe(false);
  });

  it('sets one answer and keeps the others', () => {
    const a = setAnswer(['a', 'b', 'c', 'd', 'e'], 2, 'soft jumper');
    expect(a).toEqual(['a', 'b', 'soft jumper', 'd', 'e']);
    expect(setAnswer([], 4, 'mint')).toEqual(['', '', '', '', 'mint']);
  });

  it('adds a preset beside what was typed, and removes it when pressed again', () => {
    expect(togglePreset('', 'Birds')).toBe('Birds');
    expect(togglePreset('a fridge humming', 'Birds')).toBe('a fridge humming, Birds');
    expect(togglePreset('Birds, Music', 'Music')).toBe('Birds');
    expect(togglePreset('birds,  rain ', 'Birds')).toBe('rain');
    expect(hasPreset('rain, Coffee', 'coffee')).toBe(true);
    expect(hasPreset('coffee cup', 'Coffee')).toBe(false);
  });

  it('pressing a preset twice gives back the same items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('rain', 'a clock', 'voices', 'wind'), { maxLength: 4 }),
        fc.constantFrom('Birds', 'Traffic', 'Music', 'Silence'),
        (typed, preset) => {
          const start = typed.join(', ');
          expect(togglePreset(togglePreset(start, preset), preset)).toBe(start);
          expect(hasPreset(togglePreset(start, preset), preset)).toBe(true);
        },
      ),
    );
  });
});
