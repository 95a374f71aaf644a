// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  AND_YOU_SAFE,
  ARE_YOU_SAFE,
  ASK_AGAIN,
  CHECK_IN_ASK_AGAIN,
  CHECK_IN_QUESTION,
  NOT_SAFE,
  SAFETY_OPTIONS,
  SAFETY_STEPS,
  BREATHE_AFTER_OVERDOSE,
  BREATHE_WITH_ME,
  SAFE_FOR_NOW,
  STAY_WITH_ME,
  THINKING_OF_ENDING,
  crisisText,
} from '@mentora/domain/chat-safety';
import * as doubt from '@mentora/domain/crisis-doubt';
import { SOMEONE_ELSE_FIRST } from '@mentora/domain/crisis-doubt';
import {
  NO_CALL_AFTER_OVERDOSE,
  NO_CALL_STEP,
  NO_TALK as NO_TALK_LINES,
  SAFE_AFTER_OVERDOSE,
  STILL_HERE,
} from '@mentora/domain/safety-answers';
import { CRISIS_REPLY } from '@mentora/domain/crisis-resources';
import {
  MAYBE_GOOD_NEWS,
  PARTING,
  PARTING_ON_A_HARD_DAY,
  PAUSED,
} from '@mentora/domain/mentor-fallbacks';
import { todayIso } from '@mentora/domain/dates';
import type { CrisisKind } from '@mentora/domain/topics';
import { detectCrisis } from '@mentora/domain/crisis';
import { aboutSomeoneElse } from '@mentora/understanding/someone-else';
import { crisisShown, resetCrisisShown } from '@/lib/safety/crisis-shown';
import { resetScriptsCache } from '../lib/scripts-client';
import {
  MODEL_WAIT_MS,
  loadUnderstanding,
  resetUnderstanding,
  type Understand,
} from '@/lib/understanding';
import {
  checkInOnOpen,
  chooseMentor,
  getChatState,
  resetChat,
  sendMessage,
  typedAnswersReady,
} from './use-chat';

// Read from the repository root (vitest's working directory): under jsdom, import.meta.url is
// not a file URL.
const FILE = readFileSync(resolve(process.cwd(), 'apps/web/public/chatresponse.json'), 'utf8');
const SCRIPTS = JSON.parse(FILE) as Record<
  string,
  { greeting: string; question: string; options: string[] }
>;

const state = getChatState;
const texts = () => state().messages.map((m) => m.text);
/** The last crisis reply on screen. */
const lastCrisis = () =>
  state()
    .messages.filter((m) => m.kind === 'crisis')
    .at(-1);

const ok = () => new Response(FILE, { status: 200 });
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  localStorage.clear();
  resetChat();
  resetCrisisShown();
  resetScriptsCache();
  // The model cannot load unless a test says otherwise: the phrase detector guards.
  resetUnderstanding(() => Promise.reject(new Error('no model in this test')));
  fetchMock = vi.fn<typeof fetch>(async () => ok());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Makes the next fetch of the scripts wait: it answers when the returned function is called. */
function holdNextScriptsFetch(): () => void {
  resetScriptsCache();
  let answer: (r: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(
    () =>
      new Promise<Response>((r) => {
        answer = r;
      }),
  );
  return () => answer(ok());
}

describe('the chat store', () => {
  it('choosing a mentor shows the greeting, the question and the options', async () => {
    await chooseMentor('Dream Weaver');
    const s = SCRIPTS['Dream Weaver']!;
    expect(state().mentor).toBe('Dream Weaver');
    expect(texts()).toEqual([s.greeting, s.question]);
    expect(state().options).toEqual(s.options);
  });

  it("a message sent while the chosen mentor's scripts load is kept after the greeting", async () => {
    const choosing = chooseMentor('Mood Mentor');
    const sent = sendMessage('Hello there', true);
    expect(sent.sent).toBe(true);
    await choosing;
    await sent.reply;
    const s = SCRIPTS['Mood Mentor']!;
    expect(texts().slice(0, 3)).toEqual([s.greeting, s.question, 'Hello there']);
    expect(texts().length).toBeGreaterThan(3); // and its reply
  });

  it("a crisis typed while the chosen mentor's scripts load keeps its safety options", async () => {
    const choosing = chooseMentor('Mood Mentor');
    sendMessage('I want to kill myself', true);
    await choosing;
    const s = SCRIPTS['Mood Mentor']!;
    expect(texts()).toEqual([
      s.greeting,
      s.question,
      'I want to kill myself',
      CRISIS_REPLY,
      ARE_YOU_SAFE,
    ]);
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    expect(state().safety).toBe(true);
  });

  it('fetches the scripts once and keeps them in memory', async () => {
    await chooseMentor('Mood Mentor');
    await sendMessage('hello', true).reply;
    await chooseMentor('Anxiety Ally');
    await sendMessage("I'm worrying a lot", false).reply;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/chatresponse.json', expect.anything());
  });

  it('a failed load on choosing is logged only; the next message apologises; then it retries', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 500 }));
    await chooseMentor('Mood Mentor');
    expect(texts()).toEqual([]);
    expect(console.error).toHaveBeenCalled();

    await sendMessage('hello', true).reply;
    expect(texts()).toEqual(['hello', 'Something went wrong. Please try again.']);

    await sendMessage("I'm feeling low", true).reply;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(state().messages.at(-1)?.text).toMatch(/^I'm sorry things feel heavy/);
  });

  it('a file that fails the schema counts as a failed reply', async () => {
    await chooseMentor('Mood Mentor');
    resetScriptsCache();
    fetchMock.mockResolvedValueOnce(new Response('{"Mood Mentor": {"greeting": 1}}'));
    await sendMessage('hello', true).reply;
    expect(state().messages.at(-1)?.text).toBe('Something went wrong. Please try again.');
  });

  it('keeps the options on a failed reply, and replaces them on a scripted one', async () => {
    await chooseMentor('Stress Buster');
    const opening = state().options;
    resetScriptsCache();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await sendMessage('Money worries', false).reply;
    expect(state().options).toEqual(opening);
    await sendMessage('Money worries', false).reply;
    expect(state().options).toEqual(['Where do I start?', 'I feel ashamed about it']);
  });

  it('does nothing for blank text or without a mentor, but answers a crisis either way', async () => {
    expect(sendMessage('hello', true).sent).toBe(false);
    expect(texts()).toEqual([]);
    const crisis = sendMessage('I want to kill myself', true);
    await crisis.reply;
    expect(crisis.sent).toBe(true);
    expect(texts()).toEqual(['I want to kill myself', CRISIS_REPLY, ARE_YOU_SAFE]);
    expect(lastCrisis()).toMatchObject({ kind: 'crisis' });
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    expect(fetchMock).not.toHaveBeenCalled();

    await chooseMentor('Anxiety Ally');
    expect(sendMessage('   ', true).sent).toBe(false);
    // the crisis reply stays at the top, then the mentor's greeting and question
    expect(state().messages).toHaveLength(3);
    expect(state().messages[0]).toMatchObject({ kind: 'crisis' });
  });

  it('drops a late reply once the conversation has been replaced', async () => {
    await chooseMentor('Mood Mentor');
    const release = holdNextScriptsFetch();
    const pending = sendMessage('hello', true);
    resetChat();
    release();
    await pending.reply;
    expect(texts()).toEqual([]);
  });
});

describe("a mentor's late reply", () => {
  it('to a message sent before a crisis reply is dropped: the safety options stay', async () => {
    await chooseMentor('Dream Weaver');
    const release = holdNextScriptsFetch();
    const slow = sendMessage('cant sleep lately', true);
    await sendMessage('I want to kill myself', true).reply;
    const onScreen = texts();
    expect(onScreen.slice(-2)).toEqual([CRISIS_REPLY, ARE_YOU_SAFE]);
    // the first reply's scripts are asked for (after its wait for the model), then arrive
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    release();
    await slow.reply;
    expect(texts()).toEqual(onScreen);
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    expect(state().safety).toBe(true);

    // A message sent after the safety net's answer gets the mentor's reply as usual.
    sendMessage(SAFE_FOR_NOW, false);
    const before = texts().length;
    await sendMessage('cant sleep lately', true).reply;
    expect(texts().length).toBeGreaterThan(before + 1);
    expect(state().messages.at(-1)?.speaker).toBe('Dream Weaver');
  });
});

describe("typed answers to a mentor's plain question about ending one's life", () => {
  it("'yes', 'ya', 'kinda' or 'idk' gets the crisis reply; 'no, just stressed' goes on to the mentor", async () => {
    for (const answer of ['yes', 'ya', 'yeah i am', 'kinda', 'idk']) {
      resetChat();
      await chooseMentor('Stress Buster');
      await sendMessage("I'm not okay", false).reply;
      expect(state().options).toContain(THINKING_OF_ENDING);
      await sendMessage(answer, true).reply;
      expect(texts().slice(-3), answer).toEqual([answer, CRISIS_REPLY, ARE_YOU_SAFE]);
      expect(state().options).toEqual([...SAFETY_OPTIONS]);
    }
    resetChat();
    await chooseMentor('Stress Buster');
    await sendMessage("I'm not okay", false).reply;
    await sendMessage('no, just stressed', true).reply;
    expect(state().messages.some((m) => m.kind === 'crisis')).toBe(false);
    // Elsewhere a plain 'yes' is just a yes.
    resetChat();
    await chooseMentor('Stress Buster');
    await sendMessage('yes', true).reply;
    expect(state().messages.some((m) => m.kind === 'crisis')).toBe(false);
  });
});

describe('what reads typed messages for a crisis', () => {
  /** An overdose told plainly: the phrase detector misses it. */
  const OVERDOSE = 'swallowed all my sleeping tablets';
  /** A stand-in for the model, which reads a crisis only in OVERDOSE. */
  const model: Understand = (text) => ({
    crisis: text === OVERDOSE,
    kind: text === OVERDOSE ? 'overdose' : null,
    topic: null,
    confidence: 1,
  });
  const loadModel = () => loadUnderstanding(async () => ({ understand: model }));
  const lastReply = () => state().messages.at(-1);

  it('before the model has loaded, the phrase detector guards every typed message', async () => {
    expect(detectCrisis(OVERDOSE)).toBe(false);
    await chooseMentor('Mood Mentor');
    await sendMessage('I want to kill myself', true).reply;
    expect(lastCrisis()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
    await chooseMentor('Mood Mentor');
    // What the detector misses goes to the script.
    await sendMessage(OVERDOSE, true).reply;
    expect(lastReply()?.kind).toBeUndefined();
    expect(lastReply()?.text).not.toBe(CRISIS_REPLY);
  });

  it('a message sent before the model has loaded waits for it, and gets its reading', async () => {
    let arrive = (_: { understand: Understand }) => undefined as void;
    resetUnderstanding(() => new Promise((resolve) => (arrive = resolve)));
    await chooseMentor('Mood Mentor');
    const sent = sendMessage(OVERDOSE, true);
    expect(sent.sent).toBe(true);
    // shown at once; the reply waits for the model
    expect(texts().at(-1)).toBe(OVERDOSE);
    arrive({ understand: model });
    await sent.reply;
    expect(texts().slice(-3)).toEqual([OVERDOSE, crisisText('overdose'), ARE_YOU_SAFE]);
    expect(lastCrisis()).toMatchObject({ crisisKind: 'overdose' });
  });

  it('with no mentor chosen, typed text waits for the model: a crisis is answered, else nothing', async () => {
    let arrive = (_: { understand: Understand }) => undefined as void;
    resetUnderstanding(() => new Promise((resolve) => (arrive = resolve)));
    const crisis = sendMessage(OVERDOSE, true);
    // sent again while nothing seems to happen: answered once
    const again = sendMessage(OVERDOSE, true);
    const everyday = sendMessage('long day at work', true);
    // not sent yet: nothing on screen, the text stays where it was typed
    expect(crisis.sent).toBe(false);
    expect(everyday.sent).toBe(false);
    expect(texts()).toEqual([]);
    arrive({ understand: model });
    expect(await crisis.later).toBe(true);
    expect(await again.later).toBe(true);
    expect(await everyday.later).toBe(false);
    expect(texts()).toEqual([OVERDOSE, crisisText('overdose'), ARE_YOU_SAFE]);
    // once the model is there, text with no mentor is read at once and not held
    expect(sendMessage('long day at work', true).later).toBeUndefined();
  });

  it("the detector's alarm does not wait for the model", () => {
    resetUnderstanding(() => new Promise(() => undefined));
    const sent = sendMessage('I want to kill myself', true);
    expect(sent.sent).toBe(true);
    expect(lastCrisis()).toMatchObject({ text: CRISIS_REPLY });
  });

  it('a model that does not come within the wait leaves the reply to the detector and script', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      resetUnderstanding(() => new Promise(() => undefined));
      await chooseMentor('Mood Mentor');
      const sent = sendMessage(OVERDOSE, true);
      await vi.advanceTimersByTimeAsync(MODEL_WAIT_MS - 1);
      expect(texts().at(-1)).toBe(OVERDOSE);
      await vi.advanceTimersByTimeAsync(1);
      await sent.reply;
      expect(lastReply()?.sender).toBe('bot');
      expect(lastReply()?.kind).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a typed message with the model once, for the crisis check and the reply both', async () => {
    const read = vi.fn(model);
    await loadUnderstanding(async () => ({ understand: read }));
    await chooseMentor('Mood Mentor');
    await sendMessage('cant sleep lately', true).reply;
    expect(read).toHaveBeenCalledTimes(1);
    await sendMessage(OVERDOSE, true).reply;
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('once the model has loaded, its decision is used, with or without a mentor', async () => {
    await loadModel();
    const crisis = sendMessage(OVERDOSE, true);
    await crisis.reply;
    expect(crisis.sent).toBe(true);
    // The reply fits what was said: an overdose is told to get emergency help first.
    expect(texts()).toEqual([OVERDOSE, crisisText('overdose'), ARE_YOU_SAFE]);
    expect(lastCrisis()).toMatchObject({ kind: 'crisis', crisisKind: 'overdose' });
    expect(fetchMock).not.toHaveBeenCalled();

    await chooseMentor('Stress Buster');
    const before = state().messages.length;
    await sendMessage(OVERDOSE, true).reply;
    expect(state().messages.length).toBe(before + 3);
    expect(lastCrisis()).toMatchObject({ crisisKind: 'overdose' });
    // The detector no longer has a say: this model reads only the overdose as a crisis.
    expect(detectCrisis('I want to kill myself')).toBe(true);
    const after = state().messages.length;
    await sendMessage('I want to kill myself', true).reply;
    expect(state().messages.at(after)?.text).toBe('I want to kill myself');
    expect(
      state()
        .messages.slice(after + 1)
        .some((m) => m.kind === 'crisis'),
    ).toBe(false);
  });

  it("'safe for now' after one's own overdose still sends them for medical help", async () => {
    // After another crisis (read by the phrase detector, the model not yet there), the usual answer.
    await sendMessage('I want to kill myself', true).reply;
    await sendMessage(SAFE_FOR_NOW, false).reply;
    expect(lastReply()?.text).toBe(SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text);
    await loadModel();
    for (const answer of [SAFE_FOR_NOW, 'im fine just tired']) {
      resetChat();
      await sendMessage(OVERDOSE, true).reply;
      await sendMessage(answer, answer !== SAFE_FOR_NOW).reply;
      expect(lastReply(), answer).toMatchObject({
        text: SAFE_AFTER_OVERDOSE.messages[0]!.text,
        kind: 'emergency',
      });
    }
  });

  it("'Breathe with me' after one's own overdose says to call first; after another crisis, it breathes", async () => {
    // another crisis, read by the phrase detector (the model not yet there)
    await sendMessage('I want to kill myself', true).reply;
    const before = state().messages.length;
    await sendMessage(BREATHE_WITH_ME, false).reply;
    expect(
      state()
        .messages.slice(before + 1)
        .map((m) => m.text),
    ).toEqual([SAFETY_STEPS[BREATHE_WITH_ME]!.messages[0]!.text]);
    await loadModel();
    await sendMessage(OVERDOSE, true).reply;
    const at = state().messages.length;
    await sendMessage(BREATHE_WITH_ME, false).reply;
    expect(
      state()
        .messages.slice(at + 1)
        .map((m) => m.text),
    ).toEqual(BREATHE_AFTER_OVERDOSE.messages.map((m) => m.text));
    expect(state().messages[at + 1]).toMatchObject({ kind: 'emergency' });
    expect(state().messages[at + 1]!.text).toMatch(
      /call the emergency number or go to A&E\/the ER now/,
    );
    expect(state().messages.at(-1)!.text).toBe(SAFETY_STEPS[BREATHE_WITH_ME]!.messages[0]!.text);
    expect(state().options).toEqual(SAFETY_STEPS[BREATHE_WITH_ME]!.options);
  });

  it("the mentor's own options, typed out, are answered by the script whatever the model says", async () => {
    await loadUnderstanding(async () => ({
      understand: () => ({ crisis: true, kind: 'suicide', topic: null, confidence: 1 }),
    }));
    await chooseMentor('Mood Mentor');
    const option = state().options[0]!;
    await sendMessage(option.toUpperCase(), true).reply;
    expect(lastReply()?.kind).toBeUndefined();
    expect(lastReply()?.text).not.toBe(CRISIS_REPLY);
    // anything else typed is the model's to judge
    await sendMessage(`${option} and more`, true).reply;
    expect(lastCrisis()).toMatchObject({ text: CRISIS_REPLY, crisisKind: 'suicide' });
  });

  it('a clicked option is never read for a crisis, before or after the model', async () => {
    await chooseMentor('Anxiety Ally');
    await sendMessage('I want to kill myself', false).reply;
    expect(lastReply()?.kind).toBeUndefined();
    await loadModel();
    await sendMessage(OVERDOSE, false).reply;
    expect(lastReply()?.kind).toBeUndefined();
  });

  it('when the model cannot load, the detector keeps guarding', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadUnderstanding(() => Promise.reject(new TypeError('offline')))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    await sendMessage('I want to kill myself', true).reply;
    expect(lastCrisis()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
  });
});

describe('a doubtful reading of the model', () => {
  /** A stand-in for the model: a crisis of each message, as sure as its number says. */
  const sure: Record<string, number> = { 'just got home': 0.07, 'im done with it all': 0.9 };
  const model: Understand = (text) => ({
    crisis: true,
    kind: text.includes('pills') ? 'overdose' : 'suicide',
    topic: null,
    confidence: sure[text] ?? 0.1,
  });
  const load = () =>
    loadUnderstanding(async () => ({
      understand: model,
      isClearCrisis: (r) => r.crisis && r.confidence >= 0.3,
      doubt,
    }));

  it('is asked about gently, with the help, the question and the options of any crisis', async () => {
    await load();
    await chooseMentor('Mood Mentor');
    await sendMessage('just got home', true).reply;
    expect(lastCrisis()).toMatchObject({ kind: 'crisis', crisisKind: 'suicide', doubtful: true });
    expect(lastCrisis()?.text.startsWith(doubt.DOUBT_OPENING)).toBe(true);
    expect(texts().at(-1)).toBe(ARE_YOU_SAFE);
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    expect(crisisShown()).toBe(true);
    // 'safe for now' (typed or tapped): a word in case it was misread, and the mentor goes on
    await sendMessage('yeah im fine', true).reply;
    expect(texts().at(-1)).toBe(doubt.SAFE_AFTER_DOUBT.messages[0]!.text);
    expect(state().options).toEqual(SCRIPTS['Mood Mentor']!.options);
    // a clear reading gets the full reply, and 'safe for now' after it the usual answer
    await sendMessage('im done with it all', true).reply;
    expect(lastCrisis()).toMatchObject({ text: CRISIS_REPLY });
    expect(lastCrisis()?.doubtful).toBeUndefined();
    await sendMessage(SAFE_FOR_NOW, false).reply;
    expect(texts().at(-1)).toBe(SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text);
  });

  it("after a gentle reply about taking too much, 'safe for now' still sends them for help", async () => {
    await load();
    await sendMessage('took some pills for my back', true).reply;
    expect(lastCrisis()).toMatchObject({ crisisKind: 'overdose', doubtful: true });
    await sendMessage(SAFE_FOR_NOW, false).reply;
    expect(state().messages.at(-1)).toMatchObject({
      text: doubt.SAFE_AFTER_DOUBTED_OVERDOSE.messages[0]!.text,
      kind: 'emergency',
    });
    expect(state().options).toContain(NOT_SAFE);
  });

  it('"I\'m not safe" after a gentle reply gets the emergency number, as after any crisis reply', async () => {
    await load();
    await sendMessage('just got home', true).reply;
    await sendMessage('no', true).reply;
    expect(state().messages.at(-1)).toMatchObject({ text: STAY_WITH_ME, kind: 'emergency' });
  });
});

describe('after a crisis reply', () => {
  it('choosing another mentor keeps the reply at the top of the new conversation', async () => {
    await chooseMentor('Dream Weaver');
    expect(crisisShown()).toBe(false);
    await sendMessage('I want to kill myself', true).reply;
    expect(crisisShown()).toBe(true);
    await chooseMentor('Stress Buster');
    const [first, ...rest] = state().messages;
    expect(first).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
    expect(state().options).toEqual(SCRIPTS['Stress Buster']!.options);
    expect(rest).toHaveLength(2);
    expect(rest.every((m) => m.sender === 'bot' && m.kind === undefined)).toBe(true);
    // and again: still one crisis reply at the top, not one more each time
    await chooseMentor('Mood Mentor');
    expect(state().messages.filter((m) => m.kind === 'crisis')).toHaveLength(1);
    expect(state().messages[0]).toMatchObject({ kind: 'crisis' });
  });

  it('without one, choosing a mentor starts afresh', async () => {
    await chooseMentor('Dream Weaver');
    await sendMessage('hello', true).reply;
    await chooseMentor('Stress Buster');
    expect(state().messages).toHaveLength(2);
    expect(crisisShown()).toBe(false);
  });
});

describe("a crisis that is someone else's", () => {
  const FRIEND = 'my friend just texted that she took all her pills, what do i do';
  /** Another named, but the writer's own overdose. */
  const MINE = 'my sister took all her pills last year and tonight i took all of mine';
  const BROTHER = 'my brother says he is going to kill us all tonight';
  const DAUGHTER = 'my daughter (she is 14) told me she has been cutting her arms';
  const MATE = 'my mate told me he wants to end his life';
  /** A stand-in for the model: each of these is a crisis of its kind. */
  const kinds: Record<string, CrisisKind> = {
    [FRIEND]: 'overdose',
    [MINE]: 'overdose',
    [BROTHER]: 'danger',
    [DAUGHTER]: 'self-harm',
    [MATE]: 'suicide',
  };
  const model: Understand = (text) => ({
    crisis: text in kinds,
    kind: kinds[text] ?? null,
    topic: null,
    confidence: 1,
  });

  it('speaks to the one who can help, asks after them too, and reads their typed answer', async () => {
    await loadUnderstanding(async () => ({ understand: model, aboutSomeoneElse, doubt }));
    await chooseMentor('Mood Mentor');
    await sendMessage(FRIEND, true).reply;
    expect(texts().slice(-3)).toEqual([FRIEND, SOMEONE_ELSE_FIRST, AND_YOU_SAFE]);
    expect(lastCrisis()).toMatchObject({ kind: 'crisis', crisisKind: 'overdose' });
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    sendMessage('yes im ok', true);
    expect(state().messages.at(-1)?.text).toBe(SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text);
  });

  it("'i dont want to call' after another's crisis is not taken for the writer's own", async () => {
    await loadUnderstanding(async () => ({ understand: model, aboutSomeoneElse, doubt }));
    await chooseMentor('Mood Mentor');
    await sendMessage(FRIEND, true).reply;
    await sendMessage("she doesn't want me to call anyone", true).reply;
    expect(texts()).not.toContain(NO_CALL_STEP.messages[0]!.text);
    expect(texts()).not.toContain(NO_CALL_AFTER_OVERDOSE.messages[0]!.text);
  });

  it("someone else's self-harm or thoughts of suicide: how to help them, in words for it", async () => {
    await loadUnderstanding(async () => ({ understand: model, aboutSomeoneElse, doubt }));
    await chooseMentor('Mood Mentor');
    await sendMessage(DAUGHTER, true).reply;
    expect(texts().slice(-2)).toEqual([doubt.someoneElseText('self-harm'), AND_YOU_SAFE]);
    expect(lastCrisis()).toMatchObject({ crisisKind: 'self-harm', someoneElse: true });
    expect(texts().at(-2)).toMatch(/hurting themselves.*wound is deep/);
    expect(texts().at(-2)).not.toMatch(/taken something|what they took/);
    await chooseMentor('Mood Mentor');
    await sendMessage(MATE, true).reply;
    expect(texts().slice(-2)).toEqual([doubt.someoneElseText('suicide'), AND_YOU_SAFE]);
    expect(texts().at(-2)).toMatch(/thinking of ending their life/);
    // an overdose keeps its words, which say what to tell the emergency services
    await chooseMentor('Mood Mentor');
    await sendMessage(FRIEND, true).reply;
    expect(texts().slice(-2)).toEqual([SOMEONE_ELSE_FIRST, AND_YOU_SAFE]);
  });

  it('a crisis read as about panic: a word that panic can feel like dying, then the question', async () => {
    const PANIC = 'my heart is racing and i cant breathe, i think i will die';
    await loadUnderstanding(async () => ({
      understand: (text) => ({
        crisis: true,
        kind: 'suicide',
        topic: text === PANIC ? 'panic' : 'low-mood',
        confidence: 1,
      }),
      doubt,
    }));
    await chooseMentor('Mood Mentor');
    await sendMessage(PANIC, true).reply;
    expect(texts().slice(-3)).toEqual([CRISIS_REPLY, doubt.PANIC_NOTE, ARE_YOU_SAFE]);
    expect(doubt.PANIC_NOTE).toMatch(/call the emergency number\.$/);
    await chooseMentor('Mood Mentor');
    await sendMessage('everything is pointless', true).reply;
    expect(texts().slice(-2)).toEqual([CRISIS_REPLY, ARE_YOU_SAFE]);
  });

  it("answers the writer's own crisis, and danger to them, as theirs", async () => {
    await loadUnderstanding(async () => ({ understand: model, aboutSomeoneElse, doubt }));
    await chooseMentor('Mood Mentor');
    await sendMessage(MINE, true).reply;
    expect(texts().slice(-2)).toEqual([crisisText('overdose'), ARE_YOU_SAFE]);
    await chooseMentor('Mood Mentor');
    await sendMessage(BROTHER, true).reply;
    expect(texts().slice(-2)).toEqual([crisisText('danger'), ARE_YOU_SAFE]);
  });

  it("is answered as the writer's own by a model that cannot tell them apart", async () => {
    await loadUnderstanding(async () => ({ understand: model }));
    await chooseMentor('Mood Mentor');
    await sendMessage(FRIEND, true).reply;
    expect(texts().slice(-2)).toEqual([crisisText('overdose'), ARE_YOU_SAFE]);
  });
});

describe('the safety net after a crisis reply', () => {
  const crisis = async () => {
    await chooseMentor('Mood Mentor');
    await sendMessage('I want to kill myself', true).reply;
  };

  it('the old options go: only the four safety answers are offered', async () => {
    await crisis();
    expect(state().options).toEqual([
      "I'm safe for now",
      "I'm not safe",
      'Open my safety plan',
      'Breathe with me',
    ]);
  });

  it("not wanting to call, typed, is answered without pressure; after one's own overdose, a doctor still", async () => {
    await crisis();
    await sendMessage("I'm not safe", false).reply;
    await sendMessage('i dont want to call anyone', true).reply;
    expect(texts().slice(-2)).toEqual([
      'i dont want to call anyone',
      NO_CALL_STEP.messages[0]!.text,
    ]);
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    // and straight after the question, too
    await crisis();
    await sendMessage('cant talk on the phone rn', true).reply;
    expect(texts().at(-1)).toBe(NO_CALL_STEP.messages[0]!.text);
    await loadUnderstanding(async () => ({
      understand: (text) => {
        const overdose = text.includes('pills');
        return { crisis: overdose, kind: overdose ? 'overdose' : null, topic: null, confidence: 1 };
      },
    }));
    await chooseMentor('Mood Mentor');
    await sendMessage('took all my pills', true).reply;
    await sendMessage("I don't want to ring anyone", true).reply;
    expect(state().messages.at(-1)).toMatchObject({
      text: NO_CALL_AFTER_OVERDOSE.messages[0]!.text,
      kind: 'emergency',
    });
    // with no crisis reply on screen, it is the mentor's to answer
    await chooseMentor('Mood Mentor');
    await sendMessage("I don't want to call my mum back", true).reply;
    expect(texts()).not.toContain(NO_CALL_STEP.messages[0]!.text);
  });

  it('"I\'m not safe" says to call now, with the emergency call under it', async () => {
    await crisis();
    const { sent } = sendMessage("I'm not safe", false);
    expect(sent).toBe(true);
    expect(state().messages.at(-1)).toMatchObject({ text: STAY_WITH_ME, kind: 'emergency' });
    expect(state().options).toContain("I'm safe for now");
  });

  it("'Open my safety plan' opens it; typed, an answer on screen counts too", async () => {
    await crisis();
    expect(sendMessage('Open my safety plan', false).open).toBe('/safety-plan');
    expect(sendMessage('breathe with me.', true).open).toBeUndefined();
    expect(state().messages.at(-1)?.tools).toEqual(['breathing']);
  });

  it("a mentor's own option in the same words stays the mentor's", async () => {
    await chooseMentor('Anxiety Ally');
    await sendMessage('I feel panicky', false).reply;
    await sendMessage('Breathe with me', false).reply;
    const responses = (SCRIPTS['Anxiety Ally'] as unknown as ScriptWithResponses).responses;
    expect(state().messages.at(-1)?.text).toBe(responses['Breathe with me']!.message);
  });

  it('a typed answer in other words counts: "no" is not safe, "yeah im ok" is safe', async () => {
    await crisis();
    expect(sendMessage('no', true).sent).toBe(true);
    expect(state().messages.at(-1)).toMatchObject({ text: STAY_WITH_ME, kind: 'emergency' });
    await crisis();
    sendMessage('not really tbh', true);
    expect(state().messages.at(-1)).toMatchObject({ text: STAY_WITH_ME, kind: 'emergency' });
    await crisis();
    sendMessage('yeah im ok for now', true);
    expect(state().messages.at(-1)?.text).toBe(SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text);
    // a clicked option is only ever its own text
    await crisis();
    sendMessage('no', false);
    expect(state().messages.at(-1)?.text).not.toBe(STAY_WITH_ME);
  });

  it('an answer it cannot read is asked about once more, the options kept; then the mentor', async () => {
    await crisis();
    await sendMessage('my mum is downstairs', true).reply;
    expect(state().messages.at(-1)?.text).toBe(ASK_AGAIN);
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    // read against the question asked again too
    await sendMessage('nope', true).reply;
    expect(state().messages.at(-1)).toMatchObject({ text: STAY_WITH_ME, kind: 'emergency' });
    await crisis();
    await sendMessage('my mum is downstairs', true).reply;
    await sendMessage('she is making tea', true).reply;
    expect(texts().filter((t) => t === ASK_AGAIN)).toHaveLength(1);
    expect(state().messages.at(-1)?.sender).toBe('bot');
    expect(state().messages.at(-1)?.text).not.toBe(ASK_AGAIN);
  });

  it('an answer that is not on screen is just text for the mentor', async () => {
    await chooseMentor('Mood Mentor');
    await sendMessage('Breathe with me', false).reply;
    expect(state().messages.at(-1)?.text).not.toMatch(/in for 4 seconds/);
  });
});

describe('after a clear crisis, help does not quietly drop away', () => {
  const CLEAR = 'i want to end my life';
  const NO_TALK = 'i dont want to talk about it';
  const model: Understand = (text) => ({
    crisis: text === CLEAR || text === NO_TALK,
    kind: text === CLEAR || text === NO_TALK ? 'suicide' : null,
    topic: text.includes('dumped') ? 'breakup' : null,
    confidence: text === CLEAR ? 1 : 0.1,
  });
  const start = async () => {
    await loadUnderstanding(async () => ({
      understand: model,
      isClearCrisis: (r) => r.crisis && r.confidence >= 0.3,
      doubt,
    }));
    await chooseMentor('Relationship Rescuer');
    await sendMessage(CLEAR, true).reply;
    expect(lastCrisis()).toMatchObject({ crisisKind: 'suicide' });
    expect(lastCrisis()?.doubtful).toBeUndefined();
  };
  const opening = () => SCRIPTS['Relationship Rescuer']!.options;

  it("'whatever' after 'Stay with me' is stayed with, the options kept, never the mentor's menu", async () => {
    await start();
    await sendMessage('idk', true).reply;
    expect(texts().at(-1)).toBe(STAY_WITH_ME);
    await sendMessage('whatever', true).reply;
    expect(texts().at(-1)).toBe(STILL_HERE[0]);
    expect(state().options).toContain(SAFE_FOR_NOW);
    expect(state().options).not.toEqual(opening());
    // said again: other words, not the same line twice
    await sendMessage('whatever', true).reply;
    expect(texts().at(-1)).toBe(STILL_HERE[1]);
    expect(state().safety).toBe(true);
  });

  it('not wanting to talk about it is respected, and is not taken for a misreading', async () => {
    await start();
    await sendMessage(NO_TALK, true).reply;
    expect(texts().at(-1)).toBe(NO_TALK_LINES[0]);
    expect(state().messages.filter((m) => m.kind === 'crisis')).toHaveLength(1);
    await sendMessage(SAFE_FOR_NOW, false).reply;
    expect(texts().at(-1)).toBe(SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text);
  });

  it("'im ok now' after the question was asked in other words is read as safe; 'ok' alone is not", async () => {
    await start();
    await sendMessage('idk', true).reply;
    await sendMessage('whatever', true).reply;
    await sendMessage('ok', true).reply;
    expect(STILL_HERE).toContain(texts().at(-1));
    await sendMessage('im ok now', true).reply;
    expect(texts().at(-1)).toBe(SAFETY_STEPS[SAFE_FOR_NOW]!.messages[0]!.text);
  });

  it('not wanting to talk, said twice, is answered in other words the second time', async () => {
    await start();
    await sendMessage(NO_TALK, true).reply;
    await sendMessage('i said i dont want to talk about it', true).reply;
    expect([texts().at(-3), texts().at(-1)]).toEqual([NO_TALK_LINES[0], NO_TALK_LINES[1]]);
  });

  it('a breakup told meanwhile gets the mentor, with the help kept on screen', async () => {
    await start();
    await sendMessage('my gf dumped me yesterday over text', true).reply;
    expect(texts().at(-1)).not.toBe(ASK_AGAIN);
    expect(state().messages.at(-1)?.speaker).toBe('Relationship Rescuer');
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
  });

  it('the breathing asked for in words is the breathing; once safe, the conversation goes on', async () => {
    await start();
    await sendMessage('can we do the breathing', true).reply;
    expect(texts().at(-1)).toBe(SAFETY_STEPS[BREATHE_WITH_ME]!.messages[0]!.text);
    await sendMessage(SAFE_FOR_NOW, false).reply;
    await sendMessage('whatever', true).reply;
    expect(STILL_HERE).not.toContain(texts().at(-1));
    expect(state().messages.at(-1)?.speaker).toBe('Relationship Rescuer');
  });
});

describe('good news after a crisis reply', () => {
  const CUT = 'I cut myself last night, its not that bad';
  const SARCASM = 'lol great, another perfect day';
  const GLAD = 'had a really lovely day today';
  const model: Understand = (text) => ({
    crisis: text === CUT,
    kind: text === CUT ? 'self-harm' : null,
    topic: text === SARCASM || text === GLAD ? 'positive' : null,
    confidence: 0.9,
  });
  const cheerful = () =>
    (SCRIPTS['Mood Mentor'] as unknown as ScriptWithTopics).topics.positive!.map((r) => r.message);

  it('is not met with cheer: a gentle line that fits relief and sarcasm, the help kept', async () => {
    await loadUnderstanding(async () => ({ understand: model }));
    await chooseMentor('Mood Mentor');
    await sendMessage(CUT, true).reply;
    expect(lastCrisis()).toMatchObject({ crisisKind: 'self-harm', text: crisisText('self-harm') });
    await sendMessage(SARCASM, true).reply;
    expect(state().messages.at(-1)).toMatchObject({
      text: MAYBE_GOOD_NEWS[0],
      speaker: 'Mood Mentor',
    });
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
    // said again, other words; and so after another mentor, whose conversation keeps the reply
    await sendMessage(GLAD, true).reply;
    expect(texts().at(-1)).toBe(MAYBE_GOOD_NEWS[1]);
    await chooseMentor('Stress Buster');
    await sendMessage(GLAD, true).reply;
    expect(MAYBE_GOOD_NEWS).toContain(texts().at(-1));
  });

  it('a goodbye after it gets the parting of a hard day, which names where help is', async () => {
    await loadUnderstanding(async () => ({ understand: model }));
    await chooseMentor('Mood Mentor');
    await sendMessage(CUT, true).reply;
    await sendMessage(SAFE_FOR_NOW, false).reply;
    await sendMessage('ok gotta go, bye', true).reply;
    expect(state().messages.at(-1)).toMatchObject({
      text: PARTING_ON_A_HARD_DAY[0],
      speaker: 'Mood Mentor',
    });
  });

  it('without a crisis reply, good news is cheered as ever', async () => {
    await loadUnderstanding(async () => ({ understand: model }));
    await chooseMentor('Mood Mentor');
    await sendMessage(GLAD, true).reply;
    expect(cheerful()).toContain(texts().at(-1));
  });
});

describe('typed text about a topic', () => {
  const reading =
    (topic: 'sleep' | 'work' | null): Understand =>
    () => ({ crisis: false, kind: null, topic, confidence: 0.9 });

  /**
   * The hand-off to `mentor`, once a reply to `text` offers it: the mentor has several replies
   * to the topic, so it is asked until one does.
   */
  async function handoffTo(mentor: string, text: string): Promise<string | undefined> {
    for (let i = 0; i < 40; i++) {
      await sendMessage(text, true).reply;
      const handoff = state().options.find((o) => o.endsWith(`talk to ${mentor}?`));
      if (handoff) return handoff;
    }
    return undefined;
  }

  it("gets the chosen mentor's reply to that topic, and never a dead end", async () => {
    await loadUnderstanding(async () => ({ understand: reading('sleep') }));
    await chooseMentor('Mood Mentor');
    await sendMessage('cant fall asleep lately', true).reply;
    const topicTexts = (SCRIPTS['Mood Mentor'] as unknown as ScriptWithTopics).topics.sleep!.map(
      (r) => r.message,
    );
    expect(topicTexts).toContain(state().messages.at(-1)?.text);
    expect(state().options.length).toBeGreaterThanOrEqual(2);
  });

  it('the hand-off brings the mentor who knows the topic into the same conversation', async () => {
    await loadUnderstanding(async () => ({ understand: reading('sleep') }));
    await chooseMentor('Stress Buster');
    const handoff = await handoffTo('Dream Weaver', 'cant sleep');
    expect(handoff).toBe('Dream Weaver knows a lot about sleep: talk to Dream Weaver?');
    const before = texts();
    await sendMessage(handoff!, false).reply;
    expect(state().mentor).toBe('Dream Weaver');
    const dw = SCRIPTS['Dream Weaver']!;
    // the person's message is their choice, in their words, not the question that offered it
    expect(texts()).toEqual([...before, 'Talk to Dream Weaver', dw.greeting, dw.question]);
    expect(state().messages.at(-3)?.sender).toBe('user');
    expect(state().options).toEqual(dw.options);
  });

  it('a hand-off typed out is kept as typed', async () => {
    await loadUnderstanding(async () => ({ understand: reading('work') }));
    await chooseMentor('Mood Mentor');
    expect(await handoffTo('Stress Buster', 'work is so stressful')).toBe(
      'Stress Buster knows a lot about work stress: talk to Stress Buster?',
    );
    const typed = 'stress buster knows a lot about work stress: talk to stress buster';
    await sendMessage(typed, true).reply;
    expect(state().mentor).toBe('Stress Buster');
    expect(texts().at(-3)).toBe(typed);
  });

  it('a goodbye that names work or family gets a word of parting, not a reply to the topic', async () => {
    await loadUnderstanding(async () => ({ understand: reading('work') }));
    await chooseMentor('Stress Buster');
    await sendMessage('brb shift starts in 5', true).reply;
    expect(texts().at(-1)).toBe(PAUSED[0]);
    await sendMessage('ok gotta go, boss is back', true).reply;
    expect(texts().at(-1)).toBe(PARTING[0]);
    // said again, in other words
    await sendMessage('gotta go', true).reply;
    expect(texts().at(-1)).toBe(PARTING[1]);
    expect(state().options).toEqual(SCRIPTS['Stress Buster']!.options);
    // about work, not a goodbye: the mentor's reply to work
    await sendMessage('my boss keeps giving me more shifts', true).reply;
    const work = (SCRIPTS['Stress Buster'] as unknown as ScriptWithTopics).topics.work!.map(
      (r) => r.message,
    );
    expect(work).toContain(texts().at(-1));
  });

  it('text about nothing gets the fallback line, with the opening options back', async () => {
    await loadUnderstanding(async () => ({ understand: reading(null) }));
    await chooseMentor('Anxiety Ally');
    await sendMessage('purple elephants', true).reply;
    expect(state().options).toEqual(SCRIPTS['Anxiety Ally']!.options);
  });
});

describe('the check-in', () => {
  it('a typed answer sent before how answers are read has come waits for it, and is read', async () => {
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    const sent = sendMessage('much worse', true);
    expect(sent.sent).toBe(true);
    await sent.reply;
    expect(texts().slice(1, 2)).toEqual(['much worse']);
    expect(lastCrisis()).toBeDefined();
    expect(texts()).not.toContain(CHECK_IN_ASK_AGAIN);
  });

  it('the next time the chat opens within 7 days of a crisis reply, it asks once', () => {
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    expect(texts()).toEqual([CHECK_IN_QUESTION]);
    expect(state().options).toEqual(['A bit better', 'About the same', 'Still really hard']);
    expect(localStorage.getItem('lastCrisisDate')).toBeNull();
    resetChat();
    checkInOnOpen();
    expect(texts()).toEqual([]);
  });

  it('a crisis reply keeps its date only, and not in the visit that showed it', async () => {
    await sendMessage('I want to kill myself', true).reply;
    expect(localStorage.getItem('lastCrisisDate')).toBe(JSON.stringify(todayIso()));
    resetChat();
    checkInOnOpen();
    expect(texts()).toEqual([]);
  });

  it('an answer gets its reply without a mentor chosen (once how answers are read has come)', async () => {
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    const sent = sendMessage('Still really hard', false);
    expect(sent.sent).toBe(true);
    await sent.reply;
    expect(lastCrisis()).toBeDefined();
    expect(state().options).toEqual([...SAFETY_OPTIONS]);
  });

  it('a typed answer in other words gets its reply too, without a mentor', async () => {
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    await typedAnswersReady();
    expect(sendMessage('honestly still awful', true).sent).toBe(true);
    expect(lastCrisis()).toBeDefined();
    resetChat();
    resetCrisisShown();
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    await typedAnswersReady();
    sendMessage('a bit better thanks', true);
    expect(lastCrisis()).toBeUndefined();
    expect(state().messages.at(-1)?.tools).toEqual(['safetyPlan', 'copingSkills']);
  });

  it('a typed answer it cannot read is asked about again, with the options and a mentor offered', async () => {
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    await typedAnswersReady();
    for (const unread of ['tired', 'hello?']) {
      expect(sendMessage(unread, true).sent).toBe(true);
      expect(texts().slice(-2)).toEqual([unread, CHECK_IN_ASK_AGAIN]);
      expect(state().options).toEqual(['A bit better', 'About the same', 'Still really hard']);
    }
    // An answer after asking again is read as one to the check-in.
    sendMessage('bit better today', true);
    expect(lastCrisis()).toBeUndefined();
    expect(state().messages.at(-1)?.tools).toEqual(['safetyPlan', 'copingSkills']);
    // A crisis in the answer gets the crisis reply, not the question again.
    resetChat();
    localStorage.setItem('lastCrisisDate', JSON.stringify(todayIso()));
    checkInOnOpen();
    await sendMessage('I want to kill myself', true).reply;
    expect(lastCrisis()).toBeDefined();
    expect(texts()).not.toContain(CHECK_IN_ASK_AGAIN);
  });

  it('a date older than 7 days, or unreadable, is forgotten without a check-in', () => {
    localStorage.setItem('lastCrisisDate', JSON.stringify('2020-01-01'));
    checkInOnOpen();
    expect(texts()).toEqual([]);
    expect(localStorage.getItem('lastCrisisDate')).toBeNull();
    for (const [bad, copy] of [
      ['{not json', 'lastCrisisDate.corrupt'],
      ['"soon"', 'lastCrisisDate.corrupt.2'],
    ] as const) {
      localStorage.setItem('lastCrisisDate', bad);
      checkInOnOpen();
      expect(texts()).toEqual([]);
      // Set aside, not thrown away: each beside the one before.
      expect(localStorage.getItem(copy)).toBe(bad);
    }
    expect(localStorage.getItem('lastCrisisDate.corrupt')).toBe('{not json');
  });
});

interface ScriptWithResponses {
  responses: Record<string, { message: string }>;
}

interface ScriptWithTopics {
  topics: Record<string, Array<{ message: string }>>;
}
