import { useSyncExternalStore } from 'react';
import {
  failedReply,
  openingOf,
  planTurn,
  scriptAnswers,
  scriptedReply,
  UNKNOWN_MENTOR,
  type BotReply,
  type ChatMessage,
} from '@mentora/domain/chat';
import { CRISIS_REPLY } from '@mentora/domain/crisis-resources';
import type { MentorScript } from '@mentora/domain/mentor-script';
import type { MentorName } from '@mentora/domain/mentors';
import { markCrisisShown } from '../../../lib/safety/crisis-shown';
import { loadScripts } from '../lib/scripts-client';
import { currentCrisisCheck } from '../../../lib/understanding';

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
}

const EMPTY: ChatState = { mentor: null, messages: [], options: [] };

/*
 * The conversation lives in memory for the whole visit (not in storage), so following a tool
 * link and coming back keeps it, and nothing the person wrote is written to disk.
 */
let state: ChatState = EMPTY;
let nextId = 1;
/** Bumped whenever the conversation is replaced, so late replies to an old one are dropped. */
let session = 0;
/** The chosen mentor's script, once loaded: typed text it answers itself is left to it. */
let script: MentorScript | null = null;
const listeners = new Set<() => void>();

function setState(next: ChatState) {
  state = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const entry = (message: ChatMessage, speaker?: string): ChatEntry => ({
  ...message,
  id: nextId++,
  ...(message.sender === 'bot' ? { speaker: speaker ?? 'Mentora' } : {}),
});

function applyReply(reply: BotReply, speaker: string) {
  setState({
    ...state,
    messages: [...state.messages, entry(reply.message, speaker)],
    options: reply.options ?? state.options,
  });
}

/**
 * Chooses a mentor: loads the scripts and replaces the conversation with the greeting and the
 * question, and shows that mentor's options. A failed load is logged only (SPEC 8).
 */
export async function chooseMentor(mentor: MentorName): Promise<void> {
  const mine = ++session;
  script = null;
  // After a crisis reply, help stays on screen: the reply and its resources lead the new
  // conversation.
  const crisis = state.messages.filter((m) => m.kind === 'crisis').at(-1);
  const kept = crisis ? [crisis] : [];
  setState({ mentor, messages: kept, options: [] });
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
    setState({
      ...state,
      messages: [...kept, ...opening.messages.map((m) => entry(m, mentor))],
      options: opening.options,
    });
  } catch (err) {
    console.error('Could not load the mentor scripts', err);
  }
}

/**
 * Sends text (typed, or an option's text when `typed` is false). Returns whether anything was
 * sent: blank text, or no mentor chosen, does nothing (SPEC 4) unless typed text signals a
 * crisis, which is answered with care and resources before any script is read. What signals a
 * crisis is the on-device model's decision once it has loaded, the phrase detector's before.
 */
export function sendMessage(text: string, typed: boolean): { sent: boolean; reply: Promise<void> } {
  const chosen = script;
  const scripted = (t: string) => chosen !== null && scriptAnswers(chosen, t);
  const plan = planTurn(text, state.mentor, typed, currentCrisisCheck(scripted));
  if (plan === 'ignore') return { sent: false, reply: Promise.resolve() };
  const mentor = state.mentor;
  const speaker = mentor ?? 'Mentora';
  setState({
    ...state,
    messages: [...state.messages, entry({ sender: 'user', text: text.trim() })],
  });
  if (plan === 'crisis' || !mentor) {
    markCrisisShown();
    applyReply(
      { message: { sender: 'bot', text: CRISIS_REPLY, kind: 'crisis' }, options: null },
      speaker,
    );
    return { sent: true, reply: Promise.resolve() };
  }
  const mine = session;
  const reply = loadScripts()
    .then((scripts) => scriptedReply(scripts, mentor, text, Math.random))
    .catch((err: unknown) => {
      console.error('Could not reply: the mentor scripts did not load', err);
      return failedReply();
    })
    .then((r) => {
      if (mine === session) applyReply(r, speaker);
    });
  return { sent: true, reply };
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

/** Clears the conversation (tests). */
export function resetChat() {
  session++;
  script = null;
  setState(EMPTY);
}
