import { SAFETY_OPTIONS, crisisMessages, type MessageKind, type SafetyStep } from './chat-safety';
import { detectCrisis } from './crisis';
import type { MentorScript, ScriptsFile } from './mentor-script';
import { nextOptions, normalizeInput, type MentorName, type ToolId } from './mentors';
import { handoffOption, type CrisisKind, type TopicId } from './topics';

/** A random number in [0, 1), injected so replies are testable. */
export type Random = () => number;

/** SPEC 8 and 9: the fixed bot lines. */
export const GENERIC_SUPPORT = "I'm here to support you!";
export const REPLY_FAILED = 'Something went wrong. Please try again.';
export const UNKNOWN_MENTOR = "Sorry, I couldn't find that mentor.";

/**
 * One line of the conversation (SPEC 3: sender and text), plus what the chat shows with it.
 * Kept in memory only, never stored.
 */
export interface ChatMessage {
  sender: 'bot' | 'user';
  text: string;
  /** Tools the reply names; the chat offers a link that opens each. */
  tools?: ToolId[];
  /**
   * 'crisis': the crisis reply, shown with the helplines (led as the crisis kind says);
   * 'emergency': shown with the emergency number as a large tap-to-call link.
   */
  kind?: MessageKind;
  /** The kind of crisis a crisis reply answers (null: not known). */
  crisisKind?: CrisisKind | null;
  /** A crisis reply to a doubtful reading: it asked gently (`crisisMessages`). */
  doubtful?: true;
  /** A crisis reply to someone else's crisis: it said how to help them (`crisisMessages`). */
  someoneElse?: true;
}

/** A bot reply and the options that replace the current ones. */
export interface BotReply {
  message: ChatMessage;
  /** Further bot lines that follow it (the crisis reply and 'Are you safe right now?'). */
  more?: ChatMessage[];
  /** The new option list; null keeps the options on screen unchanged. */
  options: string[] | null;
  /** Options that hand the conversation to another mentor, by option text. */
  handoffs?: Record<string, MentorName>;
  /** Options that open a page (a tool that helped before), by option text: where each goes. */
  links?: Record<string, string>;
  /**
   * The options are answers of the safety net or the check-in ("I'm not safe"…), answered by
   * `safetyStep` rather than by a script (a script may have an option of the same words).
   */
  safety?: true;
}

/** Fewest options a reply leaves on screen (issue: never a dead end). */
export const MIN_OPTIONS_SHOWN = 2;

/**
 * Never a dead end: a reply's options, or the mentor's opening options where it has fewer
 * than MIN_OPTIONS_SHOWN (a departure from SPEC 4's 'or emptied', docs/decisions/0019).
 */
export function optionsOrOpening(options: readonly string[], script: MentorScript): string[] {
  return options.length >= MIN_OPTIONS_SHOWN ? [...options] : [...script.options];
}

/** A random element of a non-empty list. */
export function pick<T>(list: readonly T[], random: Random): T | undefined {
  if (list.length === 0) return undefined;
  const i = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)));
  return list[i];
}

const bot = (text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  sender: 'bot',
  text,
  ...extra,
});

/** Choosing a mentor: the conversation becomes the greeting then the question, with its options. */
export function openingOf(script: MentorScript): { messages: ChatMessage[]; options: string[] } {
  return {
    messages: [bot(script.greeting), bot(script.question)],
    options: [...script.options],
  };
}

/** Fallback lines by mentor (mentor-fallbacks.ts, fetched with the scripts). */
export type Fallbacks = Partial<Record<string, readonly string[]>>;

/**
 * A random fallback line for the mentor, or the generic line when it has none (SPEC 9.3): with
 * none given (the lines could not be loaded), the generic line.
 */
export function fallbackLine(
  mentor: string,
  random: Random,
  fallbacks: Fallbacks = {},
  avoid?: string,
): string {
  const list = Object.hasOwn(fallbacks, mentor) ? fallbacks[mentor] : undefined;
  return (
    pick(
      other(list ?? [], avoid, (line) => line),
      random,
    ) ?? GENERIC_SUPPORT
  );
}

/**
 * The items of a list whose text is not in `avoid` (the conversation's last lines, one text, in
 * the order said), unless that leaves none: then all but the one said last. A random pick from
 * them does not say again what was just said.
 */
function other<T>(list: readonly T[], avoid: string | undefined, textOf: (item: T) => string) {
  if (avoid === undefined) return list;
  const rest = list.filter((item) => !avoid.includes(textOf(item)));
  if (rest.length > 0) return rest;
  const said = list.map((item) => avoid.lastIndexOf(textOf(item)));
  const latest = Math.max(...said);
  const older = list.filter((_, i) => said[i] !== latest);
  return older.length > 0 ? older : list;
}

/**
 * SPEC 9, reply matching, for one mentor's script, with the understanding of typed text:
 * 1. The text, folded (trimmed, case-insensitive, curly quotes and dashes straightened, end
 *    punctuation dropped), compared with the mentor's options (every option it offers). A match
 *    uses that response: with followUp, those become the options; otherwise a random line of
 *    its first responseMessages group goes after the message on a new line. A response marked
 *    `crisis` is followed by the crisis reply for that kind.
 * 2. Otherwise the text is looked up as a responseMessages key (folded the same way).
 * 3. Otherwise, when the on-device understanding gave the text a topic, one of the mentor's
 *    replies to that topic, with its next steps (options of its script, tool links, and the
 *    mentor who knows the topic best).
 * 4. Otherwise a random fallback line of the mentor, or "I'm here to support you!".
 * Every reply leaves at least two options on screen (optionsOrOpening).
 */
export function replyFromScript(
  mentor: string,
  script: MentorScript,
  text: string,
  random: Random,
  topic: TopicId | null = null,
  fallbacks?: Fallbacks,
  avoid?: string,
  /**
   * The mentor's own answer to the text, before any topic reply: to a question about the mentor
   * itself (mentor-fallbacks.ts `aboutTheMentor`), to a goodbye (`signingOff`), or to good news
   * that may not be good news (`maybeGoodNews`).
   */
  aboutMe?: string | null,
): BotReply {
  const input = normalizeInput(text);
  const matched = Object.entries(script.responses).find(([key]) => normalizeInput(key) === input);
  if (matched) {
    const [, response] = matched;
    let message = response.message;
    if (response.crisis) {
      return {
        message: bot(message),
        more: crisisMessages(response.crisis),
        options: [...SAFETY_OPTIONS],
        safety: true,
      };
    }
    if (!response.followUp) {
      const firstGroup = Object.values(response.responseMessages ?? {})[0];
      const extra = firstGroup ? pick(firstGroup, random) : undefined;
      if (extra) message = `${message}\n${extra}`;
    }
    return {
      message: bot(message, response.tools ? { tools: [...response.tools] } : {}),
      options: optionsOrOpening(nextOptions(response), script),
    };
  }
  for (const response of Object.values(script.responses)) {
    for (const [key, lines] of Object.entries(response.responseMessages ?? {})) {
      if (normalizeInput(key) === input) {
        const line = pick(lines, random);
        if (line) return { message: bot(line), options: optionsOrOpening([], script) };
      }
    }
  }
  if (aboutMe) return { message: bot(aboutMe), options: optionsOrOpening([], script) };
  const replies = topic && Object.hasOwn(script.topics, topic) ? script.topics[topic] : undefined;
  const answer =
    topic && replies
      ? pick(
          other(replies, avoid, (r) => r.message),
          random,
        )
      : undefined;
  if (topic && answer) {
    const handoff = answer.handoff ? handoffOption(topic) : null;
    const options = [...(answer.options ?? []), ...(handoff ? [handoff.text] : [])];
    return {
      message: bot(answer.message, answer.tools ? { tools: [...answer.tools] } : {}),
      options: optionsOrOpening(options, script),
      ...(handoff ? { handoffs: { [handoff.text]: handoff.mentor } } : {}),
    };
  }
  return {
    message: bot(fallbackLine(mentor, random, fallbacks, avoid)),
    options: optionsOrOpening([], script),
  };
}

/**
 * True when the text is one the mentor's script answers itself (SPEC 9 steps 1 and 2: one of its
 * options, or a key of its responseMessages). Our own script lines are never a crisis, so the
 * model's crisis check leaves them to the script.
 */
export function scriptAnswers(script: MentorScript, text: string): boolean {
  const input = normalizeInput(text);
  for (const [key, response] of Object.entries(script.responses)) {
    if (normalizeInput(key) === input) return true;
    for (const k of Object.keys(response.responseMessages ?? {}))
      if (normalizeInput(k) === input) return true;
  }
  return false;
}

/** A reply's last sentence, when it is an open question ('Which part is weighing on you most?'). */
const OPEN_QUESTION = /(?:^|[.!]\s+)(?:what|where|which|how|who|is it)\b[^.!?]*\?\s*$/i;

/**
 * The topic the mentor asked about, when what it said last was one of its topic replies ending in
 * an open question ('Is it drifting off, staying asleep or waking up refreshed that's hardest?'):
 * an answer the model reads as about nothing in particular ('the middle one', 'maybe 4 hours')
 * is answered on that topic, not with a fallback line. Not a greeting's or a thank-you's
 * question ('What's on your mind?'), whose answer is a new subject, and not a yes-or-no one
 * ('Shall we look at one together?'), which its options answer.
 */
export function topicAskedAbout(script: MentorScript, said: string | undefined): TopicId | null {
  if (said === undefined || !OPEN_QUESTION.test(said)) return null;
  for (const [topic, replies] of Object.entries(script.topics))
    if (topic !== 'greeting' && topic !== 'thanks' && replies.some((r) => r.message === said))
      return topic as TopicId;
  return null;
}

/** What to do with text the person sends, before any script is read. */
export type TurnPlan = 'ignore' | 'crisis' | 'script';

/** Whether typed text signals a crisis. */
export type CrisisCheck = (text: string) => boolean;

/**
 * Blank text is ignored. Typed text that signals a crisis gets the crisis reply, whichever
 * mentor is chosen and whether or not one is. Otherwise, without a mentor nothing happens.
 * `isCrisis` decides what signals a crisis: the web app passes the on-device model's decision
 * once it has loaded; until then, and by default, the phrase detector (`detectCrisis`) does.
 * It is asked about typed text only, never about a clicked option.
 */
export function planTurn(
  text: string,
  mentor: string | null,
  typed: boolean,
  isCrisis: CrisisCheck = detectCrisis,
): TurnPlan {
  if (text.trim() === '') return 'ignore';
  if (typed && isCrisis(text)) return 'crisis';
  return mentor ? 'script' : 'ignore';
}

/** The reply when the scripts file could not be read: an apology, the options unchanged. */
export function failedReply(): BotReply {
  return { message: bot(REPLY_FAILED), options: null };
}

/**
 * The scripted reply of a mentor from a loaded scripts file (SPEC 8: an unknown mentor gets
 * "Sorry, I couldn't find that mentor."; a reply that throws gets the failure line).
 */
export function scriptedReply(
  scripts: ScriptsFile,
  mentor: string,
  text: string,
  random: Random,
  topic: TopicId | null = null,
  /** The conversation's last lines: a topic or fallback reply picks another when there is one. */
  avoid?: string,
  fallbacks?: Fallbacks,
  aboutMe?: string | null,
): BotReply {
  const script = Object.hasOwn(scripts, mentor) ? scripts[mentor] : undefined;
  if (!script) return { message: bot(UNKNOWN_MENTOR), options: [] };
  try {
    return replyFromScript(mentor, script, text, random, topic, fallbacks, avoid, aboutMe);
  } catch {
    return failedReply();
  }
}

/**
 * The crisis reply for what was said (`doubtful`: the gentle text for a reading that was not
 * clear; `someoneElse`: the words for another's crisis), then 'Are you safe right now?' with
 * SAFETY_OPTIONS.
 */
export function crisisReply(
  kind: CrisisKind | null,
  doubtful?: string,
  someoneElse?: string,
): BotReply {
  const [first, ...more] = crisisMessages(kind, doubtful, someoneElse) as [
    ChatMessage,
    ...ChatMessage[],
  ];
  return { message: first, more, options: [...SAFETY_OPTIONS], safety: true };
}

/**
 * An answer of the safety net or the check-in as a reply. 'opening' options are the chosen
 * mentor's opening options, or SAFETY_OPTIONS while no mentor is chosen.
 */
export function safetyReply(step: SafetyStep, script: MentorScript | null): BotReply {
  const [first, ...more] = step.messages as [ChatMessage, ...ChatMessage[]];
  const mentorOptions = step.options === 'opening' && script !== null;
  const options = mentorOptions
    ? [...script.options]
    : step.options === 'opening'
      ? [...SAFETY_OPTIONS]
      : [...step.options];
  return {
    message: first,
    ...(more.length ? { more } : {}),
    options,
    ...(mentorOptions ? {} : { safety: true as const }),
  };
}

/**
 * A reply with one more option, first, that opens a page: the tool that helped this person
 * before ('Breathing helped you before. Try it again?'). A reply that keeps the options on
 * screen (a failure) or answers for the safety net is left as it is.
 */
export function withLinkOption(reply: BotReply, text: string, href: string): BotReply {
  if (reply.options === null || reply.safety) return reply;
  return {
    ...reply,
    options: [text, ...reply.options.filter((o) => o !== text)],
    links: { ...reply.links, [text]: href },
  };
}

/** Whether a reply carries the crisis reply (the chat remembers that it was shown). */
export const hasCrisisReply = (reply: BotReply): boolean =>
  [reply.message, ...(reply.more ?? [])].some((m) => m.kind === 'crisis');
