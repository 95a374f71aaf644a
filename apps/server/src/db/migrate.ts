import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { createLogger } from '../lib/log';
import type { DatabaseType } from './client';

const log = createLogger();

/** Migrations of the app's own tables, in order. Each must work on SQLite and PostgreSQL. */
export function appMigrations(type: DatabaseType): Record<string, Migration> {
  return {
    '0001_app_meta': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('app_meta')
          .ifNotExists()
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002_sync': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('sync_user')
          .ifNotExists()
          .addColumn('user_id', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('sync_record')
          .ifNotExists()
          .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
          .addColumn('kind', 'varchar(40)', (c) => c.notNull())
          .addColumn('key', 'varchar(200)', (c) => c.notNull())
          .addColumn('value', 'text')
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('seq', 'bigint', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('sync_record_pk', ['user_id', 'kind', 'key'])
          .execute();
        await db.schema
          .createIndex('sync_record_user_seq')
          .ifNotExists()
          .on('sync_record')
          .columns(['user_id', 'seq'])
          .execute();
      },
    },
    '0003_sync_rate': {
      async up(db: Kysely<unknown>) {
        // Each user's sync requests in the current window of the rate limit.
        await db.schema
          .createTable('sync_rate')
          .ifNotExists()
          .addColumn('user_id', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .execute();
      },
    },
    '0004_sync_page_index': {
      async up(db: Kysely<unknown>) {
        // PostgreSQL only. The page's index, (user_id, seq), also matches a lookup by user and
        // key, and a plan made while the table is new and empty chose it for that, going through
        // every record of the user for each record a request names (the plan is kept per
        // connection as the history grows). Made partial, it serves only statements that say
        // `seq >= 0` (the page does), so the lookup has the primary key alone. Every seq is
        // at least 1.
        if (type !== 'postgres') return;
        await db.schema
          .createIndex('sync_record_page')
          .ifNotExists()
          .on('sync_record')
          .columns(['user_id', 'seq'])
          .where(sql.ref('seq'), '>=', 0)
          .execute();
        await db.schema.dropIndex('sync_record_user_seq').ifExists().execute();
      },
    },
    '0005_sync_cleared': {
      async up(db: Kysely<unknown>) {
        // Where a user's sequence had reached when their data was last deleted from the account:
        // a device that synced before then still holds it, and is told (clearedReply).
        await db.schema
          .alterTable('sync_user')
          .addColumn('cleared_seq', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
  };
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

export async function migrateToLatest(db: Kysely<unknown>, type: DatabaseType): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InlineProvider(appMigrations(type)),
    migrationTableName: 'app_migration',
    migrationLockTableName: 'app_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') log.error('a migration failed', { migration: r.migrationName });
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
