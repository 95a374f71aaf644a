import type { SafetyPlan } from '@mentora/domain/safety-plan';
import type * as ExportReader from './import-reader';
import { ErrorBox } from '@/components/ui/error-box';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { WriteResult } from '@/lib/storage/storage';
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

/** The file's safety plan items the import left out, and the code that offers them back. */
interface LeftOut {
  items: SafetyPlan;
  reader: typeof ExportReader;
}

type Outcome = { ok: true; message: string; leftOut?: LeftOut } | { ok: false; message: string };

/** Imports a Mentora export file, adding its records to what is already on this device. */
export function ImportData() {
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File): Promise<Outcome> => {
    // The code that reads and merges a file is fetched on the click, not with the page.
    let reader: typeof ExportReader;
    try {
      reader = await import('./import-reader');
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
    return items ? { ok: true, message, leftOut: { items, reader } } : { ok: true, message };
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
        the same journal entry is in both, the newer edit is kept.
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
        <outcome.leftOut.reader.LeftOutPlan
          items={outcome.leftOut.items}
          saveFailure={saveFailure}
        />
      ) : null}
      <ErrorBox message={outcome && !outcome.ok ? outcome.message : null} />
    </div>
  );
}
