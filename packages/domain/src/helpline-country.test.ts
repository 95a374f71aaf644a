import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HelplineChoiceSchema,
  countriesByName,
  countryFrom,
  countryInSentence,
  countryName,
  emergencyNumber,
  helplineCountry,
  linesFor,
  regionOf,
} from './helpline-country';
import { COUNTRY_CODES, HELPLINES } from './helplines';

const ids = (lines: { id: string }[]) => lines.map((l) => l.id);

describe('the country, from the browser', () => {
  it('reads it from a time zone that lies in one country with lines', () => {
    const cases: Array<[string, string]> = [
      ['Australia/Sydney', 'AU'],
      ['Australia/Perth', 'AU'],
      ['Australia/Lord_Howe', 'AU'],
      ['Pacific/Auckland', 'NZ'],
      ['Pacific/Chatham', 'NZ'],
      ['Asia/Kolkata', 'IN'],
      ['Asia/Calcutta', 'IN'],
      ['Europe/Dublin', 'IE'],
      ['Europe/London', 'GB'],
      ['America/Toronto', 'CA'],
      ['America/Vancouver', 'CA'],
      ['America/Halifax', 'CA'],
      ['America/St_Johns', 'CA'],
      ['America/Winnipeg', 'CA'],
      ['Canada/Eastern', 'CA'],
      ['America/New_York', 'US'],
      ['America/Chicago', 'US'],
      ['America/Los_Angeles', 'US'],
      ['America/Anchorage', 'US'],
      ['America/Indiana/Indianapolis', 'US'],
      ['America/Indianapolis', 'US'],
      ['America/Kentucky/Louisville', 'US'],
      ['Pacific/Honolulu', 'US'],
      ['US/Pacific', 'US'],
      ['Europe/Berlin', 'DE'],
      ['Europe/Paris', 'FR'],
      ['Europe/Madrid', 'ES'],
      ['Atlantic/Canary', 'ES'],
      ['Europe/Lisbon', 'PT'],
      ['Asia/Nicosia', 'CY'],
    ];
    for (const [zone, country] of cases) {
      expect(countryFrom([], zone), zone).toBe(country);
    }
  });

  it('trusts such a time zone over the language', () => {
    expect(countryFrom(['en-US', 'en'], 'Australia/Sydney')).toBe('AU');
    expect(countryFrom(['en-GB'], 'America/Toronto')).toBe('CA');
    expect(countryFrom(['fr-FR'], 'Europe/Dublin')).toBe('IE');
    expect(countryFrom(['hi-IN'], 'Europe/London')).toBe('GB');
  });

  it('reads a time zone of any other place as somewhere else, whatever the language', () => {
    for (const zone of ['Asia/Tokyo', 'America/Sao_Paulo', 'Africa/Johannesburg', 'Europe/Oslo']) {
      expect(countryFrom(['en-US'], zone), zone).toBeNull();
      expect(countryFrom(['en-AU'], zone), zone).toBeNull();
    }
  });

  it('goes by the region of the first language when the time zone says nothing', () => {
    for (const zone of [undefined, '', 'UTC', 'Etc/UTC', 'Etc/GMT+5', 'GMT']) {
      expect(countryFrom(['en-AU'], zone), String(zone)).toBe('AU');
      expect(countryFrom(['en-NZ', 'en'], zone), String(zone)).toBe('NZ');
    }
    expect(countryFrom(['en-CA'], 'UTC')).toBe('CA');
    expect(countryFrom(['en-IE'], 'UTC')).toBe('IE');
    expect(countryFrom(['en-IN'], 'UTC')).toBe('IN');
    expect(countryFrom(['en-US'], 'UTC')).toBe('US');
    expect(countryFrom(['en_GB'], 'UTC')).toBe('GB');
    expect(countryFrom(['de-DE'], 'UTC')).toBe('DE');
    expect(countryFrom(['nl-BE'], undefined)).toBe('BE');
  });

  it('is somewhere else when the first language has no region, or one without lines', () => {
    expect(countryFrom(['en'], 'UTC')).toBeNull();
    expect(countryFrom(['en', 'en-AU'], 'UTC')).toBeNull();
    expect(countryFrom(['en-ZA'], 'UTC')).toBeNull();
    expect(countryFrom(['es-419'], 'UTC')).toBeNull();
    expect(countryFrom(['zh-Hant-TW'], 'UTC')).toBeNull();
    expect(countryFrom([], undefined)).toBeNull();
    expect(countryFrom([''], undefined)).toBeNull();
  });

  it('reads the region of a language tag', () => {
    expect(regionOf('en-AU')).toBe('AU');
    expect(regionOf('en_au')).toBe('AU');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('sr-Latn-RS')).toBe('RS');
    expect(regionOf('en-UK')).toBe('GB');
    expect(regionOf('es-419')).toBeNull();
    expect(regionOf('en')).toBeNull();
    expect(regionOf('en-x-private')).toBeNull();
    expect(regionOf('')).toBeNull();
  });

  it('never throws, and gives a country with lines or null, for anything at all', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.option(fc.string(), { nil: undefined }), (l, tz) => {
        const c = countryFrom(l, tz);
        expect(c === null || COUNTRY_CODES.includes(c)).toBe(true);
      }),
    );
  });
});

describe('the choice on this device', () => {
  it('wins over the guess, and "somewhere else" is a choice too', () => {
    expect(helplineCountry('NZ', 'AU')).toBe('NZ');
    expect(helplineCountry('elsewhere', 'AU')).toBeNull();
    expect(helplineCountry(null, 'AU')).toBe('AU');
    expect(helplineCountry(null, null)).toBeNull();
  });

  it('is stored as a country code or "elsewhere", and nothing else', () => {
    expect(HelplineChoiceSchema.safeParse('AU').success).toBe(true);
    expect(HelplineChoiceSchema.safeParse('DE').success).toBe(true);
    expect(HelplineChoiceSchema.safeParse('elsewhere').success).toBe(true);
    for (const bad of ['XX', 'au', '', 5, null, { country: 'AU' }]) {
      expect(HelplineChoiceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('the lines for a country', () => {
  it("leads with the country's own lines, emergency number first, then findahelpline.com", () => {
    expect(ids(linesFor('AU'))).toEqual([
      'au-emergency',
      'au-lifeline',
      'au-1800respect',
      'au-kids-helpline',
      'findahelpline',
    ]);
    expect(ids(linesFor('US'))).toEqual([
      'us-emergency',
      'us-988',
      'us-crisis-text-line',
      'us-domestic-violence',
      'us-childhelp',
      'findahelpline',
    ]);
    expect(ids(linesFor('IE'))).toEqual([
      'ie-emergency',
      'ie-samaritans',
      'ie-50808',
      'ie-womens-aid',
      'ie-childline',
      'findahelpline',
    ]);
    expect(ids(linesFor('CA'))).toEqual([
      'ca-emergency',
      'ca-988',
      'ca-kids-help-phone',
      'findahelpline',
    ]);
    expect(ids(linesFor('NZ'))).toEqual([
      'nz-emergency',
      'nz-1737',
      'nz-youthline',
      'findahelpline',
    ]);
    expect(ids(linesFor('IN'))).toEqual([
      'in-emergency',
      'in-tele-manas',
      'in-child-helpline',
      'findahelpline',
    ]);
  });

  it('gives the rest of the EU 112, and everywhere else findahelpline.com alone', () => {
    expect(ids(linesFor('DE'))).toEqual(['eu-emergency', 'findahelpline']);
    expect(ids(linesFor('FR'))).toEqual(['eu-emergency', 'findahelpline']);
    expect(ids(linesFor(null))).toEqual(['findahelpline']);
  });

  it("shows no other country's lines", () => {
    for (const country of COUNTRY_CODES) {
      for (const line of linesFor(country)) {
        expect(line.countries === 'all' || line.countries.includes(country)).toBe(true);
      }
    }
  });

  it('reaches every line from some country', () => {
    const shown = new Set(COUNTRY_CODES.flatMap((c) => ids(linesFor(c))));
    expect([...shown].sort()).toEqual(ids([...HELPLINES]).sort());
  });

  it('can lead with the kinds asked for, keeping the rest in order', () => {
    expect(ids(linesFor('US', ['abuse', 'emergency']))).toEqual([
      'us-domestic-violence',
      'us-emergency',
      'us-988',
      'us-crisis-text-line',
      'us-childhelp',
      'findahelpline',
    ]);
    expect(ids(linesFor('US', ['abuse', 'young', 'emergency']))).toEqual([
      'us-domestic-violence',
      'us-childhelp',
      'us-emergency',
      'us-988',
      'us-crisis-text-line',
      'findahelpline',
    ]);
    expect(ids(linesFor('GB', ['crisis']))).toEqual([
      'gb-samaritans',
      'gb-shout',
      'gb-emergency',
      'gb-refuge',
      'gb-childline',
      'findahelpline',
    ]);
    expect(ids(linesFor(null, ['crisis']))).toEqual(['findahelpline']);
  });

  it('knows each country’s emergency number', () => {
    expect(emergencyNumber('US')).toBe('911');
    expect(emergencyNumber('CA')).toBe('911');
    expect(emergencyNumber('GB')).toBe('999');
    expect(emergencyNumber('IE')).toBe('112');
    expect(emergencyNumber('AU')).toBe('000');
    expect(emergencyNumber('NZ')).toBe('111');
    expect(emergencyNumber('IN')).toBe('112');
    expect(emergencyNumber('IT')).toBe('112');
    expect(emergencyNumber(null)).toBeNull();
  });
});

describe('country names', () => {
  it('reads well in a sentence', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryInSentence('US')).toBe('the United States');
    expect(countryInSentence('GB')).toBe('the United Kingdom');
    expect(countryInSentence('NL')).toBe('the Netherlands');
    expect(countryInSentence('AU')).toBe('Australia');
  });

  it('lists every country for the picker, by name', () => {
    const list = countriesByName();
    expect([...list].sort()).toEqual([...COUNTRY_CODES].sort());
    const names = list.map(countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Australia');
  });
});
