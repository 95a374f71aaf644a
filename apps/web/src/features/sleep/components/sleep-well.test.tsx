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
