import { useEffect, useState } from 'react';
import { ticTacToeRules, type TicTacToeState } from '@mentora/domain/games/tic-tac-toe';
import { useGame } from '../hooks/use-game';
import { moveInGrid } from '../lib/grid-keys';
import { playGameSound } from '../lib/sound';
import '../games.css';

const place = (cell: number) => `row ${Math.floor(cell / 3) + 1}, column ${(cell % 3) + 1}`;

function statusText(state: TicTacToeState): string {
  const { outcome, turn, lastMove } = state;
  if (outcome?.kind === 'win') {
    return outcome.winner === 'X'
      ? 'You win! Three in a row.'
      : `The computer played ${place(lastMove?.cell ?? 0)} and wins this time.`;
  }
  if (outcome?.kind === 'draw') return "It's a draw! Nobody got three in a row.";
  if (turn === 'O') return 'The computer is thinking…';
  if (lastMove) return `The computer played ${place(lastMove.cell)}. Your turn.`;
  return 'You are X and you go first. Pick a square.';
}

/** Tic Tac Toe against the computer. */
export function TicTacToe() {
  const [state, dispatch] = useGame(ticTacToeRules);
  const { board, outcome, turn } = state;
  const winLine: readonly number[] = outcome?.kind === 'win' ? outcome.line : [];
  const playerWon = outcome?.kind === 'win' && outcome.winner === 'X';
  // The board is one Tab stop, the square last moved to; arrow keys move between the squares,
  // the filled ones too (each says what is on it).
  const [stop, setStop] = useState(0);

  useEffect(() => {
    if (playerWon) playGameSound('win');
  }, [playerWon]);

  return (
    <div className="game">
      <p className="game-status" role="status" aria-live="polite" aria-atomic="true">
        {statusText(state)}
      </p>
      <div
        className="ttt-board"
        role="group"
        aria-label="Board"
        aria-busy={turn === 'O' && !outcome}
      >
        {board.map((cell, i) => {
          const inLine = winLine.includes(i);
          const playable = cell === null && turn === 'X' && !outcome;
          return (
            <button
              key={i}
              type="button"
              tabIndex={i === stop ? 0 : -1}
              onFocus={() => setStop(i)}
              onKeyDown={moveInGrid(3)}
              className={['ttt-cell', inLine ? 'ttt-cell-win' : '', cell ? `ttt-${cell}` : '']
                .join(' ')
                .trim()}
              aria-label={`${place(i).replace(/^r/, 'R')}: ${cell ?? 'empty'}${
                inLine ? ', winning line' : ''
              }`}
              aria-disabled={!playable}
              onClick={() => playable && dispatch({ type: 'play', cell: i })}
            >
              <span aria-hidden="true">{cell ?? ''}</span>
            </button>
          );
        })}
      </div>
      <div className="game-actions">
        <button type="button" className="btn btn-sm" onClick={() => dispatch({ type: 'newGame' })}>
          New Game
        </button>
      </div>
    </div>
  );
}
