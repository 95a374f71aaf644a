import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createLogger } from '../lib/log';
import { startSyncThread, type SyncThread } from '../sync/thread';
import { startCheckpointer } from './checkpointer';
import type { AppDatabase } from './schema';

const log = createLogger();

export type DatabaseType = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<AppDatabase>;
  type: DatabaseType;
  /** With PostgreSQL: the pool of connections behind `db` (sync's statements use it directly). */
  pool?: pg.Pool;
  /** With the embedded SQLite database: the thread that runs sync's reads and writes. */
  syncThread?: SyncThread;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** File name inside dataDir for the embedded SQLite database. */
  sqliteFile?: string;
}

/** Opens the embedded SQLite file (default) or PostgreSQL when a URL is given. */
export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', (err) => log.error('an idle database client failed', { error: err.message }));
    const db = new Kysely<AppDatabase>({ dialect: new PostgresDialect({ pool }) });
    return { db, type: 'postgres', pool, close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, opts.sqliteFile ?? 'mentora.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Checkpoints happen on a thread of their own, not after a commit on this one (see
  // checkpointer.ts); should that thread fail, this connection goes back to SQLite's default.
  sqlite.pragma('wal_autocheckpoint = 0');
  const syncThread = startSyncThread(file);
  const checkpointer = startCheckpointer(file, (err) => {
    log.error('checkpointing after commits instead', { error: err.message });
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
    syncThread.autocheckpoint();
  });
  const db = new Kysely<AppDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    type: 'sqlite',
    syncThread,
    async close() {
      await syncThread.stop();
      await checkpointer.stop();
      await db.destroy();
    },
  };
}
