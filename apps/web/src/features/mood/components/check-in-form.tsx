import {
  CHECK_IN_NOTE_MAX,
  EMOTION_QUADRANTS,
  activityKey,
  addActivity,
  emotionsIn,
  newCheckIn,
  removeActivity,
} from '@mentora/domain/check-ins';
import { todayIso } from '@mentora/domain/dates';
import { toLocalIsoTime } from '@mentora/domain/tool-use-schema';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldLimit } from '@/components/ui/char-count';
import { ErrorBox } from '@/components/ui/error-box';
import { notify } from '@/components/ui/toaster';
import { Toolbar } from '@/components/ui/toolbar';
import {
  readKey,
  removeKey,
  writeFailureMessage,
  writeKey,
  type Parser,
} from '@/lib/storage/storage';
import { useKind } from '@/lib/sync/use-kind';
import { newItemId, readActivities, storeActivities, storeCheckIn } from '../lib/check-in-storage';
import { readMoodLevels } from '../lib/mood-storage';
import '../check-ins.css';

/** A toggle button in a group of choices: pressed when chosen. */
function Choice({
  label,
  pressed,
  onToggle,
}: {
  label: string;
  pressed: boolean;
  onToggle(): void;
}) {
  return (
    <button type="button" className="check-in-choice" aria-pressed={pressed} onClick={onToggle}>
      {/* Chosen shows a tick as well as the colour; the name stays the word. */}
      {pressed ? <span aria-hidden="true">✓ </span> : null}
      {label}
    </button>
  );
}

const toggled = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];

interface Draft {
  emotions: string[];
  activities: string[];
  note: string;
}

const EMPTY: Draft = { emotions: [], activities: [], note: '' };

const words = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((w) => typeof w === 'string');

/** A kept draft as stored (`checkInDraft`); anything else is set aside and the form starts empty. */
const DRAFT: Parser<Draft> = {
  safeParse(v) {
    const d = v as Partial<Draft> | null;
    return d && words(d.emotions) && words(d.activities) && typeof d.note === 'string'
      ? { success: true, data: { emotions: d.emotions, activities: d.activities, note: d.note } }
      : { success: false };
  },
};

/**
 * What was chosen and typed in a check-in not yet saved, kept in storage as it changes: a dialog
 * closed by accident (Escape, a tap outside), a reload, or a phone that closed the tab in the
 * background opens it again as it was left.
 */
let draft: Draft | null = null;

function keepDraft(next: Draft) {
  draft = next;
  const blank = next.emotions.length + next.activities.length === 0 && next.note === '';
  // (not kept when storage is full: the form still holds it, and saving says so)
  if (blank) removeKey('checkInDraft');
  else writeKey('checkInDraft', next);
}

/** Forgets the check-in not yet saved. */
export function forgetCheckInDraft() {
  keepDraft(EMPTY);
}

/**
 * A check-in: the emotions felt (by energy and pleasantness), what the person has been doing,
 * and a short note, saved with the time and with the slider's level when it was set today.
 * Nothing typed or chosen is lost when a save fails or the dialog is closed: the form stays as it
 * was. `onSaved` is told the note as saved ('' when there is none), once the toast is shown.
 */
export function CheckInForm({ onSaved }: { onSaved(note: string): void }) {
  const [kept] = useState(() => (draft ??= readKey('checkInDraft', DRAFT, EMPTY)));
  const [emotions, setEmotions] = useState<string[]>(kept.emotions);
  const [activities, setActivities] = useState<string[]>(kept.activities);
  const [note, setNote] = useState(kept.note);
  const [error, setError] = useState('');
  useEffect(() => {
    keepDraft({ emotions, activities, note });
  }, [emotions, activities, note]);
  const id = useId();
  const noteId = `${id}-note`;
  const limit = fieldLimit(noteId, note, CHECK_IN_NOTE_MAX, 'note', `${noteId}-hint`, false);
  // The slider's level for today, if the person has set it: the check-in keeps it.
  const level = useKind('moodLevels', () => readMoodLevels()[todayIso()]);

  const save = () => {
    if (limit.problem) {
      setError('');
      return;
    }
    const result = newCheckIn(
      { level, emotions, activities, note },
      newItemId(),
      toLocalIsoTime(new Date()),
    );
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const written = storeCheckIn(result.checkIn);
    if (!written.ok) {
      setError(writeFailureMessage(written));
      return;
    }
    setError('');
    setEmotions([]);
    setActivities([]);
    setNote('');
    forgetCheckInDraft();
    notify('Check-in saved.');
    onSaved(result.checkIn.note ?? '');
  };

  return (
    <form
      className="check-in-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <p className="muted check-in-intro">
        {level === undefined
          ? 'If you would like your mood saved with it, set the slider first.'
          : `Your mood of ${level}/10 from the slider is saved with it.`}
      </p>

      <fieldset className="check-in-fieldset">
        <legend>How do you feel?</legend>
        <div className="check-in-quadrants">
          {EMOTION_QUADRANTS.map(({ energy, pleasantness, heading }) => (
            <div
              key={heading}
              className="check-in-quadrant"
              data-energy={energy}
              data-pleasantness={pleasantness}
            >
              <h3 id={`${id}-${energy}-${pleasantness}`} className="check-in-quadrant-heading">
                {heading}
              </h3>
              {/* One stop of Tab for each quadrant; the arrow keys move among its emotions. */}
              <Toolbar className="check-in-choices" labelledBy={`${id}-${energy}-${pleasantness}`}>
                {emotionsIn(energy, pleasantness).map(({ word }) => (
                  <Choice
                    key={word}
                    label={word}
                    pressed={emotions.includes(word)}
                    onToggle={() => setEmotions((list) => toggled(list, word))}
                  />
                ))}
              </Toolbar>
            </div>
          ))}
        </div>
      </fieldset>

      <ActivityPicker chosen={activities} onChosenChange={setActivities} />

      <div className="field">
        <label htmlFor={noteId}>A short note</label>
        <textarea
          id={noteId}
          className="textarea check-in-note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          {...limit.fieldProps}
        />
        <span id={`${noteId}-hint`} className="muted">
          Optional. A few words about this moment.
        </span>
        {limit.note}
      </div>

      <ErrorBox message={error} />
      <div className="check-in-actions">
        <button type="submit" className="btn" aria-disabled={limit.problem ? true : undefined}>
          Save check-in
        </button>
      </div>
    </form>
  );
}

/** The person's activities to choose from, and a way to add to the list or take from it. */
function ActivityPicker({
  chosen,
  onChosenChange,
}: {
  chosen: string[];
  onChosenChange(next: string[]): void;
}) {
  const list = useKind('activities', readActivities);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    const result = addActivity(list, name);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const written = storeActivities(result.list);
    if (!written.ok) {
      setError(writeFailureMessage(written));
      return;
    }
    const added = result.list.at(-1)!;
    setName('');
    setError('');
    setSaid(`${added} added to your activities.`);
    onChosenChange([...chosen, added]);
  };

  const remove = (activity: string) => {
    const result = removeActivity(list, activity);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const written = storeActivities(result.list);
    if (!written.ok) {
      setError(writeFailureMessage(written));
      return;
    }
    setError('');
    setSaid(`${activity} removed from your activities. Past check-ins keep it.`);
    onChosenChange(chosen.filter((a) => activityKey(a) !== activityKey(activity)));
    // Its button is gone: focus goes to the field for a new one rather than being lost.
    input.current?.focus();
  };

  return (
    <fieldset className="check-in-fieldset">
      <legend>What have you been doing?</legend>
      {list.length === 0 ? (
        <p className="muted">Your list is empty. Add an activity below.</p>
      ) : (
        <Toolbar className="check-in-choices" label="Activities">
          {list.map((a) => (
            <Choice
              key={a}
              label={a}
              pressed={chosen.includes(a)}
              onToggle={() => onChosenChange(toggled(chosen, a))}
            />
          ))}
        </Toolbar>
      )}
      <button
        type="button"
        className="btn btn-ghost btn-sm check-in-edit-toggle"
        aria-expanded={editing}
        aria-controls={`${id}-edit`}
        onClick={() => setEditing((e) => !e)}
      >
        {editing ? 'Done editing activities' : 'Edit activities'}
      </button>
      <div id={`${id}-edit`} className="check-in-edit" hidden={!editing}>
        <div className="field check-in-add">
          <label htmlFor={`${id}-name`}>New activity</label>
          <div className="check-in-add-row">
            <input
              ref={input}
              id={`${id}-name`}
              className="input"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter adds the activity rather than saving the whole check-in.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="button" className="btn btn-secondary" onClick={add}>
              Add activity
            </button>
          </div>
        </div>
        <ErrorBox id={`${id}-error`} message={error} />
        {list.length > 0 ? (
          <ul className="check-in-edit-list" aria-label="Your activities">
            {list.map((a) => (
              <li key={a}>
                <span>{a}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove ${a}`}
                  onClick={() => remove(a)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  );
}
