import {
  initialTimer,
  pauseTimer,
  resetTimer,
  startTimer,
  tickTimer,
  type TimerState,
} from '@mentora/domain/meditation';
import { useCallback, useEffect, useState } from 'react';

/** How often a running timer looks at the clock. The shown time is always worked out from it. */
const TICK_MS = 250;

/**
 * The meditation countdown, driven by the clock (`now`): it stays right when timers are slowed
 * in a background tab, and catches up the moment the tab is shown again.
 */
export function useMeditationTimer(now: () => number = Date.now) {
  const [timer, setTimer] = useState<TimerState>(() => initialTimer());
  const running = timer.status === 'running';

  useEffect(() => {
    if (!running) return;
    const tick = () => setTimer((t) => tickTimer(t, now()));
    const id = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running, now]);

  const start = useCallback(() => setTimer((t) => startTimer(t, now())), [now]);
  const pause = useCallback(() => setTimer((t) => pauseTimer(t, now())), [now]);
  const reset = useCallback(() => setTimer((t) => resetTimer(t)), []);

  return { timer, start, pause, reset };
}
