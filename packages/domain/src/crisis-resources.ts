/**
 * What Mentora says where it offers help. The helplines themselves, with the numbers written
 * out, are in helplines.ts (where each was checked, in helpline-sources.ts); helpline-country.ts
 * picks whose lead.
 */

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
