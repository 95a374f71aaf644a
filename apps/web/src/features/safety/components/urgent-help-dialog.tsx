import { Link } from 'react-router';
import { NOT_A_SUBSTITUTE } from '@mentora/domain/crisis-resources';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/ui/dialog';
import { useHelplineCountry } from '../hooks/use-helpline-country';
import { CrisisResourcesList } from './crisis-resources-list';
import { HelplineCountryPicker, helpIn } from './helpline-country-picker';

export interface UrgentHelpDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Need urgent help?': the crisis lines for where the person is (with a picker to choose another
 * country), the person's safety plan, and what Mentora is not.
 */
export function UrgentHelpDialog({ open, onOpenChange }: UrgentHelpDialogProps) {
  const where = useHelplineCountry();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Need urgent help?"
      description="If you are in immediate danger, or might act on thoughts of harming yourself, call your local emergency number now."
      className="urgent-help"
      help={false}
    >
      <h3 className="helpline-heading">{helpIn(where.country)}</h3>
      <HelplineCountryPicker where={where} />
      <CrisisResourcesList label="Crisis lines" country={where.country} nameCountry={false} />
      <p className="urgent-help-plan">
        <Link
          className="btn btn-secondary btn-sm"
          to={paths.safetyPlan}
          onClick={() => onOpenChange(false)}
        >
          Open my safety plan
        </Link>
      </p>
      <p className="urgent-help-note">{NOT_A_SUBSTITUTE}</p>
    </Dialog>
  );
}
