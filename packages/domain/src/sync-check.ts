import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { MAX_SYNC_CHANGES, shown, SyncRecordSchema, type SyncRecord } from './sync';
import type { RefusedRecord } from './sync-refused';

// What the sync status says of refused records needs none of the schemas, so it has a module of
// its own (the page's header reads it; the schemas load with the sync engine).
export { refusedMessage, type RefusedRecord } from './sync-refused';

/**
 * Sync checks each record on its own: a record that is not valid (too large, the wrong shape, a
 * kind this version does not know) is set aside and named, and the others go on.
 */

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
