import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import { loadEnv } from './env';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(database.db as never, database.type);

  const app = createApp({ webDistDir: env.WEB_DIST_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    console.log(`Mentora is running at http://${host}:${info.port} (database: ${database.type})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal} received, finishing open requests…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close().catch(() => {});
      console.log('[server] stopped');
      process.exit(0);
    });
    // Close idle keep-alive sockets so close() can finish.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('[server] failed to start:', err);
  process.exit(1);
});
