/**
 * Whether a message tells of a note written to someone in everyday life, about everyday things:
 * 'wrote a note to his teacher about the bus', 'left a note for the milkman', 'a note in her
 * lunchbox', 'wrote a sorry note to my lecturer for missing the test'. The model weighs 'wrote a
 * note' and 'left a note' as words of a goodbye, and such messages were among its surest false
 * alarms (0.47 to 0.82: a crisis reply to a parent writing in a lunchbox). It needs a note the
 * writer wrote, left or put for a reader or in a place of everyday notes (a teacher, a school, a
 * neighbour, the milkman, a landlord, the staff on the next shift, a lunchbox, a card) within a
 * few words of it. A note for family or a friend is not read, nor one left on a bed, a table or
 * in a drawer: those are where a goodbye is left. It errs towards the alarm: a long message, or
 * any word of a goodbye, of dying or harm, of keys or a will, of a threat or fear (a note
 * received through the door can be one), or of being hurt or needing help (a note to a teacher
 * can be how a child tells) leaves it to the model.
 */

/** Who reads an everyday note, or where it is put. */
const READER =
  '(?:teacher|teachers|lecturer|lec|professor|prof|tutor|school|nursery|neighbour|neighbours|neighbor|neighbors|milkman|postman|postie|delivery man|delivery driver|landlord|landlady|cleaner|babysitter|nanny|day staff|night staff|staff|handover|manager|supervisor|boss|colleague|colleagues|coach|lunchbox|lunch box|lunchboxes|birthday card|card|trolley)';

/** A note written, left or put, then within a few words who reads it or where it goes. */
const EVERYDAY_NOTE = new RegExp(
  ` (?:wrote|write|writes|writing|written|left|leave|leaving|put|putting|stuck|tucked|slipped|sent) (?:[a-z]+ ){0,3}?notes? (?:[a-z]+ ){0,3}?(?:to|for|in|on|into|inside) (?:[a-z]+ ){0,2}?${READER} `,
);

/** Anything of a goodbye, of harm or of a threat: the message stays the model's. */
const NOT_EVERYDAY = new RegExp(
  [
    ` (?:die|dying|dead|death|kill|killing|suicide|suicidal|end it|end my|ending it|gone|goodbye|goodbyes|bye|farewell|last|final|forever|forgive|sorry for everything|love you all|without me|better off|anymore|no more|not be here|will not be here|tonight is|tonight the night) `,
    ` (?:keys|drawer|my will|a will|funeral|pills|tablets|rope|bridge|selfharm|overdose) `,
    ` (?:threat|threats|threatening|threatened|know where|we know|slur|brick|rock|scared|afraid|frightened|following|watching me|outside|police) `,
    // a note that tells a teacher of harm ('a note to my teacher about what my dad does to me')
    ` (?:hit|hits|hitting|hurt|hurts|hurting|touch|touches|touched|touching|does to me|did to me|abuse|abused|abusing|beat|beats|beating|unsafe|safe|help|go home|going home|cry|crying|depressed|can not cope) `,
  ].join('|'),
);

/** More words than an everyday note is told in: a long message may hide a crisis beside it. */
const MOST_WORDS = 40;

/** Whether normalised words tell of an everyday note (see above). */
export function isEverydayNote(words: readonly string[]): boolean {
  if (words.length > MOST_WORDS) return false;
  const s = ` ${words.join(' ')} `;
  return EVERYDAY_NOTE.test(s) && !NOT_EVERYDAY.test(s);
}
