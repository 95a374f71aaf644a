import { detectCrisis } from './crisis';
import type { MentorScript, ScriptsFile } from './mentor-script';
import { MENTOR_FALLBACKS, nextOptions, normalizeInput, type ToolId } from './mentors';

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
  /** A crisis reply: the chat shows the crisis resources with it. */
  kind?: 'crisis';
}

/** A bot reply and the options that replace the current ones. */
export interface BotReply {
  message: ChatMessage;
  /** The new option list; null keeps the options on screen unchanged. */
  options: string[] | null;
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

/** A random fallback line for the mentor, or the generic line when it has none (SPEC 9.3). */
export function fallbackLine(
  mentor: string,
  random: Random,
  fallbacks: Partial<Record<string, readonly string[]>> = MENTOR_FALLBACKS,
): string {
  const list = Object.hasOwn(fallbacks, mentor) ? fallbacks[mentor] : undefined;
  return pick(list ?? [], random) ?? GENERIC_SUPPORT;
}

/**
 * SPEC 9, reply matching, for one mentor's script:
 * 1. The text, trimmed, compared case-insensitively with the mentor's options (every
 *    option it offers). A match uses that response: with followUp, those become the options;
 *    otherwise a random line of its first responseMessages group goes after the message on a
 *    new line.
 * 2. Otherwise the text is looked up as a responseMessages key (trimmed, case-insensitive).
 * 3. Otherwise a random fallback line of the mentor, or "I'm here to support you!".
 */
export function replyFromScript(
  mentor: string,
  script: MentorScript,
  text: string,
  random: Random,
  fallbacks?: Partial<Record<string, readonly string[]>>,
): BotReply {
  const input = normalizeInput(text);
  const matched = Object.entries(script.responses).find(([key]) => normalizeInput(key) === input);
  if (matched) {
    const [, response] = matched;
    let message = response.message;
    if (!response.followUp) {
      const firstGroup = Object.values(response.responseMessages ?? {})[0];
      const extra = firstGroup ? pick(firstGroup, random) : undefined;
      if (extra) message = `${message}\n${extra}`;
    }
    return {
      message: bot(message, response.tools ? { tools: [...response.tools] } : {}),
      options: nextOptions(response),
    };
  }
  for (const response of Object.values(script.responses)) {
    for (const [key, lines] of Object.entries(response.responseMessages ?? {})) {
      if (normalizeInput(key) === input) {
        const line = pick(lines, random);
        if (line) return { message: bot(line), options: [] };
      }
    }
  }
  return { message: bot(fallbackLine(mentor, random, fallbacks)), options: [] };
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
): BotReply {
  const script = Object.hasOwn(scripts, mentor) ? scripts[mentor] : undefined;
  if (!script) return { message: bot(UNKNOWN_MENTOR), options: [] };
  try {
    return replyFromScript(mentor, script, text, random);
  } catch {
    return failedReply();
  }
}
