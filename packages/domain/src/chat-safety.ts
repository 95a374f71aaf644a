/**
 * The chat's safety net: the crisis reply, fitted to what was said, then 'Are you safe right
 * now?' and what each of its answers does; and the gentle check-in on the next visit after a
 * crisis reply. Pure: the chat shows the lines and the emergency number for the person's
 * country with these messages (by their `kind`).
 */
import { addDays, isIsoDate } from './dates';
import { CRISIS_REPLY } from './crisis-resources';
import type { HelplineKind } from './helplines';
import { shownOption, type ToolId } from './mentors';
import type { AnswerTo, TypedAnswer } from './safety-answers';
import type { CrisisKind } from './topics';

/** What the chat shows under a message, beside its text. */
export type MessageKind =
  /** The crisis reply: the helplines for the person's country, led as `leadLines` says. */
  | 'crisis'
  /** "I'm not safe": the emergency number as a large tap-to-call link. */
  | 'emergency';

/** A bot line of the safety net. */
export interface SafetyMessage {
  sender: 'bot';
  text: string;
  kind?: MessageKind;
  /** The kind of crisis the reply answers (null: not known, the crisis lines lead). */
  crisisKind?: CrisisKind | null;
  /** A crisis reply to a doubtful reading, which asked gently. */
  doubtful?: true;
  /** A crisis reply to someone else's crisis: it said how to help them. */
  someoneElse?: true;
  tools?: ToolId[];
}

export const ARE_YOU_SAFE = 'Are you safe right now?';
/** Asked after the reply to a crisis of someone else's: the writer is asked too. */
export const AND_YOU_SAFE = 'And you: are you safe right now?';

/** Whether a bot line is the safety net's first asking whether the person is safe. */
export const asksIfSafe = (line: string | undefined): boolean =>
  line === ARE_YOU_SAFE || line === AND_YOU_SAFE;
export const SAFE_FOR_NOW = "I'm safe for now";
export const NOT_SAFE = "I'm not safe";
export const OPEN_SAFETY_PLAN = 'Open my safety plan';
export const BREATHE_WITH_ME = 'Breathe with me';
export const KEEP_TALKING = 'Can we keep talking?';

/** The options after 'Are you safe right now?', exactly these. */
export const SAFETY_OPTIONS = [SAFE_FOR_NOW, NOT_SAFE, OPEN_SAFETY_PLAN, BREATHE_WITH_ME] as const;

export const OVERDOSE_FIRST =
  'If you have taken something, call emergency services or go to A&E/the ER now.';
export const STAY_WITH_ME = 'Stay with me. Call now, and keep this open.';

const ABUSE_FIRST =
  "No one has the right to hurt you or make you afraid, and none of this is your fault. If you're in danger now, call the emergency number. The domestic abuse line below is free and confidential, and they will listen.";
const DANGER_FIRST =
  "Your safety comes first. If you're in danger right now, call the emergency number, or get somewhere safe and call from there. The people below can help you make a plan.";
/**
 * (Said to both who have taken something and who only think of it: whether they have, the
 * words alone do not always tell.)
 */
const OVERDOSE_AFTER =
  "Tell them what you took and when, and keep the packet if you can. Don't wait to see how you feel: some medicines do harm before you feel anything. If you haven't taken anything, please put the pills or medicines out of reach, or give them to someone you trust to keep.";
/**
 * Self-harm: when a wound needs a doctor now (deep or gaping, or still bleeding after ten
 * minutes of firm pressure), first aid for the rest, without judgement; for an urge as well as
 * a wound.
 */
const SELF_HARM_FIRST =
  "I'm really sorry you're hurting, and there's no judgement here. If you've hurt yourself and a wound is deep or gaping, or still bleeding after 10 minutes of firm pressure with something clean, call the emergency number or go to A&E/the ER now. Rinse a smaller cut with clean water and cover it; cool a burn under cool running water for 20 minutes. The people below will listen any time of day or night, whether you've hurt yourself or feel you might.";

/**
 * Which helplines lead under a crisis reply: for an overdose the emergency number; for abuse or
 * danger the domestic-abuse line, then the line for children and young people (many who write
 * are young, and the abuse line is for adults), then the emergency number; otherwise the crisis
 * lines.
 */
export function leadLines(kind: CrisisKind | null | undefined): HelplineKind[] {
  switch (kind) {
    case 'overdose':
      return ['emergency', 'crisis'];
    case 'abuse':
    case 'danger':
      return ['abuse', 'young', 'emergency'];
    default:
      return ['crisis', 'emergency'];
  }
}

/**
 * The text of the crisis reply for the writer's own crisis of a kind. (Someone else's crisis,
 * which only the model tells apart, is answered in words that come with it: crisis-doubt.ts.)
 */
export function crisisText(kind: CrisisKind | null): string {
  switch (kind) {
    case 'overdose':
      return `${OVERDOSE_FIRST} ${OVERDOSE_AFTER}`;
    case 'self-harm':
      return SELF_HARM_FIRST;
    case 'abuse':
      return ABUSE_FIRST;
    case 'danger':
      return DANGER_FIRST;
    default:
      return CRISIS_REPLY;
  }
}

/**
 * The crisis reply and the question that follows it; the options become SAFETY_OPTIONS.
 * `doubtful`: the gentle text for a doubtful reading (crisis-doubt.ts); `someoneElse`: the words
 * for someone else's crisis (crisis-doubt.ts), which say how to help them and ask after the
 * writer too.
 */
export function crisisMessages(
  kind: CrisisKind | null,
  doubtful?: string,
  someoneElse?: string,
): SafetyMessage[] {
  const gentle = doubtful !== undefined && someoneElse === undefined;
  return [
    {
      sender: 'bot',
      text: someoneElse ?? (gentle ? doubtful : crisisText(kind)),
      kind: 'crisis',
      crisisKind: kind,
      ...(gentle ? { doubtful: true as const } : {}),
      ...(someoneElse !== undefined ? { someoneElse: true as const } : {}),
    },
    { sender: 'bot', text: someoneElse !== undefined ? AND_YOU_SAFE : ARE_YOU_SAFE },
  ];
}

/** What an answer of the safety net (or of the check-in) does. */
export interface SafetyStep {
  messages: SafetyMessage[];
  /**
   * The options that follow. 'opening' puts back the chosen mentor's opening options (with no
   * mentor chosen, SAFETY_OPTIONS).
   */
  options: readonly string[] | 'opening';
  /** A page of the app to open at once (the safety plan). */
  open?: ToolId;
}

export const CHECK_IN_QUESTION =
  'Last time we talked, things felt really hard. How are you doing today?';
export const CHECK_IN_BETTER = 'A bit better';
export const CHECK_IN_SAME = 'About the same';
export const CHECK_IN_HARD = 'Still really hard';
export const CHECK_IN_OPTIONS = [CHECK_IN_BETTER, CHECK_IN_SAME, CHECK_IN_HARD] as const;

const bot = (text: string, extra: Partial<SafetyMessage> = {}): SafetyMessage => ({
  sender: 'bot',
  text,
  ...extra,
});

/**
 * The answers of the safety net and of the check-in, by option text. None of them closes the
 * subject with one tap: every answer but 'Can we keep talking?' leaves a way back to help.
 */
export const SAFETY_STEPS: Readonly<Record<string, SafetyStep>> = {
  [NOT_SAFE]: {
    messages: [bot(STAY_WITH_ME, { kind: 'emergency' })],
    options: [SAFE_FOR_NOW, OPEN_SAFETY_PLAN, BREATHE_WITH_ME],
  },
  [SAFE_FOR_NOW]: {
    messages: [
      bot(
        "Thank you for telling me. I'm really glad you're safe for now. Feelings this strong can come back in waves, so keep your safety plan close, and have a coping skill ready for the next hard moment. If it gets worse, come straight back and tell me.",
        { tools: ['safetyPlan', 'copingSkills'] },
      ),
    ],
    options: [NOT_SAFE, BREATHE_WITH_ME, KEEP_TALKING],
  },
  [OPEN_SAFETY_PLAN]: {
    messages: [
      bot(
        "Here's your safety plan: the steps you chose for a moment like this. I'll be here when you come back.",
        { tools: ['safetyPlan'] },
      ),
    ],
    options: [SAFE_FOR_NOW, NOT_SAFE, BREATHE_WITH_ME],
    open: 'safetyPlan',
  },
  [BREATHE_WITH_ME]: {
    messages: [
      bot(
        "Let's breathe together, slowly. Breathe in through your nose for 4 seconds, and out for 4 seconds. Again: in for 4, out for 4. Let your shoulders drop as you breathe out. Keep going for a few more breaths; I'm right here.",
        { tools: ['breathing'] },
      ),
    ],
    options: [SAFE_FOR_NOW, NOT_SAFE, OPEN_SAFETY_PLAN],
  },
  [KEEP_TALKING]: {
    messages: [
      bot(
        "Of course. I'm here, and we can go at your pace. What would help most right now? If things feel unsafe again at any point, 'Need urgent help?' at the top is always there.",
      ),
    ],
    options: 'opening',
  },
  [CHECK_IN_BETTER]: {
    messages: [
      bot(
        "I'm really glad to hear that. Whatever helped, it's worth remembering: you could add it to your safety plan or your coping skills, so it's there next time.",
        { tools: ['safetyPlan', 'copingSkills'] },
      ),
    ],
    options: 'opening',
  },
  [CHECK_IN_SAME]: {
    messages: [
      bot(
        "Thank you for being honest with me. Some stretches stay heavy for a while, and that's not your fault. Would one small thing help right now?",
        { tools: ['copingSkills'] },
      ),
    ],
    options: [BREATHE_WITH_ME, OPEN_SAFETY_PLAN, NOT_SAFE],
  },
  [CHECK_IN_HARD]: {
    messages: [
      bot("I'm sorry it's still so hard. You don't have to carry this on your own."),
      ...crisisMessages(null),
    ],
    options: SAFETY_OPTIONS,
  },
};

/** The safety net's answer to an option on screen, or null if the text is not one of them. */
export function safetyStep(text: string, onScreen: readonly string[]): SafetyStep | null {
  const shown = shownOption(text, onScreen);
  if (shown === undefined || !Object.hasOwn(SAFETY_STEPS, shown)) return null;
  return SAFETY_STEPS[shown] ?? null;
}

/** Asked once more when a typed answer to 'Are you safe right now?' could not be read. */
export const ASK_AGAIN = "I want to be sure I've understood you. Are you safe right now?";

/**
 * 'Breathe with me' after a reply about taking too much (the person's own, read clearly or not):
 * the breathing, and first the call, since breathing is no treatment for what was taken.
 */
export const BREATHE_AFTER_OVERDOSE: SafetyStep = {
  messages: [
    bot(
      "Please don't wait on this: if you've taken something, call the emergency number or go to A&E/the ER now, even if you feel fine. We can breathe while you call.",
      { kind: 'emergency' },
    ),
    ...SAFETY_STEPS[BREATHE_WITH_ME]!.messages,
  ],
  options: SAFETY_STEPS[BREATHE_WITH_ME]!.options,
};

/**
 * Asked when a typed answer to the check-in could not be read ('tired', 'hello?'): its options
 * stay, and a mentor is offered for anything else (without one, typed text is not answered).
 */
export const CHECK_IN_ASK_AGAIN =
  "I'd like to understand how you are. Is today a bit better, about the same, or still really hard? If you'd rather talk it through, you can choose a mentor.";

/** Whether a bot line is the check-in's question, or its asking again. */
export const asksCheckIn = (line: string | undefined): boolean =>
  line === CHECK_IN_QUESTION || line === CHECK_IN_ASK_AGAIN;

/** The check-in asked again, with its options kept. */
export const CHECK_IN_ASK_AGAIN_STEP: SafetyStep = {
  messages: [bot(CHECK_IN_ASK_AGAIN)],
  options: CHECK_IN_OPTIONS,
};

/** The step that asks again, with the safety net's options kept on screen. */
export const ASK_AGAIN_STEP: SafetyStep = {
  messages: [bot(ASK_AGAIN)],
  options: SAFETY_OPTIONS,
};

/** The option each reading of a typed answer (safety-answers.ts) stands for. */
const ANSWER_OPTIONS: Readonly<Record<TypedAnswer, string>> = {
  safe: SAFE_FOR_NOW,
  'not-safe': NOT_SAFE,
  better: CHECK_IN_BETTER,
  same: CHECK_IN_SAME,
  hard: CHECK_IN_HARD,
};

/**
 * A typed answer to the question the safety net asked last (`question`, the text of the last
 * message), as one of that question's options, or null when it cannot be read for sure. `read`
 * is `readTypedAnswer` of safety-answers.ts (fetched when the safety net asks, not with the
 * chat's first load). Unsure answers count as "I'm not safe": that answer shows the emergency
 * number and still offers "I'm safe for now".
 */
export function typedSafetyAnswer(
  text: string,
  question: string | undefined,
  read: (text: string, question: AnswerTo) => TypedAnswer | null,
): string | null {
  const to: AnswerTo | null =
    asksIfSafe(question) || question === ASK_AGAIN
      ? 'safe'
      : asksCheckIn(question)
        ? 'check-in'
        : null;
  const answer = to === null ? null : read(text, to);
  return answer === null ? null : ANSWER_OPTIONS[answer];
}

/** The option that says yes to a mentor's direct question about ending one's life. */
export const THINKING_OF_ENDING = "I'm thinking about ending my life";

/**
 * Whether typed text says yes, or is unsure, when a mentor has just asked plainly whether the
 * person is thinking of ending their life, hurting themselves or is in danger (its options, on
 * screen, offer `THINKING_OF_ENDING`): 'yes', 'ya', 'kinda', 'idk'. That is a crisis, whatever
 * the words would say alone. A 'no' or 'im fine' is not, and goes on as usual. `saysYes` is that
 * of safety-answers.ts, fetched when such a question is asked.
 */
export function saysYesToCrisisQuestion(
  text: string,
  options: readonly string[],
  saysYes: (text: string) => boolean,
): boolean {
  return options.includes(THINKING_OF_ENDING) && saysYes(text);
}

/** How many days after a crisis reply the chat checks in, once. */
export const CHECK_IN_DAYS = 7;

/**
 * Whether opening the chat now should check in: the date of the last crisis reply (kept on the
 * device, nothing else) is today or up to CHECK_IN_DAYS before. 'show' checks in (then the date
 * is forgotten); 'forget' drops a date that is too old, in the future or not a date; 'none' when
 * there is no date.
 */
export function checkInDue(lastCrisis: string | null, today: string): 'show' | 'forget' | 'none' {
  if (lastCrisis === null) return 'none';
  if (!isIsoDate(lastCrisis) || lastCrisis > today) return 'forget';
  return addDays(lastCrisis, CHECK_IN_DAYS) >= today ? 'show' : 'forget';
}
