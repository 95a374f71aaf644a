import * as z from 'zod/mini';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  HELPLINES,
  type CountryCode,
  type Helpline,
  type HelplineKind,
} from './helplines';
import { lazySchema } from './lazy-schema';

/**
 * Which country's helplines to lead with. Worked out on the device from what the browser
 * already says (its languages and time zone): no network, no location permission. The person
 * can choose another in the 'Need urgent help?' dialog; that choice is kept on the device, under
 * `helplineCountry`, and wins over the guess.
 */

/** A stored choice: a country, or 'elsewhere' (somewhere Mentora has no lines of its own for). */
export type HelplineChoice = CountryCode | 'elsewhere';

export const HelplineChoiceSchema = lazySchema(() =>
  z.enum(['elsewhere', ...COUNTRY_CODES] as [HelplineChoice, ...HelplineChoice[]]),
);

const isCountry = (code: string): code is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(code);

/**
 * Time zones that name one country with lines, whole: the IANA names and their old aliases,
 * which browsers still report (Chrome gives India's zone as Asia/Calcutta).
 */
const ZONE_NAMES: ReadonlyArray<[CountryCode, string]> = [
  [
    'US',
    `America/New_York America/Chicago America/Denver America/Los_Angeles America/Phoenix
     America/Anchorage America/Juneau America/Sitka America/Yakutat America/Nome
     America/Metlakatla America/Adak America/Atka America/Boise America/Detroit America/Menominee
     America/Shiprock America/Indianapolis America/Fort_Wayne America/Knox_IN America/Louisville
     Pacific/Honolulu Navajo`,
  ],
  [
    'CA',
    `America/Toronto America/Montreal America/Vancouver America/Edmonton America/Winnipeg
     America/Regina America/Halifax America/St_Johns America/Moncton America/Glace_Bay
     America/Goose_Bay America/Whitehorse America/Dawson America/Dawson_Creek America/Fort_Nelson
     America/Creston America/Yellowknife America/Inuvik America/Iqaluit America/Rankin_Inlet
     America/Resolute America/Cambridge_Bay America/Swift_Current America/Atikokan
     America/Coral_Harbour America/Blanc-Sablon America/Nipigon America/Thunder_Bay
     America/Rainy_River America/Pangnirtung`,
  ],
  ['GB', 'Europe/London Europe/Belfast GB GB-Eire'],
  ['IE', 'Europe/Dublin Eire'],
  ['NZ', 'Pacific/Auckland Pacific/Chatham NZ NZ-CHAT'],
  ['IN', 'Asia/Kolkata Asia/Calcutta'],
  ['AT', 'Europe/Vienna'],
  ['BE', 'Europe/Brussels'],
  ['BG', 'Europe/Sofia'],
  ['HR', 'Europe/Zagreb'],
  ['CY', 'Asia/Nicosia Europe/Nicosia Asia/Famagusta'],
  ['CZ', 'Europe/Prague'],
  ['DK', 'Europe/Copenhagen'],
  ['EE', 'Europe/Tallinn'],
  ['FI', 'Europe/Helsinki Europe/Mariehamn'],
  ['FR', 'Europe/Paris'],
  ['DE', 'Europe/Berlin Europe/Busingen'],
  ['GR', 'Europe/Athens'],
  ['HU', 'Europe/Budapest'],
  ['IT', 'Europe/Rome'],
  ['LV', 'Europe/Riga'],
  ['LT', 'Europe/Vilnius'],
  ['LU', 'Europe/Luxembourg'],
  ['MT', 'Europe/Malta'],
  ['NL', 'Europe/Amsterdam'],
  ['PL', 'Europe/Warsaw Poland'],
  ['PT', 'Europe/Lisbon Atlantic/Madeira Atlantic/Azores Portugal'],
  ['RO', 'Europe/Bucharest'],
  ['SK', 'Europe/Bratislava'],
  ['SI', 'Europe/Ljubljana'],
  ['ES', 'Europe/Madrid Africa/Ceuta Atlantic/Canary'],
  ['SE', 'Europe/Stockholm'],
];

let zoneTable: Map<string, CountryCode> | undefined;
/** The zone names as a table, built the first time a zone is read. */
function zoneCountry(timeZone: string): CountryCode | undefined {
  zoneTable ??= new Map(
    ZONE_NAMES.flatMap(([country, names]) =>
      names
        .split(/\s+/)
        .filter(Boolean)
        .map((name): [string, CountryCode] => [name, country]),
    ),
  );
  return zoneTable.get(timeZone);
}

/** Zone families that lie wholly in one country with lines. */
const ZONE_PREFIXES: ReadonlyArray<[string, CountryCode]> = [
  ['Australia/', 'AU'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
];

/** The areas of the time zone database whose zones each name a place. */
const PLACE_AREAS = /^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;

type ZoneReading = { country: CountryCode } | { elsewhere: true } | null;

/**
 * What a time zone says about where the person is: a country with lines; somewhere else (a
 * zone that names a place Mentora has no lines for, like Asia/Tokyo); or nothing (UTC, Etc/*,
 * no zone at all).
 */
function readZone(timeZone: string | undefined): ZoneReading {
  if (!timeZone) return null;
  const known = zoneCountry(timeZone);
  if (known) return { country: known };
  const family = ZONE_PREFIXES.find(([prefix]) => timeZone.startsWith(prefix));
  if (family) return { country: family[1] };
  return PLACE_AREAS.test(timeZone) ? { elsewhere: true } : null;
}

/** The region of a language tag ('en-AU' → 'AU', 'zh-Hant-TW' → 'TW'), or null if it has none. */
export function regionOf(tag: string): string | null {
  const parts = tag.trim().split(/[-_]/);
  for (const part of parts.slice(1)) {
    if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase() === 'UK' ? 'GB' : part.toUpperCase();
    if (/^\d{3}$/.test(part)) return null;
    // A script (Latn) comes before the region; anything else ends the search.
    if (!/^[A-Za-z]{4}$/.test(part)) return null;
  }
  return null;
}

/**
 * The country to lead with, from the browser's languages and time zone, or null for 'somewhere
 * else'. The time zone comes first where it is decisive: a zone that lies in one country with
 * lines names it (Australia/Sydney, Asia/Kolkata, Europe/Dublin, America/Toronto…), and one that
 * names any other place (Asia/Tokyo) means somewhere else, whatever the language says. Only a
 * zone that says nothing (UTC, or none) leaves it to the region of the first language tag
 * (en-AU → Australia).
 */
export function countryFrom(
  languages: readonly string[],
  timeZone: string | undefined,
): CountryCode | null {
  const zone = readZone(timeZone);
  if (zone) return 'country' in zone ? zone.country : null;
  const first = languages[0];
  const region = first ? regionOf(first) : null;
  return region && isCountry(region) ? region : null;
}

/** The choice that applies: what the person chose on this device, else the guess. */
export function helplineCountry(
  stored: HelplineChoice | null,
  detected: CountryCode | null,
): CountryCode | null {
  if (stored === 'elsewhere') return null;
  return stored ?? detected;
}

const serves = (line: Helpline, country: CountryCode | null) =>
  line.countries !== 'all' && country !== null && line.countries.includes(country);

/**
 * The lines to show for a country: its own first, in their order (the emergency number first),
 * then Find A Helpline for everywhere else. For 'somewhere else' (null), Find A Helpline alone.
 * `lead` moves lines of those kinds to the front of the country's own, in that order (the chat
 * can lead with the domestic-abuse line, say).
 */
export function linesFor(
  country: CountryCode | null,
  lead: readonly HelplineKind[] = [],
): Helpline[] {
  const own = HELPLINES.filter((l) => serves(l, country));
  const rank = (l: Helpline) => {
    const i = lead.indexOf(l.kind);
    return i === -1 ? lead.length : i;
  };
  const ordered = own
    .map((line, i) => ({ line, i }))
    .sort((a, b) => rank(a.line) - rank(b.line) || a.i - b.i)
    .map((x) => x.line);
  return [...ordered, ...HELPLINES.filter((l) => l.countries === 'all')];
}

/** The emergency number to call in a country ('112' for the EU), or null where it is not known. */
export function emergencyNumber(country: CountryCode | null): string | null {
  const line = HELPLINES.find((l) => l.kind === 'emergency' && serves(l, country));
  const href = line?.contacts[0]?.href;
  return href ? href.replace(/^tel:/, '') : null;
}

/** A country's name ('Canada'). */
export function countryName(country: CountryCode): string {
  return COUNTRY_NAMES[country].name;
}

/** A country's name as it reads in a sentence ('the United Kingdom', 'Canada'). */
export function countryInSentence(country: CountryCode): string {
  const { name, the } = COUNTRY_NAMES[country];
  return the ? `the ${name}` : name;
}

/** The picker's countries, by name. */
export function countriesByName(): CountryCode[] {
  return [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));
}
