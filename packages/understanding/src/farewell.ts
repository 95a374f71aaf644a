/**
 * A message that only says goodbye to the chat ('ok bye', 'goodbye mood mentor', 'thanks,
 * goodbye 👋'). Goodbyes are also how some people say they mean to end their life, and the model
 * has learnt 'goodbye' from those; but a farewell with nothing else in it carries no more than
 * the farewell, and most often it ends a chat. It is never read as a clear crisis: if the model
 * flags it, the chat asks gently (docs/decisions/0056). Anything more ('goodbye everyone', 'this
 * is goodbye', 'thank you for everything. goodbye') is read by the model alone.
 */

/** Words that say goodbye on their own. */
const FAREWELLS: ReadonlySet<string> = new Set([
  'bye',
  'goodbye',
  'cya',
  'seeya',
  'ttyl',
  'gn',
  'goodnight',
  'night',
  'laters',
  'cheerio',
  'ciao',
  'tata',
]);

/** Words that come with a farewell and add nothing to it: thanks, when, the mentor's name. */
const ALONGSIDE: ReadonlySet<string> = new Set([
  ...['okay', 'right', 'well', 'so', 'and', 'a', 'for', 'now', 'then'],
  ...['thanks', 'thank', 'you', 'much', 'again', 'see', 'soon', 'later', 'tomorrow'],
  ...['talk', 'speak', 'to', 'take', 'care', 'have', 'good', 'nice', 'day', 'evening', 'lovely'],
  ...['x', 'xx', 'lol', 'haha', 'mentor', 'mood', 'anxiety', 'ally', 'stress', 'buster'],
  ...['dream', 'weaver', 'relationship', 'rescuer'],
  // emoji, as the normaliser names them: a wave, a smile, thanks
  ...['xwave', 'xsmile', 'xok', 'xpray', 'xlove', 'xcelebrate', 'xsleep'],
]);

/** Whether normalised words are a farewell and nothing more. */
export function isFarewellOnly(words: readonly string[]): boolean {
  return (
    words.some((w) => FAREWELLS.has(w)) && words.every((w) => FAREWELLS.has(w) || ALONGSIDE.has(w))
  );
}
