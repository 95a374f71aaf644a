// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARE_YOU_SAFE, SAFETY_OPTIONS, STAY_WITH_ME } from '@mentora/domain/chat-safety';
import { KEPT_CHAT_KEY } from '../lib/kept-chat';

/*
 * A reload (a phone's browser reloads a tab left in the background) brings the chat back as it
 * was: each test loads the chat's code afresh, as the page does, over what the tab kept.
 */

const FILE = readFileSync(resolve(process.cwd(), 'apps/web/public/chatresponse.json'), 'utf8');
const SCRIPTS = JSON.parse(FILE) as Record<
  string,
  { greeting: string; question: string; options: string[] }
>;

/** The page's code, loaded afresh (as after a reload), with what this tab kept. */
async function load() {
  vi.resetModules();
  const chat = await import('./use-chat');
  const { crisisShown } = await import('@/lib/safety/crisis-shown');
  return { ...chat, crisisShown };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) =>
      String(url).includes('chatresponse')
        ? new Response(FILE, { status: 200 })
        : new Response('{}', { status: 200 }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const good = {
  mentor: 'Dream Weaver',
  messages: [
    { id: 1, sender: 'bot', text: 'Hello', speaker: 'Dream Weaver' },
    { id: 2, sender: 'user', text: 'Hi' },
  ],
  options: ['Tell me more'],
  handoffs: {},
  links: {},
  safety: false,
};
/** What the tab keeps, with the conversation changed. */
const kept = (change: object) => JSON.stringify({ state: { ...good, ...change }, draft: 'and' });

describe('after a reload', () => {
  it('the mentor, the conversation and the unsent text are back, and it carries on', async () => {
    const before = await load();
    await before.chooseMentor('Dream Weaver');
    const option = SCRIPTS['Dream Weaver']!.options[0]!;
    await before.sendMessage(option, false).reply;
    before.setDraft('I keep waking up at 3am and');
    const was = before.getChatState();

    const after = await load();
    expect(after.getChatState()).toEqual(was);
    expect(after.getDraft()).toBe('I keep waking up at 3am and');
    expect(after.restoredUpTo).toBe(was.messages.at(-1)!.id);
    // nothing to be afraid of on a calm conversation: the help button does not stand out
    expect(after.crisisShown()).toBe(false);

    // the next message follows on, with an id of its own
    await after.sendMessage(after.getChatState().options[0]!, false).reply;
    const ids = after.getChatState().messages.map((m) => m.id);
    expect(ids.length).toBeGreaterThan(was.messages.length + 1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a crisis reply (with its helplines) and the safety question are back, and answered as before', async () => {
    const before = await load();
    await before.chooseMentor('Mood Mentor');
    before.sendMessage('I want to kill myself', true);
    expect(before.getChatState().safety).toBe(true);
    const crisis = before.getChatState().messages.find((m) => m.kind === 'crisis');

    const after = await load();
    const { messages, options, safety } = after.getChatState();
    expect(messages.find((m) => m.kind === 'crisis')).toEqual(crisis);
    expect(messages.at(-1)?.text).toBe(ARE_YOU_SAFE);
    expect(options).toEqual([...SAFETY_OPTIONS]);
    expect(safety).toBe(true);
    // 'Need urgent help?' stands out again
    expect(after.crisisShown()).toBe(true);

    await after.sendMessage("I'm not safe", false).reply;
    const last = after.getChatState().messages.at(-1)!;
    expect(last.text).toBe(STAY_WITH_ME);
    expect(last.kind).toBe('emergency');
  });

  it('reloaded before the greeting came, the greeting comes now', async () => {
    sessionStorage.setItem(
      KEPT_CHAT_KEY,
      JSON.stringify({
        state: {
          mentor: 'Mood Mentor',
          messages: [],
          options: [],
          handoffs: {},
          links: {},
          safety: false,
        },
        draft: '',
      }),
    );
    const after = await load();
    await vi.waitFor(() =>
      expect(after.getChatState().messages.map((m) => m.text)).toEqual([
        SCRIPTS['Mood Mentor']!.greeting,
        SCRIPTS['Mood Mentor']!.question,
      ]),
    );
  });

  it('a new tab (nothing kept) starts empty, and an empty chat keeps nothing', async () => {
    const chat = await load();
    expect(chat.getChatState()).toMatchObject({ mentor: null, messages: [], options: [] });
    expect(chat.getDraft()).toBe('');
    chat.setDraft('');
    expect(sessionStorage.getItem(KEPT_CHAT_KEY)).toBeNull();
  });

  const message = (change: object) =>
    kept({ messages: [good.messages[0], { ...good.messages[1], ...change }] });
  const corrupt: Array<[string, string]> = [
    ['not JSON', '{"state":{"mentor":"Dream'],
    ['not an object', '[1,2,3]'],
    ['an older shape, the conversation at the top', JSON.stringify(good)],
    ['an older shape, without ids', kept({ messages: [{ sender: 'bot', text: 'Hi' }] })],
    ['no options', kept({ options: undefined })],
    ['a mentor that does not exist', kept({ mentor: 'Nobody' })],
    ['text that is not text', message({ text: { html: '<b>' } })],
    ['a sender that is neither', message({ sender: 'system' })],
    ['the same id twice', message({ id: 1 })],
    ['an id that is not a number', message({ id: '2' })],
    ['a tool that does not exist', message({ tools: ['nowhere'] })],
    ['an unknown kind of crisis', message({ kind: 'crisis', crisisKind: 'bad' })],
    ['a link to another site', kept({ links: { Go: '//example.com' } })],
    ['a hand-off to no mentor', kept({ handoffs: { Go: 'Nobody' } })],
    ['safety that is not yes or no', kept({ safety: 'yes' })],
  ];
  it.each(corrupt)('kept data that is %s: the chat starts empty, and works', async (_, raw) => {
    sessionStorage.setItem(KEPT_CHAT_KEY, raw);
    const chat = await load();
    expect(chat.getChatState()).toMatchObject({ mentor: null, messages: [], options: [] });
    expect(chat.restoredUpTo).toBe(0);
    await chat.chooseMentor('Dream Weaver');
    expect(chat.getChatState().messages).toHaveLength(2);
  });

  it('the same data, whole, is brought back (so the cases above fail for their fault alone)', async () => {
    sessionStorage.setItem(KEPT_CHAT_KEY, kept({}));
    const chat = await load();
    expect(chat.getChatState()).toEqual(good);
    expect(chat.getDraft()).toBe('and');
  });

  it('storage that cannot be read: the chat starts empty', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const chat = await load();
    expect(chat.getChatState().messages).toEqual([]);
    expect(chat.getDraft()).toBe('');
    await chat.chooseMentor('Dream Weaver');
    expect(chat.getChatState().messages).toHaveLength(2);
  });
});

describe('signing out', () => {
  it('removes what this tab kept, and empties the chat on screen and the message box', async () => {
    const chat = await load();
    await chat.chooseMentor('Dream Weaver');
    chat.setDraft('something I would rather no one saw');
    expect(sessionStorage.getItem(KEPT_CHAT_KEY)).not.toBeNull();

    const { signOutHere } = await import('@/lib/sign-out');
    expect(await signOutHere(false, null)).toBe('signed-out');
    expect(sessionStorage.getItem(KEPT_CHAT_KEY)).toBeNull();
    expect(chat.getChatState()).toMatchObject({ mentor: null, messages: [] });
    expect(chat.getDraft()).toBe('');
    // and a reload after it starts empty
    expect((await load()).getChatState().messages).toEqual([]);
  });

  it('removes it even when the chat was not opened since the reload', async () => {
    sessionStorage.setItem(KEPT_CHAT_KEY, kept({}));
    vi.resetModules();
    const { signOutHere } = await import('@/lib/sign-out');
    expect(await signOutHere(true, null)).toBe('signed-out');
    expect(sessionStorage.getItem(KEPT_CHAT_KEY)).toBeNull();
  });
});
