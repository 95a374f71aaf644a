/**
 * A message that only asks for help ('help', 'pls help me', 'somebody help', 'i need help now',
 * 'sos'). The model read a plea with nothing else in it as about nothing in particular, and the
 * mentor answered with a platitude; but in a chat people open on a bad day it is as often a
 * person who cannot say more. It is read as a doubtful crisis: the chat asks gently whether the
 * person is safe, with help shown, and a clear crisis is left to the model and the rules. One
 * word more ('help me with my essay', 'can you help') and it is the model's.
 */

/** Words that ask for help on their own. */
const PLEAS: ReadonlySet<string> = new Set(['help', 'sos']);

/** Words that come with a plea and add nothing to it: who, how urgently. */
const WITH_PLEA: ReadonlySet<string> = new Set(
  (
    'me|us|please|someone|somebody|anyone|anybody|can|could|i|need|now|right|' +
    'it|its|is|this|an|emergency|urgently|urgent|asap|quick|quickly|fast|immediately'
  ).split('|'),
);

/** Whether normalised words ask for help and say nothing more. */
export const asksOnlyForHelp = (words: readonly string[]): boolean =>
  words.some((w) => PLEAS.has(w)) && words.every((w) => PLEAS.has(w) || WITH_PLEA.has(w));
