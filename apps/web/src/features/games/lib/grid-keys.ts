import type { KeyboardEvent } from 'react';

/**
 * Arrow keys (and Home/End) move focus between the buttons of a grid with `columns` columns.
 * Put it on each button of the grid as onKeyDown. Tab goes through every button unless the grid
 * gives all but one tabIndex -1 (a roving Tab stop, as Tic Tac Toe does).
 */
export function moveInGrid(columns: number) {
  return (event: KeyboardEvent<HTMLButtonElement>) => {
    const grid = event.currentTarget.parentElement;
    if (!grid) return;
    const buttons = [...grid.querySelectorAll<HTMLButtonElement>(':scope > button')];
    const from = buttons.indexOf(event.currentTarget);
    if (from < 0) return;
    const last = buttons.length - 1;
    const to = {
      ArrowRight: Math.min(from + 1, last),
      ArrowLeft: Math.max(from - 1, 0),
      ArrowDown: from + columns <= last ? from + columns : from,
      ArrowUp: from - columns >= 0 ? from - columns : from,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]?.focus();
  };
}
