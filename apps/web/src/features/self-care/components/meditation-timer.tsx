import {
  formatClock,
  progressOf,
  secondsLeft,
  spokenTime,
  type TimerStatus,
} from '@mentora/domain/meditation';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSettings } from '@/lib/settings';
import {
  browserAudioContext,
  MeditationAudio,
  type AudioContextFactory,
} from '../audio/meditation-audio';
import { useMeditationTimer } from '../hooks/use-meditation-timer';
import { FADE_OUT_PAUSE_S, FADE_OUT_RESET_S } from '@mentora/domain/meditation';
import '../self-care.css';

export interface MeditationTimerProps {
  /** Where the tone plays. Tests pass a stand-in to observe the Web Audio calls. */
  createAudioContext?: AudioContextFactory;
  /** The clock the countdown follows. */
  now?: () => number;
  /** Told when a session has run to 00:00. */
  onDone?(): void;
}

const RING_R = 88;
const RING_C = 2 * Math.PI * RING_R;

function statusMessage(status: TimerStatus, shown: string): string {
  switch (status) {
    case 'running':
      return 'Meditation started.';
    case 'paused':
      return `Paused at ${shown}.`;
    case 'done':
      return 'Well done. Your five minutes are complete. Take one more slow breath before you move on.';
    default:
      return '';
  }
}

/**
 * The 5-minute meditation timer with a progress ring and a soft 432 Hz tone. It is mounted
 * only while its modal is open, so opening or closing the modal always starts from 05:00
 * with the sound stopped.
 */
export function MeditationTimer({
  createAudioContext = browserAudioContext,
  now = Date.now,
  onDone,
}: MeditationTimerProps) {
  const { timer, start, pause, reset } = useMeditationTimer(now);
  const [audio] = useState(() => new MeditationAudio(createAudioContext));
  const [settings] = useSettings();
  const seconds = secondsLeft(timer);
  const shown = formatClock(seconds);
  const running = timer.status === 'running';

  // Leaving (the modal closes): stop the sound with a short fade.
  useEffect(() => () => audio.dispose(), [audio]);

  // The session reached 0: the timer has stopped, the tone fades under a gentle bell.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (timer.status !== 'done') return;
    audio.finish();
    done.current?.();
  }, [timer.status, audio]);

  const onStart = () => {
    start();
    audio.play();
  };
  const onPause = () => {
    pause();
    audio.fadeOut(FADE_OUT_PAUSE_S);
  };
  const onReset = () => {
    reset();
    audio.fadeOut(FADE_OUT_RESET_S);
  };

  return (
    <div className="meditation">
      <div className="meditation-ring">
        <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
          <circle className="meditation-ring-track" cx="100" cy="100" r={RING_R} />
          <circle
            className="meditation-ring-fill"
            cx="100"
            cy="100"
            r={RING_R}
            strokeDasharray={RING_C}
            strokeDashoffset={RING_C * progressOf(timer)}
            transform="rotate(-90 100 100)"
          />
        </svg>
        <p className="meditation-time" role="timer" aria-label={spokenTime(seconds)}>
          {shown}
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {statusMessage(timer.status, shown)}
      </p>
      {timer.status === 'done' ? (
        <p className="meditation-done" aria-hidden="true">
          Well done. Your five minutes are complete.
        </p>
      ) : null}
      <div className="meditation-controls">
        {running ? (
          <button type="button" className="btn" onClick={onPause}>
            <Pause size={18} aria-hidden="true" />
            Pause
          </button>
        ) : (
          <button type="button" className="btn" onClick={onStart}>
            <Play size={18} aria-hidden="true" />
            Start
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onReset}>
          <RotateCcw size={18} aria-hidden="true" />
          Reset
        </button>
      </div>
      {settings.sounds ? null : (
        <p className="muted meditation-note">
          Sounds are off in Settings, so the timer runs silently.
        </p>
      )}
    </div>
  );
}
