import { LifeBuoy } from 'lucide-react';
import { UrgentHelpTrigger } from './urgent-help-trigger';
import '../../../styles/safety.css';

/**
 * The shell header's 'Need urgent help?' button, one tap from every screen. The dialog's code is
 * fetched right after the screen first renders (not as part of it), so it opens at once, and
 * keeps opening when the network is gone.
 */
export function UrgentHelpButton() {
  return (
    <UrgentHelpTrigger className="btn btn-secondary btn-sm urgent-help-btn" prefetch="render">
      <LifeBuoy aria-hidden="true" size={18} />
      <span>Need urgent help?</span>
    </UrgentHelpTrigger>
  );
}
