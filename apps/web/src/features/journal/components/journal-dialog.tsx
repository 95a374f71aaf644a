import { CharCount } from '@/components/ui/char-count';
import {
  addJournalEntry,
  journalLengthProblem,
  MAX_JOURNAL_LENGTH,
  newJournalEntry,
} from '@mentora/domain/journal';
import { useId, useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth-context';
import { removeKey, writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { readDraft, readJournal } from '../lib/journal-storage';
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
  const [view, setView] = useState<'write' | 'history'>('write');
  const change = (next: boolean) => {
    if (!next) setView('write');
    onOpenChange(next);
  };
  return (
    <LazyDialog
      open={open}
      onOpenChange={change}
      title={view === 'write' ? 'Mood Journal' : 'Your Previous Journals'}
      wide={view === 'history'}
    >
      {view === 'write' ? (
        <JournalWrite
          onSaved={(text) => {
            change(false);
            onEntrySaved?.(text);
          }}
          onShowHistory={() => setView('history')}
        />
      ) : (
        <JournalHistory onBack={() => setView('write')} />
      )}
    </LazyDialog>
  );
}

function JournalWrite({
  onSaved,
  onShowHistory,
}: {
  onSaved(text: string): void;
  onShowHistory(): void;
}) {
  const [text, setText] = useState(readDraft);
  const [error, setError] = useState('');
  const id = useId();
  const signedIn = useAuth().isAuthenticated;

  const type = (value: string) => {
    setText(value);
    // Keep the draft; if storage is full the text still stays in the box.
    if (value.trim() === '') removeKey('journalDraft');
    else writeKey('journalDraft', value);
  };

  const tooLong = journalLengthProblem(text);
  const save = () => {
    // Over the limit: nothing is saved, and the text stays in the box to be shortened.
    if (tooLong) return;
    const entry = newJournalEntry(text);
    if (!entry) return;
    const result = writeKey('journalHistory', addJournalEntry(readJournal(), entry));
    if (!result.ok) {
      setError(writeFailureMessage(result));
      return;
    }
    removeKey('journalDraft');
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
          id={id}
          className="textarea journal-textarea"
          value={text}
          onChange={(e) => type(e.currentTarget.value)}
          aria-describedby={`${id}-hint ${id}-count`}
          aria-invalid={tooLong ? true : undefined}
        />
        <span id={`${id}-hint`} className="muted journal-hint">
          {signedIn
            ? 'Your words are kept in this browser and in your account, to reach your other devices.'
            : 'Your words stay in this browser.'}{' '}
          A draft is kept while you write.
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
