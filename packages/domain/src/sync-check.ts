import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { MAX_SYNC_CHANGES, shown, SyncRecordSchema, type SyncRecord } from './sync';

/**
 * Sync checks each record on its own: a record that is not valid (too large, the wrong shape, a
 * kind this version does not know) is set aside and named, and the others go on.
 */

/** A record that was not taken: its kind and key as given, and why, in plain words. */
export interface RefusedRecord {
  kind: string;
  key: string;
  reason: string;
}

/**
 * Splits records into those that pass the record check and those refused (with the reason;
 * `refusedAsGiven` holds the refused records themselves).
 */
export function checkRecords(raw: readonly unknown[]): {
  valid: SyncRecord[];
  refused: RefusedRecord[];
  refusedAsGiven: unknown[];
} {
  const valid: SyncRecord[] = [];
  const refused: RefusedRecord[] = [];
  const refusedAsGiven: unknown[] = [];
  for (const r of raw) {
    const parsed = SyncRecordSchema.safeParse(r);
    if (parsed.success) {
      valid.push(parsed.data as SyncRecord);
      continue;
    }
    refusedAsGiven.push(r);
    const issue = parsed.error.issues[0];
    const o = r !== null && typeof r === 'object' ? (r as Record<string, unknown>) : {};
    const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    refused.push({
      kind: shown(o.kind),
      key: shown(o.key),
      reason: `${field}${issue?.message ?? 'not a sync record'}`,
    });
  }
  return { valid, refused, refusedAsGiven };
}

/** A request as the server first reads it: the cursor, and records still to check one by one. */
export const SyncEnvelopeSchema = lazySchema(() =>
  z.object({
    cursor: z.nullable(
      z.string().check(z.regex(/^\d{1,15}$/, 'cursor must be a number in a string')),
    ),
    changes: z
      .array(z.unknown())
      .check(z.maxLength(MAX_SYNC_CHANGES, `at most ${MAX_SYNC_CHANGES} records per request`)),
  }),
);

const ResponseEnvelopeSchema = lazySchema(() =>
  z.object({
    cursor: z.string(),
    changes: z.array(z.unknown()),
    more: z.boolean(),
    now: z.optional(z.int()),
    refused: z.optional(
      z.array(z.object({ kind: z.string(), key: z.string(), reason: z.string() })),
    ),
  }),
);

export interface SyncAnswer {
  cursor: string;
  /** The records this version knows and that are valid. */
  changes: SyncRecord[];
  more: boolean;
  now?: number | undefined;
  /** The records of this request the server did not take, and why. */
  refused: RefusedRecord[];
  /** Received records this version cannot use (a newer version's kind, say), kept as sent. */
  setAside: unknown[];
}

/**
 * Reads the server's answer. Records this version does not know are set aside, not a reason to
 * refuse the whole answer: the rest is used and syncing goes on. Null when the answer itself
 * (its cursor, its list) is not one.
 */
export function readSyncAnswer(data: unknown): SyncAnswer | null {
  const parsed = ResponseEnvelopeSchema.safeParse(data);
  if (!parsed.success) return null;
  const { cursor, changes, more, now, refused } = parsed.data;
  const { valid, refusedAsGiven } = checkRecords(changes);
  return { cursor, changes: valid, more, now, refused: refused ?? [], setAside: refusedAsGiven };
}

const KIND_NAMES: Record<string, string> = {
  mood: 'a mood',
  moodLevel: 'a mood level',
  journal: 'a journal entry',
  challenges: "a day's challenges",
  favorite: 'a favourite skill',
  customSkill: 'a coping skill of yours',
  safetyPlan: 'your safety plan',
  sleepTool: 'your sleep notes',
  grounding: 'your grounding answers',
  settings: 'your settings',
};

/** What the sync status says of records kept on this device only, or '' when there are none. */
export function refusedMessage(refused: readonly RefusedRecord[]): string {
  if (refused.length === 0) return '';
  const names = [...new Set(refused.map((r) => KIND_NAMES[r.kind] ?? `a record (${r.kind})`))];
  const what = refused.length === 1 ? names[0] : `${refused.length} items (${names.join(', ')})`;
  const tooLarge = refused.some((r) => /too large/.test(r.reason));
  return `${what!.charAt(0).toUpperCase()}${what!.slice(1)} could not be synced to your account and ${
    refused.length === 1 ? 'is' : 'are'
  } kept on this device only${tooLarge ? ': too long to sync. Shorten it to sync it' : ` (${refused[0]!.reason})`}.`;
}
