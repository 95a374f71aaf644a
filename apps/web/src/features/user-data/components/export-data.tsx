import type * as ExportFile from '@mentora/domain/export-parse';
import { DATA_KINDS } from '@mentora/domain/data-kinds';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile, readUserData } from '../lib/user-data';
import '../user-data.css';

/** Downloads all of the user's data as one JSON file, and the journal and mood as CSV. */
export function ExportData({ now = () => new Date() }: { now?: () => Date }) {
  const [message, setMessage] = useState('');

  /**
   * The whole export, or the spreadsheet a kind of data offers (named by the kind). The code
   * that builds the file is fetched on the click, not with the page.
   */
  const download = async (what: string) => {
    const at = now();
    let build: typeof ExportFile;
    try {
      build = await import('@mentora/domain/export-parse');
    } catch {
      setMessage("The export couldn't be prepared. Check your connection and try again.");
      return;
    }
    const { buildExport, exportFileName, serializeExport } = build;
    const data = readUserData();
    const name = exportFileName(what, at);
    const sheet = DATA_KINDS.find((k) => k.csv?.name === what)?.csv;
    if (sheet) downloadFile(name, sheet.text(data), 'text/csv;charset=utf-8');
    else downloadFile(name, serializeExport(buildExport(data, at)), 'application/json');
    setMessage(
      `Downloaded ${name}. It holds your private entries, so keep it somewhere only you can open.`,
    );
  };

  return (
    <div className="data-block">
      <h3>Export</h3>
      <p className="muted">
        Download everything Mentora keeps for you: mood history and levels, journal entries, daily
        challenges (your streak comes from these), favourite and custom coping skills, your safety
        plan, sleep times and notes, grounding answers, settings, tool uses with their before and
        after ratings, check-ins and your activity list. You can import the file here or on another
        device.
      </p>
      <div className="data-actions">
        <button type="button" className="btn" onClick={() => void download('json')}>
          <Download aria-hidden="true" size={18} /> Export all my data
        </button>
        {DATA_KINDS.flatMap(({ csv }) =>
          csv ? (
            <button
              key={csv.name}
              type="button"
              className="btn btn-secondary"
              onClick={() => void download(csv.name)}
            >
              {csv.label}
            </button>
          ) : (
            []
          ),
        )}
      </div>
      <p role="status" className="data-status">
        {message}
      </p>
    </div>
  );
}
