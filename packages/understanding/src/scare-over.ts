/**
 * Whether a message tells of a scare that turned out to be nothing: 'someone is banging on my
 * door!! oh nvm its the dhl guy', 'heard a crash downstairs, it was only the cat', 'thought a guy
 * was following me, turned out to be my old coach'. Someone at the door or outside is how many
 * messages of danger begin, and the model weighs those words so, whatever follows; such messages
 * were among its surest false alarms (0.99, a full crisis reply to a pizza delivery). It needs a
 * scare (a knock, a noise, someone outside or behind) and, after it, words that undo it ('oh
 * its', 'nvm', 'it was just', 'turned out'); anything after them of a person to fear (an ex,
 * someone drunk), of harm, of fear still felt, of someone still there or getting in, or of a call
 * for help leaves the message to the model.
 */

/** What a scare begins with. */
const SCARE =
  / (?:door|doorbell|knock|knocked|knocking|banging|bang|outside|window|following|followed|behind me|footsteps|noise|noises|crash|someone|somebody|a man|a guy|some guy|breaking in|break in|alarm) /;

/** Words that undo the scare, naming who or what it was, and what comes after them. */
const UNDONE =
  / (?:(?:oh )?(?:nvm|never mind|false alarm) (?:its |it is |it was )?(?:just |only )?|oh (?:its|it is|it was) (?:just |only )?|(?:its|it was|was|that was|it is) (?:just|only) |turn(?:s|ed) out (?:to be |it was |he was |she was |they were |it is |its )?(?:just |only )?)(?:the|my|a|an|our|his|her|their|some|aunty|auntie|uncle|grandmother|grandfather|mum|dad|neighbour|neighbours|postman|cat|dog|wind|fox)(?!(?: two| kids| children)? (?:of us|and me|home|left))( .*)$/;

/** After the undoing, anything that keeps the danger: the message stays the model's. */
const STILL = new RegExp(
  [
    ` (?:ex|exs|drunk|high|angry|raging|shouting|screaming|yelling|swearing|threatening|threat|weapon|knife|gun|bat|hammer|axe) `,
    ` (?:hit|hits|hitting|hurt|hurting|beat|beats|kill|(?<!heart |panic )attack|grab|grabbed|push|pushed|smash|smashed|broke|break|breaking|kick|kicking|force|forcing) `,
    ` (?:scared|terrified|afraid|frightened|shaking|hiding|help|police|999|911|112|000) `,
    ` (?:someone|somebody|a man|a guy|another|now there|now theres|but then) `,
    ` (?:still (?:there|here|outside|out there|at the door|in the)|will not (?:go|leave|stop)|not leaving|coming in|get in|getting in|trying to|coming back|back again|waiting for me) `,
  ].join('|'),
);

/** Whether normalised words tell of a scare that turned out to be nothing (see above). */
export function scareOver(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  const undone = UNDONE.exec(s);
  if (!undone) return false;
  const before = s.slice(0, undone.index + 1);
  return SCARE.test(before) && !STILL.test(` ${undone[1]!}`);
}
