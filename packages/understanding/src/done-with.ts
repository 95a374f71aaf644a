/**
 * Whether a message is done with a thing of everyday life: 'done with this week lol', 'so done
 * with this heat', 'Im done with that allotment committee. DONE.', 'done with men for the year'.
 * 'I'm done' is how many goodbyes before a suicide are written ('im done with everything', 'done
 * with life'), and the model weighs 'done' so whatever follows it. It needs 'done with' and a
 * thing named after it (a week, a term, the heat, a committee, an essay), not life, everything,
 * it, this alone, oneself, people or the pills. It errs towards the alarm: anything of dying, of
 * the means, of a last time or a goodbye, of not going on, or of any other crisis told beside it
 * leaves the message to the model.
 */

/** 'done with', then a word of place ('this', 'the') if any, then the thing. */
const DONE_WITH =
  / done with (?:(?:this|that|the|these|those|my|our|all this|all the|all these|all my) )?([a-z0-9]+) /;

/** What one can be done with that is not a thing of everyday life: the message stays the model's. */
const NOT_A_THING: ReadonlySet<string> = new Set(
  (
    'it all everything everyone everybody anything life living world existence existing ' +
    'me myself meself us you this that these those them people humans humanity being trying ' +
    'pain hurting fighting struggling suffering shit crap fucking bullshit pills tablets meds ' +
    'drugs drink drinking booze alcohol needles blades razor razors knife cutting selfharm ' +
    'waiting pretending here now tonight earth'
  ).split(' '),
);

/** Anything of dying, of the means, of a last time or of not going on. */
const STILL = new RegExp(
  [
    ` (?:die|dying|dead|death|kill|killing|suicide|suicidal|end it|end my|ending it|finish it|not wake|wake up) `,
    ` (?:myself|meself|pills|tablets|overdose|cut|cutting|rope|bridge|jump|gun|knife|blade|blades|wall|drive into|crash) `,
    ` (?:last|final|goodbye|goodbyes|forever|for good|for real|sorry for|forgive|thank you for everything|better off|no point|pointless|nothing left|can not go on|can not do this|can not take|give up|giving up|gave up) `,
    ` (?:everything|everyone|it all|life|living|world|done with me|and me) `,
    ` (?:hit|hits|beat|beats|hurt|hurts|hurting|threatened|threatens|scared|afraid|help) `,
  ].join('|'),
);

/** Whether normalised words are done with a thing of everyday life (see above). */
export function doneWithAThing(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  const thing = DONE_WITH.exec(s)?.[1];
  return thing !== undefined && !NOT_A_THING.has(thing) && !STILL.test(s);
}
