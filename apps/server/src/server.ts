import { getMigrations } from 'better-auth/db/migration';
import type { Hono } from 'hono';
import { createApp } from './app';
import { createAuth, PASSWORD_MAX_LENGTH, type Auth } from './auth';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateToLatest } from './db/migrate';
import type { Env } from './env';
import { ownerOnlyDatabaseFile } from './lib/private-files';
import { resolveAuthSecret } from './lib/secret';
import { createSessionReader } from './lib/session-cache';
import { routeValues } from './lib/route-cookie';
import { socketClientIp, type ClientIp } from './lib/client-ip';
import { authRoutes } from './routes/auth';
import { deleteSyncData, purgeTombstones } from './sync/records';
import { syncRoutes } from './sync/route';

export interface ServerOptions {
  clientIp?: ClientIp;
  log?: (line: string) => void;
}

export interface MentoraServer {
  app: Hono;
  auth: Auth;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The public origin of the app and every origin allowed to call its API. */
export function originsFor(env: Env): { baseURL: string; trusted: string[] } {
  const baseURL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const trusted = new Set<string>([new URL(baseURL).origin]);
  if (!env.PUBLIC_URL) {
    trusted.add(`http://127.0.0.1:${env.PORT}`);
    trusted.add(`http://localhost:${env.PORT}`);
    if (env.NODE_ENV === 'development') trusted.add('http://localhost:5173');
  }
  for (const o of (env.TRUSTED_ORIGINS ?? '').split(','))
    if (o.trim()) trusted.add(o.trim().replace(/\/+$/, ''));
  return { baseURL, trusted: [...trusted] };
}

/** Opens and migrates the database, sets up auth and builds the HTTP app. */
export async function createServer(env: Env, opts: ServerOptions = {}): Promise<MentoraServer> {
  const databaseUrl = env.DATABASE_URL || undefined;
  const database = openDatabase({
    databaseUrl,
    dataDir: env.DATA_DIR,
    ...(databaseUrl ? {} : { sqliteFile: ownerOnlyDatabaseFile(env.DATA_DIR) }),
  });
  try {
    await migrateToLatest(database.db as never, database.type);
    const secret = resolveAuthSecret({
      secret: env.BETTER_AUTH_SECRET,
      dataDir: env.DATA_DIR,
      databaseType: database.type,
      production: env.NODE_ENV === 'production',
    });
    const { baseURL, trusted } = originsFor(env);
    const google =
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined;
    const auth = createAuth({
      db: database.db as never,
      databaseType: database.type,
      secret,
      baseURL,
      trustedOrigins: trusted,
      passwordMinLength: env.PASSWORD_MIN_LENGTH,
      rateLimit: { max: env.RATE_LIMIT_MAX, window: env.RATE_LIMIT_WINDOW },
      google,
      onDeleteUser: (userId) => deleteSyncData(database.db, userId),
    });
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();

    const clientIp = opts.clientIp ?? socketClientIp;
    const sessions = createSessionReader(auth);
    const app = createApp({
      webDistDir: env.WEB_DIST_DIR,
      log: opts.log,
      trustedOrigins: trusted,
      clientIp,
      https: baseURL.startsWith('https://'),
      vitalsPerMinute: env.VITALS_RATE_LIMIT_MAX,
      mount(api, log) {
        api.get('/config', (c) =>
          c.json({
            passwordMinLength: env.PASSWORD_MIN_LENGTH,
            passwordMaxLength: PASSWORD_MAX_LENGTH,
            googleEnabled: Boolean(google),
          }),
        );
        api.route('/auth', authRoutes(auth, clientIp, log, sessions.invalidate));
        api.route(
          '/sync',
          syncRoutes({
            db: database.db,
            pool: database.pool,
            syncThread: database.syncThread,
            sessions,
            route: database.pool
              ? { valueOf: routeValues(secret), secure: baseURL.startsWith('https://') }
              : undefined,
            quotaBytes: env.SYNC_QUOTA_BYTES,
            rateLimit: {
              max: env.SYNC_RATE_LIMIT_MAX,
              windowMs: env.SYNC_RATE_LIMIT_WINDOW * 1000,
            },
          }),
        );
      },
    });
    // Old tombstones are removed a minute after start and every hour after that.
    const purge = () =>
      void purgeTombstones(database.db).catch((err: Error) =>
        console.error(`[sync] removing old deletions failed: ${err.message}`),
      );
    const firstPurge = setTimeout(purge, 60_000);
    const purges = setInterval(purge, 60 * 60_000);
    firstPurge.unref();
    purges.unref();
    return {
      app,
      auth,
      database,
      close: () => {
        clearTimeout(firstPurge);
        clearInterval(purges);
        return database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
