import type { ToolKey } from '@mentora/domain/tool-use-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSettings } from '@/lib/settings';
import { lazyModule } from '@/lib/lazy-module';
import type * as ToolUses from '@/lib/tool-uses';
import type { ToolUseDraft } from '@/lib/tool-uses';

/** Saves a use through the data registry. */
export type SaveUse = (use: ToolUseDraft) => void;

/** The code that saves uses: fetched with the first use saved, then used at once. */
const recorder = lazyModule<typeof ToolUses>(() => import('@/lib/tool-uses'));

const saveWith = (m: typeof ToolUses, use: ToolUseDraft) => {
  const saved = m.saveToolUseDraft(use);
  if (!saved.ok) console.warn(`[tool uses] a rating could not be saved (${saved.reason}).`);
};

/**
 * Saves a use. The first save fetches the saving code; once it is here (from the 'before'
 * answer on), a save is written at once, so a tool closed and left straight away keeps it.
 */
export const saveUseLazily: SaveUse = (use) => {
  const loaded = recorder.get();
  if (loaded) return saveWith(loaded, use);
  recorder
    .load()
    .then((m) => saveWith(m, use))
    .catch((err: unknown) => console.warn('[tool uses] a rating could not be saved', err));
};

const newId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface Session {
  tool: ToolKey;
  id: string;
  startedAt: Date;
  before: number | null;
  /** Which question is on screen now. */
  asking: 'before' | 'after' | null;
  /** 'And now?' is asked because the person is leaving the tool. */
  closing: boolean;
}

export interface ToolRating {
  /** The setting 'Ask how I feel before and after tools' is on. */
  enabled: boolean;
  /** The question on screen: 'before' as the tool opens, 'after' as it ends, or none. */
  asking: 'before' | 'after' | null;
  /**
   * 'And now?' comes from the person leaving the tool (closing it, or saying they are done): the
   * question takes focus, and a modal shows it in place of the tool, which has stopped.
   */
  closing: boolean;
  before: number | null;
  chooseBefore(value: number): void;
  skipBefore(): void;
  /**
   * The tool ends by itself (`closing` false) or the person leaves it. Returns true when 'And now?' is asked
   * first (only after a 'before' answer, with the setting on): the caller finishes closing when
   * `onFinished` is called. Otherwise the use is over and the caller goes on at once.
   */
  end(closing: boolean): boolean;
  /** 'And now?' answered with a number, or skipped (null): the use is saved and it is over. */
  finish(after: number | null): void;
  /** A new use of the same tool starts (grounding's 'Start again'). */
  restart(): void;
}

const start = (tool: ToolKey, now: () => Date): Session => ({
  tool,
  id: newId(),
  startedAt: now(),
  before: null,
  asking: 'before',
  closing: false,
});

/**
 * The before-and-after ratings of one use of a tool. `tool` is the tool in use, or null while
 * none is (a closed modal): a new key starts a new use. A use is saved once the person answers
 * 'How distressed do you feel right now?' (and again with its end and 'And now?'); a use rated
 * neither before nor after is not kept, since it says nothing about what helps. Nothing here
 * blocks or delays the tool: the questions can be ignored.
 */
export function useToolRating(
  tool: ToolKey | null,
  {
    onFinished,
    save = saveUseLazily,
    now = () => new Date(),
  }: { onFinished?: () => void; save?: SaveUse; now?: () => Date } = {},
): ToolRating {
  const [settings] = useSettings();
  const enabled = settings.askToolRatings;
  const [session, setSession] = useState<Session | null>(() => (tool ? start(tool, now) : null));
  // A tool opened, closed or changed: a new use starts (or none is under way).
  if ((session?.tool ?? null) !== tool) setSession(tool ? start(tool, now) : null);

  const latest = useRef({ session, save, now, onFinished });
  useEffect(() => {
    latest.current = { session, save, now, onFinished };
  });

  const record = useCallback((s: Session, after: number | null) => {
    if (s.before === null && after === null) return;
    const { save: put, now: clock } = latest.current;
    put({
      id: s.id,
      tool: s.tool,
      startedAt: s.startedAt,
      endedAt: clock(),
      ...(s.before === null ? {} : { before: s.before }),
      ...(after === null ? {} : { after }),
    });
  }, []);

  // A use rated before and not yet ended: if the tool goes without an end (the page changed,
  // the tool was swapped), it is saved with the moment it went.
  const unended = useRef<Session | null>(null);
  const current = session?.id;
  useEffect(
    () => () => {
      const s = unended.current;
      if (s && s.id === current) {
        unended.current = null;
        record(s, null);
      }
    },
    [current, record],
  );

  const chooseBefore = (value: number) => {
    if (!session) return;
    const next = { ...session, before: value };
    setSession(next);
    unended.current = next;
    record(next, null);
  };
  const skipBefore = () => {
    if (session?.asking === 'before') setSession({ ...session, asking: null });
  };
  const end = (closing: boolean) => {
    if (!session || session.asking === 'after') return session?.asking === 'after';
    if (enabled && session.before !== null) {
      setSession({ ...session, asking: 'after', closing });
      return true;
    }
    unended.current = null;
    if (session.before !== null) record(session, null);
    setSession({ ...session, asking: null, before: null });
    return false;
  };
  const finish = (after: number | null) => {
    if (!session || session.asking !== 'after') return;
    unended.current = null;
    record(session, after);
    setSession({ ...session, asking: null, before: null, closing: false });
    latest.current.onFinished?.();
  };
  const restart = () => {
    if (tool) setSession(start(tool, now));
  };

  return {
    enabled,
    asking: enabled ? (session?.asking ?? null) : null,
    closing: enabled && session?.asking === 'after' && session.closing,
    before: session?.before ?? null,
    chooseBefore,
    skipBefore,
    end,
    finish,
    restart,
  };
}
