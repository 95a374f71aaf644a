/**
 * A message that only says the day, or oneself, is going badly ('rough day', 'today was hard', 'i
 * feel awful', 'not doing great tbh', 'been better') is low mood, and one that only says it goes
 * well ('good day', 'feeling better', 'hey, great week') is good news: read from its words, not the
 * model. These are among the first things people type, and the model, which weighs each word by
 * the messages it met, read them badly: 'today was hard' as good news ('hard' comes with hard work
 * that paid off), 'rough day' as nothing in particular, 'really nice day tbh' as low mood, and
 * after a hello as a greeting. A message is read here only when every word is one of a few that
 * carry no subject ('i', 'today', 'feeling', 'really', 'to be honest') and at least one says how it
 * goes; one word more ('rough day at work', 'good day off') and it is the model's, as is a message
 * that says both ('bad start but great now') or only that it is fine ('im fine').
 */
import { greetingPrefix, matchAt } from './says-only';

/** Words that say how the day or oneself goes, badly. */
const POOR = new Set(
  (
    'awful terrible horrible horrid dreadful crap crappy rubbish shit shitty shite lousy rotten ' +
    'rough hard bad grim naff sucks sucked sucky worse worst struggling struggle low down miserable ' +
    'heavy tough'
  ).split(' '),
);

/** Words that say it goes well; after 'not' ('not great', 'not feeling good') they say it goes badly. */
const GOOD = new Set(
  (
    'great good amazing best fun brilliant awesome fantastic wonderful lovely nice excellent ' +
    'happy decent grand calm calmer productive'
  ).split(' '),
);

/** Words that say it goes well enough: after 'not' it goes badly ('not well'); alone, the model's. */
const FINE = new Set(['fine', 'okay', 'well']);

/** The words before 'better' with which it says a way of going badly ('been better'). */
const BEFORE_BETTER = new Set(['been', 'be', 'had']);

/** The parts of the day a good word before them greets or bids goodnight ('good morning'). */
const GREETED = new Set(['morning', 'afternoon', 'evening', 'night']);

/**
 * Words and phrases, as the normaliser writes them, that carry no subject beside those above; not
 * 'night', as a bad night is mostly one of bad sleep.
 */
const AROUND: readonly string[][] = (
  'i|am|me|my|myself|its|it|is|was|been|be|being|has|have|had|having|havin|do|feel|feeling|' +
  'feelin|feels|felt|today|todays|tonight|day|days|week|weeks|morning|this|the|a|an|so|' +
  'really|pretty|very|just|kind of|sort of|bit|a bit|abit|quite|honestly|to be honest|' +
  'not going to lie|right now|lately|again|all|doing|going|getting|one|one of those|another|and|' +
  'like|af|though|still|proper|bloody|super|too|such|ever|ugh|sigh|hmm|overall|could|' +
  'at the moment|at all|in a|mood|things|are|were|everything|life|much|actually|finally|now|so far'
)
  .split('|')
  .map((p) => p.split(' '));

/** How many words before `at` a 'not' reaches over ('not feeling too good'). */
const NOT_REACH = 3;

/**
 * 'badly' when normalised words only say that the day, or oneself, goes badly ('rough day', 'not
 * great tbh'); 'well' when they only say it goes well ('good day', 'feeling better', 'not bad at
 * all'); undefined when they say more, both, or only that it is fine ('im fine', 'bad start but
 * fine now').
 */
export function howTheDayGoes(words: readonly string[]): 'badly' | 'well' | undefined {
  let badly = false;
  let well = false;
  let fine = false;
  let lastNot = -Infinity;
  let at = 0;
  while (at < words.length) {
    const w = words[at]!;
    const negated = at - lastNot <= NOT_REACH;
    const around = matchAt(words, at, AROUND);
    if (around > 1) {
      // a phrase that carries nothing, even one that starts with 'not' ('not going to lie')
      at += around;
      continue;
    }
    // a 'not' reaches the first word of how it goes after it, and no further
    const says = POOR.has(w) ? 'poor' : GOOD.has(w) ? 'good' : FINE.has(w) ? 'fine' : undefined;
    if (says !== undefined) lastNot = -Infinity;
    if (w === 'not') lastNot = at;
    // 'not bad', 'not too rough': taken back, it goes well enough
    else if (says === 'poor') {
      if (negated) well = true;
      else badly = true;
    } else if (says === 'good') {
      // 'good morning', 'ok good night': a greeting or a goodnight, not a day
      if (GREETED.has(words[at + 1] ?? '')) return undefined;
      if (negated) badly = true;
      else well = true;
    } else if (says === 'fine') {
      if (negated) badly = true;
      else fine = true;
    }
    // 'been better', 'could be better', 'had better days'; else 'feeling better'
    else if (w === 'better') {
      if (BEFORE_BETTER.has(words[at - 1] ?? '')) badly = true;
      else well = true;
    } else if (around === 0) return undefined;
    at += 1;
  }
  // a 'not' that reached no word of how it goes takes something back ('good day... not really')
  if (lastNot !== -Infinity) return undefined;
  if (badly && !well && !fine) return 'badly';
  if (well && !badly) return 'well';
  return undefined;
}

/**
 * The topic of a message, as normalised words, that only says how the day goes, after a hello or
 * not ('hey, rough day'): low mood when badly, good news when well; undefined when it says more.
 */
export function dayTopic(words: readonly string[]): 'low-mood' | 'positive' | undefined {
  const day = howTheDayGoes(words.slice(greetingPrefix(words)));
  return day === undefined ? undefined : day === 'badly' ? 'low-mood' : 'positive';
}
