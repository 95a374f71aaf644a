import { useEffect, useState, useSyncExternalStore } from 'react';
import { createGame, type GameRules, type Timers } from '@mentora/domain/games/engine';

/** The browser's timers, looked up at each call (so test clocks that replace them are used). */
const browserTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs a game's rules for a component: the state to render and a dispatch. The game's timer
 * runs only while the component is mounted; unmounting clears it, so nothing changes after.
 */
export function useGame<S, A>(rules: GameRules<S, A>): [S, (action: A) => void] {
  const [game] = useState(() => createGame(rules, { random: Math.random, timers: browserTimers }));
  useEffect(() => {
    game.start();
    return () => game.stop();
  }, [game]);
  const state = useSyncExternalStore(game.subscribe, game.getState, game.getState);
  return [state, game.dispatch];
}
