import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRISIS_REPLY } from '@mentora/domain/crisis-resources';
import { detectCrisis } from '@mentora/domain/crisis';
import { crisisShown, resetCrisisShown } from '../../../lib/safety/crisis-shown';
import { resetScriptsCache } from '../lib/scripts-client';
import { loadUnderstanding, resetUnderstanding, type Understand } from '../../../lib/understanding';
import { chooseMentor, getChatState, resetChat, sendMessage } from './use-chat';

const FILE = readFileSync(new URL('../../../../public/chatresponse.json', import.meta.url), 'utf8');
const SCRIPTS = JSON.parse(FILE) as Record<
  string,
  { greeting: string; question: string; options: string[] }
>;

const state = getChatState;
const texts = () => state().messages.map((m) => m.text);

const ok = () => new Response(FILE, { status: 200 });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetChat();
  resetCrisisShown();
  resetScriptsCache();
  resetUnderstanding();
  fetchMock = vi.fn(async () => ok());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chat store', () => {
  it('choosing a mentor shows the greeting, the question and the options', async () => {
    await chooseMentor('Dream Weaver');
    const s = SCRIPTS['Dream Weaver']!;
    expect(state().mentor).toBe('Dream Weaver');
    expect(texts()).toEqual([s.greeting, s.question]);
    expect(state().options).toEqual(s.options);
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
    expect(state().messages.at(-1)).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
    expect(fetchMock).not.toHaveBeenCalled();

    await chooseMentor('Anxiety Ally');
    expect(sendMessage('   ', true).sent).toBe(false);
    // the crisis reply stays at the top, then the mentor's greeting and question
    expect(state().messages).toHaveLength(3);
    expect(state().messages[0]).toMatchObject({ kind: 'crisis' });
  });

  it('drops a late reply once the conversation has been replaced', async () => {
    await chooseMentor('Mood Mentor');
    resetScriptsCache();
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (release = r)));
    const pending = sendMessage('hello', true);
    resetChat();
    release(ok());
    await pending.reply;
    expect(texts()).toEqual([]);
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
    expect(lastReply()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
    // What the detector misses goes to the script.
    await sendMessage(OVERDOSE, true).reply;
    expect(lastReply()?.kind).toBeUndefined();
    expect(lastReply()?.text).not.toBe(CRISIS_REPLY);
  });

  it('once the model has loaded, its decision is used, with or without a mentor', async () => {
    await loadModel();
    const crisis = sendMessage(OVERDOSE, true);
    await crisis.reply;
    expect(crisis.sent).toBe(true);
    expect(texts()).toEqual([OVERDOSE, CRISIS_REPLY]);
    expect(lastReply()).toMatchObject({ kind: 'crisis' });
    expect(fetchMock).not.toHaveBeenCalled();

    await chooseMentor('Stress Buster');
    await sendMessage(OVERDOSE, true).reply;
    expect(lastReply()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
    // What the detector catches is still caught, whatever the model says.
    await sendMessage('I want to kill myself', true).reply;
    expect(lastReply()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
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
    expect(lastReply()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
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
    expect(lastReply()).toMatchObject({ text: CRISIS_REPLY, kind: 'crisis' });
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
