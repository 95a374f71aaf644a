// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeGameSounds, playGameSound } from './sound';

/** A stand-in for the Web Audio API that records what was built. */
function fakeAudio() {
  const made: { oscillators: number; closed: number } = { oscillators: 0, closed: 0 };
  const param = {
    value: 0,
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      made.oscillators++;
      return {
        type: 'sine',
        frequency: { ...param },
        connect: (n: unknown) => n,
        start: vi.fn(),
        stop: vi.fn(),
      };
    }
    createGain() {
      return { gain: { ...param }, connect: (n: unknown) => n };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      made.closed++;
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return made;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  closeGameSounds();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('game sounds', () => {
  it('play a soft chime for a match and three notes for a win when sounds are on', () => {
    const made = fakeAudio();
    playGameSound('match');
    expect(made.oscillators).toBe(1);
    playGameSound('win');
    expect(made.oscillators).toBe(4);
    closeGameSounds();
    expect(made.closed).toBe(1);
  });
  it('stay silent when sounds are off in the settings', () => {
    const made = fakeAudio();
    localStorage.setItem('settings', JSON.stringify({ sounds: false }));
    playGameSound('win');
    expect(made.oscillators).toBe(0);
  });
  it('log an audio failure and carry on', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => playGameSound('match')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Game sound could not play', expect.any(Error));
  });
  it('do nothing where there is no Web Audio', () => {
    expect(() => playGameSound('win')).not.toThrow();
  });
});
