import {
  HelplineChoiceSchema,
  countryFrom,
  helplineCountry,
  type HelplineChoice,
} from '@mentora/domain/helpline-country';
import type { CountryCode } from '@mentora/domain/helplines';
import { useCallback, useState } from 'react';
import { readKey, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';

/** The guess from what this browser already says: its languages and its time zone. */
function detectCountry(): CountryCode | null {
  if (typeof navigator === 'undefined') return null;
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return countryFrom(languages.filter(Boolean), timeZone);
}

const readChoice = () =>
  readKey<HelplineChoice | null>('helplineCountry', HelplineChoiceSchema, null);

export interface HelplineCountry {
  /** The country whose lines lead, or null for 'somewhere else'. */
  country: CountryCode | null;
  /** Whether the person chose it on this device (else it is the guess). */
  chosen: boolean;
  choose(choice: HelplineChoice): void;
}

/**
 * The country whose helplines lead: the one chosen on this device, else the guess from the
 * browser's languages and time zone (nothing is sent anywhere, no location is asked for). A
 * choice is kept under `helplineCountry`; where this browser will not keep it, it still holds
 * while the page is open.
 */
export function useHelplineCountry(): HelplineCountry {
  const [detected] = useState(detectCountry);
  const [stored] = useStored('helplineCountry', readChoice);
  const [unsaved, setUnsaved] = useState<HelplineChoice | null>(null);
  const choice = unsaved ?? stored;
  const choose = useCallback((next: HelplineChoice) => {
    setUnsaved(writeKey('helplineCountry', next).ok ? null : next);
  }, []);
  return { country: helplineCountry(choice, detected), chosen: choice !== null, choose };
}
