// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDialog } from '@/components/ui/lazy-dialog';
import { CheckInDialog } from './check-in-dialog';
import { checkInCode } from './check-ins-lazy';
import { forgetCheckInDraft } from './check-in-form';

beforeAll(async () => {
  await Promise.all([loadDialog(), checkInCode.load()]);
});
afterEach(() => {
  cleanup();
  forgetCheckInDraft();
  localStorage.clear();
});

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the check-in dialog', () => {
  it('once a check-in with a note is saved, closes and then tells the page its note', async () => {
    const calls: string[] = [];
    const onOpenChange = vi.fn((open: boolean) => calls.push(`open ${open}`));
    const onNoteSaved = vi.fn((note: string) => calls.push(`note ${note}`));
    render(<CheckInDialog open onOpenChange={onOpenChange} onNoteSaved={onNoteSaved} />);
    await waitFor(() => screen.getByRole('dialog', { name: 'Check in' }));
    press('Hopeless');
    fireEvent.change(screen.getByLabelText('A short note'), {
      target: { value: " I feel like I can't do this anymore. " },
    });
    press('Save check-in');
    // Saved first (the dialog closes as ever), then the page may offer help.
    expect(calls).toEqual(['open false', "note I feel like I can't do this anymore."]);
  });

  it('a check-in without a note gives the page nothing to read', async () => {
    const onOpenChange = vi.fn();
    const onNoteSaved = vi.fn();
    render(<CheckInDialog open onOpenChange={onOpenChange} onNoteSaved={onNoteSaved} />);
    await waitFor(() => screen.getByRole('dialog', { name: 'Check in' }));
    press('Calm');
    press('Save check-in');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onNoteSaved).not.toHaveBeenCalled();
  });
});
