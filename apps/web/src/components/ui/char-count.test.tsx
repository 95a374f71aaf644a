// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CharCount } from './char-count';

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
