import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOMBSTONE_MAX_AGE_MS } from '@mentora/domain/sync-plan';
import { purgeTombstones } from '../src/sync/records';
import type { MentoraServer } from '../src/server';
import { browser, freshPostgresDb, testServer } from './support/server';

const PASSWORD = 'steady-lantern-88';
let n = 0;

async function signedIn(server: MentoraServer, name: string) {
  const b = browser(server.app, `10.5.0.${++n}`);
  const res = await b.post('/api/auth/sign-up/email', {
    email: `${name}-${n}@example.com`,
    password: PASSWORD,
    name,
  });
  expect(res.status).toBe(200);
  return b;
}

const mood = (key: string, value: string, updatedAt: number, deleted = false) => ({
  kind: 'mood',
  key,
  value: deleted ? null : value,
  updatedAt,
  deleted,
});
const entry = (id: number, content: string, updatedAt: number) => ({
  kind: 'journal',
  key: String(id),
  value: { id, content, date: '1/2/2026', time: '9:00:00 AM' },
  updatedAt,
  deleted: false,
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`sync on ${kind}`, () => {
    let server: MentoraServer;
    let databaseUrl: string | undefined;
    beforeAll(async () => {
      databaseUrl = kind === 'postgres' ? await freshPostgresDb(inject('pgUrl')) : undefined;
      server = await testServer({
        ...(databaseUrl ? { databaseUrl } : {}),
        env: { SYNC_QUOTA_BYTES: '20000' },
      });
    });
    afterAll(async () => server?.close());

    it('needs a session: 401 otherwise', async () => {
      const anon = browser(server.app, '10.5.9.1');
      expect((await anon.post('/api/sync', { cursor: null, changes: [] })).status).toBe(401);
      expect((await anon.request('/api/sync', { method: 'DELETE' })).status).toBe(401);
    });

    it('stores records and hands them to another device of the same user, newest edit winning', async () => {
      const a = await signedIn(server, 'ann');
      const first = await (
        await a.post('/api/sync', {
          cursor: null,
          changes: [mood('2026-11-20', 'Good', 10), entry(1, 'hello', 10)],
        })
      ).json();
      expect(first.cursor).toMatch(/^\d+$/);
      // Second device of the same account: same cookies, fresh cursor.
      const other = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(other.changes).toHaveLength(2);
      expect(other.changes.find((c: { kind: string }) => c.kind === 'journal').value.content).toBe(
        'hello',
      );

      // An older edit loses and the client is told the winner; a newer one wins.
      const older = await (
        await a.post('/api/sync', { cursor: first.cursor, changes: [mood('2026-11-20', 'Bad', 5)] })
      ).json();
      expect(older.changes).toEqual([mood('2026-11-20', 'Good', 10)]);
      const newer = await (
        await a.post('/api/sync', {
          cursor: older.cursor,
          changes: [mood('2026-11-20', 'Neutral', 20)],
        })
      ).json();
      const all = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes.find((c: { kind: string }) => c.kind === 'mood').value).toBe('Neutral');
      // Deletions travel as tombstones.
      const del = await (
        await a.post('/api/sync', {
          cursor: newer.cursor,
          changes: [mood('2026-11-20', '', 30, true)],
        })
      ).json();
      const after = await (await a.post('/api/sync', { cursor: newer.cursor, changes: [] })).json();
      expect(after.changes).toEqual([mood('2026-11-20', '', 30, true)]);
      expect(del.cursor).toBe(after.cursor);
    });

    it('keeps any text exactly as written: quotes, backslashes, other scripts and emoji', async () => {
      const a = await signedIn(server, 'quoting');
      const text = `it's a "test" \\ of \\'; DROP TABLE sync_record; -- E'\\x' ünïcödé 日本語 😀 \u2028`;
      const res = await a.post('/api/sync', { cursor: null, changes: [entry(7, text, 10)] });
      expect(res.status).toBe(200);
      const back = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(back.changes).toHaveLength(1);
      expect(back.changes[0].value.content).toBe(text);
      // The size counted is its size in UTF-8.
      const used = await server.database.db
        .selectFrom('sync_record')
        .select('size')
        .where('kind', '=', 'journal')
        .where('key', '=', '7')
        .where('value', 'like', '%DROP TABLE%')
        .executeTakeFirstOrThrow();
      const stored = JSON.stringify({ id: 7, content: text, date: '1/2/2026', time: '9:00:00 AM' });
      expect(Number(used.size)).toBe(Buffer.byteLength(stored) + 1);
    });

    it('keeps users apart: nobody reads or overwrites another user’s records', async () => {
      const a = await signedIn(server, 'amy');
      const b = await signedIn(server, 'ben');
      await a.post('/api/sync', { cursor: null, changes: [entry(42, 'amy private', 10)] });
      const bView = await (
        await b.post('/api/sync', { cursor: null, changes: [entry(42, 'ben writes', 99)] })
      ).json();
      // B's answer carries neither A's record nor B's own write (B has it already).
      expect(bView.changes).toEqual([]);
      const bPull = await (await b.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(bPull.changes.map((c: { value: { content: string } }) => c.value.content)).toEqual([
        'ben writes',
      ]);
      const aView = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(aView.changes.map((c: { value: { content: string } }) => c.value.content)).toEqual([
        'amy private',
      ]);
      // Deleting B's data leaves A's.
      expect((await b.request('/api/sync', { method: 'DELETE' })).status).toBe(200);
      const aAgain = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(aAgain.changes).toHaveLength(1);
      const bAgain = await (await b.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(bAgain.changes).toHaveLength(0);
    });

    it('tells a device that synced before the data was deleted, and takes nothing it sends', async () => {
      const laptop = await signedIn(server, 'del');
      const synced = await (
        await laptop.post('/api/sync', { cursor: null, changes: [entry(1, 'before', 10)] })
      ).json();
      expect((await laptop.request('/api/sync', { method: 'DELETE' })).status).toBe(200);
      // The laptop, which deleted, syncs on from the start, and its new cursor is good.
      const after = await (await laptop.post('/api/sync', { cursor: null, changes: [] })).json();
      const next = await laptop.post('/api/sync', { cursor: after.cursor, changes: [] });
      expect(next.status).toBe(200);
      // The phone (same account) synced before the deletion: its cursor is from then, and what
      // it still holds, sent back, is refused with the code the app knows it by.
      const stale = await laptop.post('/api/sync', {
        cursor: synced.cursor,
        changes: [entry(1, 'before, edited', 20), entry(2, 'new', 20)],
      });
      expect(stale.status).toBe(409);
      expect((await stale.json()).code).toBe('cleared');
      const empty = await (await laptop.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(empty.changes).toEqual([]);
      // Synced from the start again, it is taken; and a cursor past the deletion syncs as ever.
      const fresh = await (
        await laptop.post('/api/sync', { cursor: null, changes: [entry(2, 'new', 20)] })
      ).json();
      expect(Number(fresh.cursor)).toBeGreaterThan(Number(synced.cursor));
      const later = await laptop.post('/api/sync', {
        cursor: fresh.cursor,
        changes: [entry(3, 'later', 30)],
      });
      expect(later.status).toBe(200);
      const all = await (await laptop.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes.map((c: { key: string }) => c.key).sort()).toEqual(['2', '3']);
      // The quota counts only what is there now.
      const userId = (await (await laptop.get('/api/auth/get-session')).json()).user.id as string;
      const { bytes } = await server.database.db
        .selectFrom('sync_user')
        .select('bytes')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(Number(bytes)).toBeLessThan(200);
    });

    it('answers with what others wrote since the cursor, not the writes just sent', async () => {
      const phone = await signedIn(server, 'pat');
      const start = await (await phone.post('/api/sync', { cursor: null, changes: [] })).json();
      // Another device of the same account (same session here) writes first.
      await phone.post('/api/sync', {
        cursor: start.cursor,
        changes: [entry(7, 'from laptop', 5)],
      });
      const answer = await (
        await phone.post('/api/sync', {
          cursor: start.cursor,
          changes: [mood('2026-11-21', 'Good', 6), entry(8, 'from phone', 6)],
        })
      ).json();
      expect(answer.changes).toEqual([entry(7, 'from laptop', 5)]);
      expect(answer.more).toBe(false);
      // The cursor covers both, so nothing comes again.
      const next = await (
        await phone.post('/api/sync', { cursor: answer.cursor, changes: [] })
      ).json();
      expect(next.changes).toEqual([]);
      const all = await (await phone.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes).toHaveLength(3);
      // A request that names one record twice learns which of the two was kept.
      const twice = await (
        await phone.post('/api/sync', {
          cursor: next.cursor,
          changes: [mood('2026-11-22', 'Bad', 9), mood('2026-11-22', 'Good', 8)],
        })
      ).json();
      expect(twice.changes).toEqual([mood('2026-11-22', 'Bad', 9)]);
    });

    it('refuses a body that is not a sync request with a clear 400', async () => {
      const a = await signedIn(server, 'val');
      const cases: Array<[unknown, RegExp]> = [
        ['not json', /must be JSON/],
        [{ cursor: null }, /changes/],
        [
          {
            cursor: null,
            changes: Array.from({ length: 1001 }, (_, i) => mood('2026-11-20', 'Good', i)),
          },
          /at most 1000/,
        ],
        [{ cursor: 'DROP TABLE', changes: [] }, /cursor/],
      ];
      for (const [body, message] of cases) {
        const res = await a.request('/api/sync', {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        expect(res.status).toBe(400);
        expect((await res.json()).error).toMatch(message);
      }
    });

    it('keeps the valid records of a request and names each invalid one with its reason', async () => {
      const a = await signedIn(server, 'records');
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ ...mood('2026-11-20', 'Good', 1), kind: 'passwords' }, /unknown kind "passwords"/],
        [mood('someday', 'Good', 1), /not valid for kind mood/],
        [entry(1, 'x'.repeat(70_000), 1), /too large/],
        [{ ...entry(2, 'two ids', 1), key: '1' }, /key "1" of journal does not match the id 2/],
      ];
      const res = await a.post('/api/sync', {
        cursor: null,
        changes: [...cases.map(([r]) => r), entry(3, 'fine', 1), mood('2026-11-21', 'Good', 1)],
      });
      expect(res.status).toBe(200);
      const answer = await res.json();
      expect(answer.refused).toHaveLength(cases.length);
      cases.forEach(([record, reason], i) => {
        expect(answer.refused[i]).toEqual({
          kind: record.kind,
          key: record.key,
          reason: expect.stringMatching(reason),
        });
      });
      const all = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes.map((c: { key: string }) => c.key).sort()).toEqual(['2026-11-21', '3']);
      expect(all.refused).toBeUndefined();
    });

    it('syncs a check-in, a tool use and the activity list, and refuses a malformed one each on its own', async () => {
      const a = await signedIn(server, 'checkins');
      const record = (kind: string, key: string, value: unknown) => ({
        kind,
        key,
        value,
        updatedAt: 1,
        deleted: false,
      });
      const checkIn = {
        id: 'c1',
        at: '2026-11-05T09:30:00.000+01:00',
        level: 7,
        emotions: ['Calm'],
        activities: ['Walk'],
        note: 'A good walk.',
      };
      const use = {
        id: 'u1',
        tool: 'breathing',
        startedAt: '2026-11-05T08:00:00.000+01:00',
        endedAt: '2026-11-05T08:04:00.000+01:00',
        before: 7,
        after: 4,
      };
      const good = [
        record('checkIn', 'c1', checkIn),
        record('toolUse', 'u1', use),
        record('activities', 'list', ['Walk', 'Tea']),
      ];
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [
          record('checkIn', 'c2', { ...checkIn, id: 'c2', level: 11 }),
          /value of checkIn\/c2 has the wrong shape/,
        ],
        [record('checkIn', 'c3', { ...checkIn, id: 'c3', note: 'x'.repeat(1001) }), /wrong shape/],
        [record('checkIn', 'other', checkIn), /key "other" of checkIn does not match the id c1/],
        [
          record('toolUse', 'u2', { ...use, id: 'u2', tool: 'shouting' }),
          /value of toolUse\/u2 has the wrong shape/,
        ],
        [
          record('activities', 'list', Array(51).fill('Walk')),
          /value of activities\/list has the wrong shape/,
        ],
      ];
      const res = await a.post('/api/sync', {
        cursor: null,
        changes: [...cases.map(([r]) => r), ...good],
      });
      expect(res.status).toBe(200);
      const answer = await res.json();
      expect(answer.refused).toHaveLength(cases.length);
      cases.forEach(([r, reason], i) => {
        expect(answer.refused[i]).toEqual({
          kind: r.kind,
          key: r.key,
          reason: expect.stringMatching(reason),
        });
      });
      // Another device of the account receives exactly the valid ones.
      const other = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(other.changes).toEqual(expect.arrayContaining(good));
      expect(other.changes).toHaveLength(good.length);
    });

    it("refuses a value nested 100,000 levels deep with a 400, failing nobody else's request", async () => {
      const attacker = await signedIn(server, 'deep');
      const other = await signedIn(server, 'bystander');
      const deep = '['.repeat(100_000) + ']'.repeat(100_000);
      const wide = `[${'0,'.repeat(300_000)}0]`;
      const bodies = [deep, wide].map(
        (value) =>
          `{"cursor":null,"changes":[{"kind":"journal","key":"1","value":${value},"updatedAt":1,"deleted":false}]}`,
      );
      // Sent together with another user's requests, so the server handles them together.
      const [nested, broad, ...others] = await Promise.all([
        ...bodies.map((body) => attacker.request('/api/sync', { method: 'POST', body })),
        ...Array.from({ length: 48 }, (_, i) =>
          other.post('/api/sync', { cursor: null, changes: [entry(i + 1, `entry ${i}`, 10)] }),
        ),
      ]);
      expect(nested!.status).toBe(400);
      expect((await nested!.json()).error).toMatch(/nested more than \d+ levels deep/);
      expect(broad!.status).toBe(400);
      expect((await broad!.json()).error).toMatch(/more than [\d,]+ values/);
      expect(others.map((r) => r.status)).toEqual(Array(48).fill(200));
      const view = await (await other.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(view.changes).toHaveLength(48);
    });

    it('refuses a journal edit made on an older version than it holds, and sends that version back to merge with', async () => {
      const a = await signedIn(server, 'apart');
      const on = (content: string, updatedAt: number, base: number) => ({
        ...entry(3, content, updatedAt),
        base,
      });
      const first = await (
        await a.post('/api/sync', { cursor: null, changes: [on('Slept badly.', 10, 0)] })
      ).json();
      // the other device's edit, made on the first version
      await a.post('/api/sync', {
        cursor: first.cursor,
        changes: [on('Slept badly. Better now.', 20, 10)],
      });
      // this device's, newer, also made on the first version: refused, the stored one sent back
      const apart = await (
        await a.post('/api/sync', {
          cursor: first.cursor,
          changes: [on('Slept badly, napped.', 30, 10)],
        })
      ).json();
      expect(apart.changes).toEqual([entry(3, 'Slept badly. Better now.', 20)]);
      // made on the version it holds: kept
      await a.post('/api/sync', { cursor: apart.cursor, changes: [on('Both, merged.', 40, 20)] });
      const all = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes).toEqual([entry(3, 'Both, merged.', 40)]);
    });

    it('keeps a change stamped ahead of its clock as made now, and tells the device', async () => {
      const a = await signedIn(server, 'clock');
      const y2099 = Date.UTC(2099, 0, 1);
      const before = Date.now();
      const res = await a.post('/api/sync', {
        cursor: null,
        changes: [mood('2026-11-20', 'Good', y2099), mood('2026-11-21', 'Bad', before)],
      });
      expect(res.status).toBe(200);
      const answer = await res.json();
      // Only the clamped one comes back, with the time it was kept at.
      expect(answer.changes).toHaveLength(1);
      expect(answer.changes[0]).toMatchObject({ key: '2026-11-20', value: 'Good' });
      expect(answer.changes[0].updatedAt).toBeGreaterThanOrEqual(before);
      expect(answer.changes[0].updatedAt).toBeLessThanOrEqual(Date.now());
      expect(answer.now).toBeGreaterThanOrEqual(answer.changes[0].updatedAt);
      // A correct edit made a moment later wins over it.
      await a.post('/api/sync', {
        cursor: answer.cursor,
        changes: [mood('2026-11-20', 'Neutral', Date.now() + 1000)],
      });
      const all = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes.find((c: { key: string }) => c.key === '2026-11-20').value).toBe(
        'Neutral',
      );
    });

    it('a record kept at the largest time (before times were clamped) can be edited again', async () => {
      const a = await signedIn(server, 'maxtime');
      const userId = (await (await a.get('/api/auth/get-session')).json()).user.id as string;
      const MAX = 8_640_000_000_000_000;
      expect(
        (await a.post('/api/sync', { cursor: null, changes: [mood('2026-11-20', 'Good', MAX)] }))
          .status,
      ).toBe(200);
      // As an older server kept it.
      await server.database.db
        .updateTable('sync_record')
        .set({ updated_at: MAX })
        .where('user_id', '=', userId)
        .execute();
      // The device's next edit is stamped one after what it knows.
      const res = await a.post('/api/sync', {
        cursor: null,
        changes: [mood('2026-11-20', 'Bad', MAX + 1)],
      });
      expect(res.status).toBe(200);
      const all = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(all.changes).toHaveLength(1);
      expect(all.changes[0].value).toBe('Bad');
      expect(all.changes[0].updatedAt).toBeLessThanOrEqual(Date.now());
    });

    it('keeps no deletion of a record it never had, counts tombstones against the quota, and purges old ones', async () => {
      const a = await signedIn(server, 'tomb');
      const userId = (await (await a.get('/api/auth/get-session')).json()).user.id as string;
      const rows = () =>
        server.database.db
          .selectFrom('sync_record')
          .select(['key', 'deleted', 'size'])
          .where('user_id', '=', userId)
          .orderBy('key')
          .execute();
      const used = async () =>
        Number(
          (
            await server.database.db
              .selectFrom('sync_user')
              .select('bytes')
              .where('user_id', '=', userId)
              .executeTakeFirst()
          )?.bytes ?? 0,
        );
      // A thousand deletions of records that never existed: accepted, and nothing kept.
      const unknown = Array.from({ length: 1000 }, (_, i) => ({
        kind: 'journal',
        key: String(i + 1),
        value: null,
        updatedAt: 5,
        deleted: true,
      }));
      expect((await a.post('/api/sync', { cursor: null, changes: unknown })).status).toBe(200);
      expect(await rows()).toEqual([]);
      expect(await used()).toBe(0);

      // A deletion of a record it has is kept, and counted.
      const now = Date.now();
      await a.post('/api/sync', { cursor: null, changes: [mood('2026-11-20', 'Good', now)] });
      await a.post('/api/sync', { cursor: null, changes: [mood('2026-11-20', '', now + 1, true)] });
      const [tomb] = await rows();
      expect(tomb).toMatchObject({ key: '2026-11-20', deleted: 1 });
      expect(tomb!.size).toBeGreaterThan(0);
      expect(await used()).toBe(tomb!.size);

      // Kept while young; gone (and its room given back) once older than the set age.
      await purgeTombstones(server.database.db, now + 1000);
      expect(await rows()).toHaveLength(1);
      await purgeTombstones(server.database.db, now + 2 + TOMBSTONE_MAX_AGE_MS);
      expect(await rows()).toEqual([]);
      expect(await used()).toBe(0);
    });

    it('has a per-user quota with a clear 413, and nothing of that request is kept', async () => {
      const a = await signedIn(server, 'quota');
      const big = Array.from({ length: 10 }, (_, i) => entry(i + 1, 'y'.repeat(3000), 10));
      const res = await a.post('/api/sync', { cursor: null, changes: big });
      expect(res.status).toBe(413);
      expect((await res.json()).error).toMatch(/storage limit/);
      const view = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(view.changes).toHaveLength(0);
      // Within the quota it works.
      expect((await a.post('/api/sync', { cursor: null, changes: big.slice(0, 3) })).status).toBe(
        200,
      );
    });

    it('requests that arrive together are kept or refused each on their own', async () => {
      const over = await signedIn(server, 'over');
      const fine = await signedIn(server, 'fine');
      const big = Array.from({ length: 10 }, (_, i) => entry(i + 1, 'y'.repeat(3000), 10));
      // Sent at the same moment, so the server commits them together.
      const [refused, kept, alsoKept] = await Promise.all([
        over.post('/api/sync', { cursor: null, changes: big }),
        fine.post('/api/sync', { cursor: null, changes: [entry(1, 'first', 10)] }),
        fine.post('/api/sync', { cursor: null, changes: [entry(2, 'second', 11)] }),
      ]);
      expect([refused.status, kept.status, alsoKept.status]).toEqual([413, 200, 200]);
      const overView = await (await over.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(overView.changes).toEqual([]);
      const fineView = await (await fine.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(fineView.changes.map((c: { key: string }) => c.key).sort()).toEqual(['1', '2']);
      expect(Number(fineView.cursor)).toBe(2);
    });

    if (kind === 'postgres')
      it("takes a user's requests that arrive while one is in the database together, in one transaction", async () => {
        const a = await signedIn(server, 'together');
        const days = Array.from(
          { length: 12 },
          (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`,
        );
        const replies = await Promise.all(
          days.map((day, i) =>
            a.post('/api/sync', { cursor: null, changes: [mood(day, 'Good', 100 + i)] }),
          ),
        );
        expect(replies.map((r) => r.status)).toEqual(days.map(() => 200));
        // Each request is answered as if alone: its page holds what those before it wrote.
        const seen = await Promise.all(replies.map(async (r) => (await r.json()).changes.length));
        expect(seen.sort((x, y) => x - y)).toEqual(days.map((_, i) => i));
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          // xmin: the transaction that wrote the row.
          const { rows } = await db.query<{ records: string; transactions: string }>(
            `SELECT count(*) AS records, count(DISTINCT xmin::text) AS transactions
               FROM sync_record WHERE kind = 'mood' AND key LIKE '2026-03-%'`,
          );
          expect(Number(rows[0]!.records)).toBe(12);
          expect(Number(rows[0]!.transactions)).toBeLessThan(12);
        } finally {
          await db.end();
        }
      });

    it(
      kind === 'postgres'
        ? "gives every device of a user one route cookie, another user's another"
        : 'sets no route cookie with one instance (SQLite)',
      async () => {
        const phone = await signedIn(server, 'routed');
        const email = `routed-${n}@example.com`;
        const laptop = browser(server.app, '10.5.9.1');
        const signIn = await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD });
        expect(signIn.status).toBe(200);
        const other = await signedIn(server, 'routed-other');
        const routeOf = async (b: typeof phone) => {
          const res = await b.post('/api/sync', { cursor: null, changes: [] });
          expect(res.status).toBe(200);
          return res.headers
            .getSetCookie()
            .find((c) => c.startsWith('mentora_route='))
            ?.split(';')[0];
        };
        const [onPhone, onLaptop, ofOther] = [
          await routeOf(phone),
          await routeOf(laptop),
          await routeOf(other),
        ];
        if (kind === 'sqlite') {
          expect([onPhone, onLaptop, ofOther]).toEqual([undefined, undefined, undefined]);
          return;
        }
        expect(onPhone).toMatch(/^mentora_route=[0-9a-f]{16}$/);
        expect(onLaptop).toBe(onPhone);
        expect(ofOther).not.toBe(onPhone);
        // sent back, it is not set again
        expect(await routeOf(phone)).toBeUndefined();
      },
    );

    it('settles more requests of one user than one transaction takes, each after the one before', async () => {
      const a = await signedIn(server, 'many-at-once');
      // more than a transaction takes of one user (16), so the rest wait for the next
      const days = Array.from({ length: 40 }, (_, i) => {
        const d = new Date(Date.UTC(2025, 0, 1 + i));
        return d.toISOString().slice(0, 10);
      });
      const replies = await Promise.all(
        days.map((day, i) =>
          a.post('/api/sync', { cursor: null, changes: [mood(day, 'Good', 300 + i)] }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(days.map(() => 200));
      // Each is answered as if alone, after the others in some order: its page holds what those
      // before it wrote, so the replies see 0, 1, ..., 39 records (39 records the last one).
      const seen = await Promise.all(
        replies.map(async (r) => (await r.json()).changes.length as number),
      );
      expect(seen.sort((x, y) => x - y)).toEqual(days.map((_, i) => i));
      const view = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(view.changes).toHaveLength(40);
      expect(Number(view.cursor)).toBe(40);
    });

    if (kind === 'postgres')
      it('settles the waiting requests of several users in one transaction, each kept as its own', async () => {
        const users = await Promise.all(
          Array.from({ length: 6 }, (_, u) => signedIn(server, `shared-${u}`)),
        );
        const days = [1, 2, 3, 4].map((d) => `2026-04-0${d}`);
        const replies = await Promise.all(
          users.flatMap((user, u) =>
            days.map((day, i) =>
              user.post('/api/sync', {
                cursor: null,
                changes: [mood(day, 'Good', 200 + 10 * u + i)],
              }),
            ),
          ),
        );
        expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
        // Every user sees only their own records, all four of them.
        for (const [u, user] of users.entries()) {
          const view = await (await user.post('/api/sync', { cursor: null, changes: [] })).json();
          expect(
            view.changes
              .map((c: { key: string; updatedAt: number }) => `${c.key} ${c.updatedAt}`)
              .sort(),
          ).toEqual(days.map((day, i) => `${day} ${200 + 10 * u + i}`));
        }
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          // xmin: the transaction that wrote the row; some wrote the rows of more than one user.
          const { rows } = await db.query<{ users: string }>(
            `SELECT count(DISTINCT user_id) AS users FROM sync_record
               WHERE kind = 'mood' AND key LIKE '2026-04-%' GROUP BY xmin::text`,
          );
          expect(Math.max(...rows.map((r) => Number(r.users)))).toBeGreaterThan(1);
        } finally {
          await db.end();
        }
      });

    it('pages by cursor when there are more than 1000 changes', async () => {
      const a = await signedIn(server, 'pager');
      const days = Array.from({ length: 1005 }, (_, i) => {
        const d = new Date(2020, 0, 1 + i);
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        return { kind: 'moodLevel', key: iso, value: (i % 10) + 1, updatedAt: 1, deleted: false };
      });
      expect(
        (await a.post('/api/sync', { cursor: null, changes: days.slice(0, 1000) })).status,
      ).toBe(200);
      expect((await a.post('/api/sync', { cursor: null, changes: days.slice(1000) })).status).toBe(
        200,
      );
      const p1 = await (await a.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(p1.more).toBe(true);
      expect(p1.changes).toHaveLength(1000);
      const p2 = await (await a.post('/api/sync', { cursor: p1.cursor, changes: [] })).json();
      expect(p2.more).toBe(false);
      const keys = new Set([...p1.changes, ...p2.changes].map((c: { key: string }) => c.key));
      expect(p2.changes).toHaveLength(5);
      expect(keys.size).toBe(1005);
    });

    it('deleting the account removes its synced records and its sessions', async () => {
      const a = await signedIn(server, 'gone');
      await a.post('/api/sync', { cursor: null, changes: [entry(7, 'bye', 1)] });
      const session = await (await a.get('/api/auth/get-session')).json();
      const userId = session.user.id as string;
      const res = await a.post('/api/auth/delete-user', { password: PASSWORD });
      expect(res.status).toBe(200);
      const left = await server.database.db
        .selectFrom('sync_record')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(left).toHaveLength(0);
      expect((await a.post('/api/sync', { cursor: null, changes: [] })).status).toBe(401);
    });
  });
}
