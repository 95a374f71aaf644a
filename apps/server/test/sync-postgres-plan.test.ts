import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { PREPARE } from '../src/sync/postgres-exchange';
import { freshPostgresDb, testServer } from './support/server';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows the scans of `table` read in all, over every loop: those they kept and those filtered out. */
function rowsScanned(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table && /Scan/.test(node['Node Type'])
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((n, p) => n + rowsScanned(p, table), 0);
}

/** A user with a long history: 400 journal entries and a mood a day. */
const HISTORY = `INSERT INTO sync_record (user_id, kind, key, value, updated_at, deleted, seq, size)
  SELECT 'u1', k.kind, k.kind || '-' || g, '"x"', 1, 0, g * 2 + (k.kind = 'mood')::int, 3
  FROM generate_series(1, 200) AS g, (VALUES ('journal'), ('mood')) AS k(kind)`;

const NAMES = pg.escapeLiteral(
  JSON.stringify([
    { kind: 'mood', key: 'mood-7' },
    { kind: 'journal', key: 'journal-150' },
    { kind: 'journal', key: 'journal-new' },
  ]),
);

/** Two devices' cursors, each with the most records to read after it. */
const CURSORS = pg.escapeLiteral(
  JSON.stringify([
    { since: 396, lim: 100 },
    { since: 398, lim: 100 },
  ]),
);

/** A connection as the pool makes one: the statements prepared, then the plan made for any values. */
async function preparedClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(PREPARE);
  // What a pooled connection runs after its first few requests.
  await client.query('SET plan_cache_mode = force_generic_plan');
  return client;
}

/** Reads the named records and the pages after seq 396 and 398; returns what was read and how. */
async function readHistory(client: pg.Client) {
  const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE sync_read('u1', ${NAMES}, ${CURSORS})`,
  );
  const read = await client.query(`EXECUTE sync_read('u1', ${NAMES}, ${CURSORS})`);
  return {
    scanned: rowsScanned(result.rows[0]!['QUERY PLAN'][0].Plan, 'sync_record'),
    named: read.rows.filter((r) => r.part === 0).map((r) => r.key),
    pages: [396, 398].map((since) =>
      read.rows.filter((r) => r.part === 1 && Number(r.since) === since).map((r) => Number(r.seq)),
    ),
  };
}

describe('sync on PostgreSQL, as the database plans it', () => {
  const servers: MentoraServer[] = [];
  const clients: pg.Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.end();
    for (const s of servers) await s.close();
  });

  /** A database of its own with the app's tables, new and empty; returns a connection maker. */
  async function freshTables() {
    const url = await freshPostgresDb(inject('pgUrl'));
    servers.push(await testServer({ databaseUrl: url })); // makes the tables
    return async () => {
      const client = await preparedClient(url);
      clients.push(client);
      return client;
    };
  }

  // Before, the generic plan hashed all 400 rows of the user to find the three; and a plan made
  // while the table was new and empty went through every record of the user once for each name.
  const expectKeyedReads = (history: Awaited<ReturnType<typeof readHistory>>) => {
    // two of the three named records, and the pages after seq 396 and 398 (the last is 401)
    expect(history.named).toEqual(['mood-7', 'journal-150']);
    expect(history.pages).toEqual([
      [397, 398, 399, 400, 401],
      [399, 400, 401],
    ]);
    expect(history.scanned).toBeLessThanOrEqual(20);
  };

  it('reads the records a request names by their key, with a plan made when the table was empty', async () => {
    // A new deployment: the pool's first connections plan the statement on an empty table that
    // was never analysed, and keep that plan as the history grows.
    const connect = await freshTables();
    const early = await connect();
    await early.query(`EXECUTE sync_read('u1', ${NAMES}, ${CURSORS})`);
    await early.query(HISTORY);
    expectKeyedReads(await readHistory(early));
  });

  it('reads the records a request names by their key, with a plan made on a long history', async () => {
    const connect = await freshTables();
    const admin = await connect();
    await admin.query(HISTORY);
    await admin.query('ANALYZE sync_record');
    const later = await connect();
    expectKeyedReads(await readHistory(later));
  });
});
