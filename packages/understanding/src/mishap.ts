/**
 * Whether a message tells of a hurt got by mishap on something: 'cut my hand on a flange',
 * 'burnt my arm on the oven tray', 'scratched my arm on the rose bush'. The model weighs 'cut my
 * hand' and 'burnt my arm' as self-harm whatever follows, and such messages were among its surest
 * false alarms (0.80, a full crisis reply to someone grazed by barbed wire at training). A hurt
 * done to oneself is told with what it was done with ('cut my arm with a razor', 'burned myself
 * with a lighter'); a mishap with what one caught oneself on. It errs towards the alarm: anything
 * of intent or of hiding it ('on purpose', 'to feel something', 'held it there', 'till', 'no one
 * knows', 'told them it was an accident'), of the means of self-harm ('razor', 'blade', 'lighter'),
 * of a wall or a fist (a hurt done by striking), of 'again' or a relapse, or of a wish to die
 * leaves the message to the model, and 'banged' or 'bashed' are never read as a mishap.
 */

/** A hurt got on something: a verb of cutting, burning or scraping, a body part, 'on' a thing. */
const HURT_ON = new RegExp(
  ` (?:cut|scratched|burnt|burned|burn|sliced|grazed|caught|scraped|nicked|gashed|ripped|tore|skinned|snagged) (?:my|myself) (?:[a-z]+ ){0,2}?on (?:a|an|the|some|my|his|her|this|that|our|their|its|those|these|one) `,
);

/** Intent, hiding, the means of self-harm, striking, a relapse or a wish to die. */
const NOT_BY_MISHAP = new RegExp(
  [
    ` (?:on purpose|purposely|deliberately|meant to|wanted to|want to|to feel|feel something|feel anything|deserve|deserved|punish|punishing|held it|holding it|kept it there|till|until) `,
    ` (?:razor|razors|blade|blades|lighter|cigarette|compass|scissors|selfharm|cutting|relapse|relapsed|urge|urges|scars|sleeves) `,
    ` (?:hide|hid|hiding|nobody (?:sees|saw|knows|noticed|can see)|no one (?:sees|saw|knows|noticed|can see)|clumsy|pretend|pretended|excuse) `,
    // an accident told to others ('told them it was an accident'); 'by accident' said plainly is one
    ` (?:say|said|says|tell|told|tells|telling|make it look|look like|looks like|looked like) (?:[a-z]+ ){0,3}?(?:an accident|accidental|by accident|accidentally) `,
    ` (?:wall|walls|fist|knuckles|head|again|every (?:day|night|time)|each time|(?:second|third|fourth|fifth|another) time) `,
    ` (?:die|dying|dead|kill|suicide|suicidal|end it|better off|hate myself|numb) `,
  ].join('|'),
);

/** Whether normalised words tell of a hurt got by mishap on something (see above). */
export function isMishap(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return HURT_ON.test(s) && !NOT_BY_MISHAP.test(s);
}
