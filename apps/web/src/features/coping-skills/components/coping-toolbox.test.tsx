// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CATEGORY, NO_OWN_SKILLS } from '@mentora/domain/coping-skills';
import { CopingToolbox } from './coping-toolbox';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The toolbox, with these values stored first. */
function renderToolbox(stored: Record<string, unknown>) {
  for (const [key, value] of Object.entries(stored)) {
    localStorage.setItem(key, JSON.stringify(value));
  }
  render(
    <MemoryRouter>
      <CopingToolbox />
    </MemoryRouter>,
  );
}

/** The toolbox with these skills as favourites; the Favorites section and its heart buttons. */
function renderWithFavorites(ids: number[]) {
  renderToolbox({ copingSkillsFavorites: ids });
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

describe('Filtering the list', () => {
  function renderList(custom: object[] = []) {
    renderToolbox({ copingSkillsCustom: custom });
    const status = document.querySelector<HTMLElement>('.skill-only-mine + [role="status"]')!;
    const sections = () => [...document.querySelectorAll('.skill-category h3')];
    return { status, sections };
  }
  const filter = (name: string) =>
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^(\\S+ )?${name}$`) }));
  const onlyMine = () => fireEvent.click(screen.getByRole('switch'));

  it('a category chosen, or the switch turned, says politely what the list now shows', () => {
    const { status, sections } = renderList();
    expect(status.textContent).toBe('');
    filter('Movement');
    expect(status.textContent).toBe('Showing 5 skills in Movement.');
    expect(sections()).toHaveLength(1);
    filter('All categories');
    expect(status.textContent).toBe('Showing 25 skills in all categories.');
    expect(sections()).toHaveLength(5);
  });

  it('with no skills of your own, the switch shows one message instead of five empty sections', () => {
    const { status, sections } = renderList();
    onlyMine();
    expect(status.textContent).toBe(NO_OWN_SKILLS);
    expect(sections()).toHaveLength(0);
    expect(screen.getAllByText(NO_OWN_SKILLS, { selector: '.skill-empty' })).toHaveLength(1);
    expect(screen.queryByText(EMPTY_CATEGORY)).toBeNull();
    filter('Movement');
    expect(sections()).toHaveLength(0);
    onlyMine();
    expect(status.textContent).toBe('Showing 5 skills in Movement.');
  });

  it('with skills of your own, counts them; a category without one says so', () => {
    const walk = { id: 26, category: 'Movement', name: 'Walk', description: 'Round the block.' };
    const { status, sections } = renderList([{ ...walk, isDefault: false }]);
    onlyMine();
    expect(status.textContent).toBe('Showing 1 skill of your own in all categories.');
    filter('Breathing');
    expect(status.textContent).toBe('Showing 0 skills of your own in Breathing.');
    expect(sections()).toHaveLength(1);
    expect(screen.getByText(EMPTY_CATEGORY)).toBeTruthy();

    // The last of one's own skills removed, its section goes: the list's heading has the focus.
    filter('All categories');
    const remove = screen.getByRole('button', { name: 'Remove Walk' });
    remove.focus();
    fireEvent.click(remove);
    expect(sections()).toHaveLength(0);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Skills by category' }),
    );
  });
});
