import { soundsEnabled } from '@/lib/settings';

export type GameSound = 'match' | 'win';

/** Soft sine notes (Hz) for each moment: a single chime for a match, a rising three for a win. */
const NOTES: Record<GameSound, readonly number[]> = {
  match: [659.25],
  win: [523.25, 659.25, 783.99],
};
const NOTE_S = 0.22;
const PEAK_GAIN = 0.06;

let context: AudioContext | null = null;

/**
 * Plays a small, gentle sound, only when sounds are on in the settings.
 * Audio problems are logged and never get in the player's way.
 */
export function playGameSound(kind: GameSound): void {
  if (!soundsEnabled()) return;
  try {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') {
      ctx.resume().catch((err: unknown) => console.warn('Game sound could not start', err));
    }
    const start = ctx.currentTime + 0.01;
    NOTES[kind].forEach((freq, i) => {
      const at = start + i * NOTE_S * 0.8;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, at + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + NOTE_S + 0.02);
    });
  } catch (err) {
    console.warn('Game sound could not play', err);
  }
}

/** Lets go of the audio device when the games are closed. */
export function closeGameSounds(): void {
  const ctx = context;
  context = null;
  if (!ctx) return;
  ctx.close().catch((err: unknown) => console.warn('Game sound could not stop', err));
}
