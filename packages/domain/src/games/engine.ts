/**
 * The small machinery every game shares: injected randomness and timers, and a runner that
 * applies a game's pure rules and schedules the one timer its state asks for.
 */

/** A source of numbers in [0, 1), like Math.random. Injected so games are testable. */
export type Random = () => number;

/** A deterministic Random from a seed (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  const span = max - min + 1;
  const n = Math.floor(random() * span);
  return min + Math.min(Math.max(n, 0), span - 1);
}

/** One item of a non-empty list, chosen at random. */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick needs at least one item');
  return items[randomInt(random, 0, items.length - 1)] as T;
}

/** A shuffled copy of a list (Fisher-Yates). */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Timers, injected (window's in the app, fake ones in tests). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A timer a state asks for: after delayMs, dispatch action. The key names this one wait. */
export interface PendingTimer<A> {
  key: string;
  delayMs: number;
  action: A;
}

/** A game's rules: pure functions of the state, with randomness passed in. */
export interface GameRules<S, A> {
  init(random: Random): S;
  reduce(state: S, action: A, random: Random): S;
  /** The timer the state is waiting on, if any. */
  timer(state: S): PendingTimer<A> | null;
}

export interface GameRunner<S, A> {
  getState(): S;
  dispatch(action: A): void;
  subscribe(listener: () => void): () => void;
  /** Schedules the timer the current state asks for (call when the game is shown). */
  start(): void;
  /** Clears every pending timer; no timer fires and nothing changes until start() again. */
  stop(): void;
}

/**
 * Runs a game: keeps its state, applies actions through the rules, and keeps exactly one timer
 * scheduled for the state's pending wait (a new key replaces the old timer, no key clears it).
 */
export function createGame<S, A>(
  rules: GameRules<S, A>,
  deps: { random: Random; timers: Timers },
): GameRunner<S, A> {
  let state = rules.init(deps.random);
  let running = false;
  let scheduled: { key: string; handle: unknown } | null = null;
  const listeners = new Set<() => void>();

  const clear = () => {
    if (scheduled) deps.timers.clearTimeout(scheduled.handle);
    scheduled = null;
  };

  const sync = () => {
    if (!running) return;
    const wanted = rules.timer(state);
    if (scheduled && wanted && scheduled.key === wanted.key) return;
    clear();
    if (!wanted) return;
    const handle = deps.timers.setTimeout(() => {
      if (scheduled?.handle !== handle) return;
      scheduled = null;
      dispatch(wanted.action);
    }, wanted.delayMs);
    scheduled = { key: wanted.key, handle };
  };

  const dispatch = (action: A) => {
    const next = rules.reduce(state, action, deps.random);
    if (next === state) return;
    state = next;
    sync();
    for (const l of [...listeners]) l();
  };

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      running = true;
      sync();
    },
    stop() {
      running = false;
      clear();
    },
  };
}
