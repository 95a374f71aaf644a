import type { CheckIn } from '@mentora/domain/check-ins';
import { todayIso } from '@mentora/domain/dates';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { notify } from '@/components/ui/toaster';
import { writeFailureMessage } from '@/lib/storage/storage';
import { useKind } from '@/lib/sync/use-kind';
import { readCheckInsOn, removeCheckIn } from '../lib/check-in-storage';
import '../check-ins.css';

/** A check-in's time as the person's clock shows it, from its stored local time. */
export function checkInTime(c: CheckIn): string {
  const [h, m] = c.at.slice(11, 16).split(':').map(Number);
  return new Date(2000, 0, 1, h, m).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * Today's check-ins, oldest first, each with its time and a way to delete it (asked once more
 * first): nothing when there are none yet.
 */
export function TodayCheckIns() {
  const today = todayIso();
  const checkIns = useKind('checkIns', () => readCheckInsOn(today), today);
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState('');
  // After 'Keep it', focus goes back to that check-in's Delete button once it is there again.
  const refocus = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  useEffect(() => {
    const back = refocus.current;
    if (back === null) return;
    refocus.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-check-in]') ?? [];
    [...buttons].find((b) => b.dataset.checkIn === back)?.focus();
  });
  if (checkIns.length === 0) return null;
  /** Its time, told apart from another at the same minute: '3:38 PM, 2 of 2'. */
  const nameOf = (c: CheckIn) => {
    const time = checkInTime(c);
    const same = checkIns.filter((o) => checkInTime(o) === time);
    return same.length > 1 ? `${time}, ${same.indexOf(c) + 1} of ${same.length}` : time;
  };

  const remove = (c: CheckIn) => {
    const result = removeCheckIn(c);
    if (!result.ok) {
      setError(writeFailureMessage(result, false));
      return;
    }
    setAsking(null);
    setError('');
    notify('Check-in deleted.');
    // Its buttons are gone: focus goes to the list's heading rather than being lost, or, when
    // it was the last one and the list goes too, to 'Add details'.
    if (checkIns.length > 1) heading.current?.focus();
    else document.querySelector<HTMLElement>('[data-mood-card="check-in"]')?.focus();
  };

  return (
    <section className="today-check-ins" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="today-check-ins-heading">
        Today&apos;s check-ins
      </h2>
      <ol ref={list} className="today-check-ins-list">
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
              {asking === c.id ? (
                <ConfirmDelete
                  time={nameOf(c)}
                  onDelete={() => remove(c)}
                  onKeep={() => {
                    setAsking(null);
                    setError('');
                    refocus.current = c.id;
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm today-check-ins-delete"
                  aria-label={`Delete the check-in from ${nameOf(c)}`}
                  data-check-in={c.id}
                  onClick={() => setAsking(c.id)}
                >
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <ErrorBox message={error} />
    </section>
  );
}

/** 'Delete this check-in?' with Keep, which has focus, and Delete. */
function ConfirmDelete({
  time,
  onDelete,
  onKeep,
}: {
  time: string;
  onDelete(): void;
  onKeep(): void;
}) {
  const id = useId();
  // Escape answers as 'Keep it' does, as it would close a dialog asking the same.
  const escapeKeeps = (e: KeyboardEvent) => e.key === 'Escape' && onKeep();
  return (
    <div className="today-check-ins-confirm" role="group" aria-labelledby={id}>
      <span id={id}>Delete the check-in from {time}? This cannot be undone.</span>
      <div className="today-check-ins-confirm-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          // The question has just been asked: the safe answer has focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onClick={onKeep}
          onKeyDown={escapeKeeps}
        >
          Keep it
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm"
          onClick={onDelete}
          onKeyDown={escapeKeeps}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
