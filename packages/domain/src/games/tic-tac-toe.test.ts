import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createGame, seededRandom } from './engine';
import {
  COMPUTER_DELAY_MS,
  LINES,
  freeCells,
  initialTicTacToe,
  outcomeOf,
  reduceTicTacToe,
  ticTacToeRules,
  ticTacToeTimer,
  type Cell,
  type TicTacToeState,
} from './tic-tac-toe';

const board = (s: string): Cell[] => [...s].map((c) => (c === 'X' || c === 'O' ? c : null));
const timers = {
  setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('tic tac toe rules', () => {
  it('starts empty with the player (X) to move', () => {
    const s = initialTicTacToe();
    expect(s.board).toEqual(Array(9).fill(null));
    expect(s.turn).toBe('X');
    expect(s.outcome).toBeNull();
    expect(s.lastMove).toBeNull();
  });
  it('knows the 8 lines and finds a win on each of them', () => {
    expect(LINES).toHaveLength(8);
    for (const line of LINES) {
      const b: Cell[] = Array(9).fill(null);
      for (const i of line) b[i] = 'O';
      expect(outcomeOf(b)).toEqual({ kind: 'win', winner: 'O', line });
    }
  });
  it('a full board with no line is a draw; a partial one goes on', () => {
    expect(outcomeOf(board('XOXXOOOXX'))).toEqual({ kind: 'draw' });
    expect(outcomeOf(board('XO.......'))).toBeNull();
  });
  it('a full board with a line is a win, not a draw', () => {
    expect(outcomeOf(board('XXXOOXOXO'))).toMatchObject({ kind: 'win', winner: 'X' });
  });
  it("the player marks an empty square, then it is the computer's turn", () => {
    const s = reduceTicTacToe(initialTicTacToe(), { type: 'play', cell: 4 }, Math.random);
    expect(s.board[4]).toBe('X');
    expect(s.turn).toBe('O');
    expect(ticTacToeTimer(s)).toMatchObject({ delayMs: 500, action: { type: 'computerMove' } });
    expect(COMPUTER_DELAY_MS).toBe(500);
  });
  it('the board takes no input while the computer is to move, nor on a taken square', () => {
    const s = reduceTicTacToe(initialTicTacToe(), { type: 'play', cell: 0 }, Math.random);
    expect(reduceTicTacToe(s, { type: 'play', cell: 1 }, Math.random)).toBe(s);
    const t: TicTacToeState = { ...s, turn: 'X' };
    expect(reduceTicTacToe(t, { type: 'play', cell: 0 }, Math.random)).toBe(t);
    expect(reduceTicTacToe(t, { type: 'play', cell: 9 }, Math.random)).toBe(t);
    expect(reduceTicTacToe(t, { type: 'play', cell: -1 }, Math.random)).toBe(t);
  });
  it('the computer plays a random free square as O', () => {
    const s: TicTacToeState = {
      lastMove: null,
      board: board('XOX.X.O..'),
      turn: 'O',
      outcome: null,
    };
    const free = freeCells(s.board);
    expect(free).toEqual([3, 5, 7, 8]);
    const picks = [0, 0.3, 0.6, 0.99].map((r) => {
      const next = reduceTicTacToe(s, { type: 'computerMove' }, () => r);
      const placed = next.board.findIndex((c, i) => c !== s.board[i]);
      expect(next.board[placed]).toBe('O');
      expect(next.turn).toBe('X');
      expect(next.lastMove).toEqual({ mark: 'O', cell: placed });
      return placed;
    });
    expect(picks).toEqual([3, 5, 7, 8]);
  });
  it("the computer never moves after a win, nor when it is the player's turn", () => {
    // X completes the top row.
    const s0: TicTacToeState = {
      lastMove: null,
      board: board('XX.OO....'),
      turn: 'X',
      outcome: null,
    };
    const won = reduceTicTacToe(s0, { type: 'play', cell: 2 }, Math.random);
    expect(won.outcome).toEqual({ kind: 'win', winner: 'X', line: [0, 1, 2] });
    expect(ticTacToeTimer(won)).toBeNull();
    expect(reduceTicTacToe(won, { type: 'computerMove' }, Math.random)).toBe(won);
    expect(reduceTicTacToe(won, { type: 'play', cell: 8 }, Math.random)).toBe(won);
    expect(reduceTicTacToe(s0, { type: 'computerMove' }, Math.random)).toBe(s0);
  });
  it("the player's last square ends in a draw with no computer move", () => {
    const s: TicTacToeState = {
      lastMove: null,
      board: board('XOXXOOOX.'),
      turn: 'X',
      outcome: null,
    };
    const end = reduceTicTacToe(s, { type: 'play', cell: 8 }, Math.random);
    expect(end.outcome).toEqual({ kind: 'draw' });
    expect(ticTacToeTimer(end)).toBeNull();
  });
  it('the computer can win', () => {
    // Free squares are 2, 5 and 7; random 0 picks square 2 and completes O's top row.
    const s: TicTacToeState = {
      lastMove: null,
      board: board('OO.XX.X.X'),
      turn: 'O',
      outcome: null,
    };
    const end = reduceTicTacToe(s, { type: 'computerMove' }, () => 0);
    expect(end.outcome).toEqual({ kind: 'win', winner: 'O', line: [0, 1, 2] });
    expect(ticTacToeTimer(end)).toBeNull();
    expect(reduceTicTacToe(end, { type: 'play', cell: 5 }, Math.random)).toBe(end);
  });
  it('New Game resets the board', () => {
    const s = reduceTicTacToe(initialTicTacToe(), { type: 'play', cell: 4 }, Math.random);
    expect(reduceTicTacToe(s, { type: 'newGame' }, Math.random)).toEqual(initialTicTacToe());
  });
  it('random games never overwrite a square and always end in a win or a draw', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.nat(8), { minLength: 9, maxLength: 40 }),
        (seed, tries) => {
          const random = seededRandom(seed);
          let s = initialTicTacToe();
          for (const cell of tries) {
            const before = s;
            s = reduceTicTacToe(s, { type: 'play', cell }, random);
            if (s !== before) {
              before.board.forEach((c, i) => c && expect(s.board[i]).toBe(c));
              s = reduceTicTacToe(s, { type: 'computerMove' }, random);
            }
            if (s.outcome) break;
          }
          if (freeCells(s.board).length === 0) expect(s.outcome).not.toBeNull();
          const xs = s.board.filter((c) => c === 'X').length;
          const os = s.board.filter((c) => c === 'O').length;
          expect(xs - os === 0 || xs - os === 1).toBe(true);
        },
      ),
    );
  });
});

describe('tic tac toe with timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the computer answers 500 ms after the player, not before', () => {
    const g = createGame(ticTacToeRules, { random: seededRandom(1), timers });
    g.start();
    g.dispatch({ type: 'play', cell: 4 });
    vi.advanceTimersByTime(499);
    expect(g.getState().board.filter(Boolean)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(g.getState().board.filter((c) => c === 'O')).toHaveLength(1);
    expect(g.getState().turn).toBe('X');
  });
  it('New Game within the 500 ms cancels the computer move', () => {
    const g = createGame(ticTacToeRules, { random: seededRandom(1), timers });
    g.start();
    g.dispatch({ type: 'play', cell: 4 });
    g.dispatch({ type: 'newGame' });
    vi.advanceTimersByTime(1000);
    expect(g.getState()).toEqual(initialTicTacToe());
  });
  it('closing (stop) within the 500 ms leaves no timer and no change', () => {
    const g = createGame(ticTacToeRules, { random: seededRandom(1), timers });
    g.start();
    g.dispatch({ type: 'play', cell: 0 });
    const before = g.getState();
    g.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(g.getState()).toBe(before);
  });
});
