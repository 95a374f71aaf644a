import {
  recordId,
  SyncRequestSchema,
  wins,
  type SyncKind,
  type SyncRecord,
} from '@mentora/domain/sync';
import type BetterSqlite3 from 'better-sqlite3';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { DatabaseType } from '../db/client';
import type { AppDatabase } from '../db/schema';
import type { SessionReader } from '../lib/session-cache';

export const SYNC_PAGE_SIZE = 1000;

class QuotaExceeded extends Error {}

type Db = Kysely<AppDatabase>;

/** Removes every synced record of a user (data deletion and account deletion). */
export async function deleteSyncData(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sync_record').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sync_user').where('user_id', '=', userId).execute();
  });
}

/** A stored record as read back (PostgreSQL hands bigints over as strings). */
interface StoredRecord {
  kind: string;
  key: string;
  /** The value as JSON text, written by JSON.stringify; null for a tombstone. */
  value: string | null;
  updated_at: number | string;
  deleted: number;
}

interface ExistingRecord extends StoredRecord {
  size: number;
}

interface PageRecord extends StoredRecord {
  seq: number | string;
}

/** A row to insert or replace. */
interface RecordWrite {
  kind: string;
  key: string;
  value: string | null;
  updated_at: number;
  deleted: number;
  seq: number;
  size: number;
}

function toRecord(row: StoredRecord): SyncRecord {
  return {
    kind: row.kind as SyncKind,
    key: row.key,
    value: row.deleted ? null : row.value === null ? null : JSON.parse(row.value),
    updatedAt: Number(row.updated_at),
    deleted: Boolean(row.deleted),
  };
}

/** Whether an incoming change replaces the stored record (the value is only read on a tie). */
function replaces(ch: SyncRecord, stored: StoredRecord): boolean {
  const at = Number(stored.updated_at);
  if (ch.updatedAt !== at) return ch.updatedAt > at;
  return wins(ch, toRecord(stored));
}

/** One record of the response, as JSON text: the stored value is JSON already and goes in as is. */
function recordJson(row: StoredRecord): string {
  const value = row.deleted || row.value === null ? 'null' : row.value;
  return `{"kind":${JSON.stringify(row.kind)},"key":${JSON.stringify(row.key)},"value":${value},"updatedAt":${Number(row.updated_at)},"deleted":${row.deleted ? 'true' : 'false'}}`;
}

/** The changes of one request, the last write per record winning among themselves first. */
function latestPerRecord(changes: SyncRecord[]): SyncRecord[] {
  const latest = new Map<string, SyncRecord>();
  for (const ch of changes) {
    const id = recordId(ch.kind, ch.key);
    const prev = latest.get(id);
    if (!prev || wins(ch, prev)) latest.set(id, ch);
  }
  return [...latest.values()];
}

/**
 * Decides, against what is stored, which changes are kept (each with the next sequence number)
 * and which lose to a newer stored record; throws QuotaExceeded when the user would go over.
 */
function plan(
  changes: SyncRecord[],
  existing: ReadonlyMap<string, ExistingRecord>,
  user: { seq: number; bytes: number },
  quotaBytes: number,
) {
  let { seq, bytes } = user;
  const writes: RecordWrite[] = [];
  const lost: ExistingRecord[] = [];
  for (const ch of changes) {
    const stored = existing.get(recordId(ch.kind, ch.key));
    if (stored && !replaces(ch, stored)) {
      lost.push(stored);
      continue;
    }
    seq += 1;
    const value = ch.deleted ? null : JSON.stringify(ch.value ?? null);
    const size = value === null ? 0 : Buffer.byteLength(value) + ch.key.length;
    bytes += size - (stored?.size ?? 0);
    writes.push({
      kind: ch.kind,
      key: ch.key,
      value,
      updated_at: ch.updatedAt,
      deleted: ch.deleted ? 1 : 0,
      seq,
      size,
    });
  }
  if (bytes > quotaBytes) throw new QuotaExceeded();
  return { writes, lost, seq, bytes };
}

/**
 * Where the response's page ends. The records this request has just written are not sent back:
 * the client has them already, and the sequence numbers it skips are only its own. Should the
 * request name a record twice, it does get them back, so it learns which of its two won.
 */
function pageEnd(
  all: readonly SyncRecord[],
  changes: readonly SyncRecord[],
  seqBefore: number,
  seqAfter: number,
): number {
  return all.length === changes.length ? seqBefore : seqAfter;
}

/**
 * The response: what changed since the cursor (one page), plus the stored winner of every change
 * that lost, so the client adopts it.
 */
function responseJson(page: PageRecord[], lost: ExistingRecord[], seq: number): string {
  const more = page.length > SYNC_PAGE_SIZE;
  if (more) page = page.slice(0, SYNC_PAGE_SIZE);
  const out = new Map<string, string>();
  for (const r of page) out.set(recordId(r.kind, r.key), recordJson(r));
  for (const r of lost) {
    const id = recordId(r.kind, r.key);
    if (!out.has(id)) out.set(id, recordJson(r));
  }
  const cursor = more ? Number(page[page.length - 1]!.seq) : seq;
  return `{"cursor":"${cursor}","changes":[${[...out.values()].join(',')}],"more":${more}}`;
}

/** One sync exchange: stores the changes and answers with the JSON response. */
type Exchange = (userId: string, since: number, changes: SyncRecord[]) => Promise<string>;

/** The most requests one commit holds. */
const MAX_BATCH = 100;

/**
 * SQLite: prepared statements in synchronous transactions, while holding Kysely's single
 * connection so nothing else runs on it in between. Requests that arrive together are committed
 * together (group commit): each is answered only once the commit holding it is done, so an
 * acknowledged write is always durable, and the cost of a commit is shared.
 */
function sqliteExchange(db: Db, sqlite: BetterSqlite3.Database, quotaBytes: number): Exchange {
  const ensureUser = sqlite.prepare(
    'INSERT INTO sync_user (user_id, seq, bytes) VALUES (?, 0, 0) ON CONFLICT (user_id) DO NOTHING',
  );
  const readUser = sqlite.prepare<[string], { seq: number; bytes: number }>(
    'SELECT seq, bytes FROM sync_user WHERE user_id = ?',
  );
  const readRecord = sqlite.prepare<[string, string, string], ExistingRecord>(
    'SELECT kind, "key", value, updated_at, deleted, size FROM sync_record WHERE user_id = ? AND kind = ? AND "key" = ?',
  );
  const writeRecord = sqlite.prepare<
    [string, string, string, string | null, number, number, number, number]
  >(
    `INSERT INTO sync_record (user_id, kind, "key", value, updated_at, deleted, seq, size)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, kind, "key") DO UPDATE SET value = excluded.value,
       updated_at = excluded.updated_at, deleted = excluded.deleted, seq = excluded.seq,
       size = excluded.size`,
  );
  const writeUser = sqlite.prepare('UPDATE sync_user SET seq = ?, bytes = ? WHERE user_id = ?');
  const readPage = sqlite.prepare<[string, number, number, number], PageRecord>(
    'SELECT kind, "key", value, updated_at, deleted, seq FROM sync_record WHERE user_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?',
  );
  // Runs inside the batch's transaction. It writes nothing until plan() has accepted the whole
  // request, so a request over quota leaves nothing behind and needs no savepoint of its own.
  const exchange = (userId: string, since: number, all: SyncRecord[]) => {
    const stored = readUser.get(userId);
    const user = stored ?? { seq: 0, bytes: 0 };
    const changes = latestPerRecord(all);
    const existing = new Map<string, ExistingRecord>();
    for (const ch of changes) {
      const row = readRecord.get(userId, ch.kind, ch.key);
      if (row) existing.set(recordId(ch.kind, ch.key), row);
    }
    const { writes, lost, seq, bytes } = plan(changes, existing, user, quotaBytes);
    if (!stored) ensureUser.run(userId);
    for (const w of writes) {
      writeRecord.run(userId, w.kind, w.key, w.value, w.updated_at, w.deleted, w.seq, w.size);
    }
    writeUser.run(seq, bytes, userId);
    const upTo = pageEnd(all, changes, user.seq, seq);
    const page = since < upTo ? readPage.all(userId, since, upTo, SYNC_PAGE_SIZE + 1) : [];
    return responseJson(page, lost, seq);
  };
  /** A request waiting for the next commit. */
  interface Job {
    userId: string;
    since: number;
    changes: SyncRecord[];
    resolve(json: string): void;
    reject(err: unknown): void;
  }
  // A request over quota is answered as such and the others go on. Any other failure (the disk,
  // SQLite itself) may have left a request half written: the whole batch is rolled back and
  // every request in it fails, to be sent again.
  const batch = sqlite.transaction((jobs: Job[]) => {
    const results: { json?: string; error?: unknown }[] = [];
    for (const job of jobs) {
      try {
        results.push({ json: exchange(job.userId, job.since, job.changes) });
      } catch (error) {
        if (!(error instanceof QuotaExceeded)) throw error;
        results.push({ error });
      }
    }
    return results;
  });
  const queue: Job[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const jobs = queue.splice(0, MAX_BATCH);
    if (queue.length > 0) schedule();
    db.connection()
      .execute(async () => batch.immediate(jobs))
      .then(
        (results) =>
          results.forEach((r, i) => {
            const job = jobs[i]!;
            if (r.json !== undefined) job.resolve(r.json);
            else job.reject(r.error);
          }),
        (err: unknown) => jobs.forEach((job) => job.reject(err)),
      );
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  return (userId, since, changes) =>
    new Promise<string>((resolve, reject) => {
      queue.push({ userId, since, changes, resolve, reject });
      schedule();
    });
}

/** PostgreSQL: the user's row locked, one read of every changed record, one multi-row upsert. */
function kyselyExchange(db: Db, type: DatabaseType, quotaBytes: number): Exchange {
  return (userId, since, all) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sync_user')
        .values({ user_id: userId, seq: 0, bytes: 0 })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      let q = trx.selectFrom('sync_user').select(['seq', 'bytes']).where('user_id', '=', userId);
      if (type === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirstOrThrow();
      const user = { seq: Number(row.seq), bytes: Number(row.bytes) };

      const changes = latestPerRecord(all);
      const existing = new Map<string, ExistingRecord>();
      if (changes.length > 0) {
        const rows = await trx
          .selectFrom('sync_record')
          .select(['kind', 'key', 'value', 'updated_at', 'deleted', 'size'])
          .where('user_id', '=', userId)
          .where((eb) =>
            eb(
              eb.refTuple('kind', 'key'),
              'in',
              changes.map((ch) => eb.tuple(ch.kind, ch.key)),
            ),
          )
          .execute();
        for (const r of rows) existing.set(recordId(r.kind, r.key), r);
      }
      const { writes, lost, seq, bytes } = plan(changes, existing, user, quotaBytes);
      if (writes.length > 0) {
        await trx
          .insertInto('sync_record')
          .values(writes.map((w) => ({ user_id: userId, ...w })))
          .onConflict((oc) =>
            oc.columns(['user_id', 'kind', 'key']).doUpdateSet({
              value: sql.ref('excluded.value'),
              updated_at: sql.ref('excluded.updated_at'),
              deleted: sql.ref('excluded.deleted'),
              seq: sql.ref('excluded.seq'),
              size: sql.ref('excluded.size'),
            }),
          )
          .execute();
      }
      await trx
        .updateTable('sync_user')
        .set({ seq, bytes })
        .where('user_id', '=', userId)
        .execute();
      const page = await trx
        .selectFrom('sync_record')
        .select(['kind', 'key', 'value', 'updated_at', 'deleted', 'seq'])
        .where('user_id', '=', userId)
        .where('seq', '>', since)
        .where('seq', '<=', pageEnd(all, changes, user.seq, seq))
        .orderBy('seq')
        .limit(SYNC_PAGE_SIZE + 1)
        .execute();
      return responseJson(page, lost, seq);
    });
}

export interface SyncRouteOptions {
  db: Db;
  type: DatabaseType;
  /** The embedded SQLite connection under db, when that is the database. */
  sqlite?: BetterSqlite3.Database | undefined;
  sessions: SessionReader;
  quotaBytes: number;
}

/** Per-user record sync: the client sends what changed, and gets what changed on the server. */
export function syncRoutes({ db, type, sqlite, sessions, quotaBytes }: SyncRouteOptions) {
  const app = new Hono<{ Variables: { userId: string } }>();
  const exchange = sqlite
    ? sqliteExchange(db, sqlite, quotaBytes)
    : kyselyExchange(db, type, quotaBytes);

  app.use('*', async (c, next) => {
    const userId = await sessions.userId(c.req.raw.headers);
    if (!userId) return c.json({ error: 'Please sign in to sync your data.' }, 401);
    c.set('userId', userId);
    return next();
  });

  app.post('/', async (c) => {
    const userId = c.get('userId');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'The sync request must be JSON.' }, 400);
    }
    const parsed = SyncRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return c.json(
        { error: `Invalid sync request: ${where}${issue?.message ?? 'unexpected shape'}` },
        400,
      );
    }
    const { cursor, changes } = parsed.data;
    const since = cursor === null ? 0 : Number(cursor);

    try {
      const json = await exchange(userId, since, changes);
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    } catch (err) {
      if (err instanceof QuotaExceeded) {
        const mb = Math.round((quotaBytes / (1024 * 1024)) * 10) / 10;
        return c.json(
          {
            error: `Your synced data would go over its ${mb} MB storage limit, so these changes were not saved on the server. They are still on this device. Export and remove some older entries, then try again.`,
          },
          413,
        );
      }
      throw err;
    }
  });

  app.delete('/', async (c) => {
    await deleteSyncData(db, c.get('userId'));
    return c.json({ deleted: true });
  });

  return app;
}
