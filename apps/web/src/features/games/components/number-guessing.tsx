import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  MAX,
  MIN,
  attemptsLeft,
  numberGuessingRules,
  parseGuess,
  type NumberGuessingState,
} from '@mentora/domain/games/number-guessing';
import { useGame } from '../hooks/use-game';
import { playGameSound } from '../lib/sound';
import '../games.css';

const HINT = { low: 'too low', high: 'too high', correct: 'correct' } as const;

function statusText(state: NumberGuessingState): string {
  if (state.feedback) return state.feedback;
  return state.game > 1
    ? 'New number! Guess again from 1 to 100.'
    : `I'm thinking of a number from ${MIN} to ${MAX}. Can you find it?`;
}

/** Number Guessing: find the number from 1 to 100 in 5 attempts. */
export function NumberGuessing() {
  const [state, dispatch] = useGame(numberGuessingRules);
  const [guess, setGuess] = useState('');
  // What was sent last, said with the answer to it: 'Too low!' twice is then heard twice, with
  // the attempts left.
  const [sent, setSent] = useState('');
  // It was sent in the pause after a game, and so is the first guess at a new number.
  const [first, setFirst] = useState(false);
  // Guesses sent: the status is put in afresh for each, so a second rejected guess (the same
  // message again) is still heard.
  const [tries, setTries] = useState(0);
  const inputId = useId();
  const hintId = useId();
  const playing = state.status === 'playing';
  const left = attemptsLeft(state);

  useEffect(() => {
    if (state.status === 'won') playGameSound('win');
  }, [state.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'guess', text: guess });
    setSent(guess.trim());
    setFirst(!playing);
    setTries((n) => n + 1);
    if (parseGuess(guess) !== null) setGuess('');
  };

  return (
    <div className="game">
      <div className="game-stats">
        <p>Attempts left: {left}</p>
        <p>Score: {state.score}</p>
      </div>
      <p
        className={[
          'game-status',
          state.status === 'won' ? 'game-status-good' : '',
          state.status === 'lost' ? 'game-status-retry' : '',
        ]
          .join(' ')
          .trim()}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        <span key={tries} className="game-status-text">
          {statusText(state)}
        </span>
        {/* A rejected guess is answered by the validation message alone: it used no attempt. */}
        {state.feedback && parseGuess(sent) !== null ? (
          <span className="visually-hidden">
            {/* 'Game Over! The number was N' has no full stop of its own. */}
            {state.status === 'lost' ? '.' : ''} You guessed {sent}
            {first ? ', the first guess at a new number' : ''}.
            {playing ? ` ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : ''}
          </span>
        ) : null}
      </p>
      <form className="game-form" onSubmit={submit}>
        <label htmlFor={inputId}>Your guess</label>
        <p id={hintId} className="muted game-hint">
          A whole number from {MIN} to {MAX}
        </p>
        <div className="game-form-row">
          <input
            id={inputId}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={hintId}
            value={guess}
            onChange={(e) => setGuess(e.target.value)}
            maxLength={10}
          />
          <button type="submit" className="btn">
            Guess
          </button>
        </div>
      </form>
      {state.guesses.length > 0 ? (
        <div>
          <h3 className="game-subheading">Your guesses</h3>
          <ol className="guess-list">
            {state.guesses.map((g, i) => (
              <li key={i} className={`guess-${g.hint}`}>
                {g.value}: {HINT[g.hint]}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
