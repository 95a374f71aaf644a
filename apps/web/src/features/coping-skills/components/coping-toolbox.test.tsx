// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CopingToolbox } from './coping-toolbox';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The toolbox with these skills as favourites; the Favorites section and its heart buttons. */
function renderWithFavorites(ids: number[]) {
  localStorage.setItem('copingSkillsFavorites', JSON.stringify(ids));
  render(
    <MemoryRouter>
      <CopingToolbox />
    </MemoryRouter>,
  );
  // (plain DOM queries: role queries over every skill card are slow in jsdom)
  const section = document.querySelector<HTMLElement>('.toolbox-section')!;
  const hearts = () => [...section.querySelectorAll<HTMLButtonElement>('.skill-fav')];
  return { section, hearts };
}

const unfavorite = (button: HTMLButtonElement) => {
  button.focus();
  fireEvent.click(button);
};

describe('Unfavouriting in the Favorites list', () => {
  it("moves focus to the next card's Favorite button, as the card is gone", () => {
    const { hearts } = renderWithFavorites([1, 2, 3]);
    const [, second, third] = hearts();
    unfavorite(second!);
    expect(hearts()).toHaveLength(2);
    expect(hearts()[1]).toBe(third);
    expect(document.activeElement).toBe(third);
  });

  it("moves focus to the previous card's Favorite button when the last card goes", () => {
    const { hearts } = renderWithFavorites([1, 2, 3]);
    const [, second, third] = hearts();
    unfavorite(third!);
    expect(hearts()).toHaveLength(2);
    expect(document.activeElement).toBe(second);
  });

  it('moves focus to the Favorites heading when none are left', () => {
    const { section, hearts } = renderWithFavorites([4]);
    unfavorite(hearts()[0]!);
    expect(hearts()).toHaveLength(0);
    expect(section.textContent).toContain('No favorites yet.');
    expect(document.activeElement).toBe(section.querySelector('h2'));
  });
});
