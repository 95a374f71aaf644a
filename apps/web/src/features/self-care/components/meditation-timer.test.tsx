// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeditationTimer } from './meditation-timer';

/** A stand-in for the Web Audio API that records every call made on it. */
type Call = [string, ...unknown[]];

class FakeParam {
  calls: Call[] = [];
  constructor(public value: number) {}
  setValueAtTime(v: number, t: number) {
    this.calls.push(['setValueAtTime', v, t]);
    this.value = v;
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.calls.push(['linearRampToValueAtTime', v, t]);
  }
  exponentialRampToValueAtTime(v: number, t: number) {
    this.calls.push(['exponentialRampToValueAtTime', v, t]);
  }
  cancelScheduledValues(t: number) {
    this.calls.push(['cancelScheduledValues', t]);
  }
}

class FakeNode {
  connectedTo: unknown[] = [];
  connect(n: unknown) {
    this.connectedTo.push(n);
    return n;
  }
  disconnect() {}
}

class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam(440);
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  onended: (() => void) | null = null;
  start(t: number) {
    this.startedAt = t;
  }
  stop(t: number) {
    this.stoppedAt = t;
  }
}

class FakeGain extends FakeNode {
  gain = new FakeParam(1);
}

class FakeAudioContext {
  currentTime = 0;
  state: AudioContextState = 'running';
  destination = { name: 'speakers' };
  oscillators: FakeOscillator[] = [];
  gains: FakeGain[] = [];
  closed = false;
  createOscillator() {
    const o = new FakeOscillator();
    this.oscillators.push(o);
    return o;
  }
  createGain() {
    const g = new FakeGain();
    this.gains.push(g);
    return g;
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

let ctx: FakeAudioContext;
let factory: ReturnType<typeof vi.fn<() => AudioContext>>;

function renderTimer() {
  return render(<MeditationTimer createAudioContext={factory} />);
}
const time = () => screen.getByRole('timer').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number): void => {
  // A synchronous act: it has finished when it returns.
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 0, 10, 21, 0, 0) });
  localStorage.clear();
  ctx = new FakeAudioContext();
  factory = vi.fn(() => ctx as unknown as AudioContext);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('meditation timer', () => {
  it('starts at 05:00 without touching audio', () => {
    renderTimer();
    expect(time()).toBe('05:00');
    // Named by the time left, with 'left' said once.
    expect(screen.getByRole('timer')).toHaveProperty('ariaLabel', '5 minutes left');
    expect(factory).not.toHaveBeenCalled();
  });

  it('Start counts down each second and fades a 432 Hz sine in over 2 s to gain 0.1', () => {
    renderTimer();
    ctx.currentTime = 3;
    click('Start');
    expect(factory).toHaveBeenCalledTimes(1);
    const [osc] = ctx.oscillators;
    const [gain] = ctx.gains;
    expect(osc?.type).toBe('sine');
    expect(osc?.frequency.calls).toEqual([['setValueAtTime', 432, 3]]);
    expect(gain?.gain.calls).toEqual([
      ['setValueAtTime', 0, 3],
      ['linearRampToValueAtTime', 0.1, 5],
    ]);
    expect(osc?.connectedTo).toEqual([gain]);
    expect(gain?.connectedTo).toEqual([ctx.destination]);
    expect(osc?.startedAt).toBe(3);

    advance(999);
    expect(time()).toBe('05:00');
    advance(1);
    expect(time()).toBe('04:59');
    advance(59_000);
    expect(time()).toBe('04:00');
    expect(screen.getByRole('status').textContent).toBe('Meditation started.');
  });

  it('Pause stops the count and fades the tone out over 1 s', () => {
    renderTimer();
    click('Start');
    advance(10_000);
    ctx.currentTime = 10;
    click('Pause');
    expect(time()).toBe('04:50');
    const [osc] = ctx.oscillators;
    const [gain] = ctx.gains;
    expect(gain?.gain.calls.slice(2)).toEqual([
      ['cancelScheduledValues', 10],
      ['setValueAtTime', 0, 10],
      ['linearRampToValueAtTime', 0, 11],
    ]);
    expect(osc?.stoppedAt).toBe(11);
    advance(30_000);
    expect(time()).toBe('04:50');
    expect(screen.getByRole('status').textContent).toBe('Paused at 04:50.');

    // Start again resumes from there with a fresh tone fading in.
    ctx.currentTime = 40;
    click('Start');
    expect(ctx.oscillators).toHaveLength(2);
    expect(ctx.gains[1]?.gain.calls).toEqual([
      ['setValueAtTime', 0, 40],
      ['linearRampToValueAtTime', 0.1, 42],
    ]);
    advance(1000);
    expect(time()).toBe('04:49');
  });

  it('Reset returns to 05:00 and stops the tone with a 0.5 s fade', () => {
    renderTimer();
    click('Start');
    advance(7000);
    ctx.currentTime = 7;
    click('Reset');
    expect(time()).toBe('05:00');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(ctx.gains[0]?.gain.calls.slice(2)).toEqual([
      ['cancelScheduledValues', 7],
      ['setValueAtTime', 0, 7],
      ['linearRampToValueAtTime', 0, 7.5],
    ]);
    expect(ctx.oscillators[0]?.stoppedAt).toBe(7.5);
    advance(5000);
    expect(time()).toBe('05:00');
  });

  it('at 0 stops the timer and the tone, and rings a gentle end cue', () => {
    renderTimer();
    click('Start');
    advance(299_000);
    expect(time()).toBe('00:01');
    ctx.currentTime = 299;
    advance(1000);
    expect(time()).toBe('00:00');
    expect(screen.getByRole('status').textContent).toContain('Your five minutes are complete');
    const [tone] = ctx.oscillators;
    expect(tone?.stoppedAt).not.toBeNull();
    expect(ctx.gains[0]?.gain.calls.at(-1)).toEqual([
      'linearRampToValueAtTime',
      0,
      tone?.stoppedAt,
    ]);
    // The bell: two soft notes above the tone, each ringing out.
    const bell = ctx.oscillators.slice(1);
    expect(bell.map((o) => o.frequency.calls[0]?.[1])).toEqual([648, 864]);
    for (const g of ctx.gains.slice(1)) {
      expect(g.gain.calls.at(-1)?.[0]).toBe('exponentialRampToValueAtTime');
    }
    advance(60_000);
    expect(time()).toBe('00:00');
    // Start again begins a fresh five minutes.
    click('Start');
    advance(1000);
    expect(time()).toBe('04:59');
  });

  it('keeps the right time when the tab was in the background', () => {
    renderTimer();
    click('Start');
    // Timers may barely run in a background tab; the clock still moves on.
    vi.setSystemTime(Date.now() + 125_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(time()).toBe('02:55');
  });

  it('runs silently when Sounds is off in Settings', () => {
    localStorage.setItem('settings', JSON.stringify({ sounds: false }));
    renderTimer();
    expect(
      screen.getByText('Sounds are off in Settings, so the timer runs silently.'),
    ).toBeTruthy();
    click('Start');
    advance(300_000);
    expect(time()).toBe('00:00');
    expect(factory).not.toHaveBeenCalled();
  });

  it('only logs audio failures, and the timer still works', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    factory.mockImplementation(() => {
      throw new Error('no audio device');
    });
    renderTimer();
    click('Start');
    advance(2000);
    expect(time()).toBe('04:58');
    click('Pause');
    click('Reset');
    expect(time()).toBe('05:00');
    expect(warn).toHaveBeenCalledWith('[meditation] could not play the tone', expect.any(Error));
  });

  it('closing (unmounting) stops the tone with a 0.5 s fade and releases the audio', () => {
    const view = renderTimer();
    click('Start');
    advance(3000);
    ctx.currentTime = 3;
    view.unmount();
    expect(ctx.gains[0]?.gain.calls.at(-1)).toEqual(['linearRampToValueAtTime', 0, 3.5]);
    expect(ctx.oscillators[0]?.stoppedAt).toBe(3.5);
    expect(ctx.closed).toBe(false);
    advance(1000);
    expect(ctx.closed).toBe(true);
  });

  it('opening again starts from 05:00 with no sound', () => {
    const first = renderTimer();
    click('Start');
    advance(20_000);
    first.unmount();
    renderTimer();
    expect(time()).toBe('05:00');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
