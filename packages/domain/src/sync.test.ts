import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COPING_CATEGORIES } from './coping-skills';
import {
  applyServerChanges,
  diffAgainstBase,
  EMPTY_SNAPSHOT,
  keptAfterClearing,
  MAX_CLOCK_SKEW_MS,
  recordId,
  recordsToSnapshot,
  snapshotToRecords,
  stableStringify,
  stampChanges,
  SyncRequestSchema,
  wins,
  type LiveRecord,
  type SyncBase,
  type SyncRecord,
  type SyncResponse,
} from './sync';
import {
  latestPerRecord,
  pageReadLimit,
  settle,
  type ExistingRecord,
  type PageRecord,
} from './sync-plan';
import { moveCollidingSkills, replacesSkill } from './sync-skills';

/**
 * One user's records on a server, in memory: the tables the server keeps (a row per record with
 * its sequence number and size, and the user's sequence number and bytes). Requests go through
 * the server's own rules (settle, as both databases call it); only the storage is this test's.
 */
interface Store {
  user: { seq: number; bytes: number };
  rows: Map<string, ExistingRecord & PageRecord>;
}

const newStore = (): Store => ({ user: { seq: 0, bytes: 0 }, rows: new Map() });

/** One sync request to the store, as the server answers it (the reply parsed). */
function exchange(
  store: Store,
  cursor: number,
  all: SyncRecord[],
  now: number,
  quotaBytes = Infinity,
): SyncResponse {
  const changes = latestPerRecord(all);
  const existing = new Map<string, ExistingRecord>();
  for (const ch of changes) {
    const row = store.rows.get(recordId(ch.kind, ch.key));
    if (row) existing.set(recordId(ch.kind, ch.key), row);
  }
  const pageBefore = [...store.rows.values()]
    .filter((r) => Number(r.seq) > cursor && Number(r.seq) <= store.user.seq)
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .slice(0, pageReadLimit(changes));
  const { writes, seq, bytes, body } = settle({
    all,
    changes,
    since: cursor,
    existing,
    pageBefore,
    user: store.user,
    quotaBytes,
    now,
  });
  for (const w of writes) store.rows.set(recordId(w.kind, w.key), w);
  store.user = { seq, bytes };
  return JSON.parse(body) as SyncResponse;
}

interface Client {
  current: Map<string, LiveRecord>;
  base: SyncBase;
  cursor: number;
  clock: number;
}

const newClient = (): Client => ({ current: new Map(), base: {}, cursor: 0, clock: 0 });

/**
 * One full sync round trip (every page of it), optionally with a local edit landing while the
 * request is in flight.
 */
function sync(
  c: Client,
  server: Store,
  now: number,
  inFlightEdit?: (c: Client) => string,
  serverNow = now,
) {
  c.current = moveCollidingSkills(c.current, c.base);
  const sent = diffAgainstBase(c.current, c.base, now);
  const changed = new Set<string>();
  let reply = exchange(server, c.cursor, sent, serverNow);
  if (inFlightEdit) changed.add(inFlightEdit(c));
  // as the sync engine does: a skill of its own under an id another skill took goes elsewhere
  const mine = moveCollidingSkills(c.current, c.base, reply.changes);
  let res = applyServerChanges(mine, c.base, sent, reply.changes, changed, reply.now);
  c.current = res.current;
  c.base = res.base;
  c.cursor = Number(reply.cursor);
  while (reply.more) {
    reply = exchange(server, c.cursor, [], serverNow);
    res = applyServerChanges(c.current, c.base, [], reply.changes, changed, reply.now);
    c.current = res.current;
    c.base = res.base;
    c.cursor = Number(reply.cursor);
  }
}

const valueOf = (r: ExistingRecord) => (r.value === null ? null : (JSON.parse(r.value) as unknown));
const live = (server: Store) =>
  new Map(
    [...server.rows]
      .filter(([, r]) => !r.deleted)
      .map(([id, r]) => [id, stableStringify(valueOf(r))] as const),
  );
const view = (c: Client) =>
  new Map([...c.current].map(([id, r]) => [id, stableStringify(r.value)] as const));

const KEYS = ['2026-01-01', '2026-01-02', '2026-01-03'];
const op = fc.oneof(
  fc.record({
    t: fc.constant('set' as const),
    who: fc.integer({ min: 0, max: 1 }),
    key: fc.constantFrom(...KEYS),
    v: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({
    t: fc.constant('del' as const),
    who: fc.integer({ min: 0, max: 1 }),
    key: fc.constantFrom(...KEYS),
  }),
  fc.record({
    t: fc.constant('sync' as const),
    who: fc.integer({ min: 0, max: 1 }),
    tick: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    t: fc.constant('syncEdit' as const),
    who: fc.integer({ min: 0, max: 1 }),
    key: fc.constantFrom(...KEYS),
    v: fc.integer({ min: 1, max: 10 }),
  }),
);

describe('sync convergence', () => {
  it('any interleaving of edits on two devices, synced in any order, converges everywhere', () => {
    // The second device's clock is a little ahead, or further ahead than the server allows (its
    // changes are then kept at the server's time, and it is told so).
    const skews = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(MAX_CLOCK_SKEW_MS + 60_000));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), skews, (ops, skew) => {
        const server = newStore();
        const clients = [newClient(), newClient()];
        let time = 1000;
        const now = (who: number) => time + (who === 1 ? skew : 0);
        const setOn = (c: Client, key: string, v: number) => {
          c.current.set(recordId('moodLevel', key), { kind: 'moodLevel', key, value: v });
          return recordId('moodLevel', key);
        };
        for (const o of ops) {
          time += 1;
          const c = clients[o.who]!;
          if (o.t === 'set') setOn(c, o.key, o.v);
          else if (o.t === 'del') c.current.delete(recordId('moodLevel', o.key));
          else if (o.t === 'sync') {
            time += o.tick;
            sync(c, server, now(o.who), undefined, time);
          } else sync(c, server, now(o.who), (cl) => setOn(cl, o.key, o.v), time);
        }
        for (let i = 0; i < 3; i++) {
          time += 1;
          sync(clients[0]!, server, now(0), undefined, time);
          time += 1;
          sync(clients[1]!, server, now(1), undefined, time);
        }
        const expected = live(server);
        expect(view(clients[0]!)).toEqual(expected);
        expect(view(clients[1]!)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("no record's newest edit is lost: the server keeps the winner of every edit it was sent", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.constantFrom(...KEYS),
            v: fc.integer({ min: 1, max: 10 }),
            t: fc.integer({ min: 1, max: 50 }),
            deleted: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        fc.nat(),
        (edits, cut) => {
          const server = newStore();
          // Every key is stored first, so each deletion has a record to delete (one the server
          // never had is not kept at all: see the server's sync tests).
          exchange(
            server,
            0,
            KEYS.map((key) => ({ kind: 'moodLevel', key, value: 0, updatedAt: 0, deleted: false })),
            100,
          );
          const changes: SyncRecord[] = edits.map((e) => ({
            kind: 'moodLevel',
            key: e.key,
            value: e.deleted ? null : e.v,
            updatedAt: e.t,
            deleted: e.deleted,
          }));
          // Sent in two requests, the later edits first, the result is the overall winner.
          const at = changes.length === 0 ? 0 : cut % (changes.length + 1);
          exchange(server, 0, changes.slice(at), 100);
          exchange(server, 0, changes.slice(0, at), 100);
          for (const key of KEYS) {
            const mine = changes.filter((c) => c.key === key);
            if (mine.length === 0) continue;
            const best = mine.reduce((a, b) => (wins(b, a) ? b : a));
            const row = server.rows.get(recordId('moodLevel', key))!;
            expect(Number(row.updated_at)).toBe(best.updatedAt);
            expect(Boolean(row.deleted)).toBe(best.deleted);
            if (!best.deleted) expect(valueOf(row)).toBe(best.value);
          }
        },
      ),
    );
  });

  it('a device far behind gets every record in pages, its own changes as it sent them', () => {
    const server = newStore();
    const day = (i: number) =>
      new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const level = (i: number, value: number, updatedAt: number): SyncRecord => ({
      kind: 'moodLevel',
      key: day(i),
      value,
      updatedAt,
      deleted: false,
    });
    const first = newClient();
    for (let i = 0; i < 2500; i++) {
      first.current.set(recordId('moodLevel', day(i)), {
        kind: 'moodLevel',
        key: day(i),
        value: 1,
      });
    }
    sync(first, server, 10);
    // A second device that has never synced edits five of the oldest records (the first page's).
    const second = newClient();
    for (let i = 0; i < 5; i++) {
      second.current.set(recordId('moodLevel', day(i)), {
        kind: 'moodLevel',
        key: day(i),
        value: 9,
      });
    }
    const pages: number[] = [];
    let reply = exchange(
      server,
      0,
      [0, 1, 2, 3, 4].map((i) => level(i, 9, 20)),
      20,
    );
    pages.push(reply.changes.length);
    const seen = new Map(reply.changes.map((r) => [recordId(r.kind, r.key), r.value]));
    while (reply.more) {
      reply = exchange(server, Number(reply.cursor), [], 20);
      pages.push(reply.changes.length);
      for (const r of reply.changes) seen.set(recordId(r.kind, r.key), r.value);
    }
    // The five it wrote left the first page and come on the last, as stored: its own values.
    expect(pages).toEqual([1000, 1000, 500]);
    expect(seen.size).toBe(2500);
    for (let i = 0; i < 5; i++) expect(seen.get(recordId('moodLevel', day(i)))).toBe(9);
    expect(seen.get(recordId('moodLevel', day(5)))).toBe(1);
    // And a full sync of each device leaves both with the same records.
    sync(second, server, 30);
    sync(first, server, 40);
    expect(view(second)).toEqual(live(server));
    expect(view(first)).toEqual(live(server));
    expect(live(server).get(recordId('moodLevel', day(0)))).toBe('9');
  });
});

describe('records of a snapshot', () => {
  it('round-trips a snapshot through records', () => {
    const snap = {
      ...EMPTY_SNAPSHOT,
      moodHistory: { '2026-11-20': 'Good' },
      moodLevels: { '2026-11-20': 7 },
      journalHistory: [
        { id: 2, content: 'b', date: 'd', time: 't' },
        { id: 1, content: 'a', date: 'd', time: 't' },
      ],
      copingSkillsFavorites: [3, 26],
      settings: { sounds: true, reminderEnabled: false, reminderTime: '20:00' },
    };
    expect(recordsToSnapshot(snapshotToRecords(snap).values())).toEqual(snap);
  });

  it('diffs: new and changed records are sent, removed ones become tombstones', () => {
    const current = snapshotToRecords({
      ...EMPTY_SNAPSHOT,
      moodLevels: { '2026-11-20': 7, '2026-11-21': 3 },
    });
    const base: SyncBase = {
      [recordId('moodLevel', '2026-11-20')]: { h: '7', t: 5 },
      [recordId('moodLevel', '2026-11-19')]: { h: '4', t: 5 },
    };
    const changes = diffAgainstBase(current, base, 100);
    expect(changes).toEqual([
      { kind: 'moodLevel', key: '2026-11-21', value: 3, updatedAt: 100, deleted: false },
      { kind: 'moodLevel', key: '2026-11-19', value: null, updatedAt: 100, deleted: true },
    ]);
  });
});

describe('a change goes out stamped with when it was made', () => {
  const day = (d: number) => `2026-11-${d}`;
  const levels = (m: Record<string, number>) =>
    snapshotToRecords({ ...EMPTY_SNAPSHOT, moodLevels: m });
  const base: SyncBase = {
    [recordId('moodLevel', day(20))]: { h: '7', t: 50 },
    [recordId('moodLevel', day(19))]: { h: '4', t: 50 },
  };

  it('an edit seen at 100 and sent at 900 (offline between) is sent as made at 100', () => {
    const edited = levels({ [day(20)]: 2, [day(19)]: 4 });
    const stamps = stampChanges(edited, base, {}, 100);
    expect(stamps).toEqual({ [recordId('moodLevel', day(20))]: { h: '2', t: 100 } });
    // seen again later, unchanged: its time stays
    expect(stampChanges(edited, base, stamps, 500)).toEqual(stamps);
    expect(diffAgainstBase(edited, base, 900, stamps)).toEqual([
      { kind: 'moodLevel', key: day(20), value: 2, updatedAt: 100, deleted: false },
    ]);
    // so a later edit elsewhere (at 400) wins over it, where and whenever they meet
    const elsewhere = {
      kind: 'moodLevel' as const,
      key: day(20),
      value: 9,
      updatedAt: 400,
      deleted: false,
    };
    expect(wins(elsewhere, diffAgainstBase(edited, base, 900, stamps)[0]!)).toBe(true);
  });

  it('a further edit is stamped anew, a removal too, and a change undone has no stamp', () => {
    const first = stampChanges(levels({ [day(20)]: 2, [day(19)]: 4 }), base, {}, 100);
    const again = levels({ [day(20)]: 3 });
    const stamps = stampChanges(again, base, first, 300);
    expect(stamps).toEqual({
      [recordId('moodLevel', day(20))]: { h: '3', t: 300 },
      [recordId('moodLevel', day(19))]: { h: '\u0000deleted', t: 300 },
    });
    expect(diffAgainstBase(again, base, 900, stamps)).toEqual([
      { kind: 'moodLevel', key: day(20), value: 3, updatedAt: 300, deleted: false },
      { kind: 'moodLevel', key: day(19), value: null, updatedAt: 300, deleted: true },
    ]);
    expect(stampChanges(levels({ [day(20)]: 7, [day(19)]: 4 }), base, stamps, 400)).toEqual({});
  });

  it('once the account was deleted elsewhere, keeps only what changed here and was not sent', () => {
    // day 20 edited here, day 18 added here, day 19 as the account had it
    const current = levels({ [day(20)]: 2, [day(19)]: 4, [day(18)]: 5 });
    const stamps = stampChanges(current, base, {}, 100);
    const kept = keptAfterClearing(current, stamps);
    expect([...kept.keys()].sort()).toEqual([
      recordId('moodLevel', day(18)),
      recordId('moodLevel', day(20)),
    ]);
    // sent again from the start, they go up as made when they were made
    expect(diffAgainstBase(kept, {}, 900, stampChanges(kept, {}, stamps, 900))).toEqual([
      { kind: 'moodLevel', key: day(20), value: 2, updatedAt: 100, deleted: false },
      { kind: 'moodLevel', key: day(18), value: 5, updatedAt: 100, deleted: false },
    ]);
    expect(keptAfterClearing(levels({ [day(20)]: 7, [day(19)]: 4 }), {}).size).toBe(0);
  });

  it('is never before the version it was made on, and without a stamp is sent as made now', () => {
    const edited = levels({ [day(20)]: 2, [day(19)]: 4 });
    // a device clock behind the account's: still after what it edited
    const behind = stampChanges(edited, base, {}, 10);
    expect(diffAgainstBase(edited, base, 900, behind)[0]!.updatedAt).toBe(51);
    expect(diffAgainstBase(edited, base, 900)[0]!.updatedAt).toBe(900);
    // a stamp of another value (edited since, not yet seen) is not used
    const stale = { [recordId('moodLevel', day(20))]: { h: '5', t: 100 } };
    expect(diffAgainstBase(edited, base, 900, stale)[0]!.updatedAt).toBe(900);
  });
});

describe('times from a clock that is ahead', () => {
  const NOW = 1_800_000_000_000;
  const rec = (value: string, updatedAt: number): SyncRecord => ({
    kind: 'mood',
    key: '2026-01-01',
    value,
    updatedAt,
    deleted: false,
  });
  const id = recordId('mood', '2026-01-01');
  const current = new Map<string, LiveRecord>([
    [id, { kind: 'mood', key: '2026-01-01', value: 'Good' }],
  ]);

  it('a change the server kept at its own time is remembered at that time', () => {
    const sent = [rec('Good', 4_102_444_800_000)]; // stamped in 2100
    const { base } = applyServerChanges(current, {}, sent, [rec('Good', NOW)], new Set(), NOW);
    expect(base[id]).toEqual({ h: '"Good"', t: NOW });
    // So the next edit is stamped from the device's clock again, and it still goes out.
    const next = new Map(current).set(id, { kind: 'mood', key: '2026-01-01', value: 'Bad' });
    expect(diffAgainstBase(next, base, NOW + 10)).toEqual([rec('Bad', NOW + 10)]);
  });

  it('a base time far ahead of the server gives way to what the server sends', () => {
    const poisoned: SyncBase = { [id]: { h: '"Good"', t: 8_640_000_000_000_000 } };
    const fromElsewhere = [rec('Bad', NOW - 5)];
    const kept = applyServerChanges(current, poisoned, [], fromElsewhere, new Set());
    expect(kept.current.get(id)?.value).toBe('Good');
    const taken = applyServerChanges(current, poisoned, [], fromElsewhere, new Set(), NOW);
    expect(taken.current.get(id)?.value).toBe('Bad');
    expect(taken.base[id]).toEqual({ h: '"Bad"', t: NOW - 5 });
  });
});

describe('sync request validation', () => {
  const ok = { kind: 'mood', key: '2026-11-21', value: 'Good', updatedAt: 1, deleted: false };
  it('accepts a valid body', () => {
    expect(SyncRequestSchema.safeParse({ cursor: null, changes: [ok] }).success).toBe(true);
  });
  it('refuses unknown kinds, bad keys, wrong shapes, oversized values and too many records', () => {
    const bad = [
      { ...ok, kind: 'secrets' },
      { ...ok, key: 'yesterday' },
      { ...ok, value: 'Great' },
      {
        ...ok,
        kind: 'journal',
        key: '1',
        value: { id: 1, content: 'x'.repeat(70_000), date: 'd', time: 't' },
      },
    ];
    for (const b of bad)
      expect(SyncRequestSchema.safeParse({ cursor: null, changes: [b] }).success).toBe(false);
    expect(
      SyncRequestSchema.safeParse({ cursor: null, changes: Array(1001).fill(ok) }).success,
    ).toBe(false);
    expect(SyncRequestSchema.safeParse({ cursor: 'abc', changes: [] }).success).toBe(false);
  });
  it('refuses values nested very deep or very wide with a message, without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    const wide = new Array(300_000).fill(0);
    for (const value of [deep, wide]) {
      for (const deleted of [false, true]) {
        const body = {
          cursor: null,
          changes: [{ ...ok, kind: 'journal', key: '1', value, deleted }],
        };
        const parsed = SyncRequestSchema.safeParse(body);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toMatch(/nested more than|more than 20000 values/);
      }
    }
    // Nor does a nested value where a kind belongs.
    const parsed = SyncRequestSchema.safeParse({ cursor: null, changes: [{ ...ok, kind: deep }] });
    expect(parsed.error?.issues[0]?.message).toBe('unknown kind "a list"');
  });
  it('refuses a journal entry or custom skill whose key is not the id in its value', () => {
    const journal = { id: 7, content: 'a', date: 'd', time: 't' };
    const skill = {
      id: 7,
      category: COPING_CATEGORIES[0],
      name: 'Walk',
      description: 'Go outside',
      isDefault: false,
    };
    for (const [kind, value] of [
      ['journal', journal],
      ['customSkill', skill],
    ] as const) {
      const record = { ...ok, kind, value };
      expect(
        SyncRequestSchema.safeParse({ cursor: null, changes: [{ ...record, key: '7' }] }).success,
      ).toBe(true);
      const parsed = SyncRequestSchema.safeParse({
        cursor: null,
        changes: [{ ...record, key: '8' }],
      });
      expect(parsed.error?.issues[0]?.message).toBe(
        `key "8" of ${kind} does not match the id 7 in its value`,
      );
    }
  });
  it('accepts a tombstone without a value', () => {
    expect(
      SyncRequestSchema.safeParse({ cursor: '3', changes: [{ ...ok, value: null, deleted: true }] })
        .success,
    ).toBe(true);
  });
});

describe('two devices that each add a custom skill between syncs keep both', () => {
  const skill = (id: number, name: string): LiveRecord => ({
    kind: 'customSkill',
    key: String(id),
    value: { id, name, description: `${name}, slowly`, category: 'Grounding', isDefault: false },
  });
  const add = (c: Client, r: LiveRecord) => c.current.set(recordId(r.kind, r.key), r);
  const names = (c: Client) =>
    [...c.current.values()]
      .filter((r) => r.kind === 'customSkill')
      .map((r) => `${r.key}:${(r.value as { name: string }).name}`)
      .sort();
  const favourites = (c: Client) =>
    [...c.current.values()].filter((r) => r.kind === 'favorite').map((r) => r.key);

  for (const order of ['the first to sync is older', 'the first to sync is newer'] as const) {
    it(`both skills end on both devices, under their own ids (${order})`, () => {
      const server = newStore();
      const a = newClient();
      const b = newClient();
      add(a, skill(26, 'Cold water'));
      add(b, skill(26, 'Name five sounds'));
      add(b, { kind: 'favorite', key: '26', value: true });
      const [first, second] = order === 'the first to sync is older' ? [100, 200] : [200, 100];
      sync(a, server, first);
      sync(b, server, second);
      sync(a, server, 300);
      sync(b, server, 400);
      sync(a, server, 500);
      expect(names(a)).toEqual(['26:Cold water', '27:Name five sounds']);
      expect(names(b)).toEqual(names(a));
      // b's favourite went with its skill
      expect(favourites(b)).toEqual(['27']);
      expect(favourites(a)).toEqual(['27']);
      expect(view(a)).toEqual(live(server));
    });
  }

  it('a skill removed, and its id taken again by a new one, is not brought back', () => {
    const server = newStore();
    const a = newClient();
    const b = newClient();
    add(a, skill(26, 'Cold water'));
    sync(a, server, 100);
    sync(b, server, 110);
    a.current.delete(recordId('customSkill', '26'));
    add(a, skill(26, 'Hum a song'));
    sync(a, server, 200);
    sync(b, server, 300);
    expect(names(a)).toEqual(['27:Hum a song']);
    expect(names(b)).toEqual(names(a));
  });

  it('the account keeps a skill against a different one under its id, not the same one', () => {
    const stored = JSON.stringify(skill(26, 'Cold water').value);
    const change = (r: LiveRecord, deleted = false): SyncRecord => ({
      kind: r.kind,
      key: r.key,
      value: deleted ? null : r.value,
      updatedAt: 900,
      deleted,
    });
    expect(replacesSkill(change(skill(26, 'Name five sounds')), stored)).toBe(false);
    const same = skill(26, ' cold WATER ');
    (same.value as { description: string }).description = 'Cold water, slowly ';
    expect(replacesSkill(change(same), stored)).toBe(true);
    expect(replacesSkill(change(skill(26, 'Name five sounds'), true), stored)).toBe(true);
    expect(replacesSkill(change(skill(26, 'Name five sounds')), null)).toBe(true);
  });
});

describe('edits made apart on two devices to one record are merged', () => {
  const PLAN = recordId('safetyPlan', 'plan');
  const emptyPlan = {
    warningSigns: [] as string[],
    copingStrategies: [] as string[],
    distractions: [] as Array<{ name: string; phone: string }>,
    helpers: [] as Array<{ name: string; phone: string }>,
    professionals: [] as Array<{ name: string; phone: string }>,
    saferSurroundings: [] as string[],
    reasonsForLiving: [] as string[],
  };
  type Plan = typeof emptyPlan;
  const planOf = (c: Client) => c.current.get(PLAN)?.value as Plan;
  const editPlan = (c: Client, edit: (p: Plan) => Plan) =>
    c.current.set(PLAN, {
      kind: 'safetyPlan',
      key: 'plan',
      value: edit(structuredClone(planOf(c) ?? emptyPlan)),
    });
  /** Syncs both devices in turn until neither has anything left to send. */
  const settleAll = (clients: Client[], server: Store, from: number) => {
    let t = from;
    for (let i = 0; i < 4; i++) for (const c of clients) sync(c, server, (t += 10));
  };

  it('a safety plan written on two devices offline keeps both sides, and a removal stays removed', () => {
    const server = newStore();
    const [a, b] = [newClient(), newClient()];
    editPlan(a, (p) => ({ ...p, warningSigns: ['Not sleeping', 'Skipping meals'] }));
    sync(a, server, 100);
    sync(b, server, 110);
    expect(planOf(b).warningSigns).toEqual(['Not sleeping', 'Skipping meals']);
    // offline, each device changes a different part; b also removes a sign
    editPlan(a, (p) => ({ ...p, reasonsForLiving: ['My sister'] }));
    editPlan(b, (p) => ({
      ...p,
      warningSigns: ['Not sleeping'],
      helpers: [{ name: 'Sam', phone: '07700 900123' }],
    }));
    // a's edit is the older, b's the newer: by time alone one of them was lost
    sync(b, server, 300);
    sync(a, server, 400);
    settleAll([a, b], server, 500);
    for (const c of [a, b]) {
      expect(planOf(c).warningSigns).toEqual(['Not sleeping']);
      expect(planOf(c).reasonsForLiving).toEqual(['My sister']);
      expect(planOf(c).helpers).toEqual([{ name: 'Sam', phone: '07700 900123' }]);
      expect(view(c)).toEqual(live(server));
    }
  });

  it('a plan made on each device before the first sync is one plan with both', () => {
    const server = newStore();
    const [a, b] = [newClient(), newClient()];
    editPlan(a, (p) => ({ ...p, copingStrategies: ['Walk round the block'] }));
    editPlan(b, (p) => ({ ...p, copingStrategies: ['Hot shower', 'Walk round the block'] }));
    sync(a, server, 100);
    sync(b, server, 50);
    settleAll([a, b], server, 200);
    expect(planOf(a).copingStrategies).toEqual(['Walk round the block', 'Hot shower']);
    expect(view(b)).toEqual(view(a));
  });

  it('one journal entry edited on two devices keeps both texts; an edit on one side alone wins', () => {
    const server = newStore();
    const [a, b] = [newClient(), newClient()];
    const ENTRY = recordId('journal', '5000');
    const write = (c: Client, content: string, updatedAt?: number) =>
      c.current.set(ENTRY, {
        kind: 'journal',
        key: '5000',
        value: {
          id: 5000,
          content,
          date: '1/3/2026',
          time: '9:00 PM',
          ...(updatedAt ? { updatedAt } : {}),
        },
      });
    const text = (c: Client) => (c.current.get(ENTRY)?.value as { content: string }).content;
    write(a, 'Rough day at work.');
    sync(a, server, 100);
    sync(b, server, 110);
    write(a, 'Rough day at work. Talked to Jo after, felt lighter.', 200);
    write(b, 'Rough day at work. Went to bed early.', 250);
    sync(b, server, 300);
    sync(a, server, 400);
    settleAll([a, b], server, 500);
    // both went on from the same words: each addition once, the account's first
    expect(text(a)).toBe(
      'Rough day at work. Went to bed early.\nTalked to Jo after, felt lighter.',
    );
    expect(text(b)).toBe(text(a));
    expect((a.current.get(ENTRY)?.value as { updatedAt: number }).updatedAt).toBe(250);
    // now only b edits: its text is the text, nothing doubled
    write(b, 'Went to bed early, slept well.', 600);
    settleAll([b, a], server, 700);
    expect(text(a)).toBe('Went to bed early, slept well.');
  });

  it('the account refuses a change made on another version only for kinds that merge', () => {
    const server = newStore();
    const plan = { kind: 'safetyPlan' as const, key: 'plan', deleted: false };
    exchange(server, 0, [{ ...plan, value: emptyPlan, updatedAt: 100, base: 0 }], 100);
    const made = (base: number | undefined) => ({
      ...plan,
      value: { ...emptyPlan, warningSigns: ['x'] },
      updatedAt: 200,
      ...(base === undefined ? {} : { base }),
    });
    // made on an older version: refused, and the stored one is sent back to merge with
    let reply = exchange(server, 0, [made(50)], 300);
    expect(Number(server.rows.get(PLAN)!.updated_at)).toBe(100);
    expect(reply.changes.map((r) => r.updatedAt)).toEqual([100]);
    // made on the stored version: kept
    reply = exchange(server, 0, [made(100)], 300);
    expect(Number(server.rows.get(PLAN)!.updated_at)).toBe(200);
    // a device that does not say (of before this rule): the newer wins as before
    exchange(server, 0, [{ ...made(undefined), updatedAt: 250 }], 300);
    expect(Number(server.rows.get(PLAN)!.updated_at)).toBe(250);
    // a deletion made on an older version too: the plan written since is not removed
    exchange(server, 0, [{ ...plan, value: null, deleted: true, updatedAt: 400, base: 100 }], 500);
    expect(Number(server.rows.get(PLAN)!.updated_at)).toBe(250);
    // a mood is a choice, not something written: the newer wins whatever it was made on
    exchange(
      server,
      0,
      [{ kind: 'moodLevel', key: '2026-01-01', value: 3, updatedAt: 100, deleted: false, base: 0 }],
      300,
    );
    exchange(
      server,
      0,
      [
        {
          kind: 'moodLevel',
          key: '2026-01-01',
          value: 7,
          updatedAt: 200,
          deleted: false,
          base: 50,
        },
      ],
      300,
    );
    expect(valueOf(server.rows.get(recordId('moodLevel', '2026-01-01'))!)).toBe(7);
  });

  it('ticks of one day made on two devices in any order converge, and none is lost that no one took back', () => {
    const DAY = recordId('challenges', '2026-01-01');
    const tickOp = fc.record({
      who: fc.integer({ min: 0, max: 1 }),
      t: fc.constantFrom('tick' as const, 'untick' as const, 'sync' as const),
      id: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(
      fc.property(fc.array(tickOp, { maxLength: 30 }), (ops) => {
        const server = newStore();
        const clients = [newClient(), newClient()];
        let time = 1000;
        const ticks = (c: Client) => (c.current.get(DAY)?.value as number[] | undefined) ?? [];
        const ticked = new Set<number>();
        const unticked = new Set<number>();
        for (const o of ops) {
          time += 10;
          const c = clients[o.who]!;
          if (o.t === 'sync') {
            sync(c, server, time);
            continue;
          }
          const now = new Set(ticks(c));
          if (o.t === 'tick') now.add(o.id);
          else now.delete(o.id);
          const value = [...now].sort((x, y) => x - y);
          if (value.length > 0)
            c.current.set(DAY, { kind: 'challenges', key: '2026-01-01', value });
          else c.current.delete(DAY);
          (o.t === 'tick' ? ticked : unticked).add(o.id);
        }
        settleAll(clients, server, time);
        expect(view(clients[0]!)).toEqual(live(server));
        expect(view(clients[1]!)).toEqual(live(server));
        const final = ticks(clients[0]!);
        // nothing comes that no one ticked, and a tick no one ever took back is never lost
        for (const id of final) expect(ticked.has(id)).toBe(true);
        for (const id of ticked) if (!unticked.has(id)) expect(final).toContain(id);
      }),
      { numRuns: 1000 },
    );
  });
});
