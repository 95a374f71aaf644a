// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { JournalEntry } from '@mentora/domain/journal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JournalHistory } from './journal-history';

const BEFORE = 'Entry F. I was tired after the shift.';
const PHONE = 'Entry F. I was tired after the shift. Phone added this at 4am.';
const LAPTOP = 'Entry F. I was exhausted after the shift.';

const entry = (content: string, updatedAt?: number): JournalEntry => ({
  id: 1000,
  content,
  date: '3/3/2026',
  time: '9:30:00 AM',
  ...(updatedAt ? { updatedAt } : {}),
});

/** The page opened again: the entry as it is now, and the edit kept from before the reload. */
function reopen(now: JournalEntry, kept: object) {
  localStorage.setItem('journalHistory', JSON.stringify([now]));
  localStorage.setItem('journalEditDraft', JSON.stringify([{ id: 1000, ...kept }]));
  render(<JournalHistory onBack={() => {}} />);
  expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Edit entry from/ }).value).toBe(
    (kept as { text: string }).text,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

const saved = () =>
  (JSON.parse(localStorage.getItem('journalHistory') ?? '[]') as JournalEntry[])[0]?.content;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an edit kept across a reload, saved', () => {
  it('is merged with an edit of the entry saved meanwhile elsewhere', async () => {
    reopen(entry(LAPTOP, 2000), { text: PHONE, base: BEFORE });
    await waitFor(() =>
      expect(saved()).toBe('Entry F. I was exhausted after the shift. Phone added this at 4am.'),
    );
    expect(localStorage.getItem('journalEditDraft')).toBeNull();
  });

  it('keeps both texts whole where both changed the same words', async () => {
    reopen(entry('Entry F. I was fine.', 2000), {
      text: 'Entry F. I was sad.',
      base: 'Entry F. I was ok.',
    });
    await waitFor(() => expect(saved()).toContain('Entry F. I was sad.'));
    expect(saved()).toContain('Entry F. I was fine.');
  });

  it('kept by an earlier release (no base): taken as begun from the entry as it is', async () => {
    reopen(entry(LAPTOP, 2000), { text: PHONE });
    await waitFor(() => expect(saved()).toBe(PHONE));
  });

  it('keeps the text it began from while typing on', () => {
    localStorage.setItem('journalHistory', JSON.stringify([entry(LAPTOP, 2000)]));
    localStorage.setItem(
      'journalEditDraft',
      JSON.stringify([{ id: 1000, text: PHONE, base: BEFORE }]),
    );
    render(<JournalHistory onBack={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Edit entry from/ }), {
      target: { value: `${PHONE} More.` },
    });
    expect(JSON.parse(localStorage.getItem('journalEditDraft')!)).toEqual([
      { id: 1000, text: `${PHONE} More.`, base: BEFORE },
    ]);
  });
});
