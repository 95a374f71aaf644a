import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from './lib/body-limit';
import { socketClientIp, type ClientIp } from './lib/client-ip';
import { createLogger, errorText, type Logger } from './lib/log';
import { originCheck } from './lib/origin-check';
import { prerenderedPages } from './lib/prerendered';
import { securityHeaders } from './lib/security-headers';
import { createStaticServer } from './lib/static';
import { vitalsRoutes } from './routes/vitals';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  /** Directory of the built web app; when missing, only the API is served. */
  webDistDir?: string | undefined;
  /** Extra API routes mounted under /api (auth, sync). */
  mount?: (api: Hono, log: Logger) => void;
  /** Where log lines go (one JSON object each); stdout and stderr by default. */
  log?: (line: string) => void;
  /**
   * Origins whose pages may send state-changing API requests. With none, every request that
   * names an origin, or comes from another site, is refused.
   */
  trustedOrigins?: readonly string[];
  clientIp?: ClientIp;
  /** True when the public URL is https: browsers are then told to use nothing else. */
  https?: boolean;
  /** Web-vitals metrics an address may send a minute. */
  vitalsPerMinute?: number;
}

/** Builds the HTTP application from its dependencies. Never listens. */
export function createApp(deps: AppDeps = {}) {
  const app = new Hono();
  const log = createLogger(deps.log);

  const dist = deps.webDistDir;
  const prerendered = prerenderedPages(dist);
  app.use(
    '*',
    securityHeaders({ scriptHashes: prerendered.scriptHashes, https: deps.https ?? false }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Request body is too large (limit 1 MiB).' }, 413),
    }),
  );

  const api = new Hono();
  // Before every route: no POST from another site reaches any of them.
  api.use('*', originCheck(deps.trustedOrigins ?? []));
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route(
    '/vitals',
    vitalsRoutes({
      log,
      clientIp: deps.clientIp ?? socketClientIp,
      perMinute: deps.vitalsPerMinute,
    }),
  );
  deps.mount?.(api, log);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  app.route('/api', api);

  if (dist && existsSync(path.join(dist, 'index.html'))) {
    const serveFile = createStaticServer(dist);
    const indexPath = path.join(dist, 'index.html');
    let indexHtml: string | null = null;
    app.on(['GET', 'HEAD'], '*', (c) => {
      // A guest's first visit gets the page prerendered at build time, which paints before
      // any code runs. Someone signed in gets the plain app: a guest's page would flash first.
      const page = prerendered.pages.get(c.req.path.replace(/(.)\/+$/, '$1'));
      if (page && !/session_token=/.test(c.req.header('cookie') ?? '')) {
        const res = serveFile(c, page);
        if (res) {
          res.headers.set('Cache-Control', 'no-cache');
          return res;
        }
      }
      const file = serveFile(c, c.req.path);
      if (file) return file;
      // A missing hashed asset or file with an extension is a real 404, not the app.
      if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(c.req.path)) {
        return c.text('Not found', 404);
      }
      indexHtml ??= readFileSync(indexPath, 'utf8');
      return c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' });
    });
  } else {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm start` (or `npm run build`).', 503),
    );
  }

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      return c.json({ error: err.message || 'Request failed' }, err.status);
    }
    log.error('unhandled error', { method: c.req.method, path: c.req.path, error: errorText(err) });
    return c.json({ error: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}
