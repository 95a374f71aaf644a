/**
 * Crisis resources, with the real numbers written out. Shown in the chat's crisis reply and in
 * the 'Need urgent help?' dialog. Kept in code (not fetched) so they work offline.
 */

export interface CrisisContact {
  /** The visible link text, numbers written out. */
  label: string;
  /** A tel:, sms: or https: link. */
  href: string;
}

export interface CrisisResource {
  id: string;
  name: string;
  /** Where it serves. */
  region: string;
  /** One plain sentence on what it is for. */
  description: string;
  contacts: CrisisContact[];
}

export const CRISIS_RESOURCES: readonly CrisisResource[] = [
  {
    id: 'emergency',
    name: 'Emergency services',
    region: 'Anywhere',
    description: 'If you or someone else is in immediate danger, call now.',
    contacts: [
      { label: 'Call 911 (US)', href: 'tel:911' },
      { label: 'Call 112 (EU)', href: 'tel:112' },
      { label: 'Call 999 (UK)', href: 'tel:999' },
    ],
  },
  {
    id: 'lifeline-988',
    name: '988 Suicide & Crisis Lifeline',
    region: 'US',
    description: 'Free, confidential support any time, day or night.',
    contacts: [
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
    ],
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    region: 'US',
    description: 'Text with a trained volunteer, any time.',
    contacts: [{ label: 'Text HOME to 741741', href: 'sms:741741?body=HOME' }],
  },
  {
    id: 'samaritans',
    name: 'Samaritans',
    region: 'UK and Ireland',
    description: 'Someone to talk to, free, any time, about anything.',
    contacts: [{ label: 'Call 116 123', href: 'tel:116123' }],
  },
  {
    id: 'findahelpline',
    name: 'Find A Helpline',
    region: 'Every other country',
    description: 'Free, confidential helplines near you, in your country.',
    contacts: [{ label: 'findahelpline.com', href: 'https://findahelpline.com' }],
  },
];

/** The chat's reply when typed text signals a crisis; the resources are shown with it. */
export const CRISIS_REPLY =
  "I'm really glad you told me, and I'm sorry you're going through something this painful. " +
  "You deserve support from a real person right now. I'm an automated, scripted companion, so " +
  "I can't give you the help you need in a moment like this, but the people below can, " +
  'any time of day or night. If you are in immediate danger, please call your local emergency ' +
  'number now.';

/** Said plainly wherever help is offered: what the mentors are and what the app is not. */
export const NOT_A_SUBSTITUTE =
  'The mentors in Mentora are automated, scripted companions, not people. Mentora is for ' +
  'self-help and is not a substitute for professional care or for emergency help.';
