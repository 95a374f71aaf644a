import { z } from 'zod';

/** The five scripted mentor personas, in the order the mentor row shows them. */
export const MENTOR_NAMES = [
  'Mood Mentor',
  'Stress Buster',
  'Dream Weaver',
  'Anxiety Ally',
  'Relationship Rescuer',
] as const;

export type MentorName = (typeof MENTOR_NAMES)[number];

export function isMentorName(name: string): name is MentorName {
  return (MENTOR_NAMES as readonly string[]).includes(name);
}

/** Limits on a mentor's opening options (issue 4: 4 to 6). */
export const MIN_OPENING_OPTIONS = 4;
export const MAX_OPENING_OPTIONS = 6;
/** Every mentor's script reaches at least this many exchanges (option clicks) deep. */
export const MIN_SCRIPT_DEPTH = 3;
/** Every mentor has exactly this many fallback encouragement lines (SPEC 9). */
export const FALLBACK_LINES_PER_MENTOR = 4;

/**
 * Tools of the app a reply can open. A response that names one lists it under `tools`,
 * and the chat shows a link that opens it.
 */
export const TOOL_IDS = [
  'breathing',
  'journal',
  'grounding',
  'meditation',
  'sleep',
  'games',
  'creative',
  'copingSkills',
] as const;

export const ToolIdSchema = z.enum(TOOL_IDS);
export type ToolId = z.infer<typeof ToolIdSchema>;

export interface ToolLink {
  /** The link text shown under the reply. */
  label: string;
  /** Where it goes: a shell section with `?open=` (the section opens that tool) or a tool page. */
  href: string;
  /** How a script's text names this tool; a response whose text matches must link to it. */
  mention: RegExp;
}

export const TOOL_LINKS: Record<ToolId, ToolLink> = {
  breathing: {
    label: 'Open the breathing exercise',
    href: '/chat/mood-tracker?open=breathing',
    mention: /\bbreathing exercise\b/i,
  },
  journal: {
    label: 'Open your mood journal',
    href: '/chat/mood-tracker?open=journal',
    mention: /\bjournal(ing)?\b/i,
  },
  grounding: {
    label: 'Start the grounding exercise',
    href: '/question-ans',
    mention: /\bgrounding\b/i,
  },
  meditation: {
    label: 'Open guided meditation',
    href: '/chat/self-care?open=meditation',
    mention: /\bmeditat(e|ion|ing)\b/i,
  },
  sleep: {
    label: 'Open the sleep tool',
    href: '/sleeptool',
    mention: /\bsleep tool\b/i,
  },
  games: {
    label: 'Play a calming game',
    href: '/chat/mood-tracker?open=games',
    mention: /\bgames?\b/i,
  },
  creative: {
    label: 'Open creative prompts',
    href: '/creative',
    mention: /\bcreative prompts?\b/i,
  },
  copingSkills: {
    label: 'Open the coping skills toolbox',
    href: '/chat/coping-skills',
    mention: /\bcoping skills toolbox\b/i,
  },
};

const Text = z.string().trim().min(1);
const OptionList = z.array(Text).min(1);

/** What the mentor says after an option is chosen (SPEC 3: Mentor script entry, responses). */
export const MentorResponseSchema = z.object({
  message: Text,
  /** The next options. When present they replace the option list and nothing is appended. */
  followUp: OptionList.optional(),
  /** Options offered after a reply without followUp (the first responseMessages line is appended). */
  options: OptionList.optional(),
  /** Typed input (matched trimmed, case-insensitively) to replies; the first group also extends this response. */
  responseMessages: z.record(Text, z.array(Text).min(1)).optional(),
  /** Tools this response names; the chat offers a link to each. */
  tools: z.array(ToolIdSchema).min(1).optional(),
});

export type MentorResponse = z.infer<typeof MentorResponseSchema>;

export const MentorScriptSchema = z.object({
  greeting: Text,
  question: Text,
  options: z.array(Text).min(MIN_OPENING_OPTIONS).max(MAX_OPENING_OPTIONS),
  /** Keyed by option text, for every option the mentor ever offers. */
  responses: z.record(Text, MentorResponseSchema),
});

export type MentorScript = z.infer<typeof MentorScriptSchema>;

/** The whole `/chatresponse.json` file: scripts keyed by mentor name. */
export const ScriptsFileSchema = z.record(z.string(), MentorScriptSchema);

export type ScriptsFile = z.infer<typeof ScriptsFileSchema>;

/** Trimmed and lower-cased, the form typed text and keys are compared in. */
export function normalizeInput(text: string): string {
  return text.trim().toLowerCase();
}

/** The options shown after a response: its followUp, else its options, else none. */
export function nextOptions(response: MentorResponse): string[] {
  return response.followUp ?? response.options ?? [];
}

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
  const parsed = ScriptsFileSchema.safeParse(data);
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

/** Each mentor's fallback encouragement lines, used when nothing in the script matches. */
export const MENTOR_FALLBACKS: Record<MentorName, readonly string[]> = {
  'Mood Mentor': [
    "Thank you for telling me. However you're feeling right now is allowed. You can tap one of my suggestions or tell me more.",
    "I'm still here. Feelings come and go like weather, and you don't have to face this one alone. Want to pick one of the options?",
    'That sounds important to you. I only understand a few things as a scripted mentor, so tap my name above if you want to start fresh.',
    "You're taking a good step just by checking in with yourself. Try one of my options, or tell me how you're feeling in a few words.",
  ],
  'Stress Buster': [
    "That sounds like a lot to hold. Let's take it one piece at a time. Pick an option, or tap my name above to start again.",
    "Pause for a moment and let your shoulders drop. I'm still here with you. Want to try one of my suggestions?",
    "I don't have a scripted answer for that, but I hear you. Stress is a signal, not a failure. Shall we look at one small step?",
    "You don't have to sort everything out right now. Choose one of the options, or tell me what's weighing on you most.",
  ],
  'Dream Weaver': [
    'Thank you for sharing that. Rest matters, and so do you. Tap one of my options, or my name above to start again.',
    "I'm listening. Even on nights when sleep won't come, resting quietly still helps your body. Want to try a suggestion?",
    "I don't quite have words for that one, but I'm glad you told me. Shall we look at one small thing for tonight?",
    'Be gentle with yourself. Good sleep is built slowly, a night at a time. Pick an option when you feel ready.',
  ],
  'Anxiety Ally': [
    "I hear you. Whatever you're feeling, it will pass, even if it's loud right now. Want to try one of my options?",
    "You're safe to take this slowly. Let your next breath out be a little longer than your breath in. I'm still here.",
    "I don't have a scripted reply for that, but your feelings make sense. Tap my name above if you'd like to start again.",
    "Thank you for telling me. Anxiety can feel huge, and you've handled hard moments before. Shall we pick one small step?",
  ],
  'Relationship Rescuer': [
    "Relationships can be complicated, and it's okay to feel mixed up about them. Want to pick one of my options?",
    "Thank you for trusting me with that. I'm a scripted mentor, so I may not follow everything, but I'm here to listen.",
    'That sounds like it matters to you. Tap one of my suggestions, or my name above to start our chat again.',
    'Your needs and feelings count too. Shall we look at one small way to take care of this connection, or of yourself?',
  ],
};
