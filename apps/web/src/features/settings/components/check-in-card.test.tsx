// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { remind } from './check-in-card';

const settings = () =>
  JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
const evening = new Date(2026, 2, 2, 21, 0);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    'settings',
    JSON.stringify({ reminderEnabled: true, reminderTime: '20:00', sounds: true }),
  );
});

describe('the daily check-in reminder, once its time has come', () => {
  it('is shown once a day, and marked as shown', () => {
    expect(remind(evening)).toBe(true);
    expect(settings().reminderLastShown).toBe('2026-03-02');
    expect(remind(new Date(2026, 2, 2, 22, 0))).toBe(false);
  });

  it("is not shown on a day with a check-in made with 'Add details' alone", () => {
    const checkIn = (at: string) => ({ id: `c-${at}`, at, emotions: ['calm'], activities: [] });
    localStorage.setItem(
      'checkIns:2026-03',
      JSON.stringify([checkIn('2026-03-01T23:50'), checkIn('2026-03-02T07:15')]),
    );
    expect(remind(evening)).toBe(false);
    expect(settings().reminderLastShown).toBeUndefined();
    // the month's other check-ins are left as they were, none set aside
    expect(localStorage.getItem('checkIns:2026-03.corrupt')).toBeNull();
    // a check-in of the day before does not count for today
    localStorage.setItem('checkIns:2026-03', JSON.stringify([checkIn('2026-03-01T23:50')]));
    expect(remind(evening)).toBe(true);
  });

  it('is not shown on a day with a mood, a journal entry or a ticked challenge', () => {
    const days: [string, string][] = [
      ['moodHistory', JSON.stringify({ '2026-03-02': 'Good' })],
      ['moodLevels', JSON.stringify({ '2026-03-02': 6 })],
      ['dailyChallenges', JSON.stringify({ '2026-03-02': [1] })],
      [
        'journalHistory',
        JSON.stringify([
          {
            id: new Date(2026, 2, 2, 9).getTime(),
            content: 'A walk.',
            date: '3/2/2026',
            time: '9:00 AM',
          },
        ]),
      ],
    ];
    for (const [key, value] of days) {
      localStorage.setItem(key, value);
      expect(remind(evening), key).toBe(false);
      localStorage.removeItem(key);
    }
    expect(remind(evening)).toBe(true);
  });

  it('stored check-ins that cannot be read do not stop it', () => {
    localStorage.setItem('checkIns:2026-03', '{oops');
    expect(remind(evening)).toBe(true);
  });
});
