import { TOOL_LINKS, isMentorName } from '@mentora/domain/mentors';
import { CRISIS_KINDS } from '@mentora/domain/topics';
import type { ChatState } from '../hooks/use-chat';

/*
 * The conversation on screen and the message being typed, kept for this tab only
 * (sessionStorage: gone when the tab is closed), so a tab the browser reloads in the background
 * comes back as it was (docs/decisions/0047). Signing out removes it (lib/sign-out.ts names the
 * same key and sends the same event, so the chat on screen goes too).
 */
export const KEPT_CHAT_KEY = 'mentora.chat';

export interface KeptChat {
  state: ChatState | null;
  draft: string;
}

const str = (x: unknown): x is string => typeof x == 'string';
const obj = (x: unknown): x is Record<string, unknown> =>
  typeof x == 'object' && x !== null && !Array.isArray(x);
const opt = (x: unknown, ok: (x: unknown) => boolean) => x === undefined || ok(x);
const values = (x: unknown, ok: (v: unknown) => boolean) => obj(x) && Object.values(x).every(ok);
const mentor = (x: unknown) => str(x) && isMentorName(x);

/**
 * The conversation in what was kept, if it has the shape the chat shows and carries on from
 * (anything else, an older shape or damaged text, is not shown: the chat starts empty).
 */
export function keptState(raw: unknown): ChatState | null {
  if (!obj(raw)) return null;
  let last = 0;
  const ok =
    (raw.mentor === null || mentor(raw.mentor)) &&
    Array.isArray(raw.messages) &&
    raw.messages.every(
      (m: unknown) =>
        obj(m) &&
        (m.sender === 'user' || m.sender === 'bot') &&
        str(m.text) &&
        // ids rise, so each is a message of its own and the next one follows them
        Number.isSafeInteger(m.id) &&
        last < (last = m.id as number) &&
        opt(m.speaker, str) &&
        opt(m.tools, (t) => Array.isArray(t) && t.every((id) => Object.hasOwn(TOOL_LINKS, id))) &&
        opt(m.kind, (k) => k === 'crisis' || k === 'emergency') &&
        (m.crisisKind == null || CRISIS_KINDS.includes(m.crisisKind as never)),
    ) &&
    Array.isArray(raw.options) &&
    raw.options.every(str) &&
    values(raw.handoffs, mentor) &&
    // a page of the app, never another site
    values(raw.links, (v) => str(v) && /^\/(?!\/)/.test(v)) &&
    typeof raw.safety == 'boolean';
  return ok ? (raw as unknown as ChatState) : null;
}

/** What this tab kept: the conversation (null: none, or not readable) and the unsent text. */
export function readKeptChat(): KeptChat {
  let raw: unknown;
  try {
    // (nothing kept: JSON.parse(null) is null)
    raw = JSON.parse(sessionStorage.getItem(KEPT_CHAT_KEY)!);
  } catch {
    // not JSON, or no storage here
  }
  const kept = raw as KeptChat | null;
  return { state: keptState(kept?.state), draft: str(kept?.draft) ? kept.draft : '' };
}

/** Keeps the conversation and the unsent text for this tab (nothing, when there is neither). */
export function keepChat(state: ChatState, draft: string): void {
  try {
    if (state.mentor || state.messages.length || draft)
      sessionStorage.setItem(KEPT_CHAT_KEY, JSON.stringify({ state, draft }));
    else sessionStorage.removeItem(KEPT_CHAT_KEY);
  } catch {
    // storage full or turned off: the chat is kept in memory only, as before
  }
}
