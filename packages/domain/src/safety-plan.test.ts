import { describe, expect, it } from 'vitest';
import {
  PLAN_ROWS_MAX,
  SAFETY_PLAN_STEPS,
  SafetyPlanSchema,
  addCopingStrategy,
  copingSuggestions,
  emptySafetyPlan,
  isPhoneNumber,
  isSafetyPlanEmpty,
  normalizeSafetyPlan,
  telHref,
  touchSafetyPlan,
} from './safety-plan';

describe('safety plan steps', () => {
  it('has the seven steps in order, numbered 1 to 7, with phone numbers on steps 3 to 5', () => {
    expect(SAFETY_PLAN_STEPS.map((s) => [s.number, s.key, s.kind])).toEqual([
      [1, 'warningSigns', 'text'],
      [2, 'copingStrategies', 'text'],
      [3, 'distractions', 'contact'],
      [4, 'helpers', 'contact'],
      [5, 'professionals', 'contact'],
      [6, 'saferSurroundings', 'text'],
      [7, 'reasonsForLiving', 'text'],
    ]);
    expect(SAFETY_PLAN_STEPS.map((s) => s.title)).toEqual([
      'Warning signs',
      'Things I can do on my own',
      'People and places that take my mind off things',
      'People I can ask for help',
      'Professionals and services I can contact',
      'Making my surroundings safer',
      'My reasons for living',
    ]);
  });
});

describe('safety plan records', () => {
  it('reads an empty object as an empty plan and round-trips a full one', () => {
    expect(SafetyPlanSchema.parse({})).toEqual(emptySafetyPlan());
    const plan = {
      ...emptySafetyPlan(),
      warningSigns: ['Not sleeping'],
      helpers: [{ name: 'Sam', phone: '555 0100' }],
      updatedAt: 5,
    };
    expect(SafetyPlanSchema.parse(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
  });

  it('rejects a malformed record so storage can set it aside', () => {
    expect(SafetyPlanSchema.safeParse({ helpers: [{ name: 'Sam' }] }).success).toBe(false);
    expect(SafetyPlanSchema.safeParse({ warningSigns: 'one string' }).success).toBe(false);
    expect(SafetyPlanSchema.safeParse([]).success).toBe(false);
  });

  it('trims items and drops blank ones; a contact with only a phone is kept', () => {
    const n = normalizeSafetyPlan({
      ...emptySafetyPlan(),
      warningSigns: ['  tight chest ', '', '   '],
      helpers: [
        { name: ' Sam ', phone: ' 555 0100 ' },
        { name: ' ', phone: '' },
        { name: '', phone: '116 123' },
      ],
    });
    expect(n.warningSigns).toEqual(['tight chest']);
    expect(n.helpers).toEqual([
      { name: 'Sam', phone: '555 0100' },
      { name: '', phone: '116 123' },
    ]);
  });

  it('is empty only when every step is blank', () => {
    expect(isSafetyPlanEmpty(emptySafetyPlan())).toBe(true);
    expect(isSafetyPlanEmpty({ ...emptySafetyPlan(), reasonsForLiving: ['  '] })).toBe(true);
    for (const step of SAFETY_PLAN_STEPS) {
      const plan = emptySafetyPlan();
      if (step.kind === 'text') plan[step.key] = ['x'];
      else plan[step.key] = [{ name: '', phone: '999' }];
      expect(isSafetyPlanEmpty(plan), step.key).toBe(false);
    }
  });

  it('stamps the time of a change from the injected clock', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5);
    expect(touchSafetyPlan(emptySafetyPlan(), () => at).updatedAt).toBe(at.getTime());
  });
});

describe('phone numbers', () => {
  it('makes tel: links from numbers as people write them', () => {
    expect(telHref('555 0100')).toBe('tel:5550100');
    expect(telHref(' +44 (0)20 7946-0958 ')).toBe('tel:+4402079460958');
    expect(telHref('020.7946.0958')).toBe('tel:02079460958');
    expect(telHref('116 123')).toBe('tel:116123');
    expect(telHref('988')).toBe('tel:988');
  });

  it('gives no link for text that cannot be dialled', () => {
    for (const bad of ['', '  ', '12', 'call Sam', '555-CALL', '++44 1234', '12 34 +5', 'x123']) {
      expect(telHref(bad), bad).toBeNull();
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });

  it('accepts 3 to 15 digits', () => {
    expect(isPhoneNumber('123')).toBe(true);
    expect(isPhoneNumber('1'.repeat(15))).toBe(true);
    expect(isPhoneNumber('1'.repeat(16))).toBe(false);
  });
});

describe('suggestions from favourite coping skills', () => {
  it('offers favourite skill names not yet in step 2, once each, in order', () => {
    const plan = { ...emptySafetyPlan(), copingStrategies: ['box breathing '] };
    expect(
      copingSuggestions(['Box breathing', 'Sing along', ' ', 'sing along', 'Shake it out'], plan),
    ).toEqual(['Sing along', 'Shake it out']);
    expect(copingSuggestions([], plan)).toEqual([]);
  });

  it('adds a suggestion into the first blank row, or at the end, never twice', () => {
    const withBlank = { ...emptySafetyPlan(), copingStrategies: ['Walk', ''] };
    expect(addCopingStrategy(withBlank, 'Sing along').copingStrategies).toEqual([
      'Walk',
      'Sing along',
    ]);
    const full = { ...emptySafetyPlan(), copingStrategies: ['Walk'] };
    expect(addCopingStrategy(full, 'Sing along').copingStrategies).toEqual(['Walk', 'Sing along']);
    expect(addCopingStrategy(full, ' walk ')).toBe(full);
    expect(addCopingStrategy(full, '  ')).toBe(full);
  });

  it('adds no suggestion past the most a step holds, so the plan can always be read back', () => {
    const most = Array.from({ length: PLAN_ROWS_MAX }, (_, i) => `Idea ${i + 1}`);
    const plan = { ...emptySafetyPlan(), copingStrategies: most };
    expect(addCopingStrategy(plan, 'Sing along')).toBe(plan);
    expect(SafetyPlanSchema.safeParse(plan).success).toBe(true);
    const over = { ...plan, copingStrategies: [...most, 'Sing along'] };
    expect(SafetyPlanSchema.safeParse(over).success).toBe(false);
  });
});
