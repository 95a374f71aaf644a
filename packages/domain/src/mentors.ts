/**
 * The mentors and what the chat needs about them at run time, with no schema code: names,
 * fallback lines and the tools a reply can link to. The scripts file's schema and checks are
 * in mentor-script.ts.
 */
import type { MentorResponse } from './mentor-script';

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
  'safetyPlan',
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

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
  safetyPlan: {
    label: 'Open my safety plan',
    href: '/safety-plan',
    mention: /\bsafety plan\b/i,
  },
};

/**
 * The form typed text and keys are compared in (SPEC 9: trimmed, case-insensitive), folded so
 * that what phones and keyboards type differently still matches: curly apostrophes and quotes
 * become straight ones, every dash a hyphen, runs of spaces one space, and punctuation at the
 * end is dropped ('I’m feeling low.' matches "I'm feeling low").
 */
export function normalizeInput(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC`\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?,;:\u2026]+$/u, '')
    .toLowerCase();
}

/** The option among those on screen that the text is (compared as `normalizeInput` does), if any. */
export function shownOption(text: string, onScreen: readonly string[]): string | undefined {
  const input = normalizeInput(text);
  return onScreen.find((o) => normalizeInput(o) === input);
}

/** The options shown after a response: its followUp, else its options, else none. */
export function nextOptions(response: MentorResponse): string[] {
  return response.followUp ?? response.options ?? [];
}
