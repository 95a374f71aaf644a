/** Meditation session length: 5 minutes (SPEC 9). */
export const MEDITATION_SECONDS = 300;
/** The background tone. */
export const TONE_HZ = 432;
export const TONE_GAIN = 0.1;
/** Fades, in seconds: in on Start, out on Pause, out on Reset (and when the modal closes). */
export const FADE_IN_S = 2;
export const FADE_OUT_PAUSE_S = 1;
export const FADE_OUT_RESET_S = 0.5;
/** How the tone fades when the session ends on its own, under the end cue. */
export const FADE_OUT_END_S = 1.5;

export type TimerStatus = 'idle' | 'running' | 'paused' | 'done';

/**
 * A countdown driven by the clock, not by counting ticks: while running it remembers when it
 * will end, so it stays right when the tab sleeps in the background.
 */
export interface TimerState {
  status: TimerStatus;
  totalMs: number;
  remainingMs: number;
  /** The clock time (ms) it reaches 0, while running. */
  endsAt: number | null;
}

export function initialTimer(seconds: number = MEDITATION_SECONDS): TimerState {
  const totalMs = seconds * 1000;
  return { status: 'idle', totalMs, remainingMs: totalMs, endsAt: null };
}

/** Start (or resume). After the end, Start begins a fresh session. */
export function startTimer(s: TimerState, now: number): TimerState {
  if (s.status === 'running') return s;
  const remainingMs = s.status === 'done' ? s.totalMs : s.remainingMs;
  return { ...s, status: 'running', remainingMs, endsAt: now + remainingMs };
}

/** Brings a running timer up to the clock; at 0 it is done. */
export function tickTimer(s: TimerState, now: number): TimerState {
  if (s.status !== 'running' || s.endsAt === null) return s;
  const remainingMs = Math.max(0, s.endsAt - now);
  if (remainingMs === 0) return { ...s, status: 'done', remainingMs: 0, endsAt: null };
  if (remainingMs === s.remainingMs) return s;
  return { ...s, remainingMs };
}

export function pauseTimer(s: TimerState, now: number): TimerState {
  if (s.status !== 'running') return s;
  const t = tickTimer(s, now);
  if (t.status === 'done') return t;
  return { ...t, status: 'paused', endsAt: null };
}

/** Back to the full length, stopped. */
export function resetTimer(s: TimerState): TimerState {
  return { status: 'idle', totalMs: s.totalMs, remainingMs: s.totalMs, endsAt: null };
}

/** Whole seconds left as shown: 299.2 s left shows as 300 until a full second has passed. */
export function secondsLeft(s: TimerState): number {
  return Math.ceil(s.remainingMs / 1000);
}

/** The share of the session done, from 0 to 1, for the progress ring. */
export function progressOf(s: TimerState): number {
  if (s.totalMs <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - secondsLeft(s) / (s.totalMs / 1000)));
}

/** mm:ss, e.g. 300 -> "05:00", 59 -> "00:59". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** "4 minutes 30 seconds left", for screen readers. */
export function spokenTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const m = Math.floor(s / 60);
  const r = s % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  if (r > 0 || m === 0) parts.push(`${r} ${r === 1 ? 'second' : 'seconds'}`);
  return `${parts.join(' ')} left`;
}
