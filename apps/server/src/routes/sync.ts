import {
  recordId,
  SyncRequestSchema,
  wins,
  type SyncKind,
  type SyncRecord,
} from '@mentora/domain/sync';
import { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import type { Auth } from '../auth';
import type { DatabaseType } from '../db/client';
import type { AppDatabase } from '../db/schema';

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

function toRecord(row: {
  kind: string;
  key: string;
  value: string | null;
  updated_at: number | string;
  deleted: number;
}): SyncRecord {
  return {
    kind: row.kind as SyncKind,
    key: row.key,
    value: row.deleted ? null : row.value === null ? null : JSON.parse(row.value),
    updatedAt: Number(row.updated_at),
    deleted: Boolean(row.deleted),
  };
}

async function lockUser(trx: Transaction<AppDatabase>, type: DatabaseType, userId: string) {
  await trx
    .insertInto('sync_user')
    .values({ user_id: userId, seq: 0, bytes: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  let q = trx.selectFrom('sync_user').select(['seq', 'bytes']).where('user_id', '=', userId);
  if (type === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  return { seq: Number(row.seq), bytes: Number(row.bytes) };
}

export interface SyncRouteOptions {
  db: Db;
  type: DatabaseType;
  auth: Auth;
  quotaBytes: number;
}

/** Per-user record sync: the client sends what changed, and gets what changed on the server. */
export function syncRoutes({ db, type, auth, quotaBytes }: SyncRouteOptions) {
  const app = new Hono<{ Variables: { userId: string } }>();

  app.use('*', async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (!session?.user) return c.json({ error: 'Please sign in to sync your data.' }, 401);
    c.set('userId', session.user.id);
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
      const result = await db.transaction().execute(async (trx) => {
        const user = await lockUser(trx, type, userId);
        let seq = user.seq;
        let bytes = user.bytes;
        const lost: string[] = [];
        // Last write per record within one request wins among themselves first.
        const latest = new Map<string, SyncRecord>();
        for (const ch of changes) {
          const id = recordId(ch.kind, ch.key);
          const prev = latest.get(id);
          if (!prev || wins(ch, prev)) latest.set(id, ch);
        }
        for (const ch of latest.values()) {
          const existing = await trx
            .selectFrom('sync_record')
            .select(['kind', 'key', 'value', 'updated_at', 'deleted', 'size'])
            .where('user_id', '=', userId)
            .where('kind', '=', ch.kind)
            .where('key', '=', ch.key)
            .executeTakeFirst();
          if (existing && !wins(ch, toRecord(existing))) {
            lost.push(recordId(ch.kind, ch.key));
            continue;
          }
          seq += 1;
          const value = ch.deleted ? null : JSON.stringify(ch.value ?? null);
          const size = value === null ? 0 : Buffer.byteLength(value) + ch.key.length;
          bytes += size - (existing?.size ?? 0);
          const row = {
            value,
            updated_at: ch.updatedAt,
            deleted: ch.deleted ? 1 : 0,
            seq,
            size,
          };
          if (existing) {
            await trx
              .updateTable('sync_record')
              .set(row)
              .where('user_id', '=', userId)
              .where('kind', '=', ch.kind)
              .where('key', '=', ch.key)
              .execute();
          } else {
            await trx
              .insertInto('sync_record')
              .values({ user_id: userId, kind: ch.kind, key: ch.key, ...row })
              .execute();
          }
        }
        if (bytes > quotaBytes) throw new QuotaExceeded();
        await trx
          .updateTable('sync_user')
          .set({ seq, bytes })
          .where('user_id', '=', userId)
          .execute();

        const rows = await trx
          .selectFrom('sync_record')
          .select(['kind', 'key', 'value', 'updated_at', 'deleted', 'seq'])
          .where('user_id', '=', userId)
          .where('seq', '>', since)
          .orderBy('seq')
          .limit(SYNC_PAGE_SIZE + 1)
          .execute();
        const more = rows.length > SYNC_PAGE_SIZE;
        const page = rows.slice(0, SYNC_PAGE_SIZE);
        const out = new Map(page.map((r) => [recordId(r.kind, r.key), toRecord(r)] as const));
        for (const id of lost) {
          if (out.has(id)) continue;
          const sep = id.indexOf('\u0000');
          const r = await trx
            .selectFrom('sync_record')
            .select(['kind', 'key', 'value', 'updated_at', 'deleted'])
            .where('user_id', '=', userId)
            .where('kind', '=', id.slice(0, sep))
            .where('key', '=', id.slice(sep + 1))
            .executeTakeFirst();
          if (r) out.set(id, toRecord(r));
        }
        const nextCursor = more ? Number(page[page.length - 1]!.seq) : seq;
        return { cursor: String(nextCursor), changes: [...out.values()], more };
      });
      return c.json(result);
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
