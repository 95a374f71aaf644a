/**
 * A message that only says the day, or oneself, is going badly ('rough day', 'today was hard', 'i
 * feel awful', 'not doing great tbh', 'been better') is low mood: read from its words, not the
 * model. These are among the first things people type on a bad day, and the model, which weighs
 * each word by the messages it met, read them as good news ('today was hard': 'hard' comes with
 * hard work that paid off), as nothing in particular ('rough day') or, after a hello, as a greeting.
 * A message is read here only when every word is one of a few that carry no subject ('i', 'today',
 * 'feeling', 'really', 'to be honest') and at least one says it goes badly; one word more ('rough
 * day at work', 'hard day off') and it is the model's. A word of it taken back ('not bad', 'not
 * too rough') or a good word left standing ('bad start but fine now') leaves it to the model too.
 */
import { matchAt } from './says-only';

/** Words that say how the day or oneself goes, badly. */
const POOR = new Set(
  (
    'awful terrible horrible horrid dreadful crap crappy rubbish shit shitty shite lousy rotten ' +
    'rough hard bad grim naff sucks sucked sucky worse worst struggling struggle low down miserable ' +
    'heavy tough'
  ).split(' '),
);

/** Words that say it goes well: after 'not' ('not great', 'not feeling good') they say it goes badly. */
const GOOD = new Set('great good well fine okay alright amazing best fun brilliant'.split(' '));

/** The words before 'better' with which it says a way of going badly ('been better'). */
const BEFORE_BETTER = new Set(['been', 'be', 'had']);

/** Words and phrases, as the normaliser writes them, that carry no subject beside those above. */
const AROUND: readonly string[][] = (
  'i|am|me|my|myself|its|it|is|was|been|be|being|has|have|had|having|havin|do|feel|feeling|' +
  'feelin|feels|felt|today|todays|tonight|day|days|week|weeks|morning|night|this|the|a|an|so|' +
  'really|pretty|very|just|kind of|sort of|bit|a bit|abit|quite|honestly|to be honest|' +
  'not going to lie|right now|lately|again|all|doing|going|getting|one|one of those|another|and|' +
  'like|af|tho|though|still|proper|bloody|super|too|such|ever|ugh|sigh|hmm|overall|could|at the moment'
)
  .split('|')
  .map((p) => p.split(' '));

/** How many words before `at` a 'not' reaches over ('not feeling too good'). */
const NOT_REACH = 3;

/** Whether normalised words only say that the day, or oneself, goes badly. */
export function saysOnlyAPoorDay(words: readonly string[]): boolean {
  let poor = false;
  let lastNot = -Infinity;
  let at = 0;
  while (at < words.length) {
    const w = words[at]!;
    const negated = at - lastNot <= NOT_REACH;
    const around = matchAt(words, at, AROUND);
    if (around > 1) {
      // a phrase that carries nothing, even one that starts with 'not' ('not going to lie')
      at += around;
    } else if (w === 'not') {
      lastNot = at;
      at += 1;
    } else if (POOR.has(w)) {
      // 'not bad', 'not too rough': taken back
      if (negated) return false;
      poor = true;
      at += 1;
    } else if (GOOD.has(w)) {
      // 'not great' goes badly; 'great' left standing ('bad start but great now') is not this
      if (!negated) return false;
      poor = true;
      at += 1;
    } else if (w === 'better' && BEFORE_BETTER.has(words[at - 1] ?? '')) {
      // 'been better', 'could be better', 'had better days'
      poor = true;
      at += 1;
    } else if (around === 1) at += 1;
    else return false;
  }
  return poor;
}
