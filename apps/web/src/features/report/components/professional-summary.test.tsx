// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { emptySafetyPlan } from '@mentora/domain/safety-plan';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfessionalSummary } from './professional-summary';

/** 29 Nov 2026, midday. */
const clock = () => new Date(2026, 10, 29, 12);

function show() {
  return render(
    <MemoryRouter>
      <ProfessionalSummary
        clock={clock}
        renderSafetyPlan={(plan) => <p>Plan reasons: {plan.reasonsForLiving.join(', ')}</p>}
      />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Mood by day' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('moodLevels', JSON.stringify({ '2026-11-20': 6, '2026-09-10': 3 }));
  localStorage.setItem('moodHistory', JSON.stringify({ '2026-11-21': 'Good' }));
  localStorage.setItem(
    'checkIns:2026-11',
    JSON.stringify([
      {
        id: 'a',
        at: '2026-11-22T09:00:00.000+00:00',
        level: 7,
        emotions: ['Calm', 'Tired'],
        activities: ['Outdoors'],
      },
      {
        id: 'b',
        at: '2026-11-22T20:00:00.000+00:00',
        level: 8,
        emotions: ['Calm'],
        activities: [],
        note: 'A good walk',
      },
    ]),
  );
  localStorage.setItem(
    'safetyPlan',
    JSON.stringify({ ...emptySafetyPlan(), reasonsForLiving: ['My sister'] }),
  );
  const written = new Date(2026, 10, 23, 21, 15).getTime();
  localStorage.setItem(
    'journalHistory',
    JSON.stringify([{ id: written, content: 'Talked to Sam today.', date: 'x', time: 'y' }]),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the summary for a professional', () => {
  it('shows the last 30 days: the chart named by its summary, the table, counts and emotions', () => {
    show();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toHaveProperty('checked', true);
    expect(screen.getByText('Period: 31 Oct 2026 – 29 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Made on 29 Nov 2026')).toBeTruthy();
    // As a screen reader reads the line (the dot between is hidden): the two parts apart.
    const line = screen.getByText('Made on 29 Nov 2026').parentElement!.cloneNode(true) as Element;
    line.querySelectorAll('[aria-hidden="true"]').forEach((el) => el.remove());
    expect(line.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'Period: 31 Oct 2026 – 29 Nov 2026 Made on 29 Nov 2026',
    );
    expect(
      screen.getByRole('img', {
        name: 'Mood from 31 Oct to 29 Nov 2026: average 6.8 of 10 over 2 days',
      }),
    ).toBeTruthy();
    expect(rows()).toEqual([
      ['20 Nov 2026', '6.0', 'Neutral', 'Mood slider'],
      ['21 Nov 2026', '–', 'Good', 'Mood quiz'],
      ['22 Nov 2026', '7.5', 'Good', '2 check-ins'],
    ]);
    expect(screen.getByText('2 check-ins on 1 day, 1 with a note.')).toBeTruthy();
    const emotions = screen.getByRole('region', { name: 'Emotions chosen most' });
    expect(
      within(emotions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Calm: 2 check-ins', 'Tired: 1 check-in']);
    expect(screen.getByText(/patterns in what you have recorded, not proof/)).toBeTruthy();
  });

  it('takes in a longer period when chosen', () => {
    show();
    fireEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    expect(screen.getByText('Period: 1 Sep 2026 – 29 Nov 2026')).toBeTruthy();
    expect(rows()[0]).toEqual(['10 Sep 2026', '3.0', 'Bad', 'Mood slider']);
    expect(screen.getByRole('table', { name: 'Average mood by month' })).toBeTruthy();
  });

  it('checks dates of one’s own choosing and keeps the last good period meanwhile', () => {
    show();
    fireEvent.click(screen.getByRole('radio', { name: 'Dates of my choice' }));
    const first = screen.getByLabelText('First day');
    const last = screen.getByLabelText('Last day');
    expect(first).toHaveProperty('value', '2026-10-31');
    fireEvent.change(first, { target: { value: '2026-11-21' } });
    fireEvent.change(last, { target: { value: '2026-11-22' } });
    expect(screen.getByText('Period: 21 Nov 2026 – 22 Nov 2026')).toBeTruthy();
    expect(rows()).toHaveLength(2);

    fireEvent.change(first, { target: { value: '2026-11-25' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'The first day is after the last day. Choose a first day on or before the last. The summary below still shows 21 Nov 2026 – 22 Nov 2026.',
    );
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByText('Period: 21 Nov 2026 – 22 Nov 2026')).toBeTruthy();
  });

  it('says kindly when nothing was recorded, and still shows the page', () => {
    localStorage.clear();
    show();
    expect(screen.getByRole('status').textContent).toMatch(/^Nothing was recorded in this period/);
    expect(screen.getByText('No mood was recorded in this period.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write your safety plan' })).toBeTruthy();
  });

  it('reads what it can of damaged data, keeps the rest aside, and still shows the page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('moodHistory', '{not json');
    localStorage.setItem('toolUses', '"a string"');
    localStorage.setItem(
      'checkIns:2026-11',
      JSON.stringify([
        { weird: 1 },
        { id: 'ok', at: '2026-11-24T09:00:00.000+00:00', level: 9, emotions: [], activities: [] },
      ]),
    );
    show();
    expect(rows()).toEqual([
      ['20 Nov 2026', '6.0', 'Neutral', 'Mood slider'],
      ['24 Nov 2026', '9.0', 'Good', '1 check-in'],
    ]);
    expect(localStorage.getItem('moodHistory.corrupt')).toBe('{not json');
  });

  it('adds the safety plan and journal entries only when ticked', () => {
    show();
    expect(screen.queryByText(/Plan reasons/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Journal entries' })).toBeNull();
    const plan = screen.getByRole('checkbox', { name: 'My safety plan' });
    expect(plan).toHaveProperty('checked', false);
    fireEvent.click(plan);
    expect(screen.getByText('Plan reasons: My sister')).toBeTruthy();

    const entry = screen.getByRole('checkbox', { name: /^23 Nov 2026, / });
    expect(entry).toHaveProperty('checked', false);
    expect(entry.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(entry);
    const journal = screen.getByRole('region', { name: 'Journal entries' });
    expect(within(journal).getByText('Talked to Sam today.')).toBeTruthy();
  });

  it('shows no time for a journal entry whose time is not known (a note from Pixels)', () => {
    const noon = new Date(2026, 10, 24, 12, 0, 0, 417).getTime();
    const written = new Date(2026, 10, 23, 21, 15).getTime();
    localStorage.setItem(
      'journalHistory',
      JSON.stringify([
        { id: noon, content: 'A quiet day.', date: '11/24/2026', time: '' },
        { id: written, content: 'Talked to Sam today.', date: '11/23/2026', time: '9:15:00 PM' },
      ]),
    );
    show();
    const quiet = screen.getByRole('checkbox', { name: '24 Nov 2026' });
    fireEvent.click(quiet);
    fireEvent.click(screen.getByRole('checkbox', { name: '23 Nov 2026, 9:15 PM' }));
    const journal = screen.getByRole('region', { name: 'Journal entries' });
    expect(within(journal).getByRole('heading', { name: '24 Nov 2026' })).toBeTruthy();
    expect(within(journal).getByRole('heading', { name: '23 Nov 2026, 9:15 PM' })).toBeTruthy();
    expect(journal.textContent).not.toMatch(/12:00/);
  });

  it('prints with the browser, sending nothing anywhere', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      show();
      fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
      expect(print).toHaveBeenCalledOnce();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
