import {
  FADE_IN_S,
  FADE_OUT_END_S,
  FADE_OUT_RESET_S,
  TONE_GAIN,
  TONE_HZ,
} from '@mentora/domain/meditation';
import { soundsEnabled } from '@/lib/settings';

/** Makes the AudioContext the meditation tone plays through. Injected so tests can observe it. */
export type AudioContextFactory = () => AudioContext;

type WindowWithWebkitAudio = Window & { webkitAudioContext?: typeof AudioContext };

/** The browser's own AudioContext. */
export const browserAudioContext: AudioContextFactory = () => {
  const Ctor = window.AudioContext ?? (window as WindowWithWebkitAudio).webkitAudioContext;
  if (!Ctor) throw new Error('Web Audio is not available in this browser');
  return new Ctor();
};

/** The notes of the gentle bell at the end of a session: 648 Hz, then 864 Hz. */
export const END_CUE_NOTES = [
  { hz: TONE_HZ * 1.5, at: 0 },
  { hz: TONE_HZ * 2, at: 0.7 },
] as const;
const END_CUE_PEAK = 0.06;
const END_CUE_RING_S = 2.4;

interface Tone {
  osc: OscillatorNode;
  gain: GainNode;
}

export interface MeditationAudioOptions {
  /** Whether sounds are on; read each time a sound would start. */
  enabled?: () => boolean;
  /** Where audio failures go. They are only logged: the timer carries on. */
  log?: (message: string, error: unknown) => void;
}

/**
 * The meditation sound: a 432 Hz sine tone that fades in over 2 s to gain 0.1, fades out over
 * 1 s on Pause and 0.5 s on Reset, and a soft two-note bell at the end. Every failure is
 * logged and swallowed, and nothing plays while the Sounds setting is off.
 */
export class MeditationAudio {
  private ctx: AudioContext | null = null;
  private tone: Tone | null = null;
  private readonly enabled: () => boolean;
  private readonly log: (message: string, error: unknown) => void;

  constructor(
    private readonly createContext: AudioContextFactory = browserAudioContext,
    options: MeditationAudioOptions = {},
  ) {
    this.enabled = options.enabled ?? soundsEnabled;
    this.log = options.log ?? ((message, error) => console.warn(`[meditation] ${message}`, error));
  }

  private context(): AudioContext {
    if (!this.ctx) this.ctx = this.createContext();
    const ctx = this.ctx;
    if (ctx.state === 'suspended') {
      ctx.resume().catch((err: unknown) => this.log('could not resume audio', err));
    }
    return ctx;
  }

  /** Start: fades the tone in over 2 seconds. */
  play(): void {
    if (!this.enabled()) return;
    try {
      if (this.tone) this.fadeOut(FADE_OUT_RESET_S);
      const ctx = this.context();
      const t = ctx.currentTime;
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(TONE_HZ, t);
      const gain = ctx.createGain();
      gain.gain.setValueAtTime(0, t);
      gain.gain.linearRampToValueAtTime(TONE_GAIN, t + FADE_IN_S);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(t);
      this.tone = { osc, gain };
    } catch (err) {
      this.log('could not play the tone', err);
    }
  }

  /** Fades the tone out over `seconds`, then stops it. */
  fadeOut(seconds: number): void {
    const tone = this.tone;
    const ctx = this.ctx;
    this.tone = null;
    if (!tone || !ctx) return;
    try {
      const t = ctx.currentTime;
      const g = tone.gain.gain;
      g.cancelScheduledValues(t);
      g.setValueAtTime(g.value, t);
      g.linearRampToValueAtTime(0, t + seconds);
      tone.osc.onended = () => {
        try {
          tone.osc.disconnect();
          tone.gain.disconnect();
        } catch (err) {
          this.log('could not clean up the tone', err);
        }
      };
      tone.osc.stop(t + seconds);
    } catch (err) {
      this.log('could not stop the tone', err);
    }
  }

  /** The session reached 0: the tone fades away under a soft bell. */
  finish(): void {
    this.fadeOut(FADE_OUT_END_S);
    if (!this.enabled()) return;
    try {
      const ctx = this.context();
      const t0 = ctx.currentTime;
      for (const note of END_CUE_NOTES) {
        const t = t0 + note.at;
        const osc = ctx.createOscillator();
        osc.type = 'sine';
        osc.frequency.setValueAtTime(note.hz, t);
        const gain = ctx.createGain();
        gain.gain.setValueAtTime(0, t);
        gain.gain.linearRampToValueAtTime(END_CUE_PEAK, t + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + END_CUE_RING_S);
        osc.connect(gain);
        gain.connect(ctx.destination);
        osc.onended = () => {
          osc.disconnect();
          gain.disconnect();
        };
        osc.start(t);
        osc.stop(t + END_CUE_RING_S + 0.05);
      }
    } catch (err) {
      this.log('could not play the end cue', err);
    }
  }

  /** The modal is closing: fade out over 0.5 s, then release the audio device. */
  dispose(): void {
    this.fadeOut(FADE_OUT_RESET_S);
    const ctx = this.ctx;
    this.ctx = null;
    if (!ctx) return;
    setTimeout(
      () => {
        ctx.close().catch((err: unknown) => this.log('could not close audio', err));
      },
      FADE_OUT_RESET_S * 1000 + 100,
    );
  }
}
