/**
 * Every helpline Mentora shows, with the real numbers written out (where each was checked and
 * when is in helpline-sources.ts). Shown in the 'Need urgent help?' dialog and under the chat's
 * crisis reply, led by the person's own country's lines (see helpline-country.ts). Kept in code
 * (not fetched) so it works offline.
 *
 * To change a line: check it against its service's own page (or a government page), then update
 * its entry in helpline-sources.ts.
 */

/** The countries with lines of their own. */
export const HELPLINE_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'IN'] as const;

/** The members of the European Union other than Ireland: each gets the EU's 112. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** A country Mentora knows the lines for (ISO 3166-1 alpha-2). */
export type CountryCode = (typeof HELPLINE_COUNTRIES)[number] | (typeof EU_COUNTRIES)[number];

export const COUNTRY_CODES: readonly CountryCode[] = [...HELPLINE_COUNTRIES, ...EU_COUNTRIES];

/** Each country's name in English, and whether it reads with 'the' in a sentence. */
export const COUNTRY_NAMES: Record<CountryCode, { name: string; the?: true }> = {
  US: { name: 'United States', the: true },
  CA: { name: 'Canada' },
  GB: { name: 'United Kingdom', the: true },
  IE: { name: 'Ireland' },
  AU: { name: 'Australia' },
  NZ: { name: 'New Zealand' },
  IN: { name: 'India' },
  AT: { name: 'Austria' },
  BE: { name: 'Belgium' },
  BG: { name: 'Bulgaria' },
  HR: { name: 'Croatia' },
  CY: { name: 'Cyprus' },
  CZ: { name: 'Czechia' },
  DK: { name: 'Denmark' },
  EE: { name: 'Estonia' },
  FI: { name: 'Finland' },
  FR: { name: 'France' },
  DE: { name: 'Germany' },
  GR: { name: 'Greece' },
  HU: { name: 'Hungary' },
  IT: { name: 'Italy' },
  LV: { name: 'Latvia' },
  LT: { name: 'Lithuania' },
  LU: { name: 'Luxembourg' },
  MT: { name: 'Malta' },
  NL: { name: 'Netherlands', the: true },
  PL: { name: 'Poland' },
  PT: { name: 'Portugal' },
  RO: { name: 'Romania' },
  SK: { name: 'Slovakia' },
  SI: { name: 'Slovenia' },
  ES: { name: 'Spain' },
  SE: { name: 'Sweden' },
};

/**
 * What a line is for: the emergency services; someone to talk or text with in a crisis; help
 * with domestic abuse; a free line for children and young people (where they can talk about
 * abuse at home, too); or a directory of lines for any country.
 */
export type HelplineKind = 'emergency' | 'crisis' | 'abuse' | 'young' | 'directory';

export interface HelplineContact {
  /** The visible link text, the number written out. */
  label: string;
  /** A tel:, sms: or https: link. */
  href: string;
}

export interface Helpline {
  id: string;
  name: string;
  kind: HelplineKind;
  /** The countries it serves, or 'all' for a line that serves every country. */
  countries: readonly CountryCode[] | 'all';
  /** One plain sentence on what it is for. */
  description: string;
  contacts: readonly HelplineContact[];
}

const EMERGENCY = 'Police, fire and ambulance. If you or someone else is in danger now, call.';

/** Every line, each country's in the order they are shown: emergency number first. */
export const HELPLINES: readonly Helpline[] = [
  // United States
  {
    id: 'us-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['US'],
    description: EMERGENCY,
    contacts: [{ label: 'Call 911', href: 'tel:911' }],
  },
  {
    id: 'us-988',
    name: '988 Suicide & Crisis Lifeline',
    kind: 'crisis',
    countries: ['US'],
    description: 'Free, confidential support any time, day or night.',
    contacts: [
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
    ],
  },
  {
    id: 'us-crisis-text-line',
    name: 'Crisis Text Line',
    kind: 'crisis',
    countries: ['US'],
    description: 'Text with a trained volunteer, any time.',
    contacts: [{ label: 'Text HOME to 741741', href: 'sms:741741?body=HOME' }],
  },
  {
    id: 'us-domestic-violence',
    name: 'National Domestic Violence Hotline',
    kind: 'abuse',
    countries: ['US'],
    description: 'Confidential help if someone close to you is hurting or controlling you.',
    contacts: [
      { label: 'Call 1-800-799-7233', href: 'tel:18007997233' },
      { label: 'Text START to 88788', href: 'sms:88788?body=START' },
    ],
  },
  {
    id: 'us-childhelp',
    name: 'Childhelp National Child Abuse Hotline',
    kind: 'young',
    countries: ['US'],
    description: 'For children and teens: free, any time, if someone at home is hurting you.',
    contacts: [
      { label: 'Call 1-800-422-4453', href: 'tel:18004224453' },
      { label: 'Text 1-800-422-4453', href: 'sms:18004224453' },
    ],
  },

  // Canada
  {
    id: 'ca-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['CA'],
    description: EMERGENCY,
    contacts: [{ label: 'Call 911', href: 'tel:911' }],
  },
  {
    id: 'ca-988',
    name: '9-8-8: Suicide Crisis Helpline',
    kind: 'crisis',
    countries: ['CA'],
    description: 'Free support any time, in English or French, if you are thinking about suicide.',
    contacts: [
      { label: 'Call 9-8-8', href: 'tel:988' },
      { label: 'Text 9-8-8', href: 'sms:988' },
    ],
  },
  {
    id: 'ca-kids-help-phone',
    name: 'Kids Help Phone',
    kind: 'young',
    countries: ['CA'],
    description: 'For young people: free, any time, about anything, including abuse at home.',
    contacts: [
      { label: 'Call 1-800-668-6868', href: 'tel:18006686868' },
      { label: 'Text CONNECT to 686868', href: 'sms:686868?body=CONNECT' },
    ],
  },

  // United Kingdom
  {
    id: 'gb-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['GB'],
    description: EMERGENCY,
    contacts: [{ label: 'Call 999', href: 'tel:999' }],
  },
  {
    id: 'gb-samaritans',
    name: 'Samaritans',
    kind: 'crisis',
    countries: ['GB'],
    description: 'Someone to talk to, free, any time, about anything.',
    contacts: [{ label: 'Call 116 123', href: 'tel:116123' }],
  },
  {
    id: 'gb-shout',
    name: 'Shout',
    kind: 'crisis',
    countries: ['GB'],
    description: 'Text with a trained volunteer, free, any time.',
    contacts: [{ label: 'Text SHOUT to 85258', href: 'sms:85258?body=SHOUT' }],
  },
  {
    id: 'gb-refuge',
    name: 'National Domestic Abuse Helpline (Refuge)',
    kind: 'abuse',
    countries: ['GB'],
    description: 'Free, confidential help, day or night, if someone close to you is hurting you.',
    contacts: [{ label: 'Call 0808 2000 247', href: 'tel:08082000247' }],
  },
  {
    id: 'gb-childline',
    name: 'Childline',
    kind: 'young',
    countries: ['GB'],
    description: 'For anyone under 19: free, any time, about anything, including abuse at home.',
    contacts: [{ label: 'Call 0800 1111', href: 'tel:08001111' }],
  },

  // Ireland
  {
    id: 'ie-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['IE'],
    description: EMERGENCY,
    contacts: [
      { label: 'Call 112', href: 'tel:112' },
      { label: 'Call 999', href: 'tel:999' },
    ],
  },
  {
    id: 'ie-samaritans',
    name: 'Samaritans',
    kind: 'crisis',
    countries: ['IE'],
    description: 'Someone to talk to, free, any time, about anything.',
    contacts: [{ label: 'Call 116 123', href: 'tel:116123' }],
  },
  {
    id: 'ie-50808',
    name: '50808',
    kind: 'crisis',
    countries: ['IE'],
    description: 'Text with a trained volunteer, free, any time.',
    contacts: [{ label: 'Text 50808', href: 'sms:50808' }],
  },
  {
    id: 'ie-womens-aid',
    name: "Women's Aid",
    kind: 'abuse',
    countries: ['IE'],
    description: 'Free, confidential help, day or night, if someone close to you is hurting you.',
    contacts: [{ label: 'Call 1800 341 900', href: 'tel:1800341900' }],
  },
  {
    id: 'ie-childline',
    name: 'Childline (ISPCC)',
    kind: 'young',
    countries: ['IE'],
    description: 'For anyone under 18: free, any time, about anything, including abuse at home.',
    contacts: [
      { label: 'Call 1800 66 66 66', href: 'tel:1800666666' },
      { label: 'Text 50101', href: 'sms:50101' },
    ],
  },

  // Australia
  {
    id: 'au-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['AU'],
    description: EMERGENCY,
    contacts: [{ label: 'Call 000', href: 'tel:000' }],
  },
  {
    id: 'au-lifeline',
    name: 'Lifeline',
    kind: 'crisis',
    countries: ['AU'],
    description: 'Someone to talk to in a crisis, any time, day or night.',
    contacts: [{ label: 'Call 13 11 14', href: 'tel:131114' }],
  },
  {
    id: 'au-1800respect',
    name: '1800RESPECT',
    kind: 'abuse',
    countries: ['AU'],
    description: 'Counselling any time for domestic, family or sexual violence.',
    contacts: [{ label: 'Call 1800 737 732', href: 'tel:1800737732' }],
  },
  {
    id: 'au-kids-helpline',
    name: 'Kids Helpline',
    kind: 'young',
    countries: ['AU'],
    description:
      'For young people aged 5 to 25: free, any time, about anything, including abuse at home.',
    contacts: [{ label: 'Call 1800 55 1800', href: 'tel:1800551800' }],
  },

  // New Zealand
  {
    id: 'nz-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['NZ'],
    description: EMERGENCY,
    contacts: [{ label: 'Call 111', href: 'tel:111' }],
  },
  {
    id: 'nz-1737',
    name: '1737, Need to talk?',
    kind: 'crisis',
    countries: ['NZ'],
    description: 'Free call or text, any time, to talk with a trained counsellor.',
    contacts: [
      { label: 'Call 1737', href: 'tel:1737' },
      { label: 'Text 1737', href: 'sms:1737' },
    ],
  },
  {
    id: 'nz-youthline',
    name: 'Youthline',
    kind: 'young',
    countries: ['NZ'],
    description:
      'For young people aged 12 to 24: free, any time, about anything, including abuse at home.',
    contacts: [
      { label: 'Call 0800 376 633', href: 'tel:0800376633' },
      { label: 'Text 234', href: 'sms:234' },
    ],
  },

  // India
  {
    id: 'in-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: ['IN'],
    description: EMERGENCY,
    contacts: [{ label: 'Call 112', href: 'tel:112' }],
  },
  {
    id: 'in-tele-manas',
    name: 'Tele-MANAS',
    kind: 'crisis',
    countries: ['IN'],
    description: "India's free government mental health line, day or night, in 20 languages.",
    contacts: [
      { label: 'Call 14416', href: 'tel:14416' },
      { label: 'Call 1-800-891-4416', href: 'tel:18008914416' },
    ],
  },
  {
    id: 'in-child-helpline',
    name: 'Child Helpline 1098',
    kind: 'young',
    countries: ['IN'],
    description: 'For anyone under 18: free, any time, if someone at home is hurting you.',
    contacts: [{ label: 'Call 1098', href: 'tel:1098' }],
  },

  // The rest of the European Union
  {
    id: 'eu-emergency',
    name: 'Emergency services',
    kind: 'emergency',
    countries: EU_COUNTRIES,
    description: EMERGENCY,
    contacts: [{ label: 'Call 112', href: 'tel:112' }],
  },

  // Everywhere
  {
    id: 'findahelpline',
    name: 'Find A Helpline',
    kind: 'directory',
    countries: 'all',
    description:
      'Free, confidential helplines in every country, wherever you are. In immediate danger, call your local emergency number.',
    contacts: [{ label: 'findahelpline.com', href: 'https://findahelpline.com' }],
  },
];
