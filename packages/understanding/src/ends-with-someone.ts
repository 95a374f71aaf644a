/**
 * Whether a message ends a relationship or an everyday arrangement: 'ending it with him tonight,
 * we just dont vibe', 'ended things with the gym', 'going to end it with the childminder'. 'End
 * it' is how many messages of suicide are written, and the model weighs it so whatever follows:
 * it read 8 of 14 such breakups never trained on as crises (decision 0082). It needs 'end it' or
 * 'end things' (or call it off) with a person or an arrangement named after it (him, her, them,
 * my boyfriend, the gym), never a means ('end it with the pills', 'end things with a rope'). It
 * errs towards the alarm: anything of dying, of the means, of a goodbye or of not going on, of
 * being hurt or threatened, or any other crisis told beside it leaves the message to the model.
 */

/** Whom or what one ends it with: a partner, a friend, a service or an arrangement. */
const WHOM =
  '(?:boyfriend|girlfriend|partner|husband|hubby|wife|fiance|fiancee|ex|man|woman|guy|girl|lad|bloke|boo|date|situationship|therapist|counsellor|counselor|trainer|coach|tutor|gym|job|gig|landlord|childminder|nanny|babysitter|cleaner|agent|club|team|band|friends|mate|bestie|roommate|flatmate|overdraft|bank|contract|subscription|provider)s?';

/** Ending it or things with a person or an arrangement, each time a message does. */
const PARTING = new RegExp(
  ` (?:end|ends|ending|ended|finish|finishing|finished|call|calling|called) (?:it|things) (?:off )?with (?:him|her|them|(?:my|the|our|this|that|his|her|their) (?:[a-z]+ )?${WHOM}) `,
  'g',
);

/** Anything of dying, of the means, of a goodbye, of not going on, or of being hurt. */
const STILL = new RegExp(
  [
    ` (?:die|dying|dead|death|kill|killing|suicide|suicidal|end it|end my|ending it|end things|ending things|not wake|wake up|not be here|not be around) `,
    ` (?:myself|meself|pills|tablets|overdose|cut|cutting|rope|bridge|jump|gun|knife|blade|blades|drive into|crash) `,
    ` (?:goodbye|goodbyes|forgive|thank you for everything|better off|no point|pointless|nothing left|can not go on|can not do this|can not take|give up|giving up) `,
    ` (?:everything|everyone|it all|life|living|world) `,
    ` (?:hit|hits|beat|beats|hurt me|hurts me|hurting me|threatened|threatens|threatening|scared|afraid|terrified|will not let|would not let|help) `,
  ].join('|'),
);

/**
 * The normalised words without their ending it with a person or an arrangement, when they have
 * one and say nothing darker; else undefined.
 */
export function partingAside(words: readonly string[]): string[] | undefined {
  const s = ` ${words.join(' ')} `;
  const rest = s.replace(PARTING, ' ');
  return rest === s || STILL.test(rest) ? undefined : rest.split(' ').filter(Boolean);
}

/** Whether normalised words end it with a person or an arrangement, and say nothing darker. */
export const endsWithSomeone = (words: readonly string[]): boolean =>
  partingAside(words) !== undefined;
