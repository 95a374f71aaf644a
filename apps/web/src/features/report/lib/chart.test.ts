import type { ReportDay } from '@mentora/domain/report';
import { describe, expect, it } from 'vitest';
import { CHART, LINE_GAP_DAYS, chartGeometry, dateTicks } from './chart';

const day = (date: string, level: number | null, category: ReportDay['category']): ReportDay => ({
  date,
  level,
  levelText: level === null ? null : level.toFixed(1),
  category,
  source: level === null ? 'quiz' : 'slider',
  checkIns: 0,
});

const left = CHART.left;
const right = CHART.width - CHART.right;
const top = CHART.top;
const bottom = CHART.height - CHART.bottom;

describe('the mood chart’s geometry', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };

  it('puts the first day at the left, the last at the right, 10 at the top and 1 at the bottom', () => {
    const g = chartGeometry(period, [day('2026-11-01', 10, 'Good'), day('2026-11-30', 1, 'Bad')]);
    expect(g.points.map(({ x, y }) => [x, y])).toEqual([
      [left, top],
      [right, bottom],
    ]);
    expect(g.levels.map((l) => l.label)).toEqual(['1', '4', '7', '10']);
    expect(g.levels[0]!.y).toBe(bottom);
    expect(g.levels[3]!.y).toBe(top);
  });

  it(`joins days up to ${LINE_GAP_DAYS} days apart and breaks the line over a longer gap`, () => {
    const g = chartGeometry(period, [
      day('2026-11-01', 5, 'Neutral'),
      day('2026-11-08', 6, 'Neutral'),
      day('2026-11-16', 7, 'Good'),
    ]);
    expect(g.line.match(/[ML]/g)).toEqual(['M', 'L', 'M']);
  });

  it('draws a quiz-only day as a hollow point at the level its label stands for, off the line', () => {
    const g = chartGeometry(period, [
      day('2026-11-02', null, 'Good'),
      day('2026-11-03', 8, 'Good'),
    ]);
    expect(g.points[0]).toMatchObject({ quiz: true, y: g.points[1]!.y });
    expect(g.line.match(/[ML]/g)).toEqual(['M']);
  });

  it('has no line when nothing has a level', () => {
    expect(chartGeometry(period, []).line).toBe('');
  });
});

describe('the dates along the bottom', () => {
  it('are weekly for a month', () => {
    expect(dateTicks({ from: '2026-10-31', to: '2026-11-29' }).map((t) => t.label)).toEqual([
      '31 Oct',
      '7 Nov',
      '14 Nov',
      '21 Nov',
      '28 Nov',
    ]);
  });
  it('are the months for 90 days and a year, with the year at January', () => {
    expect(dateTicks({ from: '2026-09-01', to: '2026-11-29' }).map((t) => t.label)).toEqual([
      'Sep',
      'Oct',
      'Nov',
    ]);
    const year = dateTicks({ from: '2025-11-30', to: '2026-11-29' }).map((t) => t.label);
    expect(year).toHaveLength(12);
    expect(year[0]).toBe('Dec');
    expect(year[1]).toBe('Jan 2026');
  });
  it('are half-years beyond a year', () => {
    expect(dateTicks({ from: '2024-03-01', to: '2026-11-29' }).map((t) => t.label)).toEqual([
      'Jul 2024',
      'Jan 2025',
      'Jul 2025',
      'Jan 2026',
      'Jul 2026',
    ]);
  });
});
