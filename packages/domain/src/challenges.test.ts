import { describe, expect, it } from 'vitest';
import { DAILY_CHALLENGES, DailyChallengesSchema, setChallengeDone, ticksOn } from './challenges';
import { currentStreak, checkInDates } from './streak';

describe('daily challenges', () => {
  it('are a fixed list of 8 with unique ids', () => {
    expect(DAILY_CHALLENGES).toHaveLength(8);
    expect(new Set(DAILY_CHALLENGES.map((c) => c.id)).size).toBe(8);
  });
  it('ticks are kept per day', () => {
    let s = setChallengeDone({}, '2026-11-20', 1, true);
    s = setChallengeDone(s, '2026-11-21', 3, true);
    s = setChallengeDone(s, '2026-11-21', 2, true);
    expect(ticksOn(s, '2026-11-20')).toEqual([1]);
    expect(ticksOn(s, '2026-11-21')).toEqual([2, 3]);
    expect(ticksOn(s, '2026-11-22')).toEqual([]);
  });
  it('re-ticking never inflates anything, and unticking the last one clears the day', () => {
    let s = setChallengeDone({}, '2026-11-21', 4, true);
    for (let i = 0; i < 5; i++) {
      s = setChallengeDone(s, '2026-11-21', 4, false);
      s = setChallengeDone(s, '2026-11-21', 4, true);
    }
    expect(ticksOn(s, '2026-11-21')).toEqual([4]);
    expect(currentStreak(checkInDates({ dailyChallenges: s }), '2026-11-21')).toBe(1);
    s = setChallengeDone(s, '2026-11-21', 4, false);
    expect(s).toEqual({});
  });
  it('stored ticks are cleaned: unknown ids and repeats dropped, bad dates refused', () => {
    const p = DailyChallengesSchema.safeParse({ '2026-11-21': [8, 3, 3, 99] });
    expect(p.success && p.data).toEqual({ '2026-11-21': [3, 8] });
    expect(DailyChallengesSchema.safeParse({ today: [1] }).success).toBe(false);
    expect(DailyChallengesSchema.safeParse({ '2026-11-21': 'x' }).success).toBe(false);
  });
});
