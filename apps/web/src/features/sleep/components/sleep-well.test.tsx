// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SleepWell } from './sleep-well';
import { writeKey } from '@/lib/storage/storage';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = () =>
  JSON.parse(localStorage.getItem('sleepTool') ?? 'null') as {
    sleepTime: string;
    wakeTime: string;
    notes: string;
  };

describe('a value edited on a page while it changes elsewhere', () => {
  it('the sleep notes take in what another device or tab saved, and the next keystroke keeps both', () => {
    render(<SleepWell />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: /notes/i }));
    fireEvent.click(screen.getByRole('tab', { name: /notes/i }));
    const notes = screen.getByLabelText<HTMLTextAreaElement>('Your notes');
    fireEvent.change(notes, { target: { value: 'Tea at 9.' } });
    // saved meanwhile elsewhere, on top of the same notes: a bedtime, and more words
    act(() => {
      writeKey('sleepTool', {
        ...stored(),
        sleepTime: '22:30',
        notes: 'Tea at 9. Read a chapter.',
      });
    });
    expect(notes.value).toBe('Tea at 9. Read a chapter.');
    fireEvent.change(notes, { target: { value: 'Tea at 9. Read a chapter. Slept well.' } });
    expect(stored()).toEqual({
      sleepTime: '22:30',
      wakeTime: '',
      notes: 'Tea at 9. Read a chapter. Slept well.',
    });
  });

  it('its own saves are not taken for changes from elsewhere', () => {
    render(<SleepWell />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: /notes/i }));
    fireEvent.click(screen.getByRole('tab', { name: /notes/i }));
    const notes = screen.getByLabelText<HTMLTextAreaElement>('Your notes');
    for (const text of ['a', 'ab', 'abc', 'ab'])
      fireEvent.change(notes, { target: { value: text } });
    expect(notes.value).toBe('ab');
    expect(stored().notes).toBe('ab');
  });
});

describe('the sleep timer', () => {
  /** Presses Calculate and returns what was put in the status meanwhile. */
  function calculate(): string[] {
    const status = screen.getByRole('status');
    const watch = new MutationObserver(() => {});
    watch.observe(status, { childList: true, subtree: true, characterData: true });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const added = watch
      .takeRecords()
      .flatMap((r) => [...r.addedNodes])
      .map((n) => n.textContent ?? '');
    watch.disconnect();
    return added;
  }

  it('the same result twice is put in the status afresh, so each press is heard', () => {
    render(<SleepWell />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: /timer/i }));
    fireEvent.click(screen.getByRole('tab', { name: /timer/i }));
    const missing = 'Please enter both your sleep time and your wake time.';
    expect(calculate()).toEqual([missing]);
    expect(calculate()).toEqual([missing]);

    fireEvent.change(screen.getByLabelText('Sleep time'), { target: { value: '23:00' } });
    fireEvent.change(screen.getByLabelText('Wake time'), { target: { value: '07:00' } });
    const good = "8.0 hours of sleepYahhh perfect! Let's go to bed.";
    expect(calculate()).toEqual([good]);
    expect(calculate()).toEqual([good]);
    expect(screen.getByRole('status').textContent).toBe(good);
  });
});
