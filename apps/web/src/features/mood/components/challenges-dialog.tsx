import { DAILY_CHALLENGES, setChallengeDone, ticksOn } from '@mentora/domain/challenges';
import { todayIso } from '@mentora/domain/dates';
import { useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { useToday } from '../hooks/use-today';
import { readDailyChallenges } from '../lib/mood-storage';
import { ErrorBox } from '@/components/ui/error-box';

export interface ChallengesDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Daily Challenges': today's checklist; ticks are kept per day under `dailyChallenges`. */
export function ChallengesDialog({ open, onOpenChange }: ChallengesDialogProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Daily Challenges"
      description="Small things that can lift a day. Tick what you have done; tomorrow starts fresh."
    >
      <Checklist />
    </LazyDialog>
  );
}

function Checklist() {
  const [state] = useStored('dailyChallenges', readDailyChallenges);
  const [error, setError] = useState('');
  // left open overnight, the list is the new day's
  const today = useToday();
  const done = new Set(ticksOn(state, today));

  const toggle = (id: number, checked: boolean) => {
    const result = writeKey(
      'dailyChallenges',
      setChallengeDone(readDailyChallenges(), todayIso(), id, checked),
    );
    setError(result.ok ? '' : writeFailureMessage(result, false));
  };

  return (
    <div className="challenges">
      <fieldset className="challenges-list">
        <legend className="visually-hidden">Today&apos;s challenges</legend>
        {DAILY_CHALLENGES.map((c) => (
          <label key={c.id} className="challenge">
            <input
              type="checkbox"
              checked={done.has(c.id)}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
            />
            <span>{c.text}</span>
          </label>
        ))}
      </fieldset>
      <p className="challenges-count" role="status">
        {done.size} of {DAILY_CHALLENGES.length} done today
        {done.size === DAILY_CHALLENGES.length ? '. All done, wonderful!' : ''}
      </p>
      <ErrorBox message={error} />
    </div>
  );
}
