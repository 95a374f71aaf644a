import type * as ExportReader from '@mentora/domain/export';
import type { SafetyPlan } from '@mentora/domain/safety-plan';
import { ErrorBox } from '@/components/ui/error-box';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { writeKey, type WriteResult } from '@/lib/storage/storage';
import { writeDeviceData } from '@/lib/sync/local-data';
import { whileBusy } from '@/lib/while-busy';
import { readUserData } from '../lib/user-data';
import '../user-data.css';

const UNREADABLE =
  "This file couldn't be opened, so nothing was imported. Your data on this device has not changed.";

function saveFailure(result: WriteResult): string {
  if (result.ok) return '';
  return result.reason === 'quota'
    ? "Your browser's storage is full, so the import couldn't be saved. Nothing on this device was changed. Free some space and try again."
    : "This browser isn't letting Mentora save right now (private mode or storage turned off), so nothing was imported.";
}

/**
 * The items of the file's safety plan the import left out (the plan here was changed after the
 * file's), to be added back if the person chooses: as lines under their steps, and as a plan.
 */
interface LeftOut {
  groups: { title: string; lines: string[] }[];
  items: SafetyPlan;
  reader: typeof ExportReader;
}

type Outcome =
  | { ok: true; message: string; leftOut?: LeftOut; addedBack?: string }
  | { ok: false; message: string };

/** Imports a Mentora export file, adding its records to what is already on this device. */
export function ImportData() {
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const addedNote = useRef<HTMLParagraphElement>(null);
  const addedBack = outcome?.ok ? outcome.addedBack : undefined;
  // The button that added the lines back is gone: focus goes to what it did.
  useEffect(() => {
    if (addedBack) addedNote.current?.focus();
  }, [addedBack]);

  const importFile = async (file: File): Promise<Outcome> => {
    // The code that reads and merges a file is fetched on the click, not with the page.
    let reader: typeof ExportReader;
    try {
      reader = await import('@mentora/domain/export');
    } catch {
      return { ok: false, message: UNREADABLE };
    }
    const {
      IMPORT_ERRORS,
      MAX_IMPORT_BYTES,
      decodeFileText,
      importSummaryMessage,
      mergeUserData,
      parseExport,
      safetyPlanLines,
    } = reader;
    if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: IMPORT_ERRORS.tooLarge };
    let text: string;
    try {
      // Saved again by an editor, an export may be UTF-16 or in the old Windows encoding.
      text = decodeFileText(new Uint8Array(await file.arrayBuffer()));
    } catch {
      return { ok: false, message: UNREADABLE };
    }
    const parsed = parseExport(text);
    if (!parsed.ok) return { ok: false, message: parsed.error };
    const local = readUserData();
    const { data, summary } = mergeUserData(local, parsed.data);
    const saved = writeDeviceData(data, local);
    if (!saved.ok) return { ok: false, message: saveFailure(saved) };
    const message = importSummaryMessage(summary);
    const items = summary.safetyPlanLeftOut;
    if (!items) return { ok: true, message };
    return { ok: true, message, leftOut: { groups: safetyPlanLines(items), items, reader } };
  };

  /** Adds the items of the file's plan that were left out to the plan as it is now. */
  const addBack = (leftOut: LeftOut) => {
    const now = readUserData().safetyPlan;
    const saved = writeKey('safetyPlan', leftOut.reader.addToSafetyPlan(now, leftOut.items));
    const n = leftOut.groups.reduce((sum, g) => sum + g.lines.length, 0);
    const addedBack = `Added ${n} ${n === 1 ? 'line' : 'lines'} back to your safety plan.`;
    setOutcome(
      saved.ok
        ? { ok: true, message: outcome?.message ?? '', addedBack }
        : { ok: false, message: saveFailure(saved) },
    );
  };

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    setOutcome(null);
    setOutcome(await whileBusy(setBusy, () => importFile(file)));
    // Lets the same file be chosen again.
    if (input.current) input.current.value = '';
  };

  return (
    <div className="data-block">
      <h3>Import</h3>
      <p className="muted">
        Bring back a file made with &lsquo;Export all my data&rsquo;, from this device or another.
        Its records are added to what is here: nothing already on this device is removed, and where
        the same journal entry is in both, the newer edit is kept. A safety plan changed here after
        the file was made stays as it is.
      </p>
      <div className="data-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" size={18} /> {busy ? 'Importing...' : 'Import from a file'}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => void onChange(e.target.files?.[0])}
        />
      </div>
      <p role="status" className="data-status">
        {outcome?.ok ? outcome.message : ''}
      </p>
      {outcome?.ok && outcome.leftOut ? (
        <div className="data-left-out">
          <h4>Left out of your safety plan</h4>
          {outcome.leftOut.groups.map((g) => (
            <div key={g.title}>
              <h5>{g.title}</h5>
              <ul>
                {g.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => addBack(outcome.leftOut!)}
          >
            Add these back to my safety plan
          </button>
        </div>
      ) : null}
      {addedBack ? (
        <p ref={addedNote} tabIndex={-1} className="data-status">
          {addedBack}
        </p>
      ) : null}
      <ErrorBox message={outcome && !outcome.ok ? outcome.message : null} />
    </div>
  );
}
