// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readCheckInDates,
  readDailyChallenges,
  readMoodHistory,
  readMoodLevels,
} from './mood-storage';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('mood storage recovery', () => {
  it('reads the plain map an older release wrote', () => {
    localStorage.setItem(
      'moodHistory',
      JSON.stringify({ '2026-11-20': 'Good', '2026-11-21': 'Bad' }),
    );
    expect(readMoodHistory()).toEqual({ '2026-11-20': 'Good', '2026-11-21': 'Bad' });
    expect(localStorage.getItem('moodHistory.corrupt')).toBeNull();
  });
  it('keeps the valid part of a damaged moodHistory and sets the raw value aside', () => {
    const raw = JSON.stringify({ '2026-11-20': 'Good', '2026-11-21': 'Amazing', nope: 'Bad' });
    localStorage.setItem('moodHistory', raw);
    expect(readMoodHistory()).toEqual({ '2026-11-20': 'Good' });
    expect(localStorage.getItem('moodHistory.corrupt')).toBe(raw);
  });
  it('a value that is not JSON, or not a map, gives an empty history', () => {
    localStorage.setItem('moodHistory', '{oops');
    expect(readMoodHistory()).toEqual({});
    expect(localStorage.getItem('moodHistory.corrupt')).toBe('{oops');
    localStorage.setItem('moodHistory', '["Good"]');
    expect(readMoodHistory()).toEqual({});
  });
  it('slider levels outside 1-10 are dropped', () => {
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-11-20': 7, '2026-11-21': 42 }));
    expect(readMoodLevels()).toEqual({ '2026-11-20': 7 });
  });
  it('challenge ticks are cleaned and empty days dropped', () => {
    localStorage.setItem(
      'dailyChallenges',
      JSON.stringify({ '2026-11-20': [3, 3, 1], '2026-11-21': [99], bad: [1] }),
    );
    expect(readDailyChallenges()).toEqual({ '2026-11-20': [1, 3] });
  });
  it('check-ins gather every kind of record, even with a broken journal', () => {
    localStorage.setItem('moodHistory', JSON.stringify({ '2026-11-18': 'Neutral' }));
    localStorage.setItem('moodLevels', JSON.stringify({ '2026-11-19': 4 }));
    localStorage.setItem(
      'journalHistory',
      JSON.stringify([
        { id: new Date(2026, 10, 20, 12).getTime(), content: 'x', date: 'd', time: 't' },
        { nonsense: true },
      ]),
    );
    localStorage.setItem('dailyChallenges', JSON.stringify({ '2026-11-21': [2] }));
    expect([...readCheckInDates()].sort()).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });
});

describe('check-ins made with Add details', () => {
  it('count towards the check-in dates, with or without a level', () => {
    localStorage.setItem(
      'checkIns:2026-03',
      JSON.stringify([
        { id: 'a', at: '2026-03-28T09:00:00.000+00:00', emotions: ['Calm'], activities: [] },
        { id: 'b', at: '2026-03-29T09:00:00.000+01:00', level: 6, emotions: [], activities: [] },
      ]),
    );
    expect([...readCheckInDates()].sort()).toEqual(['2026-03-28', '2026-03-29']);
  });
});
