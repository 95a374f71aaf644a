/**
 * Whether a message tells of a fire or an alarm that was planned or nothing: a fire drill at
 * work, a controlled burn on the next block, the smoke alarm set off by toast, a false alarm at
 * 3am. Fire, smoke and alarms are how many messages of danger begin, and the model weighs those
 * words so whatever follows: 'fire alarm went off at work, just a drill' was a false alarm at
 * 0.60, a controlled burn 'smoke everywhere but all planned' at 0.58. It needs a fire, smoke or
 * an alarm and a word that makes it planned or harmless (a drill, a test, a controlled or planned
 * burn, a burn-off, a false alarm, toast, garden waste burnt, a bonfire or a fire pit). It errs
 * towards the alarm: 'not a drill', anything of fire out of hand (spreading, on fire, flames,
 * trapped, cannot get out), of a call for help, of fear, of someone hurt, or of a wish to die
 * leaves the message to the model.
 */

/** A fire, smoke or an alarm. */
const FIRE =
  / (?:fire|fires|smoke|smoky|smokey|alarm|alarms|bushfire|wildfire|evacuated|evacuation|evacuate|bonfire|bonfires|chiminea) /;

/** What makes it planned or harmless. */
const PLANNED = new RegExp(
  [
    ` (?:drill|drills|false alarm|toast|all planned|it was planned|was all planned) `,
    ` (?:controlled|planned|prescribed|hazard reduction|back) burns? | burn off | burnoff | backburn | backburning | hazard reduction `,
    // garden waste burnt on purpose, and fires lit to sit by ('burning the hedge cuttings')
    ` (?:burning|burnt|burned|burn|burns) (?:all |some )?(?:the |my |our |their |his |her )?(?:old |dry )?(?:hedge cuttings|garden waste|cuttings|prunings|leaves|branches|brush|weeds|stubble|rubbish|trash|garbage) | (?:bonfire|bonfires|chiminea|firepit|fire pit|fireplace|log burner|wood burner|campfire) `,
    // a test or a practice of the alarm, not any test ('set an alarm for my test')
    ` (?:fire|smoke|alarm|alarms|evacuation) (?:test|tests|testing|practice) | (?:test|tests|tested|testing) (?:the |our |all the )?(?:fire |smoke )?alarms? `,
  ].join('|'),
);

/** Anything of a fire out of hand, of fear or of harm: the message stays the model's. */
const STILL = new RegExp(
  [
    // 'this is not a drill', 'no test', 'not planned'
    ` (?:not|no|never) (?:a |an |just a |just |the )?(?:drill|test|practice|planned|false alarm|toast) `,
    ` (?:real|really on fire|on fire|caught fire|catching|spreading|spread|flames|ablaze|out of control|out of hand|going up|jumped|bigger|closer|coming|heading|towards|toward|our way|blocked|cut off) `,
    ` (?:trapped|stuck|can not get|can not breathe|can not see|can not find|inside|upstairs|locked|still in) `,
    ` (?:help|helpme|911|999|112|000|111|police|ambulance|firefighters|fire brigade|fire service|hospital) `,
    ` (?:scared|terrified|afraid|frightened|panicking|screaming|crying|hurt|injured|burnt my|burned my|burns on) `,
    ` (?:die|dying|dead|kill|end it|end my|suicide|goodbye|wish i|let it|let me|set fire|set it|light it|lit it|started it) `,
    // any other crisis told beside it
    ` (?:myself|pills|tablets|meds|handful|overdose|cut|cutting|rope|knife|gun|hit|hits|hitting|beat|beats|punched|threatened|threatening|following|followed) `,
  ].join('|'),
);

/** Whether normalised words tell of a fire or an alarm that was planned or nothing (see above). */
export function plannedFire(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return FIRE.test(s) && PLANNED.test(s) && !STILL.test(s);
}
