/**
 * Whether a message says it is the last one for now: 'this is my last message for tonight, off
 * to bed', 'last msg for today i promise, gotta study'. 'This is my last message' is how many
 * goodbyes before a suicide are written, and the model weighs it so, whatever follows; but a last
 * message limited to tonight or today, in the same breath, ends a chat. It needs the limit right
 * after the words; anything of a farewell for good (forever, for real, to anyone, here), of
 * thanks for everything, of an apology or a message to pass on, of dying or of the means leaves
 * the message to the model.
 */

/** 'last message for tonight', 'last msg today', 'last text the night'. */
const FOR_NOW =
  / last (?:message|text|one|post) (?:for |of )?(?:tonight|today|the night|the day|this evening|for now|now) /;

/** Anything more than a pause until tomorrow: the message stays the model's. */
const MORE = new RegExp(
  [
    ` (?:forever|for good|for real|ever again|anymore|any more|to anyone|to anybody|to everyone|here|goodbye forever|bye forever) `,
    ` (?:for everything|for trying|for being there|for listening all|tell (?:my|her|him|them|mum|dad)|sorry|forgive|loved|love you all|do not worry|better without|better off|will not be|not be here|not be around|after tonight) `,
    ` (?:die|dying|kill|suicide|end it|end my|pills|tablets|rope|note|notes|letter|letters|wrote|goodbye everyone|bye everyone) `,
  ].join('|'),
);

/** Whether normalised words say this is the last message for now (see above). */
export function lastForNow(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return FOR_NOW.test(s) && !MORE.test(s);
}
