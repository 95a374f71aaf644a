// Server load on loopback with autocannon (this process) against the real server (its own
// process): health, a hashed static asset, and signed-in sync with realistic bodies, on SQLite
// and on PostgreSQL with two instances sharing one database; then the cost of sign-in.
// Usage: node --import tsx bench/load.mjs [--no-build]   (BENCH_LOAD_SECONDS=30)
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROUTE_COOKIE } from '../apps/server/src/lib/route-cookie.ts';
import { startPostgres } from '../apps/server/test/support/postgres.ts';
import { report } from './lib.mjs';
import { distDir, ensureBuild, signUp, startServer } from './server.mjs';

/** Budgets (issues 11 and 26). */
export const BUDGETS = { syncP99Ms: 50, postgresSyncP99Ms: 100, errors: 0, non2xx: 0 };
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
const CONNECTIONS = 100;
const USERS = 20;
/** How many server instances share the PostgreSQL database (the connections split across them). */
const PG_INSTANCES = 2;
const PASSWORD = 'calm-river-42';
// Sign-in is limited per address and sync per user in production; the load comes from one
// address and a few users here.
const UNLIMITED = { RATE_LIMIT_MAX: '1000000', SYNC_RATE_LIMIT_MAX: '1000000' };
const only = process.env.BENCH_LOAD_ONLY; // 'sqlite' or 'postgres': the sync load on one only

ensureBuild();
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const asset = `/${manifest['index.html'].file}`;

const rows = [];

/** One autocannon run against one URL; its figures are printed as they come. */
async function run(title, url, opts) {
  const { path: route = '/', warm = true, connections = CONNECTIONS, ...rest } = opts;
  const result = await autocannon({
    url: `${url}${route}`,
    connections,
    duration: SECONDS,
    timeout: 10,
    // The server's code is compiled as it first runs: the figures are for a server that has
    // served a few seconds already. The warm-up's errors and statuses still count.
    ...(warm ? { warmup: { connections, duration: WARMUP_SECONDS } } : {}),
    ...rest,
  });
  if (result.warmup) {
    result.errors += result.warmup.errors;
    result.timeouts += result.warmup.timeouts;
    result.non2xx += result.warmup.non2xx;
  }
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx (${codes})`,
  );
  return result;
}

function addRows(label, result, p99Budget, note) {
  rows.push(
    { name: `${label}: requests/s`, value: Math.round(result.requests.average), unit: 'req/s' },
    { name: `${label}: p50`, value: result.latency.p50, unit: 'ms' },
    {
      name: `${label}: p99`,
      value: result.latency.p99,
      unit: 'ms',
      // The issues' "p99 under … ms".
      ...(p99Budget !== undefined ? { budget: p99Budget, under: true } : {}),
      ...(note ? { note } : {}),
    },
    { name: `${label}: errors`, value: result.errors + result.timeouts, budget: BUDGETS.errors },
    { name: `${label}: non-2xx`, value: result.non2xx, budget: BUDGETS.non2xx },
  );
}

const rand = (n) => Math.floor(Math.random() * n);
const day = (back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const WORDS =
  'slept better today walked to the park felt anxious before the meeting then calmer after breathing'.split(
    ' ',
  );
const words = (n) => Array.from({ length: n }, () => WORDS[rand(WORDS.length)]).join(' ');
let journalId = Date.now();

/** A realistic change set: today's mood, level and challenges, sometimes a journal entry. */
function syncBody() {
  const now = Date.now();
  const d = day(rand(3));
  const changes = [
    {
      kind: 'mood',
      key: d,
      value: ['Good', 'Neutral', 'Bad'][rand(3)],
      updatedAt: now,
      deleted: false,
    },
    { kind: 'moodLevel', key: d, value: 1 + rand(10), updatedAt: now, deleted: false },
    {
      kind: 'challenges',
      key: d,
      value: [1 + rand(4), 5 + rand(4)],
      updatedAt: now,
      deleted: false,
    },
  ];
  if (Math.random() < 0.4) {
    const id = journalId++;
    const at = new Date(id);
    changes.push({
      kind: 'journal',
      key: String(id),
      value: {
        id,
        content: words(90),
        date: at.toLocaleDateString('en-US'),
        time: at.toLocaleTimeString('en-US'),
      },
      updatedAt: now,
      deleted: false,
    });
  }
  if (Math.random() < 0.1) {
    changes.push({
      kind: 'favorite',
      key: String(1 + rand(25)),
      value: true,
      updatedAt: now,
      deleted: false,
    });
  }
  return changes;
}

/** Signs up the load's users; returns their session cookies. */
async function signUpUsers(url) {
  const cookies = [];
  for (let i = 0; i < USERS; i++) cookies.push(await signUp(url, `load${i}@example.com`));
  return cookies;
}

/**
 * Each user's route cookie, from a first sync as a device gets it, and the instance a load
 * balancer that hashes that cookie sends the user to (README, docs/decisions/0031). Returns, for
 * each instance, its users' cookies (the route cookie with the session's).
 */
async function routeUsers(urls, cookies) {
  const byInstance = urls.map(() => []);
  for (const cookie of cookies) {
    const res = await fetch(`${urls[0]}/api/sync`, {
      method: 'POST',
      headers: { origin: urls[0], 'content-type': 'application/json', cookie },
      body: JSON.stringify({ cursor: null, changes: [] }),
    });
    const route = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${ROUTE_COOKIE}=`));
    if (res.status !== 200 || !route) throw new Error(`no route cookie: ${res.status}`);
    const instance = Number.parseInt(route.split('=')[1].slice(0, 8), 16) % urls.length;
    byInstance[instance].push(`${cookie}; ${route}`);
  }
  if (byInstance.some((users) => users.length === 0))
    throw new Error('every user was routed to one instance');
  return byInstance;
}

/**
 * Sync: 20 signed-in people, 5 devices each, every request a realistic change set, the
 * connections split evenly across the given instances (of one database), each instance with the
 * users routed to it (usersOf[i]: their cookies). Returns each instance's result.
 */
async function syncLoad(title, urls, usersOf) {
  const cursors = new Map();
  const request = (url, users) => {
    let next = 0;
    return {
      method: 'POST',
      path: '/api/sync',
      setupRequest(req, context) {
        const user = users[next++ % users.length];
        context.user = user;
        return {
          ...req,
          headers: {
            ...req.headers,
            origin: url,
            'content-type': 'application/json',
            cookie: user,
          },
          body: JSON.stringify({ cursor: cursors.get(user) ?? null, changes: syncBody() }),
        };
      },
      onResponse(status, body, context) {
        if (status !== 200) return;
        // The answer starts with its cursor; reading just that keeps this process (the load, on
        // the same cores as the server) from parsing every page it gets back.
        const cursor = /^\{"cursor":"(\d+)"/.exec(body)?.[1];
        const known = cursors.get(context.user);
        if (cursor && (!known || Number(cursor) > Number(known))) cursors.set(context.user, cursor);
      },
    };
  };
  const connections = Math.floor(CONNECTIONS / urls.length);
  return Promise.all(
    urls.map((url, i) =>
      run(urls.length > 1 ? `${title} (instance ${i + 1})` : title, url, {
        connections,
        requests: [request(url, usersOf[i])],
      }),
    ),
  );
}

/**
 * CPU a sync request costs the server side (instances and database) in all: steadier than the
 * rates on a shared machine, whose load moves them by several times from one run to the next.
 */
function cpuRow(label, [instancesMs, databaseMs = 0], results) {
  const requests = results.reduce(
    (n, r) => n + r.requests.total + (r.warmup?.requests?.total ?? 0),
    0,
  );
  const us = (ms) => Math.round((ms / requests) * 1000);
  return {
    name: `sync CPU per request (server + database), ${label}`,
    value: us(instancesMs + databaseMs),
    unit: 'µs',
    ...(databaseMs ? { note: `server ${us(instancesMs)}, database ${us(databaseMs)}` } : {}),
  };
}

/** CPU time (ms) a process and the children it has waited for have used, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14-17, in clock ticks (100 a second).
    return fields.slice(11, 15).reduce((n, f) => n + Number(f), 0) * 10;
  } catch {
    return 0;
  }
}

/** The processes of the PostgreSQL server on `port`: its postmaster and every backend. */
function postgresPids(port) {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
        return { pid, ppid, cmd };
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  const master = procs.find(
    (p) => p.cmd[0]?.endsWith('/postgres') && p.cmd.includes('-p') && p.cmd.includes(String(port)),
  );
  if (!master) return [];
  return [master.pid, ...procs.filter((p) => p.ppid === master.pid).map((p) => p.pid)];
}

/** CPU used meanwhile by the given processes (those alive at the end), and by this one. */
async function cpuDuring(groups, work) {
  const before = new Map(groups.flatMap((g) => g()).map((pid) => [pid, cpuMs(pid)]));
  const result = await work();
  const used = groups.map((g) =>
    g().reduce((n, pid) => n + cpuMs(pid) - (before.get(pid) ?? 0), 0),
  );
  return { result, used };
}

/** The figures of instances loaded at once, as one: requests added, the worse latency. */
function together(results) {
  const worst = (f) => Math.max(...results.map(f));
  const sum = (f) => results.reduce((n, r) => n + f(r), 0);
  return {
    requests: { average: sum((r) => r.requests.average) },
    latency: { p50: worst((r) => r.latency.p50), p99: worst((r) => r.latency.p99) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
  };
}

// BENCH_LOAD_ONLY=postgres runs only the PostgreSQL sync load.
const server = only === 'postgres' ? null : await startServer(UNLIMITED);
try {
  if (!server) throw 'skipped';
  const { url } = server;
  // 1. Health.
  addRows('GET /api/health', await run('health', url, { path: '/api/health' }));

  // 2. A hashed static asset, as a browser asks for it.
  addRows(
    `GET ${asset.replace(/-[\w-]{8}\./, '-<hash>.')}`,
    await run('asset', url, { path: asset, headers: { 'accept-encoding': 'br, gzip' } }),
  );

  // 3. Sync on SQLite.
  if (only !== 'postgres') {
    const cookies = await signUpUsers(url);
    const { result, used } = await cpuDuring([() => [server.pid]], () =>
      syncLoad('sync, SQLite', [url], [cookies]),
    );
    const [sqlite] = result;
    addRows('POST /api/sync (signed in), SQLite', sqlite, BUDGETS.syncP99Ms);
    rows.push(cpuRow('SQLite', used, [sqlite]));
  }

  // 4. Sign-in: hashing makes it costly on purpose. Throughput, then 20 at once.
  const signIn = await run('sign-in', url, {
    connections: 10,
    warm: false,
    duration: Math.min(SECONDS, 10),
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'load0@example.com', password: PASSWORD }),
  });
  rows.push(
    {
      name: 'sign-in (10 connections): requests/s',
      value: Math.round(signIn.requests.average),
      unit: 'req/s',
    },
    { name: 'sign-in: p50', value: signIn.latency.p50, unit: 'ms' },
    { name: 'sign-in: p99', value: signIn.latency.p99, unit: 'ms' },
    { name: 'sign-in: non-2xx', value: signIn.non2xx + signIn.errors, budget: 0 },
  );
  const t0 = performance.now();
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `load${i % USERS}@example.com`, password: PASSWORD }),
      }).then((r) => r.status),
    ),
  );
  const burstMs = performance.now() - t0;
  rows.push({
    name: '20 concurrent sign-ins: succeeded',
    value: burst.filter((s) => s === 200).length,
    budget: 20,
    min: true,
    note: `all answered in ${Math.round(burstMs)} ms`,
  });
} catch (error) {
  if (error !== 'skipped') throw error;
} finally {
  await server?.stop();
}

// 5. Sync on PostgreSQL: two instances on one database, as behind a load balancer.
if (only !== 'sqlite') {
  const postgres = await startPostgres({ durable: true });
  const instances = [];
  try {
    const shared = {
      ...UNLIMITED,
      DATABASE_URL: postgres.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    // One after the other: the first creates the tables.
    for (let i = 0; i < PG_INSTANCES; i++) instances.push(await startServer(shared));
    const urls = instances.map((s) => s.url);
    const usersOf = await routeUsers(urls, await signUpUsers(urls[0]));
    console.log(
      `users per instance, routed by their cookie: ${usersOf.map((u) => u.length).join(', ')}`,
    );
    // what the CPU figures count: the instances, and the database's processes
    const serverSide = [() => instances.map((s) => s.pid), () => postgresPids(postgres.port)];
    const { result: results, used } = await cpuDuring(serverSide, () =>
      syncLoad('sync, PostgreSQL', urls, usersOf),
    );
    addRows(
      `POST /api/sync (signed in), PostgreSQL, ${PG_INSTANCES} instances`,
      together(results),
      BUDGETS.postgresSyncP99Ms,
      `p99 per instance: ${results.map((r) => r.latency.p99).join(', ')} ms`,
    );
    rows.push(cpuRow('PostgreSQL', used, results));
    // The same load with every user's devices spread over the instances (a load balancer that
    // does not route by the cookie): for comparison, no budget.
    const all = usersOf.flat();
    const spread = await cpuDuring(serverSide, () =>
      syncLoad(
        'sync, PostgreSQL, users spread',
        urls,
        urls.map(() => all),
      ),
    );
    const sum = together(spread.result);
    rows.push({
      name: 'PostgreSQL, users spread over the instances: requests/s, p99',
      value: `${Math.round(sum.requests.average)} req/s, ${sum.latency.p99} ms`,
      note: cpuRow('', spread.used, spread.result).value + ' µs CPU per request',
    });
  } finally {
    for (const s of instances) await s.stop();
    await postgres.stop();
  }
}

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each, loopback; sync on SQLite and on PostgreSQL (${PG_INSTANCES} instances, one database)\n`,
);
const ok = report('load', rows, { seconds: SECONDS, connections: CONNECTIONS });
if (!ok) {
  console.error('load benchmark over budget');
  process.exit(1);
}
