// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { DistressRating } from './distress-rating';

afterEach(cleanup);

const NUMBERS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

describe('the distress rating', () => {
  it('before a tool: a group of eleven radios named 0 to 10, described by what 0 and 10 mean', () => {
    const choose = vi.fn();
    render(<DistressRating when="before" value={null} onChoose={choose} onSkip={() => {}} />);
    const group = screen.getByRole('group', { name: 'How distressed do you feel right now?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(group.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('0 is calm, 10 is the worst');
    const radios = within(group).getAllByRole('radio');
    expect(
      radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent),
    ).toEqual(NUMBERS);
    for (const n of NUMBERS) expect(within(group).getByRole('radio', { name: n })).toBeTruthy();
    // One group: the radios share a name, so arrow keys move between them.
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name)).size).toBe(1);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);

    fireEvent.click(within(group).getByRole('radio', { name: '7' }));
    expect(choose).toHaveBeenCalledWith(7);
    // No Done before a tool: the choice is the answer.
    expect(within(group).queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('shows the answer it is given, and offers Skip only until there is one', () => {
    const skip = vi.fn();
    const { rerender } = render(
      <DistressRating when="before" value={null} onChoose={() => {}} onSkip={skip} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(skip).toHaveBeenCalledTimes(1);
    rerender(<DistressRating when="before" value={4} onChoose={() => {}} onSkip={skip} />);
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it("'And now?' is answered with Done, so moving through the radios does not end it", () => {
    const done = vi.fn();
    const skip = vi.fn();
    render(<DistressRating when="after" value={null} onSkip={skip} onDone={done} takeFocus />);
    const group = screen.getByRole('group', { name: 'And now?' });
    // It takes focus as the tool closes: on the first radio of the group.
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '0' }));
    fireEvent.click(within(group).getByRole('radio', { name: '5' }));
    fireEvent.click(within(group).getByRole('radio', { name: '4' }));
    expect(done).not.toHaveBeenCalled();
    expect((within(group).getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Done' }));
    expect(done).toHaveBeenCalledWith(4);
    fireEvent.click(within(group).getByRole('button', { name: 'Skip' }));
    expect(skip).toHaveBeenCalledTimes(1);
  });

  it('Done with nothing chosen answers nothing (the same as Skip)', () => {
    const done = vi.fn();
    render(<DistressRating when="after" value={null} onSkip={() => {}} onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(done).toHaveBeenCalledWith(null);
  });

  it('is one Tab stop, the checked radio or else the first, so a dialog wraps round it', () => {
    // The group last in a dialog (the question answered, Skip gone): the dialog's focus trap
    // wraps from its last stop to its first and back, and the group's stop must be that last.
    const { rerender } = render(
      <Dialog open onOpenChange={() => {}} title="A tool" help={false}>
        <DistressRating when="before" value={null} onChoose={() => {}} onSkip={() => {}} />
      </Dialog>,
    );
    const stops = () => screen.getAllByRole('radio').filter((r) => r.tabIndex >= 0);
    expect(stops().map((r) => (r as HTMLInputElement).value)).toEqual(['0']);
    rerender(
      <Dialog open onOpenChange={() => {}} title="A tool" help={false}>
        <DistressRating when="before" value={1} onChoose={() => {}} onSkip={() => {}} />
      </Dialog>,
    );
    expect(stops().map((r) => (r as HTMLInputElement).value)).toEqual(['1']);
    const one = screen.getByRole('radio', { name: '1' });
    const close = screen.getByRole('button', { name: 'Close' });
    one.focus();
    fireEvent.keyDown(one, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(one);
  });
});
