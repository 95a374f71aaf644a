import { useEffect, useRef, useState } from 'react';
import {
  CHOICES,
  COUNTDOWN,
  ROUNDS,
  canChoose,
  canStartRound,
  currentRound,
  finalMessage,
  rpsRules,
  type Choice,
  type RoundResult,
  type RpsState,
} from '@mentora/domain/games/rock-paper-scissors';
import { useGame } from '../hooks/use-game';
import { playGameSound } from '../lib/sound';
import '../games.css';

const LABEL: Record<Choice, { name: string; emoji: string }> = {
  rock: { name: 'Rock', emoji: '✊' },
  paper: { name: 'Paper', emoji: '✋' },
  scissors: { name: 'Scissors', emoji: '✌️' },
};

function resultText(last: RoundResult): string {
  const verdict =
    last.winner === 'player'
      ? 'You win this round!'
      : last.winner === 'computer'
        ? 'The computer wins this round.'
        : "It's a tie.";
  return `You chose ${LABEL[last.player].name}, the computer chose ${LABEL[last.computer].name}. ${verdict}`;
}

function statusText(state: RpsState): string {
  const { phase } = state;
  switch (phase.kind) {
    case 'idle':
      return 'Press Start New Round when you are ready.';
    case 'countdown':
      return '';
    case 'choosing':
      return 'Make your choice!';
    case 'result':
      return `${resultText(phase.last)} Next round coming up…`;
    case 'finished':
      return `${resultText(phase.last)} ${finalMessage(state)}`;
  }
}

/** Why a choice pressed now is not taken (the choices wait for 'Shoot!'). */
function notYetText(state: RpsState): string {
  switch (state.phase.kind) {
    case 'idle':
      return 'Press Start New Round first.';
    case 'finished':
      return 'Press Play Again for a new game.';
    default:
      return 'Wait for Shoot!, then choose.';
  }
}

/** Rock Paper Scissors: 5 rounds against the computer. */
export function RockPaperScissors() {
  const [state, dispatch] = useGame(rpsRules);
  const { phase, playerScore, computerScore } = state;
  const choosing = canChoose(state);
  const finished = phase.kind === 'finished';
  const counting = phase.kind === 'countdown';
  const wonGame = finished && playerScore > computerScore;
  const choices = useRef<HTMLDivElement>(null);
  // A choice pressed while the choices wait: said why, for as long as this wait lasts (each
  // press is put in afresh, so a second one is heard too).
  const wait = `${phase.kind}-${state.roundsPlayed}`;
  const [notYet, setNotYet] = useState<{ wait: string; presses: number } | null>(null);
  const blocked = notYet?.wait === wait ? notYet : null;
  const status = statusText(state);
  const said = !blocked
    ? status
    : phase.kind === 'idle' || counting
      ? notYetText(state)
      : `${status} ${notYetText(state)}`;

  useEffect(() => {
    if (wonGame) playGameSound('win');
  }, [wonGame]);

  const shown = phase.kind === 'result' || phase.kind === 'finished' ? phase.last : null;

  return (
    <div className="game">
      <div className="game-stats">
        <p>
          Round {currentRound(state)}/{ROUNDS}
        </p>
        <p>
          You {playerScore} · Computer {computerScore}
        </p>
      </div>
      {shown ? (
        <div className="rps-hands" aria-hidden="true">
          <span>{LABEL[shown.player].emoji}</span>
          <span className="muted">vs</span>
          <span>{LABEL[shown.computer].emoji}</span>
        </div>
      ) : null}
      {/* The countdown is seen, not read out word by word: a screen reader hears 'Make your
          choice!' as it ends, then the round's result, each once. */}
      <p className={['game-status', counting ? 'rps-countdown' : ''].join(' ')}>
        {counting ? <span aria-hidden="true">{COUNTDOWN[phase.step]?.word}</span> : null}
        <span role="status" aria-live="polite" aria-atomic="true">
          <span key={blocked?.presses ?? 0}>{said}</span>
        </span>
      </p>
      <div ref={choices} className="rps-choices" role="group" aria-label="Your choice">
        {CHOICES.map((c) => (
          <button
            key={c}
            type="button"
            className="btn btn-secondary rps-choice"
            aria-disabled={!choosing}
            onClick={() => {
              if (choosing) dispatch({ type: 'choose', choice: c });
              else setNotYet({ wait, presses: (blocked?.presses ?? 0) + 1 });
            }}
          >
            <span aria-hidden="true">{LABEL[c].emoji}</span> {LABEL[c].name}
          </button>
        ))}
      </div>
      <div className="game-actions">
        {finished ? (
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => dispatch({ type: 'playAgain' })}
          >
            Play Again
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm"
            aria-disabled={!canStartRound(state)}
            onClick={() => {
              if (!canStartRound(state)) return;
              dispatch({ type: 'startRound' });
              // The choices come before this button, which waits now: focus goes to them, to
              // choose on 'Shoot!'.
              choices.current?.querySelector('button')?.focus();
            }}
          >
            Start New Round
          </button>
        )}
      </div>
    </div>
  );
}
