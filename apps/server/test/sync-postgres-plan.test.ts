import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { PREPARE } from '../src/sync/postgres-exchange';
import { freshPostgresDb, testServer } from './support/server';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows the scans of `table` produced in all, over every loop. */
function rowsScanned(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table && /Scan/.test(node['Node Type'])
      ? node['Actual Rows'] * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((n, p) => n + rowsScanned(p, table), 0);
}

describe('sync on PostgreSQL, as the database plans it', () => {
  let server: MentoraServer;
  let client: pg.Client;
  beforeAll(async () => {
    const url = await freshPostgresDb(inject('pgUrl'));
    server = await testServer({ databaseUrl: url }); // makes the tables
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.close();
  });

  it('reads the records a request names by their key, not every record of its user', async () => {
    // A user with a long history: 400 journal entries and a mood a day.
    await client.query(
      `INSERT INTO sync_record (user_id, kind, key, value, updated_at, deleted, seq, size)
       SELECT 'u1', k.kind, k.kind || '-' || g, '"x"', 1, 0, g * 2 + (k.kind = 'mood')::int, 3
       FROM generate_series(1, 200) AS g, (VALUES ('journal'), ('mood')) AS k(kind)`,
    );
    await client.query('ANALYZE sync_record');
    await client.query(PREPARE);
    // What a pooled connection runs after its first few requests: the plan made for any values.
    await client.query('SET plan_cache_mode = force_generic_plan');
    const names = JSON.stringify([
      { kind: 'mood', key: 'mood-7' },
      { kind: 'journal', key: 'journal-150' },
      { kind: 'journal', key: 'journal-new' },
    ]);
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE sync_read('u1', ${pg.escapeLiteral(names)}, 396, 100)`,
    );
    const plan = result.rows[0]!['QUERY PLAN'][0].Plan;
    // two of the three named records, and the page after seq 396: 397, 398, 399, 400, 401
    const read = await client.query(
      `EXECUTE sync_read('u1', ${pg.escapeLiteral(names)}, 396, 100)`,
    );
    expect(read.rows.filter((r) => r.part === 0).map((r) => r.key)).toEqual([
      'mood-7',
      'journal-150',
    ]);
    expect(read.rows.filter((r) => r.part === 1).map((r) => Number(r.seq))).toEqual([
      397, 398, 399, 400, 401,
    ]);
    // Before, the generic plan hashed all 400 rows of the user to find the three.
    expect(rowsScanned(plan, 'sync_record')).toBeLessThanOrEqual(20);
  });
});
