import { describe, expect, it } from 'vitest';
import { checkInDates, currentStreak, streakMessage } from './streak';

describe('check-in streak', () => {
  it('is 0 with no check-ins', () => {
    expect(currentStreak([], '2026-11-21')).toBe(0);
  });
  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20', '2026-11-21'], '2026-11-21')).toBe(3);
  });
  it('a gap ends the run', () => {
    expect(
      currentStreak(['2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21'], '2026-11-21'),
    ).toBe(2);
  });
  it('a run up to yesterday is still alive today; two days ago is not', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20'], '2026-11-21')).toBe(2);
    expect(currentStreak(['2026-11-18', '2026-11-19'], '2026-11-21')).toBe(0);
  });
  it('runs across month and year ends, and leap days', () => {
    expect(currentStreak(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-01')).toBe(3);
    expect(currentStreak(['2026-01-31', '2026-02-01'], '2026-02-01')).toBe(2);
    expect(currentStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01')).toBe(3);
    expect(currentStreak(['2025-02-28', '2025-03-01'], '2025-03-01')).toBe(2);
  });
  it('ignores future dates, junk and repeats (a day counts once)', () => {
    expect(
      currentStreak(['2026-11-21', '2026-11-21', '2026-11-22', 'nope', '2026-11-20'], '2026-11-21'),
    ).toBe(2);
  });
  it('counts ten years of daily check-ins, across daylight-saving changes', () => {
    const days: string[] = [];
    const d = new Date(2026, 10, 21);
    for (let i = 0; i < 3650; i++) {
      days.push(
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
      );
      d.setDate(d.getDate() - 1);
    }
    expect(currentStreak(days, '2026-11-21')).toBe(3650);
    expect(currentStreak(new Set(days), '2026-11-22')).toBe(3650);
    expect(
      currentStreak(
        days.filter((x) => x !== '2021-03-28'),
        '2026-11-21',
      ),
    ).toBe(days.indexOf('2021-03-28'));
  });
  it('gathers check-ins from quiz, slider, journal and ticked challenges', () => {
    const dates = checkInDates({
      moodHistory: { '2026-11-18': 'Good' },
      moodLevels: { '2026-11-19': 4 },
      journalIds: [new Date(2026, 10, 20, 23, 59).getTime()],
      dailyChallenges: { '2026-11-21': [2], '2026-11-22': [] },
    });
    expect([...dates].sort()).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(currentStreak(dates, '2026-11-21')).toBe(4);
  });
  it('says the exact message', () => {
    expect(streakMessage(3)).toBe('Your current streak: 3 days! Keep it up!');
  });
});
