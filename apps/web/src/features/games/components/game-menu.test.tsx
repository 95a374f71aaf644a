// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameMenu, GAMES } from './game-menu';

afterEach(cleanup);

describe('the game menu', () => {
  it("shows each game's card with a decorative SVG icon, never an emoji", async () => {
    render(<GameMenu open onOpenChange={() => undefined} />);
    const menu = await screen.findByRole('list', { name: 'Games' });
    const cards = within(menu).getAllByRole('button');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(GAMES.map((g) => g.name));
    for (const card of cards) {
      expect(card.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      const icon = card.querySelector('svg');
      expect(icon, card.getAttribute('aria-label') ?? '').not.toBeNull();
      expect(icon!.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
