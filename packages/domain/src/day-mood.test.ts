import { describe, expect, it } from 'vitest';
import { checkInOn as ci, moodRecords as records } from './helps-test-data';
import { QUIZ_LABEL_LEVEL, checkInDayLevels, dayMoods, levelCategory } from './day-mood';
import { MOOD_LABELS, moodBand } from './mood';

describe('the level of a day, and its category', () => {
  it('maps 1-4 to Bad, 5-6 to Neutral, 7-10 to Good, as the slider bands read', () => {
    const cats = Array.from({ length: 10 }, (_, i) => levelCategory(i + 1));
    expect(cats).toEqual([
      'Bad',
      'Bad',
      'Bad',
      'Bad',
      'Neutral',
      'Neutral',
      'Good',
      'Good',
      'Good',
      'Good',
    ]);
    for (let l = 1; l <= 10; l++) {
      const band = moodBand(l).name;
      const expected = band === 'okay' ? 'Neutral' : /low/.test(band) ? 'Bad' : 'Good';
      expect(levelCategory(l)).toBe(expected);
    }
  });
  it('rounds an average to the nearest level, halves up', () => {
    expect(levelCategory(4.49)).toBe('Bad');
    expect(levelCategory(4.5)).toBe('Neutral');
    expect(levelCategory(6.49)).toBe('Neutral');
    expect(levelCategory(6.5)).toBe('Good');
  });
  it('reads a quiz label as a level inside its own category', () => {
    for (const label of MOOD_LABELS) expect(levelCategory(QUIZ_LABEL_LEVEL[label])).toBe(label);
  });
  it('averages the check-ins of a day that have a level', () => {
    const levels = checkInDayLevels([
      ci('2026-11-05', 8, 8),
      ci('2026-11-05', 3, 12),
      ci('2026-11-05', undefined, 20),
      ci('2026-11-06'),
    ]);
    expect([...levels]).toEqual([['2026-11-05', 5.5]]);
  });
  it('takes check-ins over the slider over the quiz', () => {
    const moods = dayMoods(
      records(
        [ci('2026-11-01', 2), ci('2026-11-02')],
        { '2026-11-01': 9, '2026-11-02': 9, '2026-11-03': 5 },
        { '2026-11-01': 'Good', '2026-11-03': 'Bad', '2026-11-04': 'Good' },
      ),
    );
    expect(Object.fromEntries(moods)).toEqual({
      '2026-11-01': { level: 2, category: 'Bad', source: 'check-ins' },
      '2026-11-02': { level: 9, category: 'Good', source: 'slider' },
      '2026-11-03': { level: 5, category: 'Neutral', source: 'slider' },
      '2026-11-04': { level: 8, category: 'Good', source: 'quiz' },
    });
  });
});
