// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CharCount, fieldLimit } from './char-count';

afterEach(cleanup);

describe('CharCount', () => {
  it('counts the text as it will be saved (trimmed), with thousands marked', () => {
    render(<CharCount id="c" text={`  ${'a'.repeat(1204)}\n`} max={20_000} />);
    const count = screen.getByText('1,204 / 20,000 characters');
    expect(count.id).toBe('c');
    expect(count.hasAttribute('data-over')).toBe(false);
  });

  it('is marked once the text is over the limit, not at it', () => {
    const { rerender } = render(<CharCount id="c" text={'a'.repeat(80)} max={80} />);
    expect(screen.getByText('80 / 80 characters').hasAttribute('data-over')).toBe(false);
    rerender(<CharCount id="c" text={'a'.repeat(81)} max={80} />);
    expect(screen.getByText('81 / 80 characters').hasAttribute('data-over')).toBe(true);
  });
});

describe('fieldLimit', () => {
  function Field({ text, max }: { text: string; max: number }) {
    const limit = fieldLimit('f', text, max, 'note', 'f-hint');
    return (
      <>
        <label htmlFor="f">Notes</label>
        <textarea id="f" value={text} readOnly {...limit.fieldProps} />
        <p id="f-hint">Saved as you type.</p>
        {limit.note}
      </>
    );
  }

  it('describes a field that fits by its hint and counter only', () => {
    render(<Field text="  abc " max={3} />);
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(field.getAttribute('aria-describedby')).toBe('f-hint f-count');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('3 / 3 characters').id).toBe('f-count');
    expect(screen.queryByText(/over the limit/)).toBeNull();
  });

  it('over the limit, keeps the text and says by how much and that it is not saved', () => {
    render(<Field text={'a'.repeat(1003)} max={1000} />);
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect((field as HTMLTextAreaElement).value).toHaveLength(1003);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('f-hint f-count f-error');
    expect(document.getElementById('f-error')?.textContent).toBe(
      'This note is 3 characters over the limit of 1,000, so it is not saved: the last saved version is kept. Shorten it to save it; your text stays here.',
    );
  });
});
