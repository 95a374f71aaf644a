import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { MENTOR_NAMES, TOOL_LINKS, isMentorName, type MentorName } from '@mentora/domain/mentors';
import {
  checkInOnOpen,
  chooseMentor,
  getDraft,
  restoredUpTo,
  sendMessage,
  setDraft,
  useChat,
  useDraft,
  type ChatEntry,
} from '../hooks/use-chat';
import { useKeptEarlyValue } from '@/lib/kept-early-value';
import { sayAgain } from '@/lib/say-again';
import { loadUnderstanding, loadUnderstandingAfterPaint } from '@/lib/understanding';
import { MentorAvatar } from './mentor-avatar';
import { MentorRow } from './mentor-row';
import '../chat.css';

export interface ChatPanelProps {
  /** Extra content shown under a message (the route adds crisis resources to a crisis reply). */
  renderExtra?: (message: ChatEntry) => ReactNode;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Speaker({ entry }: { entry: ChatEntry }) {
  if (entry.sender === 'user') return <span className="visually-hidden">You said:</span>;
  const name = entry.speaker ?? 'Mentora';
  return isMentorName(name) ? (
    <MentorAvatar name={name} size={32} label={name} />
  ) : (
    <span className="chat-speaker-mark" role="img" aria-label={name}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="32" fill="var(--color-surface-2)" />
        <path
          d="M32 49c-9-6-16-12-16-21a9 9 0 0 1 16-6 9 9 0 0 1 16 6c0 9-7 15-16 21z"
          fill="var(--color-primary)"
        />
      </svg>
    </span>
  );
}

/**
 * The chat: the mentor row, the conversation (a live log, newest message scrolled into view),
 * the suggested options, and the message input with Send.
 */
export function ChatPanel({ renderExtra }: ChatPanelProps) {
  const { mentor, messages, options } = useChat();
  const draft = useDraft();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Typed into the prerendered page before the code arrived: kept.
  useKeptEarlyValue(inputRef, draft, setDraft);
  const optionsRef = useRef<HTMLDivElement>(null);
  /** Where focus goes once a reply has arrived (after an option click, which removes the button). */
  const [focusAfterReply, setFocusAfterReply] = useState<{ n: number } | null>(null);

  // The on-device model that reads typed messages arrives after the first paint, or as soon as
  // the person starts typing; a message sent before it is there waits a moment for it.
  useEffect(() => loadUnderstandingAfterPaint(), []);
  const typing = useRef(false);
  const onType = (value: string) => {
    setDraft(value);
    if (!typing.current && value !== '') {
      typing.current = true;
      void loadUnderstanding();
    }
  };
  // The next visit after a crisis reply, Mentora asks once how the person is doing.
  useEffect(() => checkInOnOpen(), []);
  const navigate = useNavigate();

  const newestId = messages.at(-1)?.id;
  // A conversation brought back by a reload is shown, not read out again: the log is quiet as it
  // comes back (a moment), and is scrolled to its last message.
  const [settled, setSettled] = useState(false);
  // (with no message, `undefined <= n` is false: not quiet, as the prerendered page has it)
  const quiet = !settled && newestId! <= restoredUpTo;
  useEffect(() => {
    if (quiet) setTimeout(() => setSettled(true), 1000);
  }, [quiet]);
  const shownUpTo = useRef(restoredUpTo - 1);
  useEffect(() => {
    const log = logRef.current;
    if (!log || newestId === undefined) return;
    // Of the messages just added, a crisis reply is the one to see (its helplines are under
    // it, and the question after it must not push it out of view); else the newest.
    const added = messages.filter((m) => m.id > shownUpTo.current);
    shownUpTo.current = newestId;
    const target = added.find((m) => m.kind === 'crisis')?.id ?? newestId;
    const newest = log.querySelector<HTMLElement>(`[data-id="${target}"]`);
    if (!newest) return;
    // Bring that message into view, its top first if it is taller than the log.
    const bottom = log.scrollHeight - log.clientHeight;
    const top = Math.min(bottom, Math.max(0, newest.offsetTop - 8));
    if (typeof log.scrollTo === 'function') {
      log.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      log.scrollTop = top;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a message is added
  }, [newestId]);

  useEffect(() => {
    if (!focusAfterReply) return;
    const first = optionsRef.current?.querySelector<HTMLButtonElement>('button');
    (first ?? inputRef.current)?.focus();
  }, [focusAfterReply]);

  // Sent with no mentor chosen (and no crisis in it): nothing is sent (SPEC), and the hint is
  // said again and stands out, so the press is not met by silence. (Counted: each time is heard.)
  const [nudged, setNudged] = useState(0);
  const nudge = () => setNudged((n) => n + 1);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { sent, open, later } = sendMessage(draft, true);
    if (sent) setDraft('');
    else if (!later && draft.trim()) nudge();
    // sent after all (a crisis the model found once it loaded): cleared, unless typed on since
    const text = draft;
    void later?.then((s) => (s ? getDraft() === text && setDraft('') : nudge()));
    if (open) void navigate(open);
    else inputRef.current?.focus();
  };

  // On a phone the message box sits below the fold: once the chosen mentor has greeted, the page
  // brings it into view (above the bottom bar), the greeting and the options over it. At once,
  // before the paint: a smooth scroll would fight the one to a control Tab moves to next.
  const formRef = useRef<HTMLFormElement>(null);
  const [greeted, setGreeted] = useState(0);
  const onChoose = (name: MentorName) =>
    void chooseMentor(name).then(() => setGreeted((n) => n + 1));
  useLayoutEffect(() => {
    if (greeted > 0) formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [greeted]);

  const onOption = (option: string) => {
    const { sent, reply, open } = sendMessage(option, false);
    if (open) void navigate(open);
    else if (sent) void reply.then(() => setFocusAfterReply((f) => ({ n: (f?.n ?? 0) + 1 })));
  };

  return (
    <div className="chat">
      <MentorRow mentors={MENTOR_NAMES} chosen={mentor} onChoose={onChoose} />

      {mentor ? null : (
        <>
          <p id="chat-hint" className={nudged ? 'chat-hint chat-hint-nudged' : 'chat-hint muted'}>
            Choose a mentor above to start chatting.
          </p>
          <p className="visually-hidden" role="status">
            {sayAgain('Choose a mentor above to start chatting.', nudged)}
          </p>
        </>
      )}

      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-live={quiet ? 'off' : 'polite'}
        aria-label={mentor ? `Conversation with ${mentor}` : 'Conversation'}
        // The log scrolls, so it takes focus to be scrolled by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {messages.map((m) => (
          <div key={m.id} data-id={m.id} className={`chat-msg chat-msg-${m.sender}`}>
            <Speaker entry={m} />
            <div className="chat-msg-body">
              <p className="chat-bubble">{m.text}</p>
              {m.tools?.length ? (
                <p className="chat-tools">
                  {m.tools.map((t) => (
                    <Link key={t} className="chat-tool-link" to={TOOL_LINKS[t].href}>
                      {TOOL_LINKS[t].label}
                    </Link>
                  ))}
                </p>
              ) : null}
              {renderExtra?.(m)}
            </div>
          </div>
        ))}
      </div>

      {options.length > 0 ? (
        <div ref={optionsRef} className="chat-options" role="group" aria-label="Suggested replies">
          {options.map((o) => (
            <button key={o} type="button" className="chat-option" onClick={() => onOption(o)}>
              {o}
            </button>
          ))}
        </div>
      ) : null}

      <form ref={formRef} className="chat-form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="chat-input">
          Message
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          className="input chat-input"
          type="text"
          value={draft}
          onChange={(e) => onType(e.target.value)}
          placeholder={mentor ? `Message ${mentor}` : 'Type a message'}
          autoComplete="off"
          enterKeyHint="send"
          // No length limit: a pasted message is read whole (a cut would lose what it ends with).
          aria-describedby={mentor ? undefined : 'chat-hint'}
        />
        <button type="submit" className="btn chat-send">
          Send
        </button>
      </form>
    </div>
  );
}
