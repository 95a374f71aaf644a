import { TOMBSTONE_MAX_AGE_MS } from '@mentora/domain/sync-plan';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/schema';

type Db = Kysely<AppDatabase>;

// Every writer takes a user's rows in one order, the exchange's: the rate row, the user's row,
// then the records; an exchange of several users takes them user by user, in order of their ids.
// Two transactions that took them in opposite orders could wait on each other.

/** Removes everything sync keeps of a user (account deletion). */
export async function deleteSyncData(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sync_rate').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sync_user').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sync_record').where('user_id', '=', userId).execute();
  });
}

/**
 * Deletes a user's synced records ('Delete my data'). The user's sequence number moves on by one,
 * and is noted as `cleared_seq`: a cursor below it was given before the deletion, so its device
 * still holds what was deleted, and is told so (clearedReply) instead of sending it back.
 */
export async function clearSyncData(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sync_user')
      .set((eb) => ({ bytes: 0, seq: eb('seq', '+', 1), cleared_seq: eb('seq', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('sync_record').where('user_id', '=', userId).execute();
  });
}

/**
 * Removes the tombstones older than TOMBSTONE_MAX_AGE_MS at `now` (by the time of the deletion,
 * which the server clamps to its own clock), and gives their room back to each user's quota:
 * one user at a time, the user's row first. Returns how many were removed.
 */
export async function purgeTombstones(db: Db, now = Date.now()): Promise<number> {
  const before = now - TOMBSTONE_MAX_AGE_MS;
  const users = await db
    .selectFrom('sync_record')
    .select('user_id')
    .distinct()
    .where('deleted', '=', 1)
    .where('updated_at', '<', before)
    .execute();
  let removed = 0;
  for (const { user_id: userId } of users) {
    removed += await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sync_user')
        .set((eb) => ({
          bytes: eb(
            'bytes',
            '-',
            eb
              .selectFrom('sync_record')
              .select((e) => e.fn.coalesce(e.fn.sum<number>('size'), e.lit(0)).as('freed'))
              .where('user_id', '=', userId)
              .where('deleted', '=', 1)
              .where('updated_at', '<', before),
          ),
        }))
        .where('user_id', '=', userId)
        .execute();
      const gone = await trx
        .deleteFrom('sync_record')
        .where('user_id', '=', userId)
        .where('deleted', '=', 1)
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    });
  }
  return removed;
}
