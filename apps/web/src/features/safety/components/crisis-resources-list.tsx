import { countryName, linesFor } from '@mentora/domain/helpline-country';
import type { CountryCode, HelplineKind } from '@mentora/domain/helplines';
import { useHelplineCountry } from '../hooks/use-helpline-country';
import '../safety.css';

export interface CrisisResourcesListProps {
  label: string;
  /**
   * Whose lines lead (null: somewhere else). Left out, it is the one chosen on this device, or
   * the guess from the browser's languages and time zone.
   */
  country?: CountryCode | null;
  /**
   * Whether each of the country's own lines says which country it serves (where no heading
   * above already names it). Find A Helpline always says 'Every country'.
   */
  nameCountry?: boolean;
  /** Kinds of line that lead, in this order (the chat leads with the domestic-abuse line, say). */
  lead?: readonly HelplineKind[];
}

/**
 * The helplines for where the person is, each with tap-to-call or tap-to-text links and the
 * numbers written out: their country's own (the emergency number first), then Find A Helpline
 * for everywhere else.
 */
export function CrisisResourcesList({
  label,
  country,
  nameCountry = true,
  lead = [],
}: CrisisResourcesListProps) {
  const where = useHelplineCountry();
  const shown = country === undefined ? where.country : country;
  return (
    <ul className="crisis-list" aria-label={label}>
      {linesFor(shown, lead).map((r) => (
        <li key={r.id} className="crisis-item" data-kind={r.kind}>
          <p className="crisis-name">
            <strong>{r.name}</strong>{' '}
            {r.countries === 'all' || shown === null ? (
              <span className="crisis-region">Every country</span>
            ) : nameCountry ? (
              <span className="crisis-region">{countryName(shown)}</span>
            ) : null}
          </p>
          <p className="crisis-desc">{r.description}</p>
          <p className="crisis-contacts">
            {r.contacts.map((c) =>
              c.href.startsWith('https:') ? (
                <a
                  key={c.href}
                  className="crisis-contact"
                  href={c.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {c.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <a key={c.href} className="crisis-contact" href={c.href}>
                  {c.label}
                </a>
              ),
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
