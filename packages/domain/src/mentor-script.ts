import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import {
  MAX_OPENING_OPTIONS,
  MENTOR_NAMES,
  MIN_OPENING_OPTIONS,
  MIN_SCRIPT_DEPTH,
  TOOL_IDS,
  TOOL_LINKS,
  isMentorName,
  nextOptions,
  normalizeInput,
} from './mentors';
import { CRISIS_KINDS, TOPIC_EXPERTS, TOPIC_IDS, handoffOption } from './topics';

export const ToolIdSchema = lazySchema(() => z.enum(TOOL_IDS));

const Text = lazySchema(() => z.string().check(z.trim(), z.minLength(1)));
const OptionList = lazySchema(() => z.array(Text).check(z.minLength(1)));

/** What the mentor says after an option is chosen (SPEC 3: Mentor script entry, responses). */
export const MentorResponseSchema = lazySchema(() =>
  z.object({
    message: Text,
    /** The next options. When present they replace the option list and nothing is appended. */
    followUp: z.optional(OptionList),
    /** Options offered after a reply without followUp (the first responseMessages line is appended). */
    options: z.optional(OptionList),
    /** Typed input (matched trimmed, case-insensitively) to replies; the first group also extends this response. */
    responseMessages: z.optional(z.record(Text, z.array(Text).check(z.minLength(1)))),
    /** Tools this response names; the chat offers a link to each. */
    tools: z.optional(z.array(ToolIdSchema).check(z.minLength(1))),
    /**
     * Choosing this option says the person is in this kind of crisis: the message is said, then
     * the chat's crisis reply for that kind follows, with its own options.
     */
    crisis: z.optional(z.enum(CRISIS_KINDS)),
  }),
);

export type MentorResponse = z.infer<typeof MentorResponseSchema>;

/** Fewest and most next steps a topic reply offers (options, tool links and a hand-off together). */
export const MIN_TOPIC_STEPS = 2;
export const MAX_TOPIC_STEPS = 4;
/** Every mentor has at least this many replies for every topic. */
export const MIN_TOPIC_REPLIES = 2;

/**
 * The mentor's answer when typed text is about a topic: it names what the person raised in plain
 * words and offers next steps: options of its own script, tool links, and (with `handoff`) the
 * option to talk to the mentor who knows that topic best.
 */
export const TopicReplySchema = lazySchema(() =>
  z.object({
    message: Text,
    /** Options of this mentor's script (each has a response). */
    options: z.optional(OptionList),
    tools: z.optional(z.array(ToolIdSchema).check(z.minLength(1))),
    /** Offer the topic's expert mentor ('Dream Weaver knows a lot about sleep: talk to Dream Weaver?'). */
    handoff: z.optional(z.literal(true)),
  }),
);

export type TopicReply = z.infer<typeof TopicReplySchema>;

export const MentorScriptSchema = lazySchema(() =>
  z.object({
    greeting: Text,
    question: Text,
    options: z
      .array(Text)
      .check(z.minLength(MIN_OPENING_OPTIONS), z.maxLength(MAX_OPENING_OPTIONS)),
    /** Keyed by option text, for every option the mentor ever offers. */
    responses: z.record(Text, MentorResponseSchema),
    /** Replies to typed text about each topic, every topic id present. */
    topics: z.record(
      z.enum(TOPIC_IDS),
      z.array(TopicReplySchema).check(z.minLength(MIN_TOPIC_REPLIES)),
    ),
  }),
);

export type MentorScript = z.infer<typeof MentorScriptSchema>;

/** The whole `/chatresponse.json` file: scripts keyed by mentor name. */
export const ScriptsFileSchema = lazySchema(() => z.record(z.string(), MentorScriptSchema));

export type ScriptsFile = z.infer<typeof ScriptsFileSchema>;

/** Every text of a response a person reads when the response is chosen from an option. */
function spokenText(key: string, response: MentorResponse): string {
  const first = response.followUp ? [] : (Object.values(response.responseMessages ?? {})[0] ?? []);
  return [key, response.message, ...first].join('\n');
}

/**
 * The number of option clicks it takes to reach each response from the opening options
 * (breadth-first). Responses never reached are absent.
 */
export function responseDepths(script: MentorScript): Map<string, number> {
  const depth = new Map<string, number>();
  let frontier = script.options.filter((o) => o in script.responses);
  let level = 1;
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const key of frontier) {
      if (depth.has(key)) continue;
      depth.set(key, level);
      const response = script.responses[key];
      if (!response) continue;
      for (const o of nextOptions(response))
        if (!depth.has(o) && o in script.responses) next.push(o);
    }
    frontier = next;
    level++;
  }
  return depth;
}

/**
 * Everything wrong with one mentor's script beyond its shape: options without a response,
 * responses no option reaches, replies that leave no way on, a tree less than
 * MIN_SCRIPT_DEPTH exchanges deep, a named tool without its link, duplicate options, and
 * typed keys that an option would shadow or that repeat.
 */
export function scriptProblems(mentor: string, script: MentorScript): string[] {
  const problems: string[] = [];
  const where = (s: string) => `${mentor}: ${s}`;
  const keysByNorm = new Map<string, string>();
  for (const key of Object.keys(script.responses)) {
    const norm = normalizeInput(key);
    const other = keysByNorm.get(norm);
    if (other !== undefined)
      problems.push(where(`responses "${other}" and "${key}" differ only in case or spaces`));
    keysByNorm.set(norm, key);
  }

  const checkList = (list: readonly string[], from: string) => {
    const seen = new Set<string>();
    for (const option of list) {
      if (seen.has(option)) problems.push(where(`${from} offers "${option}" twice`));
      seen.add(option);
      if (!(option in script.responses)) {
        problems.push(where(`${from} offers "${option}", which has no response`));
      }
    }
  };
  checkList(script.options, 'the opening');

  const typedKeys = new Map<string, string>();
  for (const [key, response] of Object.entries(script.responses)) {
    const from = `the response to "${key}"`;
    if (response.followUp && response.options) {
      problems.push(where(`${from} has both followUp and options; use one`));
    }
    const next = nextOptions(response);
    if (response.crisis && next.length > 0)
      problems.push(where(`${from} is a crisis answer: the crisis reply brings its own options`));
    if (!response.crisis && next.length < 2)
      problems.push(where(`${from} offers fewer than two options (a dead end)`));
    checkList(next, from);

    for (const typed of Object.keys(response.responseMessages ?? {})) {
      const norm = normalizeInput(typed);
      if (keysByNorm.has(norm)) {
        problems.push(where(`typed reply "${typed}" in ${from} is shadowed by an option`));
      }
      const other = typedKeys.get(norm);
      if (other !== undefined) {
        problems.push(where(`typed reply "${typed}" in ${from} repeats one in ${other}`));
      }
      typedKeys.set(norm, from);
    }

    const spoken = spokenText(key, response);
    for (const tool of TOOL_IDS) {
      if (TOOL_LINKS[tool].mention.test(spoken) && !response.tools?.includes(tool)) {
        problems.push(where(`${from} names the ${tool} tool but does not link to it`));
      }
    }
  }

  for (const [topic, replies] of Object.entries(script.topics)) {
    const expert = TOPIC_EXPERTS[topic as keyof typeof TOPIC_EXPERTS];
    replies.forEach((reply, i) => {
      const from = `topic reply ${i + 1} to ${topic}`;
      const steps =
        (reply.options?.length ?? 0) + (reply.tools?.length ?? 0) + (reply.handoff ? 1 : 0);
      if (steps < MIN_TOPIC_STEPS || steps > MAX_TOPIC_STEPS) {
        problems.push(
          where(
            `${from} offers ${steps} next steps (needs ${MIN_TOPIC_STEPS} to ${MAX_TOPIC_STEPS})`,
          ),
        );
      }
      for (const option of reply.options ?? []) {
        if (!(option in script.responses))
          problems.push(where(`${from} offers "${option}", which has no response`));
      }
      if (reply.handoff && !expert) {
        problems.push(where(`${from} hands off, but no mentor is the one for ${topic}`));
      } else if (reply.handoff && expert?.mentor === mentor) {
        problems.push(where(`${from} hands off, but ${mentor} is the one for ${topic}`));
      }
      for (const tool of TOOL_IDS) {
        if (TOOL_LINKS[tool].mention.test(reply.message) && !reply.tools?.includes(tool)) {
          problems.push(where(`${from} names the ${tool} tool but does not link to it`));
        }
      }
      const handoff = reply.handoff ? handoffOption(topic as keyof typeof TOPIC_EXPERTS) : null;
      if (handoff && reply.options?.some((o) => normalizeInput(o) === normalizeInput(handoff.text)))
        problems.push(where(`${from} offers the hand-off twice`));
    });
  }

  const depths = responseDepths(script);
  for (const key of Object.keys(script.responses)) {
    if (!depths.has(key)) problems.push(where(`the response to "${key}" is unreachable`));
  }
  const deepest = Math.max(0, ...depths.values());
  if (deepest < MIN_SCRIPT_DEPTH) {
    problems.push(
      where(`the script is only ${deepest} exchanges deep (needs ${MIN_SCRIPT_DEPTH})`),
    );
  }
  return problems;
}

export type ScriptsCheck = { ok: true; file: ScriptsFile } | { ok: false; problems: string[] };

/**
 * The build-time and test check of a scripts file: the zod shape, all five mentors and
 * nothing else, and every mentor's script free of problems.
 */
export function checkScriptsFile(data: unknown): ScriptsCheck {
  // zod/mini ships no messages of its own; the problems are read by people, so in English.
  const parsed = ScriptsFileSchema.safeParse(data, { error: z.locales.en().localeError });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (i) => `${i.path.length ? i.path.join(' > ') : '(file)'}: ${i.message}`,
      ),
    };
  }
  const file = parsed.data;
  const problems: string[] = [];
  for (const name of MENTOR_NAMES) if (!(name in file)) problems.push(`missing mentor "${name}"`);
  for (const [name, script] of Object.entries(file)) {
    if (!isMentorName(name)) problems.push(`unknown mentor "${name}"`);
    problems.push(...scriptProblems(name, script));
  }
  return problems.length ? { ok: false, problems } : { ok: true, file };
}
