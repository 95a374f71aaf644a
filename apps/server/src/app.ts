import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from './lib/body-limit';
import { prerenderedPages } from './lib/prerendered';
import { securityHeaders } from './lib/security-headers';
import { createStaticServer } from './lib/static';
import { vitalsRoutes } from './routes/vitals';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  /** Directory of the built web app; when missing, only the API is served. */
  webDistDir?: string | undefined;
  /** Extra API routes mounted under /api (auth, sync). */
  mount?: (api: Hono) => void;
  log?: (line: string) => void;
}

/** Builds the HTTP application from its dependencies. Never listens. */
export function createApp(deps: AppDeps = {}) {
  const app = new Hono();
  const log = deps.log ?? console.log;

  const dist = deps.webDistDir;
  const prerendered = prerenderedPages(dist);
  app.use('*', securityHeaders(prerendered.scriptHashes));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Request body is too large (limit 1 MiB).' }, 413),
    }),
  );

  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/vitals', vitalsRoutes(log));
  deps.mount?.(api);
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
    console.error('[server] unhandled error:', err);
    return c.json({ error: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}
