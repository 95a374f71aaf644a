/**
 * Whether a message tells of cutting hair or nails, one's own or a child's: 'cut my own fringe at
 * 2am, big mistake', 'cut my hair myself last night with the kitchen scissors', 'cutting the
 * kids hair to save money'. The model weighs 'cut my' and 'myself' as self-harm words, and a home
 * haircut was a false alarm at 0.34 (a crisis reply to someone pleased with their fringe). It
 * needs a cut and hair, a fringe, bangs, a beard or nails within a few words of it. It errs
 * towards the alarm: skin, blood, a wrist or an arm, a blade, an urge, a relapse or a wish to die
 * in the message leave it to the model.
 */

/** A cut, then within three words what was cut. */
const HAIRCUT =
  / (?:cut|cuts|cutting|chopped|chop|chopping|trimmed|trim|trimming|snipped) (?:[a-z]+ ){0,3}?(?:hair|fringe|bangs|beard|nails|toenails|fingernails|curls|locks|dreads) /;

/** Anything of harm: the message stays the model's. */
const NOT_A_HAIRCUT = new RegExp(
  [
    ` (?:skin|blood|bleed|bleeding|bled|wrist|wrists|arm|arms|thigh|thighs|leg|legs|deep|scar|scars|razor|razors|blade|blades|selfharm|cutting myself|cut myself again) `,
    ` (?:urge|urges|relapse|relapsed|punish|punishing|deserve|deserved|on purpose|to feel) `,
    ` (?:die|dying|dead|kill|suicide|suicidal|end it|better off|hate myself|numb) `,
  ].join('|'),
);

/** Whether normalised words tell of cutting hair or nails (see above). */
export function isOwnHaircut(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return HAIRCUT.test(s) && !NOT_A_HAIRCUT.test(s);
}
