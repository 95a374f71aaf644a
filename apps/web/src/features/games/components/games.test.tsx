// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDialog } from '@/components/ui/lazy-dialog';
import { GameMenu } from './game-menu';
import { MemoryGame } from './memory-game';
import { NumberGuessing } from './number-guessing';
import { RockPaperScissors } from './rock-paper-scissors';
import { TicTacToe } from './tic-tac-toe';
import { WordScramble } from './word-scramble';

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const status = () => screen.getByRole('status');
/** The status as shown (without what is said only to screen readers). */
const shown = () =>
  [...status().childNodes]
    .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
    .map((n) => n.textContent)
    .join('');
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));

// The game menu's dialog primitive is fetched on its own; have it ready, as the page does.
beforeAll(async () => {
  await loadDialog();
});
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GameMenu', () => {
  it('lists the five games, opens one, goes back, and closing resets to the list', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<GameMenu open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Boost Your Mood' });
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('button').getAttribute('aria-label'));
    expect(names).toEqual([
      'Tic Tac Toe',
      'Rock Paper Scissors',
      'Memory Game',
      'Word Scramble',
      'Number Guessing',
    ]);
    click(screen.getByRole('button', { name: 'Memory Game' }));
    expect(screen.getByRole('dialog', { name: 'Memory Game' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Memory Game' }));
    click(screen.getByRole('button', { name: /Back to games/ }));
    expect(screen.getByRole('dialog', { name: 'Boost Your Mood' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Memory Game' }));

    click(screen.getByRole('button', { name: 'Tic Tac Toe' }));
    click(screen.getByRole('button', { name: 'Row 1, column 1: empty' }));
    click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<GameMenu open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1000);
    // Opened again: the list, and a fresh game.
    rerender(<GameMenu open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Boost Your Mood' })).toBeTruthy();
    click(screen.getByRole('button', { name: 'Tic Tac Toe' }));
    expect(screen.getAllByRole('button', { name: /: empty$/ })).toHaveLength(9);
  });
});

describe('TicTacToe', () => {
  it('the computer answers 500 ms later, the board is blocked meanwhile, New Game resets', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(
      <StrictMode>
        <TicTacToe />
      </StrictMode>,
    );
    expect(shown()).toBe('You are X and you go first. Pick a square.');
    click(screen.getByRole('button', { name: 'Row 2, column 2: empty' }));
    expect(screen.getByRole('button', { name: 'Row 2, column 2: X' })).toBeTruthy();
    expect(shown()).toBe('The computer is thinking…');
    const corner = screen.getByRole('button', { name: 'Row 1, column 1: empty' });
    expect(corner.getAttribute('aria-disabled')).toBe('true');
    click(corner);
    expect(screen.getByRole('button', { name: 'Row 1, column 1: empty' })).toBeTruthy();
    advance(499);
    expect(screen.queryAllByRole('button', { name: /: O$/ })).toHaveLength(0);
    advance(1);
    // Random 0 picks the first free square.
    expect(screen.getByRole('button', { name: 'Row 1, column 1: O' })).toBeTruthy();
    expect(shown()).toBe('The computer played row 1, column 1. Your turn.');
    click(screen.getByRole('button', { name: 'New Game' }));
    expect(screen.getAllByRole('button', { name: /: empty$/ })).toHaveLength(9);
  });
  it('a win is announced, its line marked, and the computer does not move after it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    render(<TicTacToe />);
    // Random 0.99 always takes the last free square: X plays 1, 2, 3 in the top row.
    for (const col of [1, 2, 3]) {
      click(screen.getByRole('button', { name: `Row 1, column ${col}: empty` }));
      advance(500);
    }
    expect(shown()).toBe('You win! Three in a row.');
    expect(screen.getAllByRole('button', { name: /winning line/ })).toHaveLength(3);
    const os = screen.getAllByRole('button', { name: /: O$/ }).length;
    advance(5000);
    expect(screen.getAllByRole('button', { name: /: O/ })).toHaveLength(os);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('arrow keys move between squares', () => {
    render(<TicTacToe />);
    const first = screen.getByRole('button', { name: 'Row 1, column 1: empty' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Row 1, column 2: empty');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Row 2, column 2: empty');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Row 3, column 3: empty');
  });
  it('the board is one Tab stop: arrow keys move it, to the filled squares too', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<TicTacToe />);
    const board = screen.getByRole('group', { name: 'Board' });
    const stops = () =>
      within(board)
        .getAllByRole('button')
        .filter((b) => b.tabIndex >= 0)
        .map((b) => b.getAttribute('aria-label'));
    expect(stops()).toEqual(['Row 1, column 1: empty']);
    click(screen.getByRole('button', { name: 'Row 1, column 2: empty' }));
    advance(500);
    // X on row 1, column 2; the computer's O on row 1, column 1 (the first free square).
    const corner = screen.getByRole('button', { name: 'Row 1, column 1: O' });
    corner.focus();
    fireEvent.keyDown(corner, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Row 1, column 2: X');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    expect(stops()).toEqual(['Row 1, column 2: X']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(stops()).toEqual(['Row 2, column 2: empty']);
  });
  it('unmounting while the computer thinks leaves no timer', () => {
    const { unmount } = render(<TicTacToe />);
    click(screen.getByRole('button', { name: 'Row 1, column 1: empty' }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('RockPaperScissors', () => {
  it('counts down over 3.5 s with choices blocked, scores, goes on by itself, ends after 5', () => {
    // The computer always picks rock (random 0); the player picks paper and wins each round.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<RockPaperScissors />);
    expect(screen.getByText('Round 1/5')).toBeTruthy();
    click(screen.getByRole('button', { name: 'Start New Round' }));
    for (let round = 1; round <= 5; round++) {
      expect(screen.getByText(`Round ${round}/5`)).toBeTruthy();
      const words: string[] = [];
      for (const ms of [1000, 1000, 1000, 500]) {
        words.push(document.querySelector('.rps-countdown')?.textContent ?? '');
        // Seen, not read out word by word: the live region stays quiet until the choice.
        expect(status().textContent).toBe('');
        advance(ms);
      }
      expect(words).toEqual(['Rock...', 'Paper...', 'Scissors...', 'Shoot!']);
      expect(shown()).toBe('Make your choice!');
      click(screen.getByRole('button', { name: 'Paper' }));
      expect(shown()).toContain('You chose Paper, the computer chose Rock. You win this round!');
      expect(screen.getByText(`You ${round} · Computer 0`)).toBeTruthy();
      if (round < 5) {
        advance(1999);
        expect(shown()).toContain('You win this round!');
        advance(1);
      }
    }
    expect(shown()).toContain('You won the game, 5 to 0! Nicely played.');
    expect(screen.queryByRole('button', { name: 'Start New Round' })).toBeNull();
    advance(10_000);
    expect(vi.getTimerCount()).toBe(0);
    click(screen.getByRole('button', { name: 'Play Again' }));
    expect(screen.getByText('Round 1/5')).toBeTruthy();
    expect(screen.getByText('You 0 · Computer 0')).toBeTruthy();
  });
  it('a round started takes focus to the choices; one pressed before Shoot! says why it waits', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<RockPaperScissors />);
    const rock = screen.getByRole('button', { name: 'Rock' });
    const paper = screen.getByRole('button', { name: 'Paper' });
    click(rock);
    expect(shown()).toBe('Press Start New Round first.');
    const start = screen.getByRole('button', { name: 'Start New Round' });
    start.focus();
    click(start);
    // The choices come before Start New Round, which now waits: focus is on the first of them.
    expect(document.activeElement).toBe(rock);
    expect(rock.getAttribute('aria-disabled')).toBe('true');
    click(paper);
    expect(shown()).toBe('Wait for Shoot!, then choose.');
    expect(screen.getByText('You 0 · Computer 0')).toBeTruthy();
    // A second press is put in afresh, so it is heard again.
    const watch = new MutationObserver(() => {});
    watch.observe(status(), { childList: true, subtree: true, characterData: true });
    advance(1000);
    click(paper);
    expect(watch.takeRecords().length).toBeGreaterThan(0);
    watch.disconnect();
    expect(shown()).toBe('Wait for Shoot!, then choose.');
    advance(2500);
    expect(shown()).toBe('Make your choice!');
    click(paper);
    expect(shown()).toContain('You win this round!');
    click(paper);
    expect(shown()).toMatch(/Next round coming up… Wait for Shoot!, then choose\.$/);
    expect(screen.getByText('You 1 · Computer 0')).toBeTruthy();
  });
  it('unmounting mid-countdown leaves no timer', () => {
    const { unmount } = render(<RockPaperScissors />);
    click(screen.getByRole('button', { name: 'Start New Round' }));
    unmount();
    // (focus moved to the choices: jsdom tells of the selection's change in a task of 0 ms)
    advance(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

/**
 * The memory cards, found by their labels: a role query computes every button's accessible name
 * each time, and the games below look the cards up hundreds of times (the first test checks
 * their role and names).
 */
const memoryCards = () => [
  ...document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Card "]'),
];

/** Plays the memory game the way a person would: remembers each face it has seen. */
function playMemory() {
  const seen = new Map<number, string>();
  const cards = memoryCards;
  const faceOf = (i: number) =>
    /^Card \d+: (.*)$/.exec(cards()[i]!.getAttribute('aria-label')!)![1]!;
  const matched = (i: number) => faceOf(i).endsWith(', matched');
  const flip = (i: number) => {
    click(cards()[i]!);
    seen.set(i, faceOf(i).replace(', matched', ''));
    return seen.get(i)!;
  };
  const partnerOf = (i: number, face: string) =>
    [...seen].find(([j, f]) => j !== i && f === face && !matched(j))?.[0];
  for (let i = 0; i < 16; i++) {
    if (matched(i)) continue;
    const face = flip(i);
    if (matched(i)) continue;
    const known = partnerOf(i, face);
    if (known !== undefined) {
      flip(known);
      continue;
    }
    const next = [...Array(16).keys()].find((j) => !seen.has(j) && !matched(j));
    if (next === undefined) continue;
    flip(next);
    if (!matched(next)) advance(1000);
  }
}

describe('MemoryGame', () => {
  it('shows no face before a card is turned', () => {
    render(<MemoryGame />);
    const cards = screen.getAllByRole('button', { name: /^Card \d+: face down$/ });
    expect(cards).toHaveLength(16);
    expect(cards.every((c) => c.textContent === '')).toBe(true);
    click(cards[0]!);
    expect(cards[0]!.getAttribute('aria-label')).not.toMatch(/face down/);
    expect(cards[0]!.textContent).not.toBe('');
    expect(cards.slice(1).every((c) => c.textContent === '')).toBe(true);
    expect(shown()).toMatch(/Now find its pair\.$/);
  });
  it('never lets a third card open during the 1 s, and completes with the moves count', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(<MemoryGame />);
    const cards = memoryCards;
    const label = (i: number) => cards()[i]!.getAttribute('aria-label');
    // Turn cards two by two until a pair does not match.
    let i = 0;
    for (;;) {
      click(cards()[i]!);
      click(cards()[i + 1]!);
      if (!label(i + 1)!.endsWith('matched')) break;
      i += 2;
    }
    expect(shown()).toMatch(/not a match/);
    const third = cards().findIndex((c) => c.getAttribute('aria-label')!.endsWith('face down'));
    click(cards()[third]!);
    expect(label(third)).toMatch(/face down$/);
    expect(cards().filter((c) => !/face down$/.test(c.getAttribute('aria-label')!))).toHaveLength(
      2,
    );
    advance(999);
    expect(cards().filter((c) => !/face down$/.test(c.getAttribute('aria-label')!))).toHaveLength(
      2,
    );
    advance(1);
    expect(cards().filter((c) => /face down$/.test(c.getAttribute('aria-label')!))).toHaveLength(
      16,
    );

    playMemory();
    expect(shown()).toMatch(/^Well done! You found all 8 pairs in \d+ moves\.$/);
    expect(screen.getByText('Score: 80')).toBeTruthy();
    const moves = Number(/in (\d+) moves/.exec(shown()!)![1]);
    expect(screen.getByText(`Moves: ${moves}`)).toBeTruthy();
    expect(moves).toBeGreaterThanOrEqual(8);
  });
  it('unmounting during the 1 s leaves no timer', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { unmount } = render(<MemoryGame />);
    const cards = screen.getAllByRole('button', { name: /^Card \d+:/ });
    for (const c of cards) click(c);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

const WORDS = ['HAPPY', 'SMILE', 'JOY', 'PEACE', 'LOVE', 'DREAM', 'HOPE', 'FUN'];
const sorted = (w: string) => [...w].sort().join('');
/** The scrambled letters as the page reads them out, and the list word they spell. */
function solveScramble() {
  const text = screen.getByText(/^Scrambled letters:/).textContent!;
  const letters = text.replace('Scrambled letters:', '').replace(/\s/g, '');
  return { letters, word: WORDS.find((w) => sorted(w) === sorted(letters))! };
}

describe('WordScramble', () => {
  it('a wrong guess says Try again!, a right one (any case) Correct! and a new word 1.5 s later', () => {
    render(<WordScramble />);
    const { letters, word } = solveScramble();
    expect(letters).not.toBe(word);
    const input = screen.getByRole('textbox', { name: 'Your guess' });
    fireEvent.change(input, { target: { value: letters } });
    click(screen.getByRole('button', { name: 'Check' }));
    expect(shown()).toBe('Try again!');
    expect(status().textContent).toBe(`Try again! You guessed ${letters}.`);
    expect((input as HTMLInputElement).value).toBe(letters);
    fireEvent.change(input, { target: { value: `  ${word.toLowerCase()} ` } });
    act(() => void fireEvent.submit(input.closest('form')!));
    expect(shown()).toBe('Correct!');
    expect(screen.getByText('Score: 10')).toBeTruthy();
    expect(screen.getByText('Level: 2')).toBeTruthy();
    advance(1499);
    expect(shown()).toBe('Correct!');
    advance(1);
    expect(shown()).toBe('A new word is ready.');
    const next = solveScramble();
    expect(next.word).not.toBe(word);
    fireEvent.change(input, { target: { value: next.word } });
    click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Score: 30')).toBeTruthy();
    expect(screen.getByText('Level: 3')).toBeTruthy();
  });
  it('Skip word deals another without points', () => {
    render(<WordScramble />);
    const { word } = solveScramble();
    click(screen.getByRole('button', { name: 'Skip word' }));
    expect(solveScramble().word).not.toBe(word);
    expect(screen.getByText('Score: 0')).toBeTruthy();
  });
  it('says each new word with its letters, every Skip too, and the guess is described by them', () => {
    render(<WordScramble />);
    const input = screen.getByRole('textbox', { name: 'Your guess' });
    const spaced = () => [...solveScramble().letters].join(' ');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
      `Scrambled letters: ${spaced()}`,
    );
    const said: string[] = [];
    for (let i = 0; i < 3; i++) {
      click(screen.getByRole('button', { name: 'Skip word' }));
      expect(shown()).toBe('A new word is ready.');
      expect(status().textContent).toBe(`A new word is ready. Letters: ${spaced()}.`);
      said.push(status().textContent!);
    }
    // Each Skip changes what the status says, so each is announced.
    expect(said[1]).not.toBe(said[0]);
    expect(said[2]).not.toBe(said[1]);
  });
  it('the same wrong guess twice changes what the status says, so it is heard twice', () => {
    render(<WordScramble />);
    const { letters, word } = solveScramble();
    const input = screen.getByRole('textbox', { name: 'Your guess' });
    const check = () => click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.change(input, { target: { value: letters } });
    check();
    expect(status().textContent).toBe(`Try again! You guessed ${letters}.`);
    // the field keeps the guess: Check sends it again
    check();
    expect(shown()).toBe('Try again!');
    expect(status().textContent).toBe(
      `Try again! You guessed ${letters}. 2 wrong guesses at this word.`,
    );
    check();
    expect(status().textContent).toBe(
      `Try again! You guessed ${letters}. 3 wrong guesses at this word.`,
    );
    // counted afresh for each word
    fireEvent.change(input, { target: { value: word } });
    check();
    expect(status().textContent).toBe(`Correct! You guessed ${word}.`);
    advance(1500);
    fireEvent.change(input, { target: { value: 'WRONG' } });
    check();
    expect(status().textContent).toBe('Try again! You guessed WRONG.');
    click(screen.getByRole('button', { name: 'Skip word' }));
    fireEvent.change(input, { target: { value: 'WRONG' } });
    check();
    check();
    expect(status().textContent).toBe(
      'Try again! You guessed WRONG. 2 wrong guesses at this word.',
    );
  });
  it('unmounting in the 1.5 s leaves no timer', () => {
    const { unmount } = render(<WordScramble />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: solveScramble().word } });
    click(screen.getByRole('button', { name: 'Check' }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('NumberGuessing', () => {
  const guess = (text: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Your guess' }), {
      target: { value: text },
    });
    click(screen.getByRole('button', { name: 'Guess' }));
  };
  it('rejects bad input without using an attempt, hints, and wins with the score', () => {
    // Random 0.42 -> the number is 43.
    vi.spyOn(Math, 'random').mockReturnValue(0.42);
    render(<NumberGuessing />);
    for (const bad of ['abc', '0', '101', '4.5']) {
      guess(bad);
      expect(shown()).toBe('Please enter a number between 1 and 100');
      // heard alone: no guess was counted
      expect(status().textContent).toBe('Please enter a number between 1 and 100');
      expect(screen.getByText('Attempts left: 5')).toBeTruthy();
    }
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('4.5');
    guess('50');
    expect(shown()).toBe('Too high!');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    guess('25');
    expect(shown()).toBe('Too low!');
    expect(screen.getByText('Attempts left: 3')).toBeTruthy();
    // heard with what was guessed and the attempts left
    expect(status().textContent).toBe('Too low! You guessed 25. 3 attempts left.');
    // a rejected guess after a counted one: the validation message alone
    guess('500');
    expect(status().textContent).toBe('Please enter a number between 1 and 100');
    expect(screen.getByText('Attempts left: 3')).toBeTruthy();
    guess('43');
    expect(shown()).toBe('Correct! You found it in 3 attempts!');
    expect(screen.getByText('Score: 30')).toBeTruthy();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['50: too high', '25: too low', '43: correct']);
    advance(1999);
    expect(shown()).toBe('Correct! You found it in 3 attempts!');
    advance(1);
    expect(shown()).toBe('New number! Guess again from 1 to 100.');
    expect(screen.getByText('Attempts left: 5')).toBeTruthy();
    expect(screen.getByText('Score: 30')).toBeTruthy();
  });
  it('after 5 misses: Game Over! The number was N, then a new game 2 s later', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.42);
    render(<NumberGuessing />);
    guess('1');
    expect(status().textContent).toBe('Too low! You guessed 1. 4 attempts left.');
    // the same answer again is said again, as the guess and the attempts left have changed
    guess('2');
    expect(shown()).toBe('Too low!');
    expect(status().textContent).toBe('Too low! You guessed 2. 3 attempts left.');
    guess('3');
    guess('4');
    expect(status().textContent).toBe('Too low! You guessed 4. 1 attempt left.');
    guess('5');
    expect(shown()).toBe('Game Over! The number was 43');
    // heard as two sentences (the message shown has no full stop of its own)
    expect(status().textContent).toBe('Game Over! The number was 43. You guessed 5.');
    advance(1999);
    expect(shown()).toBe('Game Over! The number was 43');
    advance(1);
    expect(shown()).toBe('New number! Guess again from 1 to 100.');
    expect(screen.getByText('Attempts left: 5')).toBeTruthy();
  });
  it('a guess sent in the pause after a game is the first guess at the new number', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.42);
    render(<NumberGuessing />);
    for (const n of ['1', '2', '3', '4', '5']) guess(n);
    expect(shown()).toBe('Game Over! The number was 43');
    advance(500);
    guess('60');
    // The new number (43 again, with random 0.42) comes with it, and 60 is its first guess.
    expect(shown()).toBe('Too high!');
    expect(status().textContent).toBe(
      'Too high! You guessed 60, the first guess at a new number. 4 attempts left.',
    );
    expect(screen.getByText('Attempts left: 4')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('60: too high');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    // The old game's pause is over: no second new number comes to drop this guess.
    advance(5000);
    expect(screen.getByText('Attempts left: 4')).toBeTruthy();
    guess('43');
    expect(shown()).toBe('Correct! You found it in 2 attempts!');
    expect(screen.getByText('Score: 40')).toBeTruthy();
  });
  it('a second rejected guess is put in the status afresh, so it is heard again', () => {
    render(<NumberGuessing />);
    guess('abc');
    const watch = new MutationObserver(() => {});
    watch.observe(status(), { childList: true, subtree: true, characterData: true });
    guess('abc');
    const changes = watch.takeRecords();
    watch.disconnect();
    expect(status().textContent).toBe('Please enter a number between 1 and 100');
    expect(changes.length).toBeGreaterThan(0);
  });
  it('unmounting in the 2 s leaves no timer', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { unmount } = render(<NumberGuessing />);
    guess('1');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
