import type { CheckIn } from '@mentora/domain/check-ins';
import { todayIso } from '@mentora/domain/dates';
import { useId } from 'react';
import { useKind } from '@/lib/sync/use-kind';
import { readCheckInsOn } from '../lib/check-in-storage';
import '../check-ins.css';

/** A check-in's time as the person's clock shows it, from its stored local time. */
export function checkInTime(c: CheckIn): string {
  const [h, m] = c.at.slice(11, 16).split(':').map(Number);
  return new Date(2000, 0, 1, h, m).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Today's check-ins, oldest first, each with its time: nothing when there are none yet. */
export function TodayCheckIns() {
  const today = todayIso();
  const checkIns = useKind('checkIns', () => readCheckInsOn(today), today);
  const id = useId();
  if (checkIns.length === 0) return null;
  return (
    <section className="today-check-ins" aria-labelledby={id}>
      <h2 id={id} className="today-check-ins-heading">
        Today&apos;s check-ins
      </h2>
      <ol className="today-check-ins-list">
        {checkIns.map((c) => (
          <li key={c.id}>
            <time dateTime={c.at} className="today-check-ins-time">
              {checkInTime(c)}
            </time>
            <div className="today-check-ins-body">
              {c.level !== undefined ? <span>Mood {c.level}/10</span> : null}
              {c.emotions.length > 0 ? <span>Felt: {c.emotions.join(', ')}</span> : null}
              {c.activities.length > 0 ? <span>Doing: {c.activities.join(', ')}</span> : null}
              {c.note ? <span className="today-check-ins-note">{c.note}</span> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
