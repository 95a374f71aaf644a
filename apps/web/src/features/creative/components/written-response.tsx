import {
  creativeJournalText,
  creativeResponseMax,
  type CreativePrompt,
} from '@mentora/domain/creative';
import { addJournalEntry, JournalEntrySchema, newJournalEntry } from '@mentora/domain/journal';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { fieldLimit } from '@/components/ui/char-count';
import { ErrorBox } from '@/components/ui/error-box';
import { paths } from '@/config/paths';
import { readList, writeFailureMessage, writeKey } from '@/lib/storage/storage';

type Status = { kind: 'saved' } | { kind: 'error'; message: string } | null;

export interface WrittenResponseProps {
  prompt: CreativePrompt;
  /**
   * Told the person's own words (without the prompt) once they are saved and the page says so
   * (the page may then offer help; saving never waits for it).
   */
  onSaved?(text: string): void;
}

/** A textarea for a writing prompt, with 'Save to journal'. */
export function WrittenResponse({ prompt, onSaved }: WrittenResponseProps) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const id = useId();
  const limit = fieldLimit(
    `${id}-text`,
    text,
    creativeResponseMax(prompt),
    'response',
    undefined,
    false,
  );

  const save = () => {
    if (limit.problem) {
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    const entry = newJournalEntry(creativeJournalText(prompt, text));
    if (!entry) {
      setStatus({ kind: 'error', message: 'Write a few words first, then save them.' });
      return;
    }
    const list = readList('journalHistory', JournalEntrySchema);
    const result = writeKey('journalHistory', addJournalEntry(list, entry));
    if (!result.ok) {
      // Keep what was typed, and say why it could not be saved.
      setStatus({ kind: 'error', message: writeFailureMessage(result) });
      return;
    }
    setText('');
    setStatus({ kind: 'saved' });
    onSaved?.(text.trim());
  };

  return (
    <div className="written">
      <div className="field">
        <label htmlFor={`${id}-text`}>Your response</label>
        <textarea
          id={`${id}-text`}
          className="textarea written-text"
          value={text}
          {...limit.fieldProps}
          onChange={(e) => {
            setText(e.target.value);
            if (status?.kind === 'saved') setStatus(null);
          }}
        />
        {limit.note}
      </div>
      <div className="written-actions">
        <button type="button" className="btn" onClick={save}>
          Save to journal
        </button>
      </div>
      <div role="status" className="written-status">
        {status?.kind === 'saved' ? (
          <p className="written-saved">
            <span aria-hidden="true">✓ </span>
            Saved to your journal.{' '}
            <Link to={`${paths.moodTracker}?open=journal`}>Open your journal</Link>
          </p>
        ) : null}
      </div>
      <ErrorBox message={status?.kind === 'error' ? status.message : null} />
    </div>
  );
}
