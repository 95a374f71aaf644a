/**
 * A message that only tells how much charge a phone has left ('my phone is on 2 percent',
 * 'phones about to die, got to go', 'battery dying lol') is no crisis. People say it as they
 * leave a chat; the model, which met a phone nearly flat in crises of someone stranded, read
 * 'my phone is on 2 percent' as danger, and 'my phones about to die' as a wish to die. Read
 * over the normalised words of the whole message: every word must be one of these, with a
 * phone and how low it is among them, so 'phone nearly dead and im lost on the hill' or 'battery
 * low, help' are the model's.
 */

/** What runs low. */
const DEVICE = new Set(
  'phone|phones|mobile|mobiles|cell|battery|batterys|batteries|laptop|laptops'.split('|'),
);

/** How low it is (a number is a percentage, its sign dropped by the normaliser). */
const LOW = new Set(
  'die|dying|dead|died|flat|low|percent|charge|charging|charger|recharge|plug'.split('|'),
);

/** What else such a message says: whose, when, and that one is off. */
const AROUND = new Set(
  (
    'my|the|is|on|at|about|to|going|will|need|got|have|has|i|am|it|its|s|so|nearly|almost|' +
    'basically|only|just|now|soon|in|a|bit|sec|min|minute|minutes|go|gone|off|brb|bye|later|' +
    'talk|ttyl|back|sorry|lol|haha|x|xx|and|or|tomorrow|tonight|morning|speak|chat'
  ).split('|'),
);

/**
 * Whether every one of normalised words is of one kind, of another or of `around`, with a word of
 * each kind among them. The shape of a message that says one everyday thing and nothing more: here
 * a phone's charge, and in `bed-only.ts` going to bed.
 */
export function onlyWordsOf(
  words: readonly string[],
  around: ReadonlySet<string>,
  isFirst: (word: string) => boolean,
  isSecond: (word: string) => boolean,
): boolean {
  let first = false;
  let second = false;
  for (const w of words) {
    if (isFirst(w)) first = true;
    else if (isSecond(w)) second = true;
    else if (!around.has(w)) return false;
  }
  return first && second;
}

/** Whether normalised words only tell how much charge a phone has left. */
export const phoneChargeOnly = (words: readonly string[]): boolean =>
  onlyWordsOf(
    words,
    AROUND,
    (w) => DEVICE.has(w),
    (w) => LOW.has(w) || /^\d{1,3}$/.test(w),
  );
