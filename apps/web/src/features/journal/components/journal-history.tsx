import { CharCount } from '@/components/ui/char-count';
import {
  JOURNAL_UNDO_MS,
  deleteJournalEntry,
  editJournalEntry,
  journalLengthProblem,
  MAX_JOURNAL_LENGTH,
  addJournalEntry,
  journalPage,
  newJournalEntry,
  searchJournal,
  type JournalEntry,
} from '@mentora/domain/journal';
import {
  editBase,
  restoreJournalEntries,
  type JournalEditDraft,
} from '@mentora/domain/journal-edits';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { keepEditDraft, readEditDrafts, readJournal } from '../lib/journal-storage';
import { ErrorBox } from '@/components/ui/error-box';

export const EMPTY_JOURNAL = 'No journal entries yet. Start writing to see your history here!';

const count = (n: number) => n.toLocaleString();

/** The saved entries, newest first: search, page through, edit and delete (with Undo). */
export function JournalHistory({ onBack }: { onBack(): void }) {
  const [list] = useStored('journalHistory', readJournal);
  // Edits left open on entries deleted since (in another tab, or on another device): the changes
  // are shown here, to keep as an entry of their own or to discard, not left unseen in storage.
  const [edits] = useStored('journalEditDraft', readEditDrafts);
  const orphans = useMemo(
    () => edits.filter((d) => !list.some((e) => e.id === d.id)),
    [edits, list],
  );
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [pages, setPages] = useState(1);
  // Entries deleted in a row, each brought back by Undo; it is offered until a while after the last.
  const [deleted, setDeleted] = useState<JournalEntry[]>([]);
  const [error, setError] = useState('');
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);

  const matches = useMemo(() => searchJournal(list, deferredQuery), [list, deferredQuery]);
  const shown = journalPage(matches, pages);
  const searching = deferredQuery.trim() !== '';
  const countText =
    list.length === 0
      ? EMPTY_JOURNAL
      : searching
        ? matches.length === 0
          ? 'No entries match your search.'
          : `${count(matches.length)} of ${count(list.length)} entries match`
        : `${count(list.length)} ${list.length === 1 ? 'entry' : 'entries'}`;
  // The count is said when the search changes it. A deletion says itself (below), and Undo
  // puts focus on the count, which reads it: said by a live region too, each would be heard twice.
  const [found, setFound] = useState({ query: deferredQuery, text: '' });
  if (found.query !== deferredQuery) setFound({ query: deferredQuery, text: countText });

  // Come from the writing view, whose button is gone: the count of entries takes focus, not the
  // dialog as a whole.
  useEffect(() => {
    const was = document.activeElement;
    if (!was || was === document.body || was.getAttribute('role') === 'dialog') {
      headingRef.current?.focus();
    }
  }, []);

  // The Undo offer lasts a few seconds; focus goes back to the list if it was on Undo.
  useEffect(() => {
    if (deleted.length === 0) return;
    const timer = window.setTimeout(() => {
      if (document.activeElement === undoRef.current) headingRef.current?.focus();
      setDeleted([]);
    }, JOURNAL_UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [deleted]);

  useEffect(() => {
    if (deleted.length > 0) undoRef.current?.focus();
  }, [deleted]);

  const save = (next: JournalEntry[]) => {
    const result = writeKey('journalHistory', next);
    setError(result.ok ? '' : writeFailureMessage(result));
    return result.ok;
  };

  const remove = (entry: JournalEntry) => {
    const { list: rest, entry: removed } = deleteJournalEntry(readJournal(), entry.id);
    if (removed && save(rest)) setDeleted((was) => [...was, removed]);
  };

  const keepOrphan = (edit: JournalEditDraft, asEntry: boolean) => {
    const entry = asEntry ? newJournalEntry(edit.text) : null;
    if (entry && !save(addJournalEntry(readJournal(), entry))) return;
    keepEditDraft({ id: edit.id, content: '' }, null);
    headingRef.current?.focus();
  };

  const undo = () => {
    if (deleted.length === 0) return;
    if (save(restoreJournalEntries(readJournal(), deleted))) {
      setDeleted([]);
      headingRef.current?.focus();
    }
  };

  const edit = async (entry: JournalEntry, text: string, from: string): Promise<string | null> => {
    const tooLong = journalLengthProblem(text);
    if (tooLong) return tooLong;
    let content = text;
    let list = readJournal();
    const contentIn = (l: JournalEntry[]) => l.find((e) => e.id === entry.id)?.content;
    // Changed elsewhere while this edit was open (a sync brought another device's edit, another
    // tab saved): both changes are kept, as sync keeps edits made apart.
    const now = contentIn(list);
    if (now !== undefined && now !== from && text.trim() !== '') {
      // (from sync's own code, which has it: a file of its own would cost every page a name)
      const { mergeText } = await import('@/lib/sync/sync-engine');
      // read again: it may have changed while the code loaded
      list = readJournal();
      content = mergeText(from, text.trim(), contentIn(list) ?? now);
    }
    const next = editJournalEntry(list, entry.id, content);
    if (!next) return "An entry can't be empty. Delete it instead if you no longer want it.";
    const result = writeKey('journalHistory', next);
    return result.ok ? null : writeFailureMessage(result);
  };

  return (
    <div className="journal-history">
      <div className="journal-history-top">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onBack}>
          Back to writing
        </button>
      </div>

      {list.length > 0 ? (
        <div className="field journal-search">
          <label htmlFor={searchId}>Search your journal</label>
          <input
            id={searchId}
            type="search"
            className="input"
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              setPages(1);
            }}
          />
        </div>
      ) : null}

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab from the heading, which takes focus from the code */}
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="journal-count"
        onKeyDown={(e) => {
          // With nothing after it to reach (no entries shown, no Undo), Tab would leave the
          // dialog and its focus trap would pull focus back here: it wraps round to the first
          // control instead, as Tab from the last one does.
          if (e.key === 'Tab' && !e.shiftKey && shown.length === 0 && deleted.length === 0) {
            e.preventDefault();
            e.currentTarget.closest('[role="dialog"]')?.querySelector('button')?.focus();
          }
        }}
      >
        {countText}
      </h3>
      <p role="status" className="visually-hidden">
        {found.text}
      </p>

      {/* The deletion is said by a live region there from the start, the one place it is said. */}
      <div className={deleted.length > 0 ? 'journal-undo' : 'visually-hidden'}>
        <span role="status">
          {deleted.length === 0
            ? ''
            : deleted.length === 1
              ? 'Entry deleted.'
              : `${count(deleted.length)} entries deleted.`}
        </span>
        {deleted.length > 0 ? (
          <button ref={undoRef} type="button" className="btn btn-sm" onClick={undo}>
            Undo
          </button>
        ) : null}
      </div>

      <ErrorBox message={error} />

      {orphans.length > 0 ? (
        <ul className="journal-list" aria-label="Changes to deleted entries">
          {orphans.map((edit) => (
            <li key={edit.id} className="journal-entry">
              <p id={`${searchId}-gone-${edit.id}`} className="journal-entry-when">
                An entry you were changing was deleted. Your changes are still here:
              </p>
              <p className="journal-entry-content">{edit.text}</p>
              <div className="journal-entry-actions">
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-describedby={`${searchId}-gone-${edit.id}`}
                  onClick={() => keepOrphan(edit, true)}
                >
                  Save as a new entry
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  aria-describedby={`${searchId}-gone-${edit.id}`}
                  onClick={() => keepOrphan(edit, false)}
                >
                  Discard changes
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {shown.length > 0 ? (
        <ul className="journal-list" aria-label="Journal entries">
          {shown.map((entry) => (
            <li key={entry.id}>
              <JournalItem entry={entry} onDelete={() => remove(entry)} onEdit={edit} />
            </li>
          ))}
        </ul>
      ) : null}

      {shown.length < matches.length ? (
        <div className="journal-more">
          <p className="muted">
            Showing {count(shown.length)} of {count(matches.length)}
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setPages((p) => p + 1)}
          >
            Show more
          </button>
        </div>
      ) : null}
    </div>
  );
}

function JournalItem({
  entry,
  onDelete,
  onEdit,
}: {
  entry: JournalEntry;
  onDelete(): void;
  /** Saves new text, edited from `from`; resolves to an error message, or null when saved. */
  onEdit(entry: JournalEntry, text: string, from: string): Promise<string | null>;
}) {
  // An edit left unsaved (the dialog closed by accident, the page reloaded) opens again with its
  // text, and the text it began from: an edit of the entry saved meanwhile (on another device,
  // in another tab) is merged with it on saving, as with the page open.
  const [kept] = useState(() => readEditDrafts().find((d) => d.id === entry.id) ?? null);
  const [editing, setEditing] = useState(kept !== null);
  const [text, setText] = useState(kept ? kept.text : entry.content);
  // The text the edit began from.
  const from = useRef(kept ? editBase(kept, entry) : entry.content);
  const [error, setError] = useState('');
  // Said once an edit is saved (the form gives way to the entry, with focus on its Edit button).
  const [saved, setSaved] = useState(false);
  const editId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // A time of '' is not known (a note imported from an app that keeps none).
  const at = entry.time === '' ? '' : ` at ${entry.time}`;
  const when = `${entry.date}${at}`;
  const created = new Date(entry.id);

  // Opening the edit form puts focus in its box, after the words, so typing adds to them.
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!editing || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [editing]);

  // Leaving the edit form puts focus back on this entry's Edit button.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const finish = () => {
    refocus.current = true;
    setEditing(false);
  };

  const view = editing ? (
    <form
      className="journal-entry journal-entry-editing"
      onSubmit={(e) => {
        e.preventDefault();
        void onEdit(entry, text, from.current).then((problem) => {
          setError(problem ?? '');
          if (problem) return;
          keepEditDraft(entry, null);
          setSaved(true);
          finish();
        });
      }}
    >
      <label htmlFor={editId} className="journal-entry-when">
        Edit entry from {when}
      </label>
      <textarea
        ref={box}
        id={editId}
        className="textarea"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          keepEditDraft(entry, e.currentTarget.value, from.current);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${editId}-err ${editId}-count` : `${editId}-count`}
      />
      <CharCount
        id={`${editId}-count`}
        text={text}
        max={MAX_JOURNAL_LENGTH}
        className="muted journal-count"
      />
      {error ? (
        <p id={`${editId}-err`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="journal-entry-actions">
        <button type="submit" className="btn btn-sm">
          Save changes
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            setText(entry.content);
            setError('');
            keepEditDraft(entry, null);
            finish();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  ) : (
    <article className="journal-entry" aria-label={`Entry from ${when}`}>
      <p className="journal-entry-when muted">
        <time dateTime={Number.isNaN(created.getTime()) ? undefined : created.toISOString()}>
          {entry.date}
          {at}
        </time>
        {entry.updatedAt ? ' · edited' : ''}
      </p>
      <p className="journal-entry-content">{entry.content}</p>
      <div className="journal-entry-actions">
        <button
          ref={editButton}
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Edit entry from ${when}`}
          onClick={() => {
            from.current = entry.content;
            setText(entry.content);
            setSaved(false);
            setEditing(true);
          }}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm journal-delete"
          aria-label={`Delete entry from ${when}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </article>
  );
  return (
    <>
      {view}
      {/* there from the start, so what comes into it is announced */}
      <p role="status" className="visually-hidden">
        {saved ? `Changes to the entry from ${when} saved.` : ''}
      </p>
    </>
  );
}
