import { Brain, Grid3x3, HandFist, Hash, Shuffle } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { gameToolKey } from '@mentora/domain/tool-use-schema';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { ToolRatingQuestion } from '@/components/tool-rating/tool-rating';
import { useToolRating } from '@/components/tool-rating/use-tool-rating';
import { closeGameSounds } from '../lib/sound';
import { MemoryGame } from './memory-game';
import { NumberGuessing } from './number-guessing';
import { RockPaperScissors } from './rock-paper-scissors';
import { TicTacToe } from './tic-tac-toe';
import { WordScramble } from './word-scramble';
import '../games.css';

/** The games, in the menu's order; each icon only decorates (the name says what it is). */
export const GAMES = [
  {
    id: 'tic-tac-toe',
    name: 'Tic Tac Toe',
    Icon: Grid3x3,
    blurb: 'Three in a row beats the computer.',
  },
  {
    id: 'rock-paper-scissors',
    name: 'Rock Paper Scissors',
    Icon: HandFist,
    blurb: 'Best of five rounds.',
  },
  { id: 'memory', name: 'Memory Game', Icon: Brain, blurb: 'Find the eight matching pairs.' },
  { id: 'word-scramble', name: 'Word Scramble', Icon: Shuffle, blurb: 'Unscramble a happy word.' },
  {
    id: 'number-guessing',
    name: 'Number Guessing',
    Icon: Hash,
    blurb: 'Find the number in five tries.',
  },
] as const;

export type GameId = (typeof GAMES)[number]['id'];

const GAME_COMPONENTS: Record<GameId, ComponentType> = {
  'tic-tac-toe': TicTacToe,
  'rock-paper-scissors': RockPaperScissors,
  memory: MemoryGame,
  'word-scramble': WordScramble,
  'number-guessing': NumberGuessing,
};

/**
 * Gives focus back to the control that opened the menu once the dialog has gone (the dialog
 * only does this itself for its own trigger). Runs after the dialog's own close handling.
 */
function ReturnFocusOnClose({ to }: { to: RefObject<HTMLElement | null> }) {
  useEffect(
    () => () => {
      const opener = to.current;
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (opener?.isConnected && lost) opener.focus();
      }, 0);
    },
    [to],
  );
  return null;
}

export interface GameMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Boost Your Mood': the menu of the five games. Choosing one shows it, 'Back to games'
 * returns to the list, and closing ends any game in progress (its timers stop with it). Each
 * game asks how distressed the person feels as it starts and, if they answered, again as they
 * leave it (back to the list or closing), in place of the game.
 */
export function GameMenu({ open, onOpenChange }: GameMenuProps) {
  const [game, setGame] = useState<GameId | null>(null);
  const [returnTo, setReturnTo] = useState<GameId | null>(null);
  const current = GAMES.find((g) => g.id === game);
  const Game = game ? GAME_COMPONENTS[game] : null;
  const gameRegion = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Remember what had focus when the menu opened (before the dialog moves focus inside).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (active?.closest('[role="dialog"]')) return;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  // Moving between the list and a game: focus goes to the game, or back to its card.
  useEffect(() => {
    if (game) gameRegion.current?.focus();
    else if (returnTo) {
      list.current?.querySelector<HTMLButtonElement>(`[data-game="${returnTo}"]`)?.focus();
    }
  }, [game, returnTo]);

  useEffect(() => {
    if (!open) closeGameSounds();
  }, [open]);

  const choose = (id: GameId) => {
    setReturnTo(null);
    setGame(id);
  };
  const back = () => {
    setReturnTo(game);
    setGame(null);
  };
  const close = (next: boolean) => {
    if (!next) {
      setGame(null);
      setReturnTo(null);
    }
    onOpenChange(next);
  };

  // Where leaving a game goes once 'And now?' is answered or skipped.
  const leaving = useRef<'back' | 'close'>('close');
  const rating = useToolRating(open && game ? gameToolKey(game) : null, {
    onFinished: () => (leaving.current === 'back' ? back() : close(false)),
  });
  const leave = (to: 'back' | 'close') => {
    leaving.current = to;
    if (rating.asking === 'after') return rating.finish(null);
    if (rating.end(true)) return;
    if (to === 'back') back();
    else close(false);
  };

  return (
    <LazyDialog
      open={open}
      onOpenChange={(next) => (next || !game ? close(next) : leave('close'))}
      title={current ? current.name : 'Boost Your Mood'}
      wide
      className="games-dialog"
    >
      <ReturnFocusOnClose to={opener} />
      {current && Game ? (
        <section ref={gameRegion} className="game-region" aria-label={current.name} tabIndex={-1}>
          <div className="game-back">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => leave('back')}>
              <span aria-hidden="true">←</span> Back to games
            </button>
          </div>
          <ToolRatingQuestion rating={rating} />
          {rating.closing ? null : <Game key={current.id} />}
        </section>
      ) : (
        <>
          <p className="muted">A few light games for a quick lift. Pick one to play.</p>
          <ul ref={list} className="game-menu" aria-label="Games">
            {GAMES.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  className="card card-button"
                  data-game={g.id}
                  aria-label={g.name}
                  aria-describedby={`game-blurb-${g.id}`}
                  onClick={() => choose(g.id)}
                >
                  <span className="card-icon" aria-hidden="true">
                    <g.Icon size={28} aria-hidden="true" />
                  </span>
                  <span className="game-menu-text">
                    <span className="game-menu-name">{g.name}</span>
                    <span id={`game-blurb-${g.id}`} className="muted game-menu-blurb">
                      {g.blurb}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </LazyDialog>
  );
}
