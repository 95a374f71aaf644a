/**
 * The safety net's words for the readings only the model gives. A doubtful crisis reading
 * (docs/decisions/0037): over the model's threshold, which is set for recall, but where everyday
 * messages score too. The reply asks gently and says what to do if it is a crisis; the help
 * shown, the question and its options are those of any crisis reply. And someone else's crisis
 * (at the end), by its kind. Needed only once the model has loaded: the chat fetches this module
 * with it, not on its first load, so it imports nothing that load has (option texts of
 * chat-safety.ts are written out here; a test holds them the same).
 */
import type { SafetyStep } from './chat-safety';
import type { CrisisKind } from './topics';

/**
 * How the crisis reply to a doubtful reading opens: words that may or may not be a crisis ('just
 * got home', 'made my mind up. sunday') are asked about, not told they are one. The help shown
 * and the question after are the same.
 */
export const DOUBT_OPENING =
  "I want to make sure I understand you, and I'd rather ask than miss something important.";

/** What follows DOUBT_OPENING, by the kind read. */
const DOUBTFUL_TEXT: Readonly<Record<CrisisKind, string>> = {
  suicide:
    "If you're having thoughts of hurting yourself or ending your life, you don't have to face them alone: the people below are there any time of day or night. If you're in immediate danger, please call your local emergency number now.",
  'self-harm':
    "If you're hurting yourself, or feel you might, you don't have to face it alone: the people below are there any time of day or night. If you're badly hurt or in immediate danger, please call your local emergency number now.",
  overdose:
    "If you've taken more of a medicine, or of anything else, than is safe, call emergency services or go to A&E/the ER now, even if you feel fine: some medicines do harm before you feel anything.",
  abuse:
    "If someone is hurting you or making you afraid, none of it is your fault, and you deserve to be safe. The domestic abuse line below is free and confidential. If you're in danger now, call the emergency number.",
  danger:
    "If you're in danger right now, call the emergency number, or get somewhere safe and call from there. The people below can help you make a plan.",
};

/** The gentle crisis reply's text for a doubtful reading of this kind (not known: suicide). */
export const doubtfulCrisisText = (kind: CrisisKind | null): string =>
  `${DOUBT_OPENING} ${DOUBTFUL_TEXT[kind ?? 'suicide']}`;

/**
 * "I'm safe for now" after a gentle reply: thanks, a word in case it was misread, and the way
 * back to help; then the conversation goes on.
 */
export const SAFE_AFTER_DOUBT: SafetyStep = {
  messages: [
    {
      sender: 'bot',
      text: "Thank you for telling me, and I'm glad. If I misread you, I'm sorry: I'd rather ask than miss it. If things ever do feel that heavy, 'Need urgent help?' at the top is always there, and so am I.",
    },
  ],
  options: 'opening',
};

/**
 * "I'm safe for now" after a gentle reply that spoke of having taken too much of something: the
 * number to call, and "I'm not safe" stays.
 */
export const SAFE_AFTER_DOUBTED_OVERDOSE: SafetyStep = {
  messages: [
    {
      sender: 'bot',
      text: "Thank you for telling me, and I'm glad. If I misread you, I'm sorry: I'd rather ask than miss it. If you have taken more of something than is safe, please still call the emergency number or go to A&E/the ER, even if you feel fine.",
      kind: 'emergency',
    },
  ],
  options: ["I'm not safe", 'Breathe with me', 'Can we keep talking?'],
};

/**
 * The reply when the crisis is someone else's, by its kind ('my friend took all her pills'): the
 * writer is the one who can help, so it says how. Only the model tells whose crisis it is, so
 * these come with it. (Abuse and danger are answered as the writer's own.)
 */
export const SOMEONE_ELSE_FIRST =
  "It sounds like someone you care about is in danger, and I'm glad you told me. If they have taken something or might act on it now, call the emergency number now, even if they seem all right, and stay with them if you safely can. If you know what they took and when, say so on the call. The people below help those worried about someone else, too.";
const SOMEONE_ELSE_TEXT: Readonly<Partial<Record<CrisisKind, string>>> = {
  overdose: SOMEONE_ELSE_FIRST,
  suicide:
    "It sounds like someone you care about may be thinking of ending their life, and I'm glad you told me. If they might act on it now, call the emergency number and stay with them if you safely can. If not, ask them plainly how they are, listen without judging, and help them reach one of the people below, who help those worried about someone else too.",
  'self-harm':
    "It sounds like someone you care about is hurting themselves, and I'm glad you told me. Stay calm and kind with them: listen without judging, and help them look after any wounds. If a wound is deep or won't stop bleeding, or they might be in danger now, call the emergency number. The people below help those worried about someone else, too.",
};

/** The words for someone else's crisis of a kind (suicide, self-harm, an overdose). */
export const someoneElseText = (kind: CrisisKind | null): string | undefined =>
  kind === null ? undefined : SOMEONE_ELSE_TEXT[kind];

/**
 * Said after a crisis reply to a message the model reads as about panic ('my heart went so fast
 * I thought I would die'): a panic attack can feel like dying and passes, and when to call all
 * the same.
 */
export const PANIC_NOTE =
  'If this is a panic attack, it can feel like dying, and it does pass: breathe out slowly, longer than you breathe in. If you have chest pain, feel faint, or might act on thoughts of ending your life, call the emergency number.';
