import { leadLines } from '@mentora/domain/chat-safety';
import { emergencyNumber } from '@mentora/domain/helpline-country';
import type { CrisisKind } from '@mentora/domain/topics';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHelplineCountry } from '../hooks/use-helpline-country';
import { CrisisResourcesList } from './crisis-resources-list';

/**
 * Shown under the chat's crisis reply: the helplines for the person's country, led as the kind of
 * crisis says (the emergency number for an overdose; for abuse or danger the domestic-abuse line,
 * then the line for children and young people; the crisis lines otherwise), and the person's own
 * safety plan.
 */
export function CrisisReply({ kind = null }: { kind?: CrisisKind | null }) {
  const { country } = useHelplineCountry();
  const urgent = kind === 'overdose' || kind === 'abuse' || kind === 'danger';
  const number = urgent ? emergencyNumber(country) : null;
  return (
    <div className="crisis-reply">
      {number ? (
        <p className="crisis-call">
          <a className="crisis-call-link" href={`tel:${number}`}>
            Call {number}
          </a>
        </p>
      ) : null}
      <CrisisResourcesList
        label="People you can reach right now"
        country={country}
        lead={leadLines(kind)}
      />
      <p className="crisis-plan">
        <Link to={paths.safetyPlan}>Open my safety plan</Link>
      </p>
    </div>
  );
}

/**
 * Shown under "Stay with me. Call now, and keep this open.": the emergency number as a large
 * tap-to-call link; where Mentora does not know the number, the lines for everywhere.
 */
export function EmergencyCall() {
  const { country } = useHelplineCountry();
  const number = emergencyNumber(country);
  return number ? (
    <p className="crisis-call crisis-call-large">
      <a className="crisis-call-link" href={`tel:${number}`}>
        Call {number} now
      </a>
    </p>
  ) : (
    <CrisisResourcesList label="People you can reach right now" country={country} />
  );
}
