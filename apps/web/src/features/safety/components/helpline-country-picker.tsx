import {
  countriesByName,
  countryInSentence,
  countryName,
  type HelplineChoice,
} from '@mentora/domain/helpline-country';
import { COUNTRY_CODES, type CountryCode } from '@mentora/domain/helplines';
import { useId, useState } from 'react';
import type { HelplineCountry } from '../hooks/use-helpline-country';

/** The heading over the lines: 'Help in Australia', or 'Help wherever you are'. */
export function helpIn(country: CountryCode | null): string {
  return country ? `Help in ${countryInSentence(country)}` : 'Help wherever you are';
}

const isChoice = (value: string): value is HelplineChoice =>
  value === 'elsewhere' || (COUNTRY_CODES as readonly string[]).includes(value);

/**
 * A labelled country picker (a native select, so every browser and screen reader knows it) with
 * every country Mentora has lines for and 'Somewhere else'. The choice is kept on this device
 * and wins over the guess from the browser.
 */
export function HelplineCountryPicker({ where }: { where: HelplineCountry }) {
  const id = useId();
  // Said once the lines have changed, for someone who cannot see them change.
  const [said, setSaid] = useState('');
  return (
    <div className="helpline-picker">
      <label htmlFor={`${id}-country`}>Your country</label>
      <select
        id={`${id}-country`}
        className="select"
        value={where.country ?? 'elsewhere'}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          const value = e.target.value;
          if (!isChoice(value)) return;
          where.choose(value);
          setSaid(`Now showing: ${helpIn(value === 'elsewhere' ? null : value)}.`);
        }}
      >
        {countriesByName().map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
        <option value="elsewhere">Somewhere else</option>
      </select>
      <p id={`${id}-note`} className="helpline-note">
        {where.chosen
          ? 'Your choice is kept on this device.'
          : "Guessed from your browser's language and time zone. Nothing is sent anywhere."}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
