import { serve } from '@hono/node-server';
import { loadEnv } from './env';
import { createServer } from './server';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let mentora;
  try {
    mentora = await createServer(env);
  } catch (err) {
    console.error(`[server] could not start: ${(err as Error).message}`);
    process.exit(1);
  }
  const { app, database } = mentora;
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
      await mentora.close().catch(() => {});
      console.log('[server] stopped');
      process.exit(0);
    });
    // Close idle keep-alive sockets so close() can finish.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
