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
  }),
);

export type MentorResponse = z.infer<typeof MentorResponseSchema>;

export const MentorScriptSchema = lazySchema(() =>
  z.object({
    greeting: Text,
    question: Text,
    options: z
      .array(Text)
      .check(z.minLength(MIN_OPENING_OPTIONS), z.maxLength(MAX_OPENING_OPTIONS)),
    /** Keyed by option text, for every option the mentor ever offers. */
    responses: z.record(Text, MentorResponseSchema),
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
    if (next.length === 0) problems.push(where(`${from} offers no options (a dead end)`));
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
