import { useState, type ComponentType } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyModule } from '@/lib/lazy-module';
import type { ImportDialogProps } from './import-dialog';

// The dialog, its parsers and papaparse are fetched on the first click, never with the page
// (Settings is near its size budget).
const dialog = lazyModule<ComponentType<ImportDialogProps>>(() =>
  import('./import-dialog').then((m) => m.ImportDialog),
);

/** 'Import from another app' in Settings: a button that opens the import dialog. */
export function ImportOtherApp() {
  const [Dialog, setDialog] = useState<ComponentType<ImportDialogProps> | null>(null);
  // The dialog is on the page only while open, so each opening starts afresh.
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const onClick = () => {
    setFailed(false);
    setOpen(true);
    dialog.load().then(
      (C) => setDialog(() => C),
      () => {
        setOpen(false);
        setFailed(true);
      },
    );
  };

  return (
    <div className="data-block">
      <h3>Import from another app</h3>
      <p className="muted">
        From Daylio or Pixels. You see what the file holds before anything is saved.
      </p>
      <button type="button" className="btn btn-secondary" onClick={onClick}>
        Import from another app
      </button>
      <ErrorBox message={failed && "Couldn't open. Please try again."} />
      {Dialog && open ? <Dialog open onOpenChange={setOpen} /> : null}
    </div>
  );
}
