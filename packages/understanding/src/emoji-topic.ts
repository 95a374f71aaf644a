/**
 * The topic of a message of emoji alone ('😭😭😭', '😡', '😴'): read from the emoji, not the
 * model. The corpus holds almost no such messages, so the model guessed (three crying faces were
 * read as good news, and got a cheerful reply). The normaliser names each emoji as a word
 * ('xcry', 'xangry'); a face that shows how someone feels gives its topic, and where a message
 * mixes them, the face it shows most (a hurting face first on a tie: a gentle reply to a laugh
 * costs less than a cheerful one to tears). Emoji that name a thing ('💊', '🔪') are written out
 * as words by the normaliser, so such a message is not emoji alone and stays the model's, crisis
 * and all.
 */
import type { TopicId } from './labels';
import { EMOJI_NAMES } from './normalize';

/** The confidence reported for a topic read from emoji alone: a rule, not a weighing. */
export const EMOJI_TOPIC_CONFIDENCE = 0.9;

/** Each emoji word that shows a hurting feeling, and its topic. */
const HURTING: ReadonlyArray<[string, TopicId]> = [
  ['xcry', 'low-mood'],
  ['xsad', 'low-mood'],
  ['xheartbreak', 'low-mood'],
  ['xdark', 'low-mood'],
  ['xfear', 'anxiety'],
  ['xangry', 'anger'],
  ['xweary', 'stress'],
];

/** The emoji words of faces that hurt ('😭', '😡'). */
export const HURTING_FACES: ReadonlySet<string> = new Set(HURTING.map(([word]) => word));

/** Each emoji word that says how someone feels, and its topic, hurting ones first. */
const FEELINGS: ReadonlyArray<[string, TopicId]> = [
  ...HURTING,
  ['xsleep', 'sleep'],
  ['xcelebrate', 'positive'],
  ['xlove', 'positive'],
  ['xwave', 'greeting'],
];

/**
 * The topic of normalised words that are all emoji, or undefined when there are other words or
 * no face says how the person feels ('👍', '🙂', '😂': the model's, which reads them as nothing in
 * particular).
 */
export function emojiOnlyTopic(words: readonly string[]): TopicId | undefined {
  if (words.length === 0 || !words.every((w) => EMOJI_NAMES.has(w))) return undefined;
  let best: TopicId | undefined;
  let most = 0;
  for (const [word, topic] of FEELINGS) {
    const n = words.filter((w) => w === word).length;
    if (n > most) [best, most] = [topic, n];
  }
  return best;
}
