/**
 * Ending or pausing a chat in a few words ('ok bye', 'gotta go mums calling me', 'brb shift
 * starts in 5', 'thats enough for tonight. thanks', 'off to bed'). A mentor answers it as a
 * person would, with a word of parting, not with a reply to the topic the words touch (work in
 * 'shift', family in 'mums'). Read only after the crisis check: a goodbye that may mean more is
 * answered by the safety net before it reaches a mentor.
 */
import { normalizeInput } from './mentors';

/**
 * Topics of a feeling: a goodbye that comes with one ('ok bye, still feel rubbish') is met with
 * care, and keeps its topic.
 */
export const FEELING_TOPICS: ReadonlySet<string> = new Set([
  'low-mood',
  'anxiety',
  'panic',
  'stress',
  'anger',
  'loneliness',
  'self-worth',
  'grief',
  'breakup',
]);

/** The longest message, in words, read as a sign-off: more than that says something else too. */
const MAX_WORDS = 10;

/** Where a sign-off may start: the message's start, after a stop, or after a word like 'ok'. */
const START = String.raw`(?:^|[.,!;:~]\s*|\b(?:ok(?:ay)?|kk?|right|well|anyway[sz]?|alright|aight|sorry|lol|oh|ah|ahh|hey|haha|so|yeah|yea|ya|cool|thanks|thank (?:you|u)|ty|cheers|ta|hmm|mm)[ ,]+)`;
/** Where a short farewell word ends: the message's end, a stop, or a word more. */
const END = String.raw`(?=$|[\s.,!;:~x)])`;

/** Leaving now: a farewell, 'gotta go', 'im off', 'thats enough for tonight', bedtime. */
const LEAVING = new RegExp(
  START +
    '(?:' +
    [
      String.raw`(?:good ?bye|bye+|by+e+|bye for now|cya|see (?:ya|you|u)(?: (?:later|soon|tomorrow|tmrw|tmr|then))?|ttyl|ttys|laters|cheerio|ta-?ra|tata|ciao|adios|good ?night|good ?nite|gnight|nite|night night|nighty night|gn|take care(?! of))${END}(?!(?: bye)* (?:to|forever|old|my|summer|winter|spring|autumn|fall|school|uni|college|\d{4})\b)`,
      String.raw`(?:talk|speak|chat|catch (?:you|u|ya))(?: to (?:you|u|ya))? (?:later|soon|tomorrow|tmrw|tmr)${END}`,
      String.raw`(?:i |ill |i will |we |well )?(?:talk|speak|chat|msg|message|text)(?: to| with)? (?:you|u|ya)? ?(?:later|soon|tomorrow|tmrw|tmr|after\b)`,
      String.raw`(?:i |i(?:ve| have) )?(?:gotta|got ?ta|got to|have to|hafta|need to|must|gonna have to) (?:go|run|dash|jet|bounce|head off|head out|log off|sign off|leave now)(?! (?:to|and|through|with|for|by|into|in|out|on|over|my|his|her|their|our|your|the|a|an|this|that|it|him|them|outside|home|there|somewhere|away|mad|crazy|insane)\b)`,
      String.raw`(?:gtg|g2g|ttfn)${END}`,
      String.raw`(?:im |i am )?(?:off|out|logging off|signing off|heading off|going now)(?: now| then)?(?=$|[.,!;:~]| to (?:bed|sleep|work|class|school|the gym|training))`,
      String.raw`(?:thats|that is|ok thats) (?:enough|it|all|me) for (?:tonight|today|now)`,
      String.raw`(?:im |i am )?(?:off|going|gonna go|heading|headed) to (?:bed|sleep)(?: now)?(?=$|[.,!;:~])`,
      String.raw`(?:i |im )?(?:go|going|gonna|going to|will|ill) (?:try (?:to |and |n )?)?(?:get some )?(?:sleep|lie down|rest) now(?=$|[.,!;:~])`,
    ].join('|') +
    ')',
);

/** Pausing: back in a moment. */
const PAUSING = new RegExp(
  START +
    '(?:' +
    [
      String.raw`(?:brb|bbs|afk)${END}`,
      String.raw`be (?:right|back) (?:back|in a (?:sec|min|minute|bit))`,
      String.raw`(?:just )?(?:one|1|a) (?:sec|second|min|minute|mo|moment)(?=$|[.,!;:~])`,
      String.raw`(?:give me|gimme|hold on|hang on)(?: (?:a|one|1) (?:sec|second|min|minute|mo|moment))?(?=$|[.,!;:~])`,
      String.raw`back in (?:a (?:sec|bit|min|minute|few)|\d{1,2}(?: ?(?:m|min|mins|minutes|sec|secs))?(?=$|[.,!;:~]))`,
    ].join('|') +
    ')',
);

/**
 * Whether the text ends or pauses the chat: 'leaving', 'pausing' or null. A question is not a
 * sign-off (it wants an answer), nor is a message of more than a few words.
 */
export function signOffOf(text: string): 'leaving' | 'pausing' | null {
  // a question wants an answer
  if (text.includes('?')) return null;
  // as an option is compared (lower case, quotes and spaces straightened), apostrophes dropped
  const said = normalizeInput(text).replace(/'/g, '');
  // 'goodbye summer, hello junior year' greets what comes next
  if (/\b(?:good ?)?bye\b.*\bhello\b/.test(said)) return null;
  if (said.split(' ').filter((w) => /[a-z0-9]/.test(w)).length > MAX_WORDS) return null;
  if (PAUSING.test(said)) return 'pausing';
  if (LEAVING.test(said)) return 'leaving';
  return null;
}
