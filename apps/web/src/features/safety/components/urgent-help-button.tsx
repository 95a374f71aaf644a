import { LifeBuoy } from 'lucide-react';
import { setDialogHelp } from '@/components/ui/dialog-help';
import { useCrisisShown } from '@/lib/safety/crisis-shown';
import { UrgentHelpTrigger } from './urgent-help-trigger';
import '../safety.css';

/**
 * The shell header's 'Need urgent help?' button, one tap from every screen. The dialog's code is
 * fetched right after the screen first renders (not as part of it), so it opens at once, and
 * keeps opening when the network is gone. After the chat has answered with its crisis reply, it
 * stands out for the rest of the visit (filled, not outlined).
 */
export function UrgentHelpButton() {
  const emphasised = useCrisisShown();
  return (
    <UrgentHelpTrigger
      className={`btn btn-sm urgent-help-btn ${emphasised ? 'urgent-help-btn-emphasised' : 'btn-secondary'}`}
      prefetch="render"
    >
      <LifeBuoy aria-hidden="true" size={18} />
      <span>Need urgent help?</span>
    </UrgentHelpTrigger>
  );
}

/** The same, under the title of every other dialog (which covers the header's). */
function UrgentHelpInDialog() {
  return (
    <p className="dialog-help">
      <UrgentHelpTrigger className="btn btn-sm btn-secondary urgent-help-btn">
        <LifeBuoy aria-hidden="true" size={16} />
        <span>Need urgent help?</span>
      </UrgentHelpTrigger>
    </p>
  );
}
// Registered as this loads, with the page (before any dialog can open).
setDialogHelp(() => <UrgentHelpInDialog />);
