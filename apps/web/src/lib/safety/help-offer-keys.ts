/** Where help is offered after words are saved: each page keeps its own offer for the tab. */
export const HELP_PLACES = ['mood-tracker', 'creative'] as const;
export type HelpPlace = (typeof HELP_PLACES)[number];

/** The tab's storage key of the offer made on a page (use-help-offer.ts; cleared on sign-out). */
export const HELP_OFFER_KEY_PREFIX = 'mentora.helpOffer.';
