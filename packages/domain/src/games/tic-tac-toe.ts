import type { GameRules, PendingTimer } from './engine';
import { pick } from './engine';

/** Tic Tac Toe: the player is X and moves first; the computer answers as O. */

export type Mark = 'X' | 'O';
export type Cell = Mark | null;

/** How long the computer waits before it plays. */
export const COMPUTER_DELAY_MS = 500;

/** The 8 lines of the board: 3 rows, 3 columns, 2 diagonals (cells numbered 0-8 row by row). */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export type Outcome =
  { kind: 'win'; winner: Mark; line: readonly [number, number, number] } | { kind: 'draw' };

export interface TicTacToeState {
  board: readonly Cell[];
  /** Whose move it is; 'O' means the computer is about to play. */
  turn: Mark;
  outcome: Outcome | null;
  /** The last square played and by whom, so the page can say where the computer went. */
  lastMove: { mark: Mark; cell: number } | null;
}

export type TicTacToeAction =
  { type: 'play'; cell: number } | { type: 'computerMove' } | { type: 'newGame' };

export function initialTicTacToe(): TicTacToeState {
  return { board: Array<Cell>(9).fill(null), turn: 'X', outcome: null, lastMove: null };
}

/** The outcome of a board: a completed line, a full board (draw), or null while play goes on. */
export function outcomeOf(board: readonly Cell[]): Outcome | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) return { kind: 'win', winner: mark, line };
  }
  return board.every((c) => c !== null) ? { kind: 'draw' } : null;
}

/** The indices of the empty cells. */
export function freeCells(board: readonly Cell[]): number[] {
  return board.flatMap((c, i) => (c === null ? [i] : []));
}

function place(state: TicTacToeState, cell: number, mark: Mark): TicTacToeState {
  const board = state.board.map((c, i) => (i === cell ? mark : c));
  const outcome = outcomeOf(board);
  return { board, outcome, turn: mark === 'X' ? 'O' : 'X', lastMove: { mark, cell } };
}

export function reduceTicTacToe(
  state: TicTacToeState,
  action: TicTacToeAction,
  random: () => number,
): TicTacToeState {
  switch (action.type) {
    case 'newGame':
      return initialTicTacToe();
    case 'play': {
      const { cell } = action;
      if (state.outcome || state.turn !== 'X') return state;
      if (!Number.isInteger(cell) || cell < 0 || cell > 8 || state.board[cell] !== null)
        return state;
      return place(state, cell, 'X');
    }
    case 'computerMove': {
      if (state.outcome || state.turn !== 'O') return state;
      const free = freeCells(state.board);
      if (free.length === 0) return state;
      return place(state, pick(random, free), 'O');
    }
  }
}

/** The computer moves 500 ms after the player's move, unless the game is over. */
export function ticTacToeTimer(state: TicTacToeState): PendingTimer<TicTacToeAction> | null {
  if (state.outcome || state.turn !== 'O') return null;
  const moves = state.board.filter((c) => c !== null).length;
  return { key: `computer-${moves}`, delayMs: COMPUTER_DELAY_MS, action: { type: 'computerMove' } };
}

export const ticTacToeRules: GameRules<TicTacToeState, TicTacToeAction> = {
  init: initialTicTacToe,
  reduce: reduceTicTacToe,
  timer: ticTacToeTimer,
};
