import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MentoraServer } from '../src/server';
import { browser, freshPostgresDb, testServer } from './support/server';

const PASSWORD = 'calm-river-42';
const NEW_PASSWORD = 'steady-lantern-58';
let ip = 0;

type Browser = ReturnType<typeof browser>;

/** A fresh browser (its own address, so rate limits never interfere). */
const fresh = (server: MentoraServer) => browser(server.app, `10.7.${ip >> 8}.${++ip & 255}`);

async function signUp(server: MentoraServer, name: string): Promise<[Browser, string, string]> {
  const b = fresh(server);
  const email = `${name}-${ip}@example.com`;
  const res = await b.post('/api/auth/sign-up/email', { email, password: PASSWORD, name });
  expect(res.status).toBe(200);
  const id = (await res.json()).user.id as string;
  return [b, email, id];
}

async function signIn(server: MentoraServer, email: string, password = PASSWORD) {
  const b = fresh(server);
  const res = await b.post('/api/auth/sign-in/email', { email, password });
  return { b, status: res.status };
}

const sessionUser = async (b: Browser) =>
  (await (await b.get('/api/auth/get-session')).json())?.user;

const records = (day: string, id: number) => ({
  cursor: null,
  changes: [
    { kind: 'mood', key: day, value: 'Good', updatedAt: 10, deleted: false },
    {
      kind: 'journal',
      key: String(id),
      value: { id, content: 'a quiet day', date: '1/3/2026', time: '9:00:00 AM' },
      updatedAt: 10,
      deleted: false,
    },
    {
      kind: 'settings',
      key: 'settings',
      value: { sounds: false, reminderEnabled: false, reminderTime: '20:00' },
      updatedAt: 10,
      deleted: false,
    },
  ],
});

/**
 * How many rows each table holds for a user: every table of the database with a user column
 * (better-auth's `user` by its id, the others by `userId` or `user_id`), so a table added later
 * is covered too.
 */
async function rowsOf(server: MentoraServer, userId: string): Promise<Record<string, number>> {
  const db = server.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const out: Record<string, number> = {};
  for (const table of await db.introspection.getTables()) {
    const names = table.columns.map((c) => c.name);
    const column =
      table.name === 'user' ? 'id' : names.find((n) => n === 'userId' || n === 'user_id');
    if (!column) continue;
    const row = await db
      .selectFrom(table.name)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow();
    out[table.name] = Number(row.n);
  }
  return out;
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`account deletion and password change on ${kind}`, () => {
    let server: MentoraServer;
    beforeAll(async () => {
      const databaseUrl = kind === 'postgres' ? await freshPostgresDb(inject('pgUrl')) : undefined;
      server = await testServer(databaseUrl ? { databaseUrl } : {});
      expect(server.database.type).toBe(kind);
    });
    afterAll(async () => server?.close());

    it('deleting an account removes every row of that user and no other user’s', async () => {
      const [ann, annEmail, annId] = await signUp(server, 'ann');
      const annPhone = (await signIn(server, annEmail)).b;
      const [ben, , benId] = await signUp(server, 'ben');
      expect((await ann.post('/api/sync', records('2026-01-03', 1))).status).toBe(200);
      expect((await ben.post('/api/sync', records('2026-01-03', 1))).status).toBe(200);

      const annBefore = await rowsOf(server, annId);
      const benBefore = await rowsOf(server, benId);
      // The tables that must be covered are all there, with rows for both users.
      for (const table of ['user', 'session', 'account', 'sync_record']) {
        expect(annBefore[table], table).toBeGreaterThan(0);
        expect(benBefore[table], table).toBeGreaterThan(0);
      }
      expect(annBefore.session).toBe(2);
      expect(annBefore.sync_record).toBe(3);

      const res = await ann.post('/api/auth/delete-user', { password: PASSWORD });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, message: 'User deleted' });

      const annAfter = await rowsOf(server, annId);
      for (const [table, n] of Object.entries(annAfter)) expect(n, table).toBe(0);
      expect(await rowsOf(server, benId)).toEqual(benBefore);
      // Ben's data is still his, whole.
      const pulled = await (await ben.post('/api/sync', { cursor: null, changes: [] })).json();
      expect(pulled.changes).toHaveLength(3);
      expect(await sessionUser(ben)).toMatchObject({ id: benId });
      // And Ann's phone, signed in elsewhere, is signed out too.
      expect(await sessionUser(annPhone)).toBeUndefined();
    });

    it('a deleted account’s session no longer works, and its sign-in fails', async () => {
      const [cy, cyEmail] = await signUp(server, 'cy');
      const token = cy.jar.get('better-auth.session_token');
      expect(token).toBeTruthy();
      expect((await cy.post('/api/auth/delete-user', { password: PASSWORD })).status).toBe(200);
      expect(await (await cy.get('/api/auth/get-session')).json()).toBeNull();
      // The old cookie, replayed, opens nothing.
      const replay = fresh(server);
      replay.jar.set('better-auth.session_token', token!);
      expect(await (await replay.get('/api/auth/get-session')).json()).toBeNull();
      expect((await replay.post('/api/sync', { cursor: null, changes: [] })).status).toBe(401);
      expect((await replay.post('/api/auth/update-user', { name: 'Ghost' })).status).toBe(401);
      const again = await signIn(server, cyEmail);
      expect(again.status).toBe(401);
    });

    it('no password deletes nothing, however new the session', async () => {
      const [fay, , fayId] = await signUp(server, 'fay');
      const before = await rowsOf(server, fayId);
      for (const body of [{}, { password: '' }, { password: null }, { callbackURL: '/' }]) {
        const res = await fay.post('/api/auth/delete-user', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'PASSWORD_REQUIRED',
          message: 'Please enter your password to delete your account.',
        });
      }
      expect(await rowsOf(server, fayId)).toEqual(before);
      expect(await sessionUser(fay)).toMatchObject({ id: fayId });
    });

    it('a wrong password deletes nothing', async () => {
      const [dee, , deeId] = await signUp(server, 'dee');
      const before = await rowsOf(server, deeId);
      const res = await dee.post('/api/auth/delete-user', { password: 'not-my-password' });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_PASSWORD');
      expect(await rowsOf(server, deeId)).toEqual(before);
      expect(await sessionUser(dee)).toMatchObject({ id: deeId });
    });

    it('a password change needs the current password and signs out every other session', async () => {
      const [laptop, email, id] = await signUp(server, 'eve');
      const phone = (await signIn(server, email)).b;
      const tablet = (await signIn(server, email)).b;
      expect((await rowsOf(server, id)).session).toBe(3);

      const wrong = await laptop.post('/api/auth/change-password', {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).code).toBe('INVALID_PASSWORD');
      expect(await sessionUser(phone)).toMatchObject({ id });

      const right = await laptop.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      });
      expect(right.status).toBe(200);
      // This device carries on with a new session; the others are signed out.
      expect(await sessionUser(laptop)).toMatchObject({ id });
      expect(await sessionUser(phone)).toBeUndefined();
      expect(await sessionUser(tablet)).toBeUndefined();
      expect((await phone.post('/api/sync', { cursor: null, changes: [] })).status).toBe(401);
      expect((await rowsOf(server, id)).session).toBe(1);

      expect((await signIn(server, email, PASSWORD)).status).toBe(401);
      expect((await signIn(server, email, NEW_PASSWORD)).status).toBe(200);
    });

    it('a new password is held to the same rules as at sign-up', async () => {
      const [fay] = await signUp(server, 'fay');
      const change = (newPassword: string) =>
        fay.post('/api/auth/change-password', {
          currentPassword: PASSWORD,
          newPassword,
          revokeOtherSessions: true,
        });
      expect((await (await change('abc')).json()).code).toBe('PASSWORD_TOO_SHORT');
      expect((await (await change('password')).json()).code).toBe('PASSWORD_TOO_COMMON');
    });

    it('the display name can be changed by its owner', async () => {
      const [gus, , id] = await signUp(server, 'gus');
      const res = await gus.post('/api/auth/update-user', { name: 'Gus Lee' });
      expect(res.status).toBe(200);
      expect(await sessionUser(gus)).toMatchObject({ id, name: 'Gus Lee' });
    });
  });
}
