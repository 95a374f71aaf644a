// @vitest-environment jsdom
import type { CheckIn } from '@mentora/domain/check-ins';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TodayCheckIns } from './today-check-ins';

const checkIn = (id: string, at: string, extra: Partial<CheckIn> = {}): CheckIn => ({
  id,
  at,
  emotions: ['Hopeful'],
  activities: ['Music'],
  ...extra,
});
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as CheckIn[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 18, 0));
  localStorage.setItem(
    'checkIns:2026-11',
    JSON.stringify([
      checkIn('yesterday', '2026-11-20T21:00:00.000+01:00'),
      checkIn('morning', '2026-11-21T09:15:00.000+01:00', { level: 6, note: 'Slow start.' }),
      checkIn('noon', '2026-11-21T12:40:00.000+01:00', { emotions: ['Tired', 'Calm'] }),
    ]),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe("today's check-ins", () => {
  it("lists only today's, oldest first, and follows a new one saved elsewhere", () => {
    render(<TodayCheckIns />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Mood 6/10');
    expect(items[0]!.textContent).toContain('Slow start.');
    expect(items[1]!.textContent).toContain('Felt: Tired, Calm');
    // Another tab (or sync) saves one: the list follows.
    const more = [
      ...stored('checkIns:2026-11'),
      checkIn('evening', '2026-11-21T17:30:00.000+01:00', { emotions: ['Content'] }),
    ];
    localStorage.setItem('checkIns:2026-11', JSON.stringify(more));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'checkIns:2026-11' }));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[2]!.textContent).toContain('Felt: Content');
  });

  it('asks before deleting, keeps it on Keep, and deletes only that one on Delete', () => {
    const add = document.createElement('button');
    add.dataset.moodCard = 'check-in';
    document.body.append(add);
    render(<TodayCheckIns />);
    const time = screen.getAllByRole('time')[0]!.textContent!;
    const del = screen.getByRole('button', { name: `Delete the check-in from ${time}` });
    fireEvent.click(del);
    const keep = screen.getByRole('button', { name: 'Keep it' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Delete the check-in from ${time}` }),
    );
    expect(stored('checkIns:2026-11')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: `Delete the check-in from ${time}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(stored('checkIns:2026-11').map((c) => c.id)).toEqual(['yesterday', 'noon']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: "Today's check-ins" }));

    // The last one of the day: the list goes, and focus goes to 'Add details'.
    fireEvent.click(screen.getByRole('button', { name: /^Delete the check-in from/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(add);
    expect(stored('checkIns:2026-11').map((c) => c.id)).toEqual(['yesterday']);
    add.remove();
  });

  it('tells apart two check-ins of the same minute by their delete buttons', () => {
    localStorage.setItem(
      'checkIns:2026-11',
      JSON.stringify([
        checkIn('first', '2026-11-21T15:38:05.000+01:00'),
        checkIn('second', '2026-11-21T15:38:40.000+01:00', { emotions: ['Calm'] }),
      ]),
    );
    render(<TodayCheckIns />);
    const time = screen.getAllByRole('time')[0]!.textContent!;
    const names = screen
      .getAllByRole('button', { name: /^Delete the check-in from/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      `Delete the check-in from ${time}, 1 of 2`,
      `Delete the check-in from ${time}, 2 of 2`,
    ]);
    fireEvent.click(
      screen.getByRole('button', { name: `Delete the check-in from ${time}, 2 of 2` }),
    );
    expect(screen.getByRole('group').textContent).toContain(
      `Delete the check-in from ${time}, 2 of 2? This cannot be undone.`,
    );
  });
});
