import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startSyncThread, type SyncThread } from '../src/sync/thread';
import { testServer } from './support/server';

const QUOTA = 1024 * 1024;
const RATE = { max: 1000, windowMs: 60_000 };
const day = (i: number) => `2026-03-${String(i + 1).padStart(2, '0')}`;
const body = (key: string, updatedAt: number) =>
  JSON.stringify({
    cursor: null,
    changes: [{ kind: 'mood', key, value: 'Good', updatedAt, deleted: false }],
  });

/** A fresh data folder with a migrated database in it, as the server leaves it. */
async function migratedDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mentora-sync-thread-'));
  const server = await testServer({ dataDir });
  await server.close();
  return path.join(dataDir, 'mentora.sqlite');
}

describe('the sync thread', () => {
  let thread: SyncThread | undefined;
  afterEach(async () => thread?.stop());

  it('reads, stores and answers requests, and answers every one sent before it stops', async () => {
    const file = await migratedDatabase();
    thread = startSyncThread(file);
    const sent = Array.from({ length: 30 }, (_, i) =>
      thread!.exchange({
        userId: `user-${i % 3}`,
        body: body(day(i), 1000 + i),
        quotaBytes: QUOTA,
        rateLimit: RATE,
      }),
    );
    const stopped = thread.stop();
    const replies = await Promise.all(sent);
    await stopped;
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(JSON.parse(replies[0]!.body)).toMatchObject({ changes: [], more: false });

    // Every acknowledged write is in the file, read through a connection of its own.
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT COUNT(*) AS n FROM sync_record').get() as { n: number };
    db.close();
    expect(rows.n).toBe(30);
    await expect(
      thread.exchange({
        userId: 'user-0',
        body: body(day(0), 5000),
        quotaBytes: QUOTA,
        rateLimit: RATE,
      }),
    ).rejects.toThrow('the database is closing');
  });

  it('answers a bad body with its 400 and a request over quota with its 413', async () => {
    thread = startSyncThread(await migratedDatabase());
    const bad = await thread.exchange({
      userId: 'u',
      body: '{"cursor":',
      quotaBytes: QUOTA,
      rateLimit: RATE,
    });
    expect(bad).toEqual({ status: 400, body: '{"error":"The sync request must be JSON."}' });
    const over = await thread.exchange({
      userId: 'u',
      body: body(day(0), 1),
      quotaBytes: 5,
      rateLimit: RATE,
    });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).error).toMatch(/storage limit/);
  });

  it('fails its requests instead of leaving them waiting when it cannot run, and the next request starts it again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mentora-sync-thread-'));
    const file = path.join(dataDir, 'mentora.sqlite');
    thread = startSyncThread(file);
    // No database file yet: the thread cannot open it and stops.
    await expect(
      thread.exchange({ userId: 'u', body: body(day(0), 1), quotaBytes: QUOTA, rateLimit: RATE }),
    ).rejects.toThrow(/the sync thread stopped/);

    const server = await testServer({ dataDir });
    await server.close();
    const reply = await thread.exchange({
      userId: 'u',
      body: body(day(0), 2),
      quotaBytes: QUOTA,
      rateLimit: RATE,
    });
    expect(reply.status).toBe(200);
  });

  it('fails the whole batch when SQLite does, keeping nothing of it, and goes on', async () => {
    const file = await migratedDatabase();
    thread = startSyncThread(file);
    expect(
      (
        await thread.exchange({
          userId: 'u',
          body: body(day(0), 1),
          quotaBytes: QUOTA,
          rateLimit: RATE,
        })
      ).status,
    ).toBe(200);

    // Another connection holds the write lock past the thread's busy timeout (5 s).
    const other = new Database(file);
    other.pragma('busy_timeout = 0');
    other.prepare('BEGIN IMMEDIATE').run();
    const failing = [
      thread.exchange({ userId: 'u', body: body(day(1), 2), quotaBytes: QUOTA, rateLimit: RATE }),
      thread.exchange({ userId: 'v', body: body(day(2), 3), quotaBytes: QUOTA, rateLimit: RATE }),
    ];
    // The lock is released once the batch has given up.
    const results = await Promise.allSettled(failing);
    other.prepare('ROLLBACK').run();
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/sync batch failed/);

    const after = await thread.exchange({
      userId: 'u',
      body: body(day(3), 4),
      quotaBytes: QUOTA,
      rateLimit: RATE,
    });
    expect(after.status).toBe(200);
    const rows = other.prepare('SELECT "key" FROM sync_record ORDER BY "key"').all();
    other.close();
    expect(rows).toEqual([{ key: day(0) }, { key: day(3) }]);
  }, 20_000);
});
