/**
 * Whether a message tells of a hurt got by mishap on something or in a chore: 'cut my hand on a
 * flange', 'burnt my arm on the oven tray', 'cut my finger dicing onions'. The model weighs 'cut my
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
  ` (?:cut|scratched|burnt|burned|burn|sliced|grazed|caught|scraped|nicked|gashed|ripped|tore|skinned|snagged) (?:my|myself|me (?:hand|hands|finger|fingers|thumb|arm|arms|leg|legs|knee|knees|foot|feet|shin|ankle|elbow|head|face|lip)) (?:[a-z]+ ){0,2}?on (?:a|an|the|some|my|his|her|this|that|our|their|its|those|these|one) `,
);

/**
 * A finger or a hand hurt in a chore of the kitchen, the garden or the workshop: 'cut my finger
 * dicing onions', 'sliced my thumb peeling spuds'; and the razor's nick, 'cut myself shaving'.
 */
const HURT_DOING = new RegExp(
  ` (?:cut|sliced|nicked|burnt|burned|burn|scalded|grazed|scraped) (?:my|me) (?:finger|fingers|thumb|hand|hands|knuckle|fingertip) (?:[a-z]+ ){0,2}?(?:dicing|chopping|peeling|slicing|opening|cooking|grating|carving|gutting|filleting|fixing|trimming|pruning|whittling|sharpening|baking|frying) | (?:cut|nicked) myself shaving `,
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
  // ('not on purpose' says it was a mishap; it is not the intent the list below looks for)
  const s = ` ${words.join(' ')} `.replace(/ not on purpose /g, ' ');
  return (HURT_ON.test(s) || HURT_DOING.test(s)) && !NOT_BY_MISHAP.test(s);
}
