import { useSyncExternalStore } from 'react';
import {
  crisisReply,
  failedReply,
  hasCrisisReply,
  openingOf,
  optionsOrOpening,
  planTurn,
  safetyReply,
  scriptAnswers,
  scriptedReply,
  topicAskedAbout,
  UNKNOWN_MENTOR,
  withLinkOption,
  type BotReply,
  type ChatMessage,
} from '@mentora/domain/chat';
import {
  ASK_AGAIN_STEP,
  BREATHE_AFTER_OVERDOSE,
  BREATHE_WITH_ME,
  CHECK_IN_ASK_AGAIN_STEP,
  CHECK_IN_OPTIONS,
  CHECK_IN_QUESTION,
  SAFETY_STEPS,
  SAFE_FOR_NOW,
  asksCheckIn,
  asksIfSafe,
  safetyStep,
  THINKING_OF_ENDING,
  saysYesToCrisisQuestion,
  typedSafetyAnswer,
  type SafetyStep,
} from '@mentora/domain/chat-safety';
import type { MentorScript } from '@mentora/domain/mentor-script';
import type * as FallbackLines from '@mentora/domain/mentor-fallbacks';
import type * as SafetyAnswers from '@mentora/domain/safety-answers';
import { handoffChosen, type CrisisKind, type TopicId } from '@mentora/domain/topics';
import { TOOL_LINKS, shownOption, type MentorName } from '@mentora/domain/mentors';
import { crisisShown, markCrisisShown } from '@/lib/safety/crisis-shown';
import {
  MODEL_WAIT_MS,
  crisisOfSomeoneElse,
  currentCrisisCheck,
  doubtFor,
  getDoubt,
  getUnderstand,
  readWithModel,
  understandingWithin,
  type Understanding,
} from '@/lib/understanding';
import { rememberCrisisReply, takeCheckIn } from '../lib/check-in';
import { KEPT_CHAT_KEY, keepChat, readKeptChat } from '../lib/kept-chat';
import { loadScripts } from '../lib/scripts-client';

/** A message on screen: who said it (a mentor's name, 'Mentora' or the person) and a stable id. */
export interface ChatEntry extends ChatMessage {
  id: number;
  /** The mentor (or 'Mentora') speaking, for bot messages. */
  speaker?: string;
}

export interface ChatState {
  mentor: MentorName | null;
  messages: ChatEntry[];
  options: string[];
  /** Options on screen that hand the conversation to another mentor, by option text. */
  handoffs: Record<string, MentorName>;
  /** Options on screen that open a tool, by option text: where each goes. */
  links: Record<string, string>;
  /** The options on screen are answers of the safety net or the check-in. */
  safety: boolean;
}

const EMPTY: ChatState = {
  mentor: null,
  messages: [],
  options: [],
  handoffs: {},
  links: {},
  safety: false,
};

/*
 * The conversation lives in memory for the whole visit, so following a tool link and coming back
 * keeps it. It is also kept for this tab only (sessionStorage, gone when the tab is closed), with
 * the text being typed, so a reload (a phone's browser reloads a tab left in the background)
 * brings it back as it was: see lib/kept-chat.ts.
 */
const kept = readKeptChat();
let state: ChatState = kept.state ?? EMPTY;
/** The unsent text in the message box. */
let draft = kept.draft;
/** The id of the last message brought back by a reload (0: none), not announced as new. */
export const restoredUpTo = state.messages.at(-1)?.id ?? 0;
let nextId = restoredUpTo + 1;
/** Bumped whenever the conversation is replaced, so late replies to an old one are dropped. */
let session = 0;
/**
 * Bumped by every reply of the safety net (the crisis reply, 'Are you safe right now?' and its
 * answers, the check-in), so a mentor's late reply to a message sent before it is dropped and
 * never replaces the safety options on screen.
 */
let safetyTurn = 0;
/** Typed with no mentor chosen, waiting for the model to read it. */
let held: { text: string; later: Promise<boolean> } | null = null;
/** The chosen mentor's script, once loaded: typed text it answers itself is left to it. */
let script: MentorScript | null = null;
const listeners = new Set<() => void>();

function setState(next: ChatState, text = draft) {
  state = next;
  draft = text;
  keepChat(state, draft);
  listeners.forEach((l) => l());
}

/** The text in the message box, not yet sent (outside React). */
export const getDraft = () => draft;

/** Sets the text in the message box. */
export const setDraft = (text: string) => setState(state, text);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text of the last bot message on screen (the mentor's last line, or a question asked). */
const lastBotText = () => state.messages.filter((m) => m.sender === 'bot').at(-1)?.text;

const entry = (message: ChatMessage, speaker?: string): ChatEntry => ({
  ...message,
  id: nextId++,
  ...(message.sender === 'bot' ? { speaker: speaker ?? 'Mentora' } : {}),
});

/**
 * Shows a reply: its lines, and its options (or, where it keeps them, the ones on screen), never
 * fewer than two while a mentor's script is loaded. A crisis reply is remembered: for the rest of
 * the visit (the header's help button stands out) and, by its date only, for the check-in.
 */
/** How typed answers to the safety net are read, once fetched (safety-answers.ts). */
let answers: typeof SafetyAnswers | undefined;
let answersLoading: Promise<void> | null = null;

/**
 * Fetches how typed answers to the safety net are read, as soon as it asks (a crisis reply or
 * the check-in), or a mentor asks plainly about ending one's life: not with the chat's first
 * load. A typed answer sent meanwhile waits for it (a moment); if it cannot load, a typed
 * answer is asked about again, and a tapped one is answered as ever.
 */
function loadAnswers(): Promise<void> {
  answersLoading ??= import('@mentora/domain/safety-answers').then(
    (m) => {
      answers = m;
    },
    (err: unknown) => {
      answersLoading = null;
      console.warn('Could not load how typed answers are read', err);
    },
  );
  return answersLoading;
}

function applyReply(reply: BotReply, speaker: string) {
  const options = reply.options ?? state.options;
  setState({
    ...state,
    messages: [
      ...state.messages,
      ...[reply.message, ...(reply.more ?? [])].map((m) => entry(m, speaker)),
    ],
    options: script ? optionsOrOpening(options, script) : options,
    handoffs: reply.handoffs ?? (reply.options ? {} : state.handoffs),
    links: reply.links ?? (reply.options ? {} : state.links),
    safety: reply.options ? reply.safety === true : state.safety,
  });
  if (reply.safety === true || hasCrisisReply(reply)) {
    safetyTurn++;
    void loadAnswers();
  } else if (reply.options?.includes(THINKING_OF_ENDING)) void loadAnswers();
  if (hasCrisisReply(reply)) {
    markCrisisShown();
    rememberCrisisReply();
  }
}

/**
 * Chooses a mentor: loads the scripts and replaces the conversation with the greeting and the
 * question, and shows that mentor's options. A failed load is logged only (SPEC 8).
 */
export async function chooseMentor(mentor: MentorName, keepConversation = false): Promise<void> {
  const mine = ++session;
  script = null;
  // A hand-off keeps the whole conversation. Otherwise, after a crisis reply, help stays on
  // screen: the reply and its resources lead the new conversation.
  const crisis = state.messages.filter((m) => m.kind === 'crisis').at(-1);
  const kept = keepConversation ? state.messages : crisis ? [crisis] : [];
  setState({ mentor, messages: kept, options: [], handoffs: {}, links: {}, safety: false });
  try {
    const scripts = await loadScripts();
    if (mine !== session) return;
    const chosen = Object.hasOwn(scripts, mentor) ? scripts[mentor] : undefined;
    if (!chosen) {
      setState({
        ...state,
        messages: [...kept, entry({ sender: 'bot', text: UNKNOWN_MENTOR }, mentor)],
        options: [],
      });
      return;
    }
    script = chosen;
    const opening = openingOf(chosen);
    // Whatever was sent while the scripts loaded comes after the greeting, not lost under it,
    // and a crisis reply's safety options stay.
    const since = state.messages.slice(kept.length);
    setState({
      ...state,
      messages: [...kept, ...opening.messages.map((m) => entry(m, mentor)), ...since],
      options: state.safety ? state.options : opening.options,
    });
  } catch (err) {
    console.error('Could not load the mentor scripts', err);
  }
}

/** What sending did: whether anything was sent, its reply, and a page the reply opens. */
export interface SendResult {
  sent: boolean;
  reply: Promise<void>;
  /** Where to go at once ('Open my safety plan'). */
  open?: string;
  /**
   * Not sent now, but read again once the model has loaded (typed with no mentor chosen, before
   * it came): true if it was then sent, as a crisis.
   */
  later?: Promise<boolean>;
}

const DONE = Promise.resolve();

function addUserMessage(text: string) {
  setState({
    ...state,
    messages: [...state.messages, entry({ sender: 'user', text: text.trim() })],
  });
}

/**
 * Sends text (typed, or an option's text when `typed` is false). In this order:
 * - blank text does nothing;
 * - an answer of the safety net or the check-in on screen ("I'm not safe", 'Breathe with me'…)
 *   gets its answer, with or without a mentor, and so does a typed answer to its last question
 *   ('no', 'not really', 'im ok' to 'Are you safe right now?'; one it cannot read is asked again
 *   once);
 * - a hand-off on screen ('Dream Weaver knows a lot about sleep: talk to Dream Weaver?') brings
 *   that mentor into the same conversation;
 * - typed text that signals a crisis gets the crisis reply for its kind, whichever mentor is
 *   chosen and whether or not one is (the phrase detector decides until the on-device model
 *   has loaded, the model after);
 * - without a mentor nothing else happens (SPEC 4);
 * - otherwise the mentor's script answers (SPEC 9), with the model's topic for typed text (or,
 *   for text of no topic answering the mentor's open question about one, that topic).
 */
export function sendMessage(text: string, typed: boolean): SendResult {
  const asked = state.safety || state.options.includes(THINKING_OF_ENDING);
  if (asked && !answers && answersLoading && text.trim() !== '') {
    // Typed or tapped before how answers are read has come (a moment): answered once it has (or,
    // if it could not load, as without it).
    return { sent: true, reply: answersLoading.then(() => sendMessage(text, typed).reply) };
  }
  const result = send(text, typed);
  // once the reply is there, and the safety net asked, so is how a typed answer to it is read
  return { ...result, reply: result.reply.then(typedAnswersReady) };
}

/** Resolves once how typed answers are read has come, if the safety net has asked for it. */
export const typedAnswersReady = (): Promise<void> => answersLoading ?? DONE;

function send(text: string, typed: boolean): SendResult {
  if (text.trim() === '') return { sent: false, reply: DONE };
  const speaker = state.mentor ?? 'Mentora';
  const turn = safetyTurn;

  // The question the safety net asked last, answered in the person's own words ('no', 'im ok')
  // as well as by its options.
  const question = state.safety ? lastBotText() : undefined;
  const typedAnswer =
    typed && state.safety && answers
      ? typedSafetyAnswer(text, question, answers.readTypedAnswer)
      : null;
  // 'i dont want to call anyone': no pressure, other ways to reach someone (and after taking too
  // much, another way to a doctor)
  if (typed && state.safety && answers?.refusesToCall(text) && !ofSomeoneElse()) {
    const overdose = ownOverdose() || readWithModel(text)?.kind === 'overdose';
    addUserMessage(text);
    const step = overdose ? answers.NO_CALL_AFTER_OVERDOSE : answers.NO_CALL_STEP;
    applyReply(safetyReply(step, script), speaker);
    return { sent: true, reply: DONE };
  }
  // Typed text that answers none of the safety net's options: an option asked for in words, or
  // what keeps help from quietly dropping away after a clear crisis (whileAsking: a step, an
  // option's text, or true for the mentor's reply with the options kept).
  const seen = typed ? readWithModel(text) : null;
  const kept =
    !typedAnswer &&
    seen &&
    state.safety &&
    answers?.whileAsking(text, state, seen, !!doubtFor(seen));
  const answered = state.safety
    ? (safetyStep(typeof kept == 'string' ? kept : text, state.options) ??
      (typedAnswer ? SAFETY_STEPS[typedAnswer]! : typeof kept == 'object' ? kept : null))
    : null;
  const step = answered ? afterOwnCrisis(answered) : null;
  if (step) {
    addUserMessage(text);
    applyReply(safetyReply(step, script), speaker);
    return {
      sent: true,
      reply: DONE,
      ...(step.open ? { open: TOOL_LINKS[step.open].href } : {}),
    };
  }
  if (kept) {
    addUserMessage(text);
    return { sent: true, reply: mentorReply(state.mentor!, text, seen!.topic, speaker, turn, 1) };
  }

  const option = shownOption(text, state.options);
  // A tool that helped before, offered by the last reply: choosing it opens the tool.
  const link = option !== undefined ? state.links[option] : undefined;
  if (link) {
    addUserMessage(text);
    return { sent: true, reply: DONE, open: link };
  }
  const next = option !== undefined ? state.handoffs[option] : undefined;
  if (next) {
    // A tapped hand-off is said as the person's choice, not as the question that offered it.
    addUserMessage(typed ? text : handoffChosen(next));
    return { sent: true, reply: chooseMentor(next, true) };
  }

  // 'yes' to a mentor's plain question about ending one's life is a crisis, in so many words.
  if (typed && answers && saysYesToCrisisQuestion(text, state.options, answers.saysYesToQuestion)) {
    addUserMessage(text);
    applyReply(crisisFor(text, null), speaker);
    return { sent: true, reply: DONE };
  }

  const chosen = script;
  const scripted = (t: string) => chosen !== null && scriptAnswers(chosen, t);
  const plan = planTurn(text, state.mentor, typed, currentCrisisCheck(scripted));
  if (plan !== 'crisis' && typed && asksIfSafe(question)) {
    // An answer to 'Are you safe right now?' that could not be read: asked once more, with the
    // options kept (a second such answer goes on to the mentor).
    addUserMessage(text);
    applyReply(safetyReply(ASK_AGAIN_STEP, script), speaker);
    return { sent: true, reply: DONE };
  }
  if (plan !== 'crisis' && typed && asksCheckIn(question)) {
    // An answer to the check-in that could not be read: asked again, each time, with a mentor
    // offered, so a person coming back is never met by a message that goes nowhere.
    addUserMessage(text);
    applyReply(safetyReply(CHECK_IN_ASK_AGAIN_STEP, script), speaker);
    return { sent: true, reply: DONE };
  }
  if (plan === 'ignore') {
    if (!typed || getUnderstand()) return { sent: false, reply: DONE };
    // No mentor, and the phrase detector saw no crisis before the model loaded: the model reads
    // the text when it comes (a moment at most), and a crisis is answered then. Anything else
    // gets nothing, as without a mentor always (SPEC 4).
    // Sent again meanwhile (nothing seemed to happen), it is still answered once.
    if (held?.text === text) return { sent: false, reply: DONE, later: held.later };
    const mine = session;
    const later = understandingWithin(MODEL_WAIT_MS).then((understand) => {
      held = null;
      const reading = understand && mine === session && !state.mentor ? readWithModel(text) : null;
      if (!reading?.crisis) return false;
      addUserMessage(text);
      applyReply(crisisFor(text, reading.kind, reading), speaker);
      return true;
    });
    held = { text, later };
    return { sent: false, reply: DONE, later };
  }
  const mentor = state.mentor;
  if (plan === 'script' && typed && mentor && !getUnderstand() && !scripted(text)) {
    // Sent before the model has loaded, and the phrase detector saw no crisis: the reply waits
    // for the model (a moment at most), so a crisis the detector misses is still answered as one.
    addUserMessage(text);
    const mine = session;
    const reply = understandingWithin(MODEL_WAIT_MS).then((understand) => {
      if (mine !== session) return;
      const reading = understand ? readWithModel(text) : null;
      if (reading?.crisis) applyReply(crisisFor(text, reading.kind, reading), speaker);
      else return mentorReply(mentor, text, reading?.topic ?? null, speaker, turn);
    });
    return { sent: true, reply };
  }
  // (`seen`, the model's reading above, is the crisis check's too)
  addUserMessage(text);
  if (plan === 'crisis' || !mentor) {
    applyReply(crisisFor(text, seen?.kind ?? null, seen), speaker);
    return { sent: true, reply: DONE };
  }
  return {
    sent: true,
    reply: mentorReply(mentor, text, seen?.topic ?? null, speaker, turn),
  };
}

/**
 * The mentors' fallback lines, and their answers to questions about themselves, fetched with the
 * scripts on the first reply (the chat's first load does not carry them). If they cannot load, a
 * reply that needs one gets the generic line.
 */
const loadFallbacks = (): Promise<Partial<typeof FallbackLines>> =>
  import('@mentora/domain/mentor-fallbacks').catch((err: unknown) => {
    console.warn('Could not load the mentors’ fallback lines', err);
    return {};
  });

/**
 * An answer of the safety net, by the last crisis reply: after one's own overdose, what was taken
 * still needs a doctor, so "I'm safe for now" and 'Breathe with me' say so first; after a gentle
 * reply to a doubtful reading, "I'm safe for now" gets a word in case it was misread, and the
 * conversation goes on.
 */
function afterOwnCrisis(step: SafetyStep): SafetyStep {
  const safe = step === SAFETY_STEPS[SAFE_FOR_NOW];
  if (!safe && step !== SAFETY_STEPS[BREATHE_WITH_ME]) return step;
  const overdose = ownOverdose();
  if (!safe) return overdose ? BREATHE_AFTER_OVERDOSE : step;
  // (once a crisis was read clearly, a later doubtful reading does not make it a misreading)
  const doubt = answers?.onlyDoubted(state.messages) ? getDoubt() : undefined;
  if (doubt) return overdose ? doubt.SAFE_AFTER_DOUBTED_OVERDOSE : doubt.SAFE_AFTER_DOUBT;
  // (how answers are read has come by now: a tap waits for it, see sendMessage)
  return overdose ? (answers?.SAFE_AFTER_OVERDOSE ?? BREATHE_AFTER_OVERDOSE) : step;
}

const lastCrisis = () => state.messages.filter((m) => m.kind === 'crisis').at(-1);
/** The last crisis reply was to someone else's crisis. */
const ofSomeoneElse = () => lastCrisis()?.someoneElse === true;
/** The last crisis reply was to the person's own overdose. */
const ownOverdose = () => lastCrisis()?.crisisKind === 'overdose' && !ofSomeoneElse();

/**
 * The crisis reply to typed text (`reading`, the model's, if it read it): of another's crisis
 * when it is someone else's, gentle when the model's reading is doubtful, and with a word on
 * panic when the model reads the message as about panic.
 */
function crisisFor(text: string, kind: CrisisKind | null, reading: Understanding | null = null) {
  const words = getDoubt();
  const other = crisisOfSomeoneElse(text, kind) ? words?.someoneElseText(kind) : undefined;
  const reply = crisisReply(kind, doubtFor(reading)?.doubtfulCrisisText(kind), other);
  // Panic can feel like dying ('my heart is racing, I think I will die'): said so, before the
  // question, with when to call all the same.
  if (reading?.topic === 'panic' && !other && words && reply.more) {
    reply.more = [{ sender: 'bot', text: words.PANIC_NOTE }, ...reply.more];
  }
  return reply;
}

/**
 * The chosen mentor's reply to text (its topic, if read), shown unless the conversation moved on:
 * replaced, or answered by the safety net since the text was sent (`turn`, the safetyTurn then).
 */
function mentorReply(
  mentor: MentorName,
  text: string,
  topic: TopicId | null,
  speaker: string,
  turn: number,
  keepOptions?: 1,
): Promise<void> {
  const mine = session;
  // A message about anxiety, panic, stress or low mood: a tool that helped this person before
  // is offered with the reply. Their tool uses are read now, by code fetched for it (the chat's
  // first load does not carry it), and a failure only means no offer.
  const offer =
    topic === null
      ? Promise.resolve(null)
      : import('@/lib/helped-before-offer')
          .then(({ helpedBeforeOffer }) => helpedBeforeOffer(topic))
          .catch((err: unknown) => {
            console.warn('Could not read what helped before', err);
            return null;
          });
  // the mentor's last lines, not said again so soon ('still cant sleep' after 'cant sleep', 'you
  // already said that')
  const last = state.messages
    .slice(-8)
    .map((m) => m.text)
    .join();
  // after a crisis reply, good news may be said through gritted teeth: not met with cheer
  const afterCrisis = !!lastCrisis();
  // what the mentor said just before: an answer to its question about a topic ('Which part is
  // weighing on you most?') that names no topic itself is answered on the topic asked about
  const asked = lastBotText();
  return Promise.all([loadScripts(), loadFallbacks()])
    .then(([scripts, lines]) =>
      scriptedReply(
        scripts,
        mentor,
        text,
        Math.random,
        topic ?? (Object.hasOwn(scripts, mentor) ? topicAskedAbout(scripts[mentor]!, asked) : null),
        last,
        lines.MENTOR_FALLBACKS,
        lines.aboutTheMentor?.(text, mentor) ??
          lines.signingOff?.(text, topic, last, afterCrisis) ??
          lines.maybeGoodNews?.(text, topic, afterCrisis, last),
      ),
    )
    .catch((err: unknown) => {
      console.error('Could not load the mentor scripts', err);
      return failedReply();
    })
    .then(async (r) => {
      const offered = await offer;
      return offered ? withLinkOption(r, offered.text, offered.href) : r;
    })
    .then((r) => {
      if (mine === session && turn === safetyTurn)
        applyReply(keepOptions ? { ...r, options: null } : r, speaker);
    });
}

/**
 * Opening the chat: the next time after a crisis reply, within 7 days and once, Mentora asks how
 * the person is doing (only the date of that reply was kept, on this device). Not while a
 * conversation is under way, nor in the visit that showed the crisis reply.
 */
export function checkInOnOpen(): void {
  if (state.messages.length > 0 || state.mentor !== null || crisisShown()) return;
  if (!takeCheckIn()) return;
  setState({
    ...state,
    messages: [entry({ sender: 'bot', text: CHECK_IN_QUESTION }, 'Mentora')],
    options: [...CHECK_IN_OPTIONS],
    safety: true,
  });
  void loadAnswers();
}

/** The conversation as it is now (outside React). */
export function getChatState(): ChatState {
  return state;
}

/** The conversation, kept in memory across the visit. */
export function useChat(): ChatState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

/**
 * The text in the message box: kept with the conversation, so a reload brings it back and
 * signing out empties the box too.
 */
export function useDraft(): string {
  return useSyncExternalStore(subscribe, getDraft, () => '');
}

/** Clears the conversation and the unsent text (on signing out, and in tests). */
export function resetChat() {
  session++;
  held = null;
  answers = undefined;
  answersLoading = null;
  script = null;
  setState(EMPTY, '');
}

if (typeof window != 'undefined') window.addEventListener(KEPT_CHAT_KEY, resetChat);

// Brought back by a reload, the chat carries on as it was: after a crisis reply the header's
// help stands out again, answers to the safety net are read as before, and the mentor's script
// is loaded again (or, if the reload came before the greeting, the greeting comes now).
if (kept.state) {
  const { mentor, messages } = state;
  if (messages.some((m) => m.kind === 'crisis')) markCrisisShown();
  if (state.safety || state.options.includes(THINKING_OF_ENDING)) void loadAnswers();
  if (mentor && !messages.some((m) => m.speaker === mentor)) void chooseMentor(mentor, true);
  else if (mentor)
    loadScripts().then(
      (scripts) => {
        // (unless a mentor was chosen meanwhile)
        if (!session) script = scripts[mentor] ?? null;
      },
      () => {},
    );
}
