import { CharCount } from '@/components/ui/char-count';
import {
  addJournalEntry,
  journalLengthProblem,
  MAX_JOURNAL_LENGTH,
  newJournalEntry,
} from '@mentora/domain/journal';
import { joinDrafts, type JournalDraft } from '@mentora/domain/journal-drafts';
import { useId, useRef, useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth-context';
import { sayAgain } from '@/lib/say-again';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import {
  discardDraft,
  dropSavedDraft,
  keepDraft,
  openDraft,
  otherDrafts,
  readDrafts,
  readJournal,
  savedElsewhere,
} from '../lib/journal-storage';
import { JournalHistory } from './journal-history';
import { ErrorBox } from '@/components/ui/error-box';
import '../journal.css';

export interface JournalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Told what was written once an entry is saved, the toast shown and the dialog closed (the
   * page may then offer help; saving never waits for it).
   */
  onEntrySaved?(text: string): void;
}

/** 'Mood Journal': write an entry, or look through previous ones. */
export function JournalDialog({ open, onOpenChange, onEntrySaved }: JournalDialogProps) {
  // 'back': writing again, come back from the history (whose button had focus and is gone).
  const [view, setView] = useState<'write' | 'history' | 'back'>('write');
  const change = (next: boolean) => {
    if (!next) setView('write');
    onOpenChange(next);
  };
  return (
    <LazyDialog
      open={open}
      onOpenChange={change}
      title={view === 'history' ? 'Your Previous Journals' : 'Mood Journal'}
      wide={view === 'history'}
    >
      {view !== 'history' ? (
        <JournalWrite
          back={view === 'back'}
          onSaved={(text) => {
            change(false);
            if (text !== null) onEntrySaved?.(text);
          }}
          onShowHistory={() => setView('history')}
        />
      ) : (
        <JournalHistory onBack={() => setView('back')} />
      )}
    </LazyDialog>
  );
}

function JournalWrite({
  back,
  onSaved,
  onShowHistory,
}: {
  /** Come back from the history: the text box takes focus, not the dialog as a whole. */
  back: boolean;
  /** Saved: the entry's words; null when another tab had already saved them. */
  onSaved(text: string | null): void;
  onShowHistory(): void;
}) {
  const [text, setText] = useState(openDraft);
  // What other tabs wrote and did not save: shown beside the box, never put in it unasked.
  const others = otherDrafts(useStored('journalDraft', readDrafts)[0]);
  const box = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState('');
  const [emptyTries, setEmptyTries] = useState(0);
  // Why the draft can't be kept (storage full): said once, and shown until it can be again.
  const [draftUnkept, setDraftUnkept] = useState<string | null>(null);
  // When the words in the box were last changed here (opened with a draft: when it opened).
  const [openedAt] = useState(Date.now);
  const changedAt = useRef(openedAt);
  const id = useId();
  const signedIn = useAuth().isAuthenticated;

  const type = (value: string) => {
    setText(value);
    changedAt.current = Date.now();
    // Keep the draft; if storage is full the text still stays in the box, and the person is told.
    const unkept = keepDraft(value);
    setDraftUnkept(unkept);
    return unkept === null;
  };

  // Another tab's words, added to this entry at the person's word: theirs go only once the
  // words are kept here too.
  const add = (id: string, words: string) => {
    if (type(joinDrafts(text, words))) discardDraft(id, words);
    box.current?.focus();
  };
  const discard = (id: string, words: string) => {
    discardDraft(id, words);
    box.current?.focus();
  };

  const tooLong = journalLengthProblem(text);
  const save = () => {
    // Over the limit: nothing is saved, and the text stays in the box to be shortened.
    if (tooLong) return;
    const entry = newJournalEntry(text);
    // Nothing written: nothing happens (SPEC), and a screen reader is told why.
    if (!entry) {
      setEmptyTries((n) => n + 1);
      return;
    }
    const list = readJournal();
    // The same draft, open in two tabs, was saved in the other one: it is in the journal once.
    if (savedElsewhere(list, entry.content, changedAt.current)) {
      dropSavedDraft(text);
      setText('');
      notify('This entry was already saved from another tab.');
      onSaved(null);
      return;
    }
    const result = writeKey('journalHistory', addJournalEntry(list, entry));
    if (!result.ok) {
      setError(writeFailureMessage(result));
      return;
    }
    dropSavedDraft(text);
    setText('');
    setError('');
    notify('Journal entry saved!');
    onSaved(entry.content);
  };

  return (
    <form
      className="journal-write"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="field">
        <label htmlFor={id}>What&apos;s on your mind today?</label>
        <textarea
          ref={box}
          id={id}
          className="textarea journal-textarea"
          value={text}
          onChange={(e) => type(e.currentTarget.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just asked to write again
          autoFocus={back}
          aria-describedby={`${id}-hint ${id}-count`}
          aria-invalid={tooLong ? true : undefined}
        />
        <span id={`${id}-hint`} className="muted journal-hint">
          {signedIn
            ? 'Your words are kept in this browser and in your account, to reach your other devices.'
            : 'Your words stay in this browser.'}{' '}
          A draft is kept while you write.
        </span>
        <span role="status" className="journal-hint journal-draft-unkept">
          {draftUnkept}
        </span>
        <span role="status" className="visually-hidden">
          {sayAgain('Nothing to save yet: write something first.', emptyTries)}
        </span>
        <CharCount
          id={`${id}-count`}
          text={text}
          max={MAX_JOURNAL_LENGTH}
          className="muted journal-count"
        />
      </div>
      <ErrorBox message={tooLong} />
      <ErrorBox message={error} />
      <OtherDrafts id={id} others={others} onAdd={add} onDiscard={discard} />
      <div className="journal-actions">
        <button type="button" className="btn btn-secondary" onClick={onShowHistory}>
          See Your Previous Journals
        </button>
        <button type="submit" className="btn" aria-disabled={tooLong ? true : undefined}>
          Save Entry
        </button>
      </div>
    </form>
  );
}

/** What other tabs wrote and did not save, each to add to this entry or to discard. */
function OtherDrafts({
  id,
  others,
  onAdd,
  onDiscard,
}: {
  id: string;
  others: Array<[string, JournalDraft]>;
  onAdd(key: string, words: string): void;
  onDiscard(key: string, words: string): void;
}) {
  if (others.length === 0) return null;
  return (
    <section className="journal-others" aria-labelledby={`${id}-others`}>
      <h3 id={`${id}-others`} className="journal-others-title">
        {others.length === 1
          ? 'Words from another tab, not saved yet'
          : `Words from ${others.length} other tabs, not saved yet`}
      </h3>
      <p className="muted journal-hint">
        They are kept until you add them to this entry or discard them.
      </p>
      <ul className="journal-list">
        {others.map(([key, draft], i) => (
          <li key={key} className="journal-entry">
            <p id={`${id}-other-${i}`} className="journal-entry-content">
              {draft.text}
            </p>
            <div className="journal-entry-actions">
              <button
                type="button"
                className="btn btn-sm"
                aria-describedby={`${id}-other-${i}`}
                onClick={() => onAdd(key, draft.text)}
              >
                Add to this entry
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-describedby={`${id}-other-${i}`}
                onClick={() => onDiscard(key, draft.text)}
              >
                Discard
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
