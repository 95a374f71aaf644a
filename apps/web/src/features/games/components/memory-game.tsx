import { useEffect } from 'react';
import {
  MEMORY_FACES,
  PAIRS,
  isComplete,
  isFaceUp,
  memoryRules,
  type MemoryState,
} from '@mentora/domain/games/memory';
import { useGame } from '../hooks/use-game';
import { moveInGrid } from '../lib/grid-keys';
import { playGameSound } from '../lib/sound';
import '../games.css';

const faceOf = (state: MemoryState, index: number) =>
  MEMORY_FACES[state.cards[index]?.face ?? 0] ?? MEMORY_FACES[0];

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function statusText(state: MemoryState): string {
  if (isComplete(state)) {
    return `Well done! You found all ${PAIRS} pairs in ${state.moves} moves.`;
  }
  const [first, second] = state.open;
  if (first !== undefined && second !== undefined) {
    return `${capitalised(faceOf(state, first).name)} and ${faceOf(state, second).name}: not a match. They will turn back over.`;
  }
  if (first !== undefined) return `${capitalised(faceOf(state, first).name)}. Now find its pair.`;
  if (state.lastPair === 'match') return 'A match! That pair stays open.';
  if (state.lastPair === 'mismatch') return 'Try another pair.';
  return 'Turn over two cards to find a matching pair.';
}

/** Memory Game: 16 cards, 8 pairs. */
export function MemoryGame() {
  const [state, dispatch] = useGame(memoryRules);
  const complete = isComplete(state);
  const matchedPairs = state.cards.filter((c) => c.matched).length / 2;

  useEffect(() => {
    if (matchedPairs === 0) return;
    playGameSound(matchedPairs === PAIRS ? 'win' : 'match');
  }, [matchedPairs]);

  return (
    <div className="game">
      <div className="game-stats">
        <p>Moves: {state.moves}</p>
        <p>Score: {state.score}</p>
      </div>
      <p className="game-status" role="status" aria-live="polite" aria-atomic="true">
        {statusText(state)}
      </p>
      <div className="memory-grid" role="group" aria-label="Cards">
        {state.cards.map((card, i) => {
          const up = isFaceUp(state, i);
          const face = faceOf(state, i);
          const canFlip = !up && state.open.length < 2;
          return (
            <button
              key={i}
              type="button"
              onKeyDown={moveInGrid(4)}
              className={[
                'memory-card',
                up ? 'memory-card-up' : '',
                card.matched ? 'memory-card-matched' : '',
              ]
                .join(' ')
                .trim()}
              aria-label={`Card ${i + 1}: ${
                up ? `${face.name}${card.matched ? ', matched' : ''}` : 'face down'
              }`}
              aria-disabled={!canFlip}
              onClick={() => canFlip && dispatch({ type: 'flip', index: i })}
            >
              {up ? (
                <span className="memory-card-face" aria-hidden="true">
                  <span className="memory-card-emoji">{face.emoji}</span>
                  <span className="memory-card-name">{face.name}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="game-actions">
        <button
          type="button"
          className={complete ? 'btn btn-sm' : 'btn btn-secondary btn-sm'}
          onClick={() => dispatch({ type: 'newGame' })}
        >
          New Game
        </button>
      </div>
    </div>
  );
}
