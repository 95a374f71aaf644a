/**
 * Whether a message only says sorry for having vented: 'sorry for the rant', 'sorry for venting
 * earlier', 'sorry for the long message, i just needed to get it out'. People say it after
 * pouring something out, and the model weighs 'sorry' as a word of goodbye notes: such messages
 * raised a doubtful alarm (0.09 to 0.40), a crisis question to someone tidying up after talking.
 * The whole message must be the apology, for talking and nothing else, with at most when it was
 * and that it was only venting: a crisis told before it ('...i have decided to end it. sorry
 * for the rant') is one message, and any word more leaves it to the model.
 */

/** Saying sorry. */
const SORRY =
  '(?:(?:i am |i m )?(?:so |really |very )?(?:sorry|soz|sry|apologies)|i apologise|i apologize|my bad)';

/** For talking too much or too darkly. */
const FOR_WHAT =
  '(?:(?:for|about) )?(?:(?:the|my|that|this|all the|all that|all this|such a|a|being so|being|so much) )?(?:long |big |huge |massive |little |mini )?(?:rant|rants|ranting|vent|venting|message|messages|text|texts|essay|novel|paragraph|paragraphs|wall of text|ramble|rambles|rambling|moan|moaning|whinge|whinging|whining|complaining|offloading|negative|negativity|depressing|heavy|spam|spamming|trauma dump|trauma dumping|dumping (?:all )?(?:that|this|it)|going on|going on and on|going on so long|going on a bit|went on a bit|went on|moody|grumpy|snappy|short with you|a downer|a misery)';

/** When it was, to whom, that it was only venting, a laugh or a kiss. */
const TAIL =
  '(?:earlier|yesterday|last night|last time|the other day|before|today|tonight|there|again|on you|at you|to you|lol|haha|lmao|x|xx|okay|anyway|mentor|i was just venting|just venting|i just needed to vent|needed to vent|i needed that|i needed to get it out|needed to get it out|needed to get that out|i just needed to get it out)';

const APOLOGY_ONLY = new RegExp(`^ ${SORRY} ${FOR_WHAT}(?: ${TAIL})* $`);

/** Whether normalised words only say sorry for having vented (see above). */
export function apologisesForVenting(words: readonly string[]): boolean {
  return APOLOGY_ONLY.test(` ${words.join(' ')} `);
}
