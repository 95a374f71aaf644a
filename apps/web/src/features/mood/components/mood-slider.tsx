import { todayIso } from '@mentora/domain/dates';
import {
  MOOD_DEFAULT,
  MOOD_MAX,
  MOOD_MIN,
  moodBand,
  moodLevelText,
  recordMoodLevel,
} from '@mentora/domain/mood';
import { useId, useState, type ReactNode } from 'react';
import { Slider } from '@/components/ui/slider';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { useToday } from '../hooks/use-today';
import { readMoodLevels } from '../lib/mood-storage';
import { ErrorBox } from '@/components/ui/error-box';
import { LazyTodayCheckIns } from './check-ins-lazy';

/**
 * The 1-10 mood slider. Today's value is kept under `moodLevels`. Beside it, 'Add details' opens
 * a check-in, and today's check-ins are listed. `support` (a card offering help) comes right
 * after the slider, before 'Add details', so that when it is dismissed focus goes back to the
 * slider, what comes just before it.
 */
export function MoodSlider({
  onAddDetails,
  support,
}: {
  onAddDetails?(): void;
  support?: ReactNode;
}) {
  const [levels] = useStored('moodLevels', readMoodLevels);
  // Follows the date: a page left open overnight shows the new day, with nothing saved for it.
  const today = useToday();
  const stored = levels[today];
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState('');
  const hintId = useId();
  const value = pending ?? stored ?? MOOD_DEFAULT;
  const band = moodBand(value);

  const change = (next: number) => {
    const result = writeKey('moodLevels', recordMoodLevel(readMoodLevels(), todayIso(), next));
    // Keep showing what the user chose even if it could not be saved.
    setPending(result.ok ? null : next);
    setError(result.ok ? '' : writeFailureMessage(result, false));
  };
  // A click, tap, Enter or Space on the slider records the value shown (the default 5 included),
  // which a change alone never could; a value already saved for today is left as it is.
  const commit = (shown: number) => {
    if (readMoodLevels()[todayIso()] !== shown) change(shown);
  };

  return (
    <div className="mood-slider card">
      <div className="mood-slider-readout">
        <span className="mood-slider-emoji" aria-hidden="true">
          {band.emoji}
        </span>
        <span className="mood-slider-value">{moodLevelText(value)}</span>
      </div>
      <Slider
        label="How is your mood right now?"
        value={value}
        min={MOOD_MIN}
        max={MOOD_MAX}
        onValueChange={change}
        onValueCommit={commit}
        valueText={`${value} of 10, ${band.name}`}
        describedBy={hintId}
      />
      {/* Read with the slider, and said as it changes: the first mood of the day is saved. */}
      <p id={hintId} className="muted mood-slider-hint" role="status">
        {stored === undefined
          ? 'Slide to record how you feel today. To keep the mood shown, tap its handle or press Enter.'
          : 'Saved for today. You can change it whenever you like.'}
      </p>
      <ErrorBox message={error} />
      {support}
      {onAddDetails ? (
        <div className="mood-slider-details">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            data-mood-card="check-in"
            onClick={onAddDetails}
          >
            Add details
          </button>
          <span className="muted">How you feel, what you have been doing, a note.</span>
        </div>
      ) : null}
      {onAddDetails ? <LazyTodayCheckIns /> : null}
    </div>
  );
}
