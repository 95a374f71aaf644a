// @vitest-environment jsdom
import { CHECK_IN_NOTE_MAX, EMOTIONS, type CheckIn } from '@mentora/domain/check-ins';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckInForm, forgetCheckInDraft } from './check-in-form';

const monthKey = () => {
  const d = new Date();
  return `checkIns:${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};
const today = () => monthKey().slice(9) + '-' + String(new Date().getDate()).padStart(2, '0');
const savedCheckIns = () => JSON.parse(localStorage.getItem(monthKey()) ?? '[]') as CheckIn[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 30));
});
afterEach(() => {
  cleanup();
  forgetCheckInDraft();
  localStorage.clear();
  vi.useRealTimers();
});

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the check-in form', () => {
  it('offers every emotion as a toggle button in four named groups by energy and pleasantness', () => {
    render(<CheckInForm onSaved={() => undefined} />);
    const groups = [
      'High energy, pleasant',
      'High energy, unpleasant',
      'Low energy, pleasant',
      'Low energy, unpleasant',
    ].map((name) => screen.getByRole('toolbar', { name }));
    const buttons = groups.flatMap((g) => within(g).getAllByRole('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(EMOTIONS.map((e) => e.word));
    for (const b of buttons) expect(b.getAttribute('aria-pressed')).toBe('false');
    expect(within(groups[3]!).getByRole('button', { name: 'Tired' })).toBeTruthy();
  });

  it('is a few stops of Tab, not one per choice: the arrow keys move within each group', () => {
    render(<CheckInForm onSaved={() => undefined} />);
    const form = document.querySelector('form')!;
    const stops = [...form.querySelectorAll<HTMLElement>('button, textarea, input')].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[hidden]'),
    );
    // four groups of emotions, the activities, 'Edit activities', the note and 'Save check-in'
    expect(stops.map((el) => el.textContent || el.tagName)).toEqual([
      EMOTIONS[0]!.word,
      ...['High energy, unpleasant', 'Low energy, pleasant', 'Low energy, unpleasant'].map(
        (name) =>
          within(screen.getByRole('toolbar', { name })).getAllByRole('button')[0]!.textContent,
      ),
      within(screen.getByRole('toolbar', { name: 'Activities' })).getAllByRole('button')[0]!
        .textContent,
      'Edit activities',
      'TEXTAREA',
      'Save check-in',
    ]);
    const low = within(screen.getByRole('toolbar', { name: 'Low energy, unpleasant' }));
    const [first, second] = low.getAllByRole('button') as [HTMLElement, HTMLElement];
    const last = low.getAllByRole('button').at(-1)!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    // Tab now stops at the one last focused, and only there
    expect([second.tabIndex, first.tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    // other keys are left alone (Space and Enter press the button, as ever)
    expect(fireEvent.keyDown(first, { key: 'a' })).toBe(true);
  });

  it('saves two emotions, an activity and a note with the time and the slider level', () => {
    localStorage.setItem('moodLevels', JSON.stringify({ [today()]: 6 }));
    const onSaved = vi.fn();
    render(<CheckInForm onSaved={onSaved} />);
    expect(screen.getByText('Your mood of 6/10 from the slider is saved with it.')).toBeTruthy();
    press('Anxious');
    press('Tired');
    press('Calm');
    press('Calm'); // chosen, then not
    press('Work');
    expect(screen.getByRole('button', { name: 'Anxious' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(screen.getByLabelText('A short note'), {
      target: { value: '  Long day, ok now.  ' },
    });
    press('Save check-in');
    // The page is told the note as saved, to read it for signs of a crisis.
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith('Long day, ok now.');
    const [saved] = savedCheckIns();
    expect(saved).toMatchObject({
      level: 6,
      emotions: ['Anxious', 'Tired'],
      activities: ['Work'],
      note: 'Long day, ok now.',
    });
    expect(saved!.at.slice(0, 16)).toBe('2026-11-21T10:30');
  });

  it('a check-in without a note tells the page there is no note', () => {
    const onSaved = vi.fn();
    render(<CheckInForm onSaved={onSaved} />);
    press('Calm');
    fireEvent.change(screen.getByLabelText('A short note'), { target: { value: '   ' } });
    press('Save check-in');
    expect(onSaved).toHaveBeenCalledWith('');
  });

  it('an empty check-in says what to add and saves nothing', () => {
    const onSaved = vi.fn();
    render(<CheckInForm onSaved={onSaved} />);
    press('Save check-in');
    expect(screen.getByRole('alert').textContent).toBe(
      'Add an emotion, an activity, a note or your mood first.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(localStorage.getItem(monthKey())).toBeNull();
  });

  it('a note over the limit is kept in the field, counted, and not saved', () => {
    const onSaved = vi.fn();
    render(<CheckInForm onSaved={onSaved} />);
    const note = screen.getByLabelText('A short note');
    const text = 'a'.repeat(CHECK_IN_NOTE_MAX + 5);
    fireEvent.change(note, { target: { value: text } });
    expect(screen.getByText('1,005 / 1,000 characters')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/5 characters over the limit/)).toBeTruthy();
    press('Save check-in');
    expect(onSaved).not.toHaveBeenCalled();
    expect((note as HTMLTextAreaElement).value).toBe(text);
    expect(localStorage.getItem(monthKey())).toBeNull();
  });

  it('adds an activity (chosen at once) and removes one, keeping the list on the device', () => {
    render(<CheckInForm onSaved={() => undefined} />);
    const edit = screen.getByRole('button', { name: 'Edit activities' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(edit);
    const name = screen.getByLabelText('New activity');
    fireEvent.change(name, { target: { value: '  Walk the dog ' } });
    press('Add activity');
    expect(screen.getByRole('button', { name: 'Walk the dog' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(name, { target: { value: 'walk THE dog' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('That activity is already on the list.');
    press('Remove Alcohol');
    expect(screen.queryByRole('button', { name: 'Alcohol' })).toBeNull();
    expect(document.activeElement).toBe(name);
    const list = JSON.parse(localStorage.getItem('activities') ?? '[]') as string[];
    expect(list).toContain('Walk the dog');
    expect(list).not.toContain('Alcohol');
  });

  it('closed before saving, it opens again as it was left; once saved, it starts afresh', () => {
    const first = render(<CheckInForm onSaved={() => undefined} />);
    press('Lonely');
    press('Family');
    fireEvent.change(screen.getByLabelText('A short note'), { target: { value: 'Quiet evening' } });
    first.unmount();

    render(<CheckInForm onSaved={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Lonely' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Family' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((screen.getByLabelText('A short note') as HTMLTextAreaElement).value).toBe(
      'Quiet evening',
    );
    press('Save check-in');
    expect(savedCheckIns()).toHaveLength(1);
    cleanup();

    render(<CheckInForm onSaved={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Lonely' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect((screen.getByLabelText('A short note') as HTMLTextAreaElement).value).toBe('');
  });
});
