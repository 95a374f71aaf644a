import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isRightGuess, wordScrambleRules } from '@mentora/domain/games/word-scramble';
import { useGame } from '../hooks/use-game';
import { playGameSound } from '../lib/sound';
import '../games.css';

/** Word Scramble: put the letters back in order. */
export function WordScramble() {
  const [state, dispatch] = useGame(wordScrambleRules);
  const [guess, setGuess] = useState('');
  // What was sent last, said with the answer to it: 'Try again!' twice is then heard twice.
  const [sent, setSent] = useState('');
  // Wrong guesses at this word, said from the second on: the same wrong guess sent again then
  // changes what the status says, and is heard again.
  const [misses, setMisses] = useState(0);
  const inputId = useId();
  const lettersId = useId();
  const input = useRef<HTMLInputElement>(null);
  const letters = [...state.scrambled];

  useEffect(() => {
    if (state.solved) playGameSound('match');
  }, [state.solved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.solved || guess.trim() === '') return;
    dispatch({ type: 'guess', text: guess });
    setSent(guess.trim());
    const right = isRightGuess(state.word, guess);
    setMisses((n) => (right ? 0 : n + 1));
    if (right) setGuess('');
    else input.current?.select();
  };

  const skip = () => {
    dispatch({ type: 'skip' });
    setGuess('');
    setMisses(0);
    input.current?.focus();
  };

  const status =
    state.feedback ??
    (state.round > 1 ? 'A new word is ready.' : 'Unscramble the letters to make a happy word.');

  return (
    <div className="game">
      <div className="game-stats">
        <p>Level: {state.level}</p>
        <p>Score: {state.score}</p>
      </div>
      <p id={lettersId} className="visually-hidden">
        Scrambled letters: {letters.join(' ')}
      </p>
      <p className="scramble-letters" aria-hidden="true">
        {letters.map((l, i) => (
          <span key={`${state.round}-${i}`} className="scramble-tile">
            {l}
          </span>
        ))}
      </p>
      <p
        className={[
          'game-status',
          state.feedback === 'Correct!' ? 'game-status-good' : '',
          state.feedback === 'Try again!' ? 'game-status-retry' : '',
        ]
          .join(' ')
          .trim()}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        <span className="game-status-text">{status}</span>
        {state.feedback && sent ? (
          <span className="visually-hidden">
            {' '}
            You guessed {sent}.{misses > 1 ? ` ${misses} wrong guesses at this word.` : ''}
          </span>
        ) : null}
        {/* A new word (dealt, or skipped to) is said with its letters: the status changes on
            every Skip, and the letters are heard without leaving the guess. */}
        {state.feedback === null && state.round > 1 ? (
          <span className="visually-hidden"> Letters: {letters.join(' ')}.</span>
        ) : null}
      </p>
      <form className="game-form" onSubmit={submit}>
        <label htmlFor={inputId}>Your guess</label>
        <div className="game-form-row">
          <input
            ref={input}
            id={inputId}
            className="input"
            value={guess}
            onChange={(e) => setGuess(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-describedby={lettersId}
          />
          <button type="submit" className="btn" aria-disabled={state.solved}>
            Check
          </button>
        </div>
      </form>
      <div className="game-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={state.solved}
          onClick={() => !state.solved && skip()}
        >
          Skip word
        </button>
      </div>
    </div>
  );
}
