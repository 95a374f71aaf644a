// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  within,
} from '@testing-library/react';
import type { ToolKey } from '@mentora/domain/tool-use-schema';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToolUseDraft } from '@/lib/tool-uses';
import { closeAfterRating, ToolRatingQuestion } from './tool-rating';
import { useToolRating } from './use-tool-rating';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const T0 = new Date(2026, 10, 5, 8, 30, 0);
const T1 = new Date(2026, 10, 5, 8, 34, 0);

function setup(tool: ToolKey | null = 'breathing') {
  const saved: ToolUseDraft[] = [];
  const onFinished = vi.fn();
  let time = T0;
  const hook = renderHook(
    ({ t }: { t: ToolKey | null }) =>
      useToolRating(t, { onFinished, save: (u) => saved.push(u), now: () => time }),
    { initialProps: { t: tool } },
  );
  /** Ends the tool (finished or closed early); true when closing waits for 'And now?'. */
  const end = (finished = true) => {
    let waits = false;
    act(() => {
      waits = hook.result.current.end(finished);
    });
    return waits;
  };
  return { hook, saved, onFinished, later: () => (time = T1), end };
}

describe('useToolRating', () => {
  it("asks before, keeps the answer at once, then asks 'And now?' on closing and saves both", () => {
    const { hook, saved, onFinished, later, end } = setup();
    expect(hook.result.current.asking).toBe('before');
    act(() => hook.result.current.chooseBefore(7));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ tool: 'breathing', startedAt: T0, before: 7 });
    expect(saved[0]).not.toHaveProperty('after');

    later();
    expect(end()).toBe(true);
    expect(hook.result.current.asking).toBe('after');
    expect(hook.result.current.closing).toBe(true);
    expect(onFinished).not.toHaveBeenCalled();

    act(() => hook.result.current.finish(4));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(2);
    // The same use, now with its end and its second rating.
    expect(saved[1]).toEqual({
      id: saved[0]!.id,
      tool: 'breathing',
      startedAt: T0,
      endedAt: T1,
      before: 7,
      after: 4,
    });
    expect(hook.result.current.asking).toBeNull();
  });

  it('without a before answer, closing closes at once and nothing is kept', () => {
    const { saved, onFinished, end } = setup();
    expect(end()).toBe(false);
    expect(saved).toEqual([]);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('Skip hides the question and asks nothing later', () => {
    const { hook, saved, end } = setup();
    act(() => hook.result.current.skipBefore());
    expect(hook.result.current.asking).toBeNull();
    expect(end()).toBe(false);
    expect(saved).toEqual([]);
  });

  it("'And now?' skipped keeps the before answer, with the use's end", () => {
    const { hook, saved, onFinished, later } = setup();
    act(() => hook.result.current.chooseBefore(6));
    later();
    act(() => void hook.result.current.end(false));
    expect(hook.result.current.closing).toBe(false);
    act(() => hook.result.current.finish(null));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(saved.at(-1)).toEqual({
      id: saved[0]!.id,
      tool: 'breathing',
      startedAt: T0,
      endedAt: T1,
      before: 6,
    });
  });

  it('a tool opened again is a new use; leaving without an end keeps the rated use with its end', () => {
    const { hook, saved, later } = setup();
    act(() => hook.result.current.chooseBefore(5));
    const first = saved[0]!.id;
    later();
    hook.rerender({ t: null });
    expect(hook.result.current.asking).toBeNull();
    expect(saved.at(-1)).toMatchObject({ id: first, before: 5, endedAt: T1 });
    hook.rerender({ t: 'game:memory' });
    expect(hook.result.current.asking).toBe('before');
    act(() => hook.result.current.chooseBefore(3));
    expect(saved.at(-1)!.id).not.toBe(first);
    expect(saved.at(-1)!.tool).toBe('game:memory');
  });

  it('with the setting off nothing is asked and closing is never held', () => {
    localStorage.setItem('settings', JSON.stringify({ askToolRatings: false }));
    const { hook, saved, end } = setup();
    expect(hook.result.current.enabled).toBe(false);
    expect(hook.result.current.asking).toBeNull();
    expect(end()).toBe(false);
    expect(saved).toEqual([]);
  });
});

/** A modal-like tool: the question, and Close through closeAfterRating, which closes it. */
function Tool({ onClose, save }: { onClose(): void; save(u: ToolUseDraft): void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  const rating = useToolRating(open ? 'meditation' : null, { onFinished: close, save });
  const change = closeAfterRating(rating, (next) => {
    if (!next) close();
  });
  if (!open) return <p>Closed</p>;
  return (
    <div>
      <ToolRatingQuestion rating={rating} />
      {rating.closing ? null : <p>The tool</p>}
      <button type="button" onClick={() => change(false)}>
        Close
      </button>
    </div>
  );
}

describe('ToolRatingQuestion with closeAfterRating', () => {
  it("shows the question, and closing after an answer asks 'And now?' in place of the tool", async () => {
    const onClose = vi.fn();
    const saved: ToolUseDraft[] = [];
    render(<Tool onClose={onClose} save={(u) => saved.push(u)} />);
    const before = await screen.findByRole('group', {
      name: 'How distressed do you feel right now?',
    });
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(before).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('The tool')).toBeNull();
    screen.getByRole('group', { name: 'And now?' });
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByText('Closed');
    // The tool has gone, and the last save is the answered use, not an unended one.
    expect(saved.at(-1)).toMatchObject({ tool: 'meditation', before: 8, after: 3 });
  });

  it('closing again while it asks skips it and finishes closing', async () => {
    const onClose = vi.fn();
    const saved: ToolUseDraft[] = [];
    render(<Tool onClose={onClose} save={(u) => saved.push(u)} />);
    await screen.findByRole('group', { name: 'How distressed do you feel right now?' });
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(saved.at(-1)).toMatchObject({ before: 2 });
    expect(saved.at(-1)).not.toHaveProperty('after');
  });

  it("'And now?' starts empty, with focus on its first radio, and Done with no choice saves no after", async () => {
    const onClose = vi.fn();
    const saved: ToolUseDraft[] = [];
    render(<Tool onClose={onClose} save={(u) => saved.push(u)} />);
    await screen.findByRole('group', { name: 'How distressed do you feel right now?' });
    fireEvent.click(screen.getByRole('radio', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const after = screen.getByRole('group', { name: 'And now?' });
    const radios = within(after).getAllByRole('radio') as HTMLInputElement[];
    // The 'before' answer is not offered as the answer to 'And now?'.
    expect(radios.filter((r) => r.checked)).toEqual([]);
    expect(document.activeElement).toBe(within(after).getByRole('radio', { name: '0' }));
    fireEvent.click(within(after).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(saved.at(-1)).toMatchObject({ tool: 'meditation', before: 7 });
    expect(saved.at(-1)).not.toHaveProperty('after');
  });
});
