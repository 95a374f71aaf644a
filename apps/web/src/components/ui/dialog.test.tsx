// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('opens with the focus on Close', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Mood Insights" description="Your moods.">
        <button type="button">Week</button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Mood Insights' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('as an alert dialog, is described by its whole warning and opens on the safe choice', () => {
    render(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Delete my data?"
        alert
        description={
          <>
            <p>This permanently deletes, from this browser:</p>
            <ul>
              <li>your journal entries</li>
            </ul>
            <p>This can&apos;t be undone.</p>
          </>
        }
      >
        <button type="button" data-autofocus>
          Cancel
        </button>
        <button type="button">Delete my data</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete my data?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(
      "This permanently deletes, from this browser:your journal entriesThis can't be undone.",
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
