// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CheckInReminder } from './check-in-reminder';

const evening = new Date(2026, 2, 2, 21, 0);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    'settings',
    JSON.stringify({ reminderEnabled: true, reminderTime: '20:00', sounds: true }),
  );
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

it('on a day already checked in, what the day recorded is read once, not at every look', async () => {
  localStorage.setItem('moodLevels', JSON.stringify({ '2026-03-02': 6 }));
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  const journalReads = () => getItem.mock.calls.filter(([key]) => key === 'journalHistory').length;
  const { container } = render(<CheckInReminder now={() => evening} />);
  await vi.waitFor(() => expect(journalReads()).toBe(1));
  await act(() => vi.advanceTimersByTimeAsync(5 * 30_000));
  expect(journalReads()).toBe(1);
  // not shown, and not marked as shown either
  expect(container.textContent).toBe('');
  expect(JSON.parse(localStorage.getItem('settings')!).reminderLastShown).toBeUndefined();
  getItem.mockRestore();
});
