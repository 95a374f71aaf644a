/**
 * `understand(text)` with a given model: the crisis check reads the whole message and each of
 * its sentences, so one crisis sentence inside a long message about other things is still found;
 * the topic is read from the whole message.
 */
import { FEELING_TOPICS, signOffOf } from '@mentora/domain/sign-off';
import { EMOJI_TOPIC_CONFIDENCE, emojiOnlyTopic } from './emoji-topic';
import { SAYS_ONLY_CONFIDENCE, greetingPrefix, saysOnly } from './says-only';
import { isFarewellOnly } from './farewell';
import { asksOnlyForHelp } from './help-only';
import { crisisOverForOther } from './over-for-other';
import { crisisOverForSelf } from './over-for-self';
import { usualDose } from './usual-dose';
import { isMishap } from './mishap';
import { partingAside } from './ends-with-someone';
import { isEverydayNote } from './everyday-note';
import { isOwnHaircut } from './own-haircut';
import { apologisesForVenting } from './sorry-for-venting';
import { overdidATreat } from './treat';
import { lastForNow } from './last-for-now';
import { scareOver } from './scare-over';
import { speaksOfCrisis } from './crisis-words';
import { phoneChargeOnly } from './phone-charge';
import { offToBedOnly } from './bed-only';
import { quitsHabit } from './quit-habit';
import { plannedFire } from './planned-fire';
import { clearsOldMedicine } from './old-medicine';
import { awayForCaller } from './caller-at-door';
import { doneWithAThing } from './done-with';
import { dayTopic } from './plain-day';
import { saysNothing } from './says-nothing';
import { featuresOf } from './features';
import { isCrisisKind, type CrisisKind, type TopicId, type Understanding } from './labels';
import { score, type Model } from './model';
import { normalizeTokens, sentences } from './normalize';
import { RULE_PROBABILITY, messageRuleCrisisOf, ruleCrisisOf, saysNoJoke } from './rules';

/** Areas of life a message may be about; a feeling about one is read as the feeling. */
const AREA_TOPICS: ReadonlySet<string> = new Set(
  'partner family friends study work money'.split(' '),
);
/** Topics of how someone feels or fares, before an area (all but areas, greetings, thanks). */
const FELT: ReadonlySet<string> = new Set([...FEELING_TOPICS, 'positive', 'sleep']);

/** The confidence reported for a goodbye read as about nothing in particular. */
const SIGN_OFF_CONFIDENCE = 0.9;

/** The crisis probability (1 - P(no crisis)) and the likeliest kind, from the crisis classes. */
function crisisFrom(model: Model, probs: Float64Array): { p: number; kind: CrisisKind | null } {
  const classes = model.file.crisis.classes;
  let p = 0;
  let kind: CrisisKind | null = null;
  let best = -1;
  for (let k = 0; k < classes.length; k++) {
    const name = classes[k];
    if (name === null || name === undefined) continue;
    p += probs[k]!;
    if (probs[k]! > best && isCrisisKind(name)) {
      best = probs[k]!;
      kind = name;
    }
  }
  return { p, kind };
}

/** Everything the model says of a text, with the numbers behind it (for the benchmark). */
export interface Reading extends Understanding {
  /** The highest crisis probability of the whole text and its sentences. */
  crisisProbability: number;
  /** A crisis the model is clear about (at or above the model's `clearMin`), not a doubtful one. */
  clear: boolean;
}

/**
 * A crisis told as over: someone else's (over-for-other.ts) or the writer's own long past
 * (over-for-self.ts). It is read before the precise rules, which then do not apply.
 */
export const crisisOver = (words: readonly string[]): boolean =>
  crisisOverForOther(words) || crisisOverForSelf(words);

/** Reads one message with a model. */
export function read(model: Model, text: string): Reading {
  const words = normalizeTokens(text);
  const whole = score(model, featuresOf(words, model.file.features));
  let { p: crisisP, kind } = crisisFrom(model, whole.crisis);
  const parts = sentences(text);
  const noJoke = saysNoJoke(words);
  let ruled = parts.length > 1 ? null : ruleCrisisOf(words, noJoke);
  if (parts.length > 1) {
    for (const part of parts) {
      const partWords = normalizeTokens(part);
      ruled ??= ruleCrisisOf(partWords, noJoke);
      if (partWords.length < 2) continue;
      const c = crisisFrom(model, score(model, featuresOf(partWords, model.file.features)).crisis);
      // a sentence alone counts only when it is clearly a crisis: short pieces of ordinary
      // messages ('my phone died.') must not each get the chance of a false alarm
      if (c.p > crisisP && c.p >= (model.file.sentenceMin ?? 0)) {
        crisisP = c.p;
        kind = c.kind;
      }
    }
  }
  ruled ??= messageRuleCrisisOf(words, noJoke);
  // how the day goes, when that is all the message says ('today was not good'; plain-day.ts):
  // no crisis below, and low mood or good news for the topic
  const dayOnly = dayTopic(words);
  // someone else's crisis that is over ('my friend tried to end her life last year, shes doing
  // so much better now') is worry about someone safe, not a crisis (over-for-other.ts); so is the
  // writer's own crisis long past, told by someone well now ('i used to self harm in year 9, 4
  // years clean now'; over-for-self.ts)
  if (crisisOver(words)) crisisP = Math.min(crisisP, OVER_FOR_OTHER_MAX, model.file.threshold / 2);
  // a precise rule (rules.ts) is a crisis whatever the model weighs, and names its kind
  else if (ruled) {
    crisisP = Math.max(crisisP, RULE_PROBABILITY);
    kind = ruled;
  }
  // a plea for help and nothing more is at least doubtful: asked about gently (help-only.ts)
  else if (asksOnlyForHelp(words)) {
    crisisP = Math.max(crisisP, model.file.threshold);
    kind ??= 'danger';
  }
  // a farewell and nothing more is at most doubtful: asked about, never a clear crisis
  else if (isFarewellOnly(words)) crisisP = Math.min(crisisP, clearMinOf(model) - 0.002);
  // an everyday message told in alarming words, one of those below, is no crisis
  else if (dayOnly !== undefined || readAsEveryday(words))
    crisisP = Math.min(crisisP, model.file.threshold / 2);

  // 'about nothing in particular' (class 0) only when the model is sure enough of it;
  // otherwise the likeliest topic, but good news only when the model is sure enough of it
  const classes = model.file.topic.classes;
  const positive = classes.indexOf('positive');
  const positiveMin = model.file.positiveMin ?? 0;
  // the likeliest topic (never class 0) that `keep` allows, good news only with at least
  // `goodNewsMin`; -1 if none
  const likeliest = (keep: (name: string) => boolean, goodNewsMin = positiveMin) => {
    let best = -1;
    for (let k = 1; k < whole.topic.length; k++)
      if (
        keep(classes[k]!) &&
        !(k === positive && whole.topic[k]! < goodNewsMin) &&
        (best < 0 || whole.topic[k]! > whole.topic[best]!)
      )
        best = k;
    return best;
  };
  let topicIndex = likeliest(() => true);
  // ('nothing in particular' too when no topic comes near it: with good news passed over for too
  // little sureness, 'purple elephants on the moon' must not fall to an area at 0.02)
  if (
    (whole.topic[0]! >= (model.file.nullTopicMin ?? 0) ||
      whole.topic[topicIndex]! < NULL_OVER_TOPIC * whole.topic[0]!) &&
    whole.topic[0]! > whole.topic[topicIndex]!
  )
    topicIndex = 0;
  // a feeling comes before the area of life it is about ('my nan died and i cant stop crying' is
  // grief, not family), when the model gives it at least a share of the area's probability
  else if (AREA_TOPICS.has(classes[topicIndex]!)) {
    const least = (model.file.feelingOverArea ?? 1) * whole.topic[topicIndex]!;
    const felt = (name: string) => FELT.has(name);
    const feeling = likeliest(felt);
    // good news about an area ('got the job!!!') is read with less sureness than good news alone,
    // but only when it is the likeliest feeling
    const goodNews = likeliest(felt, model.file.goodNewsOverAreaMin ?? positiveMin);
    if (feeling > 0 && whole.topic[feeling]! >= least) topicIndex = feeling;
    else if (goodNews === positive && whole.topic[goodNews]! >= least) topicIndex = goodNews;
  }
  // a goodbye or a pause ('gotta go mums calling me', 'brb shift starts in 5') is about nothing
  // in particular, whatever it names, unless it thanks or carries a feeling (domain sign-off.ts)
  const signingOff =
    topicIndex > 0 &&
    classes[topicIndex] !== 'thanks' &&
    !FEELING_TOPICS.has(classes[topicIndex]!) &&
    signOffOf(text) !== null;
  if (signingOff) topicIndex = 0;
  // a message of emoji alone: its faces say the topic (emoji-topic.ts), not the model
  const faces = emojiOnlyTopic(words);
  if (faces !== undefined) topicIndex = classes.indexOf(faces);
  // a message that only says hello or thank you, in any of the ways people do (says-only.ts)
  const says = faces === undefined ? saysOnly(words) : undefined;
  if (says !== undefined) topicIndex = classes.indexOf(says);
  // a message that only says the day, or oneself, goes badly ('rough day', 'today was hard') or
  // well ('good day', 'feeling better'), perhaps after a hello: low mood or good news (plain-day.ts)
  const day = faces === undefined && says === undefined ? dayOnly : undefined;
  if (day !== undefined) topicIndex = classes.indexOf(day);
  // a greeting and then how one feels ('hey, sad today', 'hi 😭'): the feeling, when the words
  // after the greeting, read alone, clearly say it; a greeting and news of one's day stays one
  const afterGreeting =
    classes[topicIndex] === 'greeting' && faces === undefined && says === undefined
      ? feltAfterGreeting(model, words)
      : undefined;
  if (afterGreeting) topicIndex = classes.indexOf(afterGreeting.topic);
  const topic = (classes[topicIndex] ?? null) as TopicId | null;
  const crisis = words.length > 0 && crisisP >= model.file.threshold;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    crisis,
    kind: crisis ? kind : null,
    topic: words.length > 0 ? topic : null,
    confidence: round(
      crisis
        ? crisisP
        : words.length === 0
          ? 1
          : faces !== undefined
            ? EMOJI_TOPIC_CONFIDENCE
            : afterGreeting
              ? afterGreeting.confidence
              : says !== undefined || day !== undefined
                ? SAYS_ONLY_CONFIDENCE
                : signingOff
                  ? SIGN_OFF_CONFIDENCE
                  : whole.topic[topicIndex]!,
    ),
    crisisProbability: crisisP,
    clear: crisis && crisisP >= clearMinOf(model),
  };
}

/**
 * Everyday messages told in words the model weighs as a crisis, each read beside it and each
 * tested to take no crisis of the corpus, the evaluation set or the fixed table for itself.
 */
const EVERYDAY_READINGS: ReadonlyArray<(words: readonly string[]) => boolean> = [
  // only hello or thank you, however warmly ('thanks. i mean it', 'seriously, thank you')
  (words) => saysOnly(words) !== undefined,
  // a reply that only acknowledges, laughs or shrugs ('lol ok', 'tbh idk')
  saysNothing,
  // only sorry for having vented ('sorry for the rant', 'sorry for venting earlier')
  apologisesForVenting,
  // medicine taken as usual ('took 2 paracetamol for my headache', 'forgot my tablets')
  usualDose,
  // a hurt caught on something ('cut my hand on a flange', 'burnt my arm on the oven tray')
  isMishap,
  // cutting hair or nails ('cut my own fringe at 2am', 'cut my hair myself last night')
  isOwnHaircut,
  // a note to someone in everyday life ('wrote a note to his teacher', 'a note in her lunchbox')
  isEverydayNote,
  // too much of a treat ('overdosed on haribo at the cinema')
  overdidATreat,
  // the last message for tonight or today ('last msg for tonight, off to bed')
  lastForNow,
  // a phone's charge and nothing more ('my phone is on 2 percent', 'battery dying lol')
  phoneChargeOnly,
  // off to sleep and nothing more ('going to sleep now', 'ok im off to bed, night x')
  offToBedOnly,
  // quitting an everyday habit ('day 4 without a vape', 'cutting back on coffee')
  quitsHabit,
  // a fire or an alarm that was planned or nothing ('fire drill at work', 'just my burnt toast')
  plannedFire,
  // old medicine cleared out ('threw out the expired pills', 'took them back to the chemist')
  clearsOldMedicine,
  // stepping away for someone at the door ('brb someones at the door', 'one sec, doorbell')
  awayForCaller,
  // done with a thing of everyday life ('so done with this week', 'done with that committee')
  doneWithAThing,
];

/**
 * Whether a reading beside the model takes a message as everyday, and no word of a crisis
 * (crisis-words.ts) forbids it. A scare that turned out to be nothing ('someone at the door... oh
 * its just the amazon guy') may tell of someone breaking in or following; ending it with someone
 * is read without its 'end it'; no other reading may read past a word of a crisis.
 */
function readAsEveryday(words: readonly string[]): boolean {
  if (scareOver(words)) return !speaksOfCrisis(words, true);
  // ending it with someone ('ending it with him tonight, we dont vibe'): its 'end it' is a
  // breakup, and the crisis words are read in the rest (ends-with-someone.ts)
  const rest = partingAside(words);
  if (rest !== undefined) return !speaksOfCrisis(rest);
  return !speaksOfCrisis(words) && EVERYDAY_READINGS.some((reads) => reads(words));
}

/** The highest crisis probability of a message that tells of someone else's crisis, over. */
const OVER_FOR_OTHER_MAX = 0.01;

/** How sure the model must be of a feeling in the words after a greeting to read it. */
export const FELT_AFTER_GREETING_MIN = 0.7;

/**
 * 'About nothing in particular' is read, however unsure, when the likeliest topic has less than
 * this share of its probability (set on held-out folds: 0.1 to 0.4 tried, 0.2 best).
 */
export const NULL_OVER_TOPIC = 0.2;

/**
 * The feeling or fortune (low mood, sleep, good news…) that the words after a greeting say, read
 * alone, with the model's probability of it; undefined when no greeting opens the message or what
 * follows is not clearly a feeling.
 */
function feltAfterGreeting(
  model: Model,
  words: readonly string[],
): { topic: string; confidence: number } | undefined {
  const start = greetingPrefix(words);
  const rest = words.slice(start);
  if (start === 0 || rest.length === 0) return undefined;
  const faces = emojiOnlyTopic(rest);
  if (faces !== undefined)
    return FELT.has(faces) ? { topic: faces, confidence: EMOJI_TOPIC_CONFIDENCE } : undefined;
  const probs = score(model, featuresOf(rest, model.file.features)).topic;
  const classes = model.file.topic.classes;
  let best = 0;
  for (let k = 1; k < probs.length; k++) if (probs[k]! > probs[best]!) best = k;
  const topic = classes[best];
  return topic && FELT.has(topic) && probs[best]! >= FELT_AFTER_GREETING_MIN
    ? { topic, confidence: probs[best]! }
    : undefined;
}

/** The crisis probability of a clear crisis (the threshold, for a model trained without one). */
const clearMinOf = (model: Model) => model.file.clearMin ?? model.file.threshold;

/**
 * Whether a reading of `understand` is a clear crisis, not a doubtful one: its confidence (the
 * crisis probability) at or above the model's `clearMin`. The chat asks a doubtful one gently.
 */
export function clearCrisisWith(model: Model): (reading: Understanding) => boolean {
  const min = Math.round(clearMinOf(model) * 1000) / 1000;
  return (reading) => reading.crisis && reading.confidence >= min;
}

/** `understand` bound to a model. */
export function understandWith(model: Model): (text: string) => Understanding {
  return (text) => {
    const { crisis, kind, topic, confidence } = read(model, text);
    return { crisis, kind, topic, confidence };
  };
}
