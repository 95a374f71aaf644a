import { serve } from '@hono/node-server';
import { loadEnv } from './env';
import { createLogger } from './lib/log';
import { createServer } from './server';

const log = createLogger();

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    log.error('invalid environment', { error: (err as Error).message });
    process.exit(1);
  }
  let mentora;
  try {
    mentora = await createServer(env);
  } catch (err) {
    log.error('could not start', { error: (err as Error).message });
    process.exit(1);
  }
  const { app, database } = mentora;
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    log.info(`Mentora is running at http://${host}:${info.port}`, {
      port: info.port,
      database: database.type,
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('finishing open requests before stopping', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void mentora
        .close()
        .catch(() => {})
        .then(() => {
          log.info('stopped');
          process.exit(0);
        });
    });
    // Close idle keep-alive sockets so close() can finish.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
