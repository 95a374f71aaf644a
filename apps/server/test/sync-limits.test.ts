import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { browser, freshPostgresDb, testServer } from './support/server';

const PASSWORD = 'steady-lantern-88';
// One secret, so a session of one instance is good on the other.
const LIMIT = {
  SYNC_RATE_LIMIT_MAX: '5',
  SYNC_RATE_LIMIT_WINDOW: '60',
  BETTER_AUTH_SECRET: 'a-secret-shared-by-both-instances-0123456789',
};
let n = 0;

async function signedIn(server: MentoraServer, name: string) {
  const b = browser(server.app, `10.9.0.${++n}`);
  const res = await b.post('/api/auth/sign-up/email', {
    email: `${name}-${n}@example.com`,
    password: PASSWORD,
    name,
  });
  expect(res.status).toBe(200);
  return b;
}

const empty = { cursor: null, changes: [] };

/**
 * The limit counts per window of the clock (a minute from :00). A test whose requests straddle
 * the turn of a window would see the count start again part way, so it starts early in one.
 */
async function earlyInAWindow() {
  const windowMs = Number(LIMIT.SYNC_RATE_LIMIT_WINDOW) * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`the sync rate limit on ${kind}`, () => {
    let databaseUrl: string | undefined;
    let server: MentoraServer;
    beforeAll(async () => {
      databaseUrl = kind === 'postgres' ? await freshPostgresDb(inject('pgUrl')) : undefined;
      server = await testServer({ ...(databaseUrl ? { databaseUrl } : {}), env: LIMIT });
    });
    afterAll(async () => server?.close());

    it('answers a user over the limit with a 429 and Retry-After, and nobody else', async () => {
      const busy = await signedIn(server, 'busy');
      const calm = await signedIn(server, 'calm');
      await earlyInAWindow();
      // Bad requests count too.
      const bad = await busy.request('/api/sync', { method: 'POST', body: 'not json' });
      expect(bad.status).toBe(400);
      const within = await Promise.all(
        Array.from({ length: 4 }, () => busy.post('/api/sync', empty)),
      );
      expect(within.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const over = await busy.post('/api/sync', empty);
      expect(over.status).toBe(429);
      const wait = Number(over.headers.get('Retry-After'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect((await over.json()).error).toMatch(/Too many sync requests.*will sync again in \d+ s/);
      expect((await calm.post('/api/sync', empty)).status).toBe(200);
    }, 60_000);

    // Two instances share one database only on PostgreSQL (the SQLite file is one process's).
    if (kind === 'postgres')
      it('counts in the database, so it holds across instances', async () => {
        const other = await testServer({ databaseUrl: databaseUrl!, env: LIMIT });
        try {
          const a = await signedIn(server, 'two');
          const b = browserWith(other, a.jar);
          await earlyInAWindow();
          const statuses: number[] = [];
          // The same session, through one instance and then the other.
          for (let i = 0; i < 6; i++)
            statuses.push((await (i % 2 ? b : a).post('/api/sync', empty)).status);
          expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        } finally {
          await other.close();
        }
      }, 60_000);
  });
}

/** A browser on another instance with the same cookies. */
function browserWith(server: MentoraServer, jar: Map<string, string>) {
  const b = browser(server.app, '10.9.1.1');
  for (const [k, v] of jar) b.jar.set(k, v);
  return b;
}
