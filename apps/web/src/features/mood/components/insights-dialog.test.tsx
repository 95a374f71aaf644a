// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDialog } from '@/components/ui/lazy-dialog';
import { InsightsDialog } from './insights-dialog';

beforeAll(async () => {
  await loadDialog();
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The day `back` days before today, as YYYY-MM-DD in local time. */
function daysAgo(back: number) {
  const d = new Date();
  d.setDate(d.getDate() - back);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('Mood Insights', () => {
  it('with no message that applies, shows no empty list', () => {
    // Six mixed days: no praise, no suggestion, too few for the habit message.
    const labels = ['Good', 'Neutral', 'Bad', 'Good', 'Neutral', 'Bad'];
    localStorage.setItem(
      'moodHistory',
      JSON.stringify(Object.fromEntries(labels.map((l, i) => [daysAgo(i), l]))),
    );
    render(
      <MemoryRouter>
        <InsightsDialog open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mood Insights' });
    const lists = within(dialog).getAllByRole('list');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists)
      expect(within(list).queryAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
