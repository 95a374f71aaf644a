import { MOOD_MAX, MOOD_MIN } from '@mentora/domain/mood';
import { levelCategory } from '@mentora/domain/day-mood';
import {
  SOURCE_NAMES,
  decodeFileText,
  problemText,
  type ParsedImport,
} from '@mentora/domain/import-format';
import {
  choiceOfLevel,
  defaultMapping,
  existingDaysText,
  fileMoods,
  parseOtherAppFile,
  summarizeImport,
  summaryText,
  type MoodMapping,
} from '@mentora/domain/import-mapping';
import {
  IMPORT_UNDO_MS,
  planAddsNothing,
  type ImportPlan,
  type ImportRecord,
} from '@mentora/domain/import-plan';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { planAgainstDevice, runImport, runUndo, undoableImport } from '../lib/other-app-import';
import '../import.css';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

type Step =
  | { at: 'choose' }
  | { at: 'working'; doing: string }
  | { at: 'preview'; fileName: string; parsed: ParsedImport; preview: ImportPlan }
  | { at: 'done'; message: string; record: ImportRecord | null }
  | { at: 'undone'; message: string };

const UNREADABLE =
  "This file couldn't be opened. Nothing was imported, and your data here has not changed.";

const LEVELS = Array.from({ length: MOOD_MAX - MOOD_MIN + 1 }, (_, i) => MOOD_MAX - i);

const n = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** '28 Nov, 10:05': when an import can be undone until. */
const whenText = (ms: number) =>
  new Date(ms).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Lets the page show the step just set (a progress line) before a long task starts. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function importedText(plan: ImportPlan): string {
  const days = new Set([...Object.keys(plan.moodLevels), ...Object.keys(plan.moodHistory)]).size;
  const parts = [
    n(plan.checkIns.length, 'check-in', 'check-ins'),
    n(plan.journal.length, 'journal entry', 'journal entries'),
    days === 0 ? 'no moods' : `a mood for ${n(days, 'day', 'days')}`,
  ];
  let text = `Imported ${parts[0]}, ${parts[1]} and ${parts[2]}.`;
  const edited = plan.entriesUpdated;
  if (edited > 0) {
    text += ` ${n(edited, 'entry', 'entries')} you changed in ${SOURCE_NAMES[plan.record.source]} since an earlier import ${edited === 1 ? 'was' : 'were'} updated here.`;
  }
  if (plan.activities.length > 0) {
    text += ` ${n(plan.activities.length, 'activity was', 'activities were')} added to your list.`;
  }
  if (plan.leftOut.length > 0) {
    text += ` ${n(plan.leftOut.length, 'part', 'parts')} of the file that couldn't be read ${plan.leftOut.length === 1 ? 'was' : 'were'} left out.`;
  }
  return text;
}

/** 'Import from another app': choose a file, see and adjust what it holds, import, undo. */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [error, setError] = useState('');
  const [mapping, setMapping] = useState<MoodMapping>({});
  const [agreed, setAgreed] = useState(false);
  // The dialog is on the page only while open (see ImportOtherApp), so it starts at the first
  // step each time, with the last import if that can still be undone.
  const [last, setLast] = useState<ImportRecord | null>(() => undoableImport());
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  // A new step is announced by moving focus to its heading.
  // A file refused (or a save that failed) brings focus back to the file picker, with the
  // message beside it.
  useEffect(() => {
    if (step.at !== 'choose') heading.current?.focus();
    else if (error) fileInput.current?.focus();
  }, [step.at, error]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setStep({ at: 'working', doing: 'Reading your file…' });
    await nextPaint();
    let text: string;
    try {
      text = decodeFileText(new Uint8Array(await file.arrayBuffer()));
    } catch {
      setStep({ at: 'choose' });
      setError(UNREADABLE);
      return;
    }
    const result = parseOtherAppFile(text);
    if (!result.ok) {
      setStep({ at: 'choose' });
      setError(result.error);
      return;
    }
    const start = defaultMapping(result.parsed);
    setMapping(start);
    setAgreed(false);
    setStep({
      at: 'preview',
      fileName: file.name,
      parsed: result.parsed,
      preview: planAgainstDevice(result.parsed, start),
    });
  };

  const confirm = async (parsed: ParsedImport) => {
    setError('');
    setStep({ at: 'working', doing: 'Importing…' });
    await nextPaint();
    const saved = runImport(parsed, mapping);
    if (!saved.ok) {
      setStep({ at: 'choose' });
      setError(saved.error);
      return;
    }
    const until = saved.plan.record.ranAt + IMPORT_UNDO_MS;
    setStep({
      at: 'done',
      message: `${importedText(saved.plan)}${saved.undoKept ? ` You can undo this import until ${whenText(until)}.` : ''}`,
      record: saved.undoKept ? saved.plan.record : null,
    });
  };

  const undo = async (record: ImportRecord) => {
    setError('');
    setStep({ at: 'working', doing: 'Undoing the import…' });
    await nextPaint();
    const undone = runUndo(record);
    if (!undone.ok) {
      setStep({ at: 'choose' });
      setError(undone.error);
      return;
    }
    setLast(null);
    const { checkIns, notes } = undone.removed;
    let message = `The import was undone: ${n(checkIns, 'check-in', 'check-ins')} and ${n(notes, 'journal entry', 'journal entries')} were removed, with the moods it gave days.`;
    if (undone.restored > 0) {
      message += ` ${n(undone.restored, 'entry it updated was', 'entries it updated were')} put back as ${undone.restored === 1 ? 'it was' : 'they were'}.`;
    }
    if (undone.keptEdited > 0) {
      message += ` ${n(undone.keptEdited, 'journal entry you edited since was', 'journal entries you edited since were')} kept.`;
    }
    setStep({ at: 'undone', message });
  };

  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import from another app"
      description="Bring your moods and notes from Daylio or Pixels. Nothing is saved until you confirm."
      wide
      className="import-dialog"
    >
      {step.at === 'choose' ? (
        <div className="import-step">
          <p>
            In Daylio, export your entries as CSV; in Pixels, export a backup file. Then choose that
            file here.
          </p>
          <label htmlFor={fileId} className="import-file-label">
            File from Daylio or Pixels
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={error ? `${fileId}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void readFile(file);
            }}
          />
          <ErrorBox id={`${fileId}-error`} message={error} />
          {last ? (
            <div className="import-last">
              <h3>Your last import</h3>
              <p>
                From {SOURCE_NAMES[last.source]}, on {whenText(last.ranAt)}. You can undo it until{' '}
                {whenText(last.ranAt + IMPORT_UNDO_MS)}.
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => void undo(last)}>
                Undo last import
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      {step.at === 'working' ? (
        <div className="import-step" role="status">
          <h3 ref={heading} tabIndex={-1}>
            {step.doing}
          </h3>
          <progress aria-label={step.doing} />
        </div>
      ) : null}

      {step.at === 'preview' ? (
        <Preview
          step={step}
          mapping={mapping}
          setMapping={setMapping}
          agreed={agreed}
          setAgreed={setAgreed}
          heading={heading}
          onCancel={() => setStep({ at: 'choose' })}
          onConfirm={() => void confirm(step.parsed)}
        />
      ) : null}

      {step.at === 'done' || step.at === 'undone' ? (
        <div className="import-step">
          {/* The heading takes focus with the step, and is described by what happened: a
              region that came with its text already in it would not be read out. */}
          <h3 ref={heading} tabIndex={-1} aria-describedby={`${fileId}-outcome`}>
            {step.at === 'done' ? 'Imported' : 'Import undone'}
          </h3>
          <p id={`${fileId}-outcome`}>{step.message}</p>
          <div className="dialog-actions">
            {step.at === 'done' && step.record ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void undo(step.record!)}
              >
                Undo this import
              </button>
            ) : null}
            <button type="button" className="btn" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

interface PreviewProps {
  step: Extract<Step, { at: 'preview' }>;
  mapping: MoodMapping;
  setMapping(m: MoodMapping): void;
  agreed: boolean;
  setAgreed(a: boolean): void;
  heading: RefObject<HTMLHeadingElement | null>;
  onCancel(): void;
  onConfirm(): void;
}

function Preview({
  step,
  mapping,
  setMapping,
  agreed,
  setAgreed,
  heading,
  onCancel,
  onConfirm,
}: PreviewProps) {
  const { parsed, preview, fileName } = step;
  const summary = summarizeImport(parsed);
  const moods = fileMoods(parsed);
  const problems = parsed.problems;
  const nothingNew = planAddsNothing(preview);
  const needsAgreement = problems.length > 0 && !agreed;
  const id = useId();
  const source = SOURCE_NAMES[parsed.source];
  const { checkIns: hadCheckIns, notes: hadNotes } = preview.already;
  const edited = preview.entriesUpdated;

  return (
    <div className="import-step">
      <h3 ref={heading} tabIndex={-1}>
        What {fileName} holds
      </h3>
      <p>
        From {source}: {summaryText(summary)}.
      </p>

      {problems.length > 0 ? (
        <div className="import-problems">
          <p>
            {`${parsed.source === 'daylio' ? n(problems.length, 'line', 'lines') : n(problems.length, 'entry', 'entries')} of this file can't be read and will be left out:`}
          </p>
          <ul>
            {problems.slice(0, 5).map((p) => (
              <li key={p.where}>{problemText(p)}.</li>
            ))}
          </ul>
          {problems.length > 5 ? <p>And {n(problems.length - 5, 'more', 'more')}.</p> : null}
          <label className="import-agree">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            Import the rest, leaving these out
          </label>
        </div>
      ) : null}

      {moods.length > 0 ? (
        <fieldset className="import-mapping">
          <legend>How its moods count here</legend>
          <p className="muted">
            Each mood becomes a check-in at this level (1 to 10), and its band gives days without a
            mood here their Good, Neutral or Bad in Mood Insights.
          </p>
          {moods.map((m, i) => {
            const selectId = `${id}-mood-${i}`;
            const level = mapping[m.mood]?.level ?? 5;
            return (
              <div className="import-mapping-row" key={m.mood}>
                <label htmlFor={selectId}>
                  {parsed.source === 'pixels' ? `Score ${m.label}` : m.label}{' '}
                  <span className="muted">({n(m.count, 'time', 'times')})</span>
                </label>
                <select
                  id={selectId}
                  value={level}
                  onChange={(e) =>
                    setMapping({ ...mapping, [m.mood]: choiceOfLevel(Number(e.target.value)) })
                  }
                >
                  {LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {l} · {levelCategory(l)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      ) : null}

      <h4>Days you already have</h4>
      <p>
        {existingDaysText(preview.keptDays)} Notes become journal entries, dated on their day, and
        new activities join your list. Nothing here is removed.
      </p>
      {hadCheckIns + hadNotes > 0 ? (
        <p>
          {`${n(hadCheckIns, 'check-in', 'check-ins')} and ${n(hadNotes, 'note', 'notes')} from this file are here already, from an earlier import, and won't be added again.`}
        </p>
      ) : null}
      {edited > 0 ? (
        <p>
          {`${n(edited, 'entry', 'entries')} of this file ${edited === 1 ? 'was' : 'were'} changed in ${source} since an earlier import: ${edited === 1 ? 'it' : 'they'} will be updated here, not added again.`}
        </p>
      ) : null}
      {nothingNew ? (
        <p role="status" className="import-nothing">
          Everything in this file is already here, so there is nothing new to import.
        </p>
      ) : null}

      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Choose another file
        </button>
        <button
          type="button"
          className="btn"
          disabled={nothingNew || needsAgreement}
          onClick={onConfirm}
        >
          Import
        </button>
      </div>
    </div>
  );
}
