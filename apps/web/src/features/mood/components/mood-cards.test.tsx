// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoodCards } from './mood-cards';

afterEach(cleanup);

describe('the mood cards', () => {
  it('each draw a decorative SVG icon, never an emoji (a font may lack it)', () => {
    render(<MoodCards onSelect={() => undefined} />);
    const cards = screen.getAllByRole('button');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(card.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      const icon = card.querySelector('svg');
      expect(icon, card.textContent ?? '').not.toBeNull();
      expect(icon!.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // The name is the title, the description its text: the icon adds nothing to either.
    expect(screen.getByRole('button', { name: 'Mood Journal' })).toBeTruthy();
  });
});
