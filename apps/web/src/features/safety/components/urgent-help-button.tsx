import { useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { UrgentHelpDialog } from './urgent-help-dialog';
import '../../../styles/safety.css';

/**
 * The shell header's 'Need urgent help?' button, one tap from every screen. The dialog is
 * part of the shell itself (not loaded on demand), so it opens even when the network is gone.
 */
export function UrgentHelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm urgent-help-btn"
        onClick={() => setOpen(true)}
      >
        <LifeBuoy aria-hidden="true" size={18} />
        <span>Need urgent help?</span>
      </button>
      <UrgentHelpDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
