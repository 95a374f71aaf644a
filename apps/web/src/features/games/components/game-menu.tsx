import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';

export const GAMES = [
  { id: 'tic-tac-toe', name: 'Tic Tac Toe', emoji: '❌' },
  { id: 'rock-paper-scissors', name: 'Rock Paper Scissors', emoji: '✊' },
  { id: 'memory', name: 'Memory Game', emoji: '🧠' },
  { id: 'word-scramble', name: 'Word Scramble', emoji: '🔤' },
  { id: 'number-guessing', name: 'Number Guessing', emoji: '🔢' },
] as const;

export type GameId = (typeof GAMES)[number]['id'];

export interface GameMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Boost Your Mood': the menu of the five games. */
export function GameMenu({ open, onOpenChange }: GameMenuProps) {
  const [game, setGame] = useState<GameId | null>(null);
  const current = GAMES.find((g) => g.id === game);
  const close = (next: boolean) => {
    if (!next) setGame(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={current ? current.name : 'Boost Your Mood'}
      wide
    >
      {current ? (
        <div>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setGame(null)}>
            Back to games
          </button>
        </div>
      ) : (
        <ul className="game-menu" aria-label="Games">
          {GAMES.map((g) => (
            <li key={g.id}>
              <button type="button" className="card card-button" onClick={() => setGame(g.id)}>
                <span className="card-emoji" aria-hidden="true">
                  {g.emoji}
                </span>
                <span>{g.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
