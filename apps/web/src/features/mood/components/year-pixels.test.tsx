// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YearPixels } from './year-pixels';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Saturday 21 November 2026.
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
  localStorage.setItem(
    'moodHistory',
    JSON.stringify({ '2026-11-05': 'Good', '2025-06-01': 'Bad' }),
  );
  localStorage.setItem('moodLevels', JSON.stringify({ '2026-11-06': 5, '2026-11-07': 2 }));
  localStorage.setItem(
    'checkIns:2026-11',
    JSON.stringify([
      // Its check-ins' level (3) comes before the quiz's Good for the day.
      {
        id: 'c1',
        at: '2026-11-05T20:00:00.000+01:00',
        level: 3,
        emotions: [],
        activities: ['Work'],
      },
    ]),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

const focused = () => document.activeElement?.getAttribute('aria-label');

describe('Year in pixels', () => {
  it('is a grid of months by days, each cell named by its date and mood', () => {
    render(<YearPixels />);
    const grid = screen.getByRole('grid', { name: 'Year in pixels' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(365);
    expect(within(rows[2]!).getAllByRole('gridcell')).toHaveLength(28);
    expect(within(grid).getByRole('gridcell', { name: '5 November: Bad' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: '6 November: Neutral' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: '7 November: Bad' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: '8 November: no entry' })).toBeTruthy();
    // One cell is in the tab order: today's.
    const tabbable = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(tabbable.map((c) => c.getAttribute('aria-label'))).toEqual(['21 November: no entry']);
    // The legend counts the days.
    expect(screen.getByText('Bad: 2 days')).toBeTruthy();
    expect(screen.getByText('Neutral: 1 day')).toBeTruthy();
  });

  it('moves by day, by month, to the month ends and the year ends with the keys', () => {
    render(<YearPixels />);
    const grid = screen.getByRole('grid', { name: 'Year in pixels' });
    const start = within(grid).getByRole('gridcell', { name: '21 November: no entry' });
    start.focus();
    const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
    key('ArrowLeft');
    expect(focused()).toBe('20 November: no entry');
    key('ArrowUp');
    expect(focused()).toBe('20 October: no entry');
    key('ArrowDown');
    key('ArrowDown');
    expect(focused()).toBe('20 December: no entry');
    key('Home');
    expect(focused()).toBe('1 December: no entry');
    key('ArrowLeft');
    expect(focused()).toBe('30 November: no entry');
    key('End');
    expect(focused()).toBe('30 November: no entry');
    key('PageUp');
    expect(focused()).toBe('1 January: no entry');
    key('ArrowUp');
    expect(focused()).toBe('1 January: no entry');
    // The focused cell is the one in the tab order.
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);
    // Clicking a cell says what it holds.
    fireEvent.click(within(grid).getByRole('gridcell', { name: '5 November: Bad' }));
    expect(focused()).toBe('5 November: Bad');
    expect(screen.getByText(/Bad, from your check-ins/)).toBeTruthy();
  });

  it('changes the year back to the first with data, not past this one, and shows a table', () => {
    render(<YearPixels />);
    const next = screen.getByRole('button', { name: 'Next year' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText('2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByText('2025')).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Year in pixels' });
    expect(within(grid).getByRole('gridcell', { name: '1 June: Bad' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Previous year' }).getAttribute('aria-disabled'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.queryByRole('grid')).toBeNull();
    const table = screen.getByRole('table', { name: 'Moods of 2025, by month and day' });
    const june = within(table).getByRole('row', { name: /^June/ });
    expect(within(june).getAllByRole('cell')[0]!.textContent).toBe('Bad');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('says the year when it is changed, and nothing as it opens', () => {
    render(<YearPixels />);
    const live = () =>
      [
        ...document.querySelectorAll(
          '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]',
        ),
      ].map((region) => region.textContent);
    // what a live region holds as it comes onto the page may be read out
    expect(live().join('')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(live()).toEqual(['Showing 2025']);
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(live()).toEqual(['Showing 2026']);
  });
  it('unreadable stored moods still show the year', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('checkIns:2026-11', '[[[');
    localStorage.setItem('moodLevels', '{"2026-11-06": "high"}');
    render(<YearPixels />);
    const grid = screen.getByRole('grid', { name: 'Year in pixels' });
    expect(within(grid).getByRole('gridcell', { name: '5 November: Good' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: '6 November: no entry' })).toBeTruthy();
  });
});
