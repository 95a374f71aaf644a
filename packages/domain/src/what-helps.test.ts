import { describe, expect, it } from 'vitest';
import type { CheckIn } from './check-ins';
import { addDays } from './dates';
import type { MoodHistory, MoodLevels } from './mood';
import { checkInOn, moodRecords as records, ratedUse as rated, ratedUses } from './helps-test-data';
import {
  MIN_DAYS_EACH_SIDE,
  MIN_RATED_USES,
  PATTERNS_NOT_PROOF,
  activityMoods,
  rankTools,
  tenths,
  toolEffectText,
  whatHelps,
} from './what-helps';

const clock = () => new Date(2026, 10, 25, 12);

describe('tools ranked by their change in distress', () => {
  it('says "Breathing: 3.0 lower on average, 3 times" for three sessions rated 7 then 4', () => {
    const effects = rankTools(ratedUses(3, 'breathing', 7, 4));
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({
      tool: 'breathing',
      name: 'Breathing',
      ratedUses: 3,
      averageDrop: 3,
      text: 'Breathing: 3.0 lower on average, 3 times',
    });
  });
  it('shows a tool from its 3rd rated use, not at 2', () => {
    expect(MIN_RATED_USES).toBe(3);
    expect(rankTools(ratedUses(2, 'breathing', 7, 4))).toEqual([]);
    expect(rankTools(ratedUses(3, 'breathing', 7, 4))).toHaveLength(1);
  });
  it('counts only uses with both ratings', () => {
    const uses = [
      rated('meditation', 8, 2),
      rated('meditation', 8),
      rated('meditation', undefined, 1),
      rated('meditation'),
      rated('meditation', 6, 5),
    ];
    expect(rankTools(uses)).toEqual([]);
    const more = [...uses, rated('meditation', 5, 5)];
    expect(rankTools(more)[0]).toMatchObject({
      ratedUses: 3,
      text: 'Meditation: 2.3 lower on average, 3 times',
    });
  });
  it('averages, rounds to one decimal, and says higher when distress went up', () => {
    const uses = [rated('grounding', 2, 5), rated('grounding', 3, 4), rated('grounding', 3, 3)];
    expect(rankTools(uses)[0]!.text).toBe('Grounding: 1.3 higher on average, 3 times');
    expect(tenths(1, 4)).toBe(3);
    expect(tenths(-1, 4)).toBe(-3);
    expect(tenths(-2, 3)).toBe(-7);
  });
  it('has words for no change, also when the average rounds to 0.0', () => {
    const uses = [rated('creative', 5, 5), rated('creative', 5, 5), rated('creative', 5, 5)];
    expect(rankTools(uses)[0]!.text).toBe('Creative prompts: no change on average, 3 times');
    const tiny = [...ratedUses(20, 'game:memory', 5, 5), rated('game:memory', 5, 4)];
    expect(rankTools(tiny)[0]!.text).toBe('Memory Game: no change on average, 21 times');
    expect(toolEffectText('X', 0, 4)).not.toMatch(/-|0\.0/);
  });
  it('sorts by the biggest drop first, equal drops in the order first rated', () => {
    const uses = [
      ...ratedUses(3, 'game:memory', 5, 4),
      ...ratedUses(3, 'grounding', 6, 7),
      ...ratedUses(3, 'skill:1', 8, 2),
      ...ratedUses(3, 'breathing', 6, 5),
    ];
    expect(rankTools(uses).map((e) => e.tool)).toEqual([
      'skill:1',
      'game:memory',
      'breathing',
      'grounding',
    ]);
  });
  it('names a custom skill by its title', () => {
    const uses = ratedUses(3, 'skill:30', 9, 6);
    expect(rankTools(uses, [{ id: 30, name: 'Cold water' }])[0]!.text).toBe(
      'Cold water: 3.0 lower on average, 3 times',
    );
  });
});

// Days 1 to N before the clock's day, each with check-ins and a mood.
const today = '2026-11-25';
const day = (i: number) => addDays(today, -i);
const checkIn = (date: string, activities: string[], level?: number, hour = 9) =>
  checkInOn(date, level, hour, activities);

/** `withDays` days with 'Exercise' at level `a`, `withoutDays` days without it at level `b`. */
function exerciseDays(withDays: number, withoutDays: number, a = 8, b = 5): CheckIn[] {
  const out: CheckIn[] = [];
  for (let i = 1; i <= withDays; i++) out.push(checkIn(day(i), ['Exercise'], a));
  for (let i = 1; i <= withoutDays; i++) out.push(checkIn(day(100 + i), ['Work'], b));
  return out;
}

describe('activities with the mood of days with and without them', () => {
  it('shows the average mood on days with and without an activity', () => {
    const effects = activityMoods(records(exerciseDays(5, 6)), clock, ['Exercise']);
    const exercise = effects.find((e) => e.activity === 'Exercise');
    expect(exercise).toEqual({
      activity: 'Exercise',
      withDays: 5,
      withoutDays: 6,
      withAverage: 8,
      withoutAverage: 5,
      difference: 3,
      text: 'Exercise: mood 8.0 on days with it, 5.0 without (5 and 6 days)',
    });
  });
  it('needs 5 days on each side: 4 days with it is not shown, 5 is', () => {
    expect(MIN_DAYS_EACH_SIDE).toBe(5);
    const shown = (w: number, wo: number) =>
      activityMoods(records(exerciseDays(w, wo)), clock).some((e) => e.activity === 'Exercise');
    expect(shown(4, 10)).toBe(false);
    expect(shown(5, 10)).toBe(true);
    expect(shown(10, 4)).toBe(false);
    expect(shown(10, 5)).toBe(true);
  });
  it('averages a day of several check-ins once, and counts the day once', () => {
    const list = exerciseDays(5, 5);
    // Day 1 gets two more check-ins: levels 8, 2, 2 average to 4; Exercise named twice.
    list.push(checkIn(day(1), ['Exercise'], 2, 12), checkIn(day(1), [], 2, 18));
    const [e] = activityMoods(records(list), clock).filter((x) => x.activity === 'Exercise');
    expect(e!.withDays).toBe(5);
    expect(e!.withAverage).toBeCloseTo((4 + 8 * 4) / 5);
  });
  it('takes a day mood from check-ins, else the slider, else the quiz', () => {
    const list: CheckIn[] = [];
    // Five days with the activity: levels from check-ins (9), ignoring the slider there.
    for (let i = 1; i <= 5; i++) list.push(checkIn(day(i), ['Outdoors'], 9));
    const sliders: MoodLevels = { [day(1)]: 1 };
    // Five days without it and no level in the check-ins: 3 by slider, 2 by quiz (Bad is 3).
    for (let i = 11; i <= 15; i++) list.push(checkIn(day(i), ['Work']));
    for (let i = 11; i <= 13; i++) sliders[day(i)] = 4;
    const quiz: MoodHistory = { [day(14)]: 'Bad', [day(15)]: 'Bad', [day(11)]: 'Good' };
    const [e] = activityMoods(records(list, sliders, quiz), clock).filter(
      (x) => x.activity === 'Outdoors',
    );
    expect(e).toMatchObject({ withDays: 5, withAverage: 9, withoutDays: 5 });
    expect(e!.withoutAverage).toBeCloseTo((4 * 3 + 3 * 2) / 5);
  });
  it('leaves out days with no check-in, days with no mood, and days after today', () => {
    const list = exerciseDays(5, 5);
    list.push(checkIn(day(50), ['Exercise'])); // no level, no slider, no quiz
    list.push(checkIn(addDays(today, 1), ['Exercise'], 1)); // tomorrow
    const onlySlider: MoodLevels = { [day(60)]: 1 }; // no check-in that day
    const [e] = activityMoods(records(list, onlySlider), clock).filter(
      (x) => x.activity === 'Exercise',
    );
    expect(e).toMatchObject({ withDays: 5, withoutDays: 5, withAverage: 8, withoutAverage: 5 });
    // The same data a day later counts tomorrow's check-in.
    const later = () => new Date(2026, 10, 26, 12);
    const [f] = activityMoods(records(list, onlySlider), later).filter(
      (x) => x.activity === 'Exercise',
    );
    expect(f!.withDays).toBe(6);
  });
  it('compares names ignoring case, spelled as the list spells them', () => {
    const list = exerciseDays(5, 5).map((c, i) =>
      i % 2 ? { ...c, activities: c.activities.map((a) => a.toUpperCase()) } : c,
    );
    const effects = activityMoods(records(list), clock, ['exercise']);
    expect(effects.map((e) => e.activity)).toContain('exercise');
    expect(effects.find((e) => e.activity === 'exercise')!.withDays).toBe(5);
  });
  it('lists the biggest difference in favour first', () => {
    const list: CheckIn[] = [];
    for (let i = 1; i <= 12; i++) {
      const acts = [i <= 6 ? 'Friends' : 'Work', i % 2 ? 'Caffeine' : 'Music'];
      list.push(checkIn(day(i), acts, i <= 6 ? 8 : 4));
    }
    expect(activityMoods(records(list), clock).map((e) => e.activity)).toEqual([
      'Friends',
      'Caffeine',
      'Music',
      'Work',
    ]);
  });
});

describe('what helps you', () => {
  it('brings the tools, the activities and the plain words together', () => {
    const result = whatHelps(
      { ...records(exerciseDays(5, 5)), toolUses: ratedUses(3, 'breathing', 7, 4) },
      clock,
    );
    expect(result.tools.map((t) => t.text)).toEqual(['Breathing: 3.0 lower on average, 3 times']);
    expect(result.activities.map((a) => a.activity)).toEqual(['Exercise', 'Work']);
    expect(result.caveat).toBe(PATTERNS_NOT_PROOF);
    expect(PATTERNS_NOT_PROOF).toMatch(/patterns.*not proof/);
  });
});
