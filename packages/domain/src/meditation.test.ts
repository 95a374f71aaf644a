import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FADE_IN_S,
  FADE_OUT_PAUSE_S,
  FADE_OUT_RESET_S,
  formatClock,
  initialTimer,
  MEDITATION_SECONDS,
  pauseTimer,
  progressOf,
  resetTimer,
  secondsLeft,
  spokenTime,
  startTimer,
  tickTimer,
  TONE_GAIN,
  TONE_HZ,
} from './meditation';

const T0 = 1_700_000_000_000;

describe('meditation constants', () => {
  it('match SPEC 4 and 9', () => {
    expect(MEDITATION_SECONDS).toBe(300);
    expect(TONE_HZ).toBe(432);
    expect(TONE_GAIN).toBe(0.1);
    expect([FADE_IN_S, FADE_OUT_PAUSE_S, FADE_OUT_RESET_S]).toEqual([2, 1, 0.5]);
  });
});

describe('meditation timer', () => {
  it('starts at 300 seconds, idle', () => {
    const t = initialTimer();
    expect(t.status).toBe('idle');
    expect(secondsLeft(t)).toBe(300);
    expect(formatClock(secondsLeft(t))).toBe('05:00');
    expect(progressOf(t)).toBe(0);
  });

  it('counts down by the clock, one second at a time', () => {
    let t = startTimer(initialTimer(), T0);
    expect(t.status).toBe('running');
    t = tickTimer(t, T0 + 999);
    expect(secondsLeft(t)).toBe(300);
    t = tickTimer(t, T0 + 1000);
    expect(secondsLeft(t)).toBe(299);
    expect(formatClock(secondsLeft(t))).toBe('04:59');
  });

  it('stays right after a long gap between ticks (a background tab)', () => {
    const t = tickTimer(startTimer(initialTimer(), T0), T0 + 120_000);
    expect(secondsLeft(t)).toBe(180);
    expect(t.status).toBe('running');
  });

  it('pauses where it was and resumes from there', () => {
    let t = startTimer(initialTimer(), T0);
    t = pauseTimer(t, T0 + 10_000);
    expect(t.status).toBe('paused');
    expect(secondsLeft(t)).toBe(290);
    expect(secondsLeft(tickTimer(t, T0 + 60_000))).toBe(290);
    t = startTimer(t, T0 + 60_000);
    t = tickTimer(t, T0 + 65_000);
    expect(secondsLeft(t)).toBe(285);
  });

  it('is done at 0 and does not go below it', () => {
    let t = startTimer(initialTimer(), T0);
    t = tickTimer(t, T0 + 299_999);
    expect(t.status).toBe('running');
    expect(secondsLeft(t)).toBe(1);
    t = tickTimer(t, T0 + 300_000);
    expect(t.status).toBe('done');
    expect(secondsLeft(t)).toBe(0);
    expect(progressOf(t)).toBe(1);
    expect(tickTimer(t, T0 + 400_000)).toBe(t);
    expect(tickTimer(startTimer(initialTimer(), T0), T0 + 999_000).status).toBe('done');
  });

  it('starts a fresh session from done', () => {
    const done = tickTimer(startTimer(initialTimer(), T0), T0 + 300_000);
    const again = startTimer(done, T0 + 400_000);
    expect(again.status).toBe('running');
    expect(secondsLeft(again)).toBe(300);
  });

  it('resets to 300, stopped, from any state', () => {
    const running = tickTimer(startTimer(initialTimer(), T0), T0 + 42_000);
    expect(resetTimer(running)).toEqual(initialTimer());
    expect(resetTimer(pauseTimer(running, T0 + 43_000))).toEqual(initialTimer());
  });

  it('ignores Start while running and Pause while not running', () => {
    const running = startTimer(initialTimer(), T0);
    expect(startTimer(running, T0 + 5000)).toBe(running);
    const idle = initialTimer();
    expect(pauseTimer(idle, T0)).toBe(idle);
  });

  it('never shows more than it started with or less than 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (dt) => {
        const s = secondsLeft(tickTimer(startTimer(initialTimer(), T0), T0 + dt));
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(300);
        expect(s).toBe(Math.max(0, Math.ceil((300_000 - dt) / 1000)));
      }),
    );
  });
});

describe('time formats', () => {
  it('shows mm:ss', () => {
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
  it('speaks the time left', () => {
    expect(spokenTime(300)).toBe('5 minutes left');
    expect(spokenTime(61)).toBe('1 minute 1 second left');
    expect(spokenTime(30)).toBe('30 seconds left');
    expect(spokenTime(0)).toBe('0 seconds left');
  });
});
