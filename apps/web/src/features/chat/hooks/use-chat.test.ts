import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRISIS_REPLY } from '@mentora/domain/crisis-resources';
import { resetScriptsCache } from '../lib/scripts-client';
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
  resetScriptsCache();
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
    expect(state().messages).toHaveLength(2);
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
