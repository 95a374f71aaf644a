import { Hono } from 'hono';
import { CLIENT_IP_HEADER, type Auth } from '../auth';
import { authInputProblem } from '../lib/auth-input';
import type { ClientIp } from '../lib/client-ip';
import type { Logger } from '../lib/log';

/**
 * Mounts better-auth's handler, passing it the client address in a header only the server sets.
 * `onSessionsMayChange` runs after every auth request other than reading the session, since any of
 * them (sign-out, password change, account deletion, …) may have ended sessions.
 */
export function authRoutes(
  auth: Auth,
  clientIp: ClientIp,
  log: Logger,
  onSessionsMayChange?: () => void,
) {
  const app = new Hono();
  const trusted = [auth.options.trustedOrigins ?? []].flat().filter((o) => typeof o === 'string');
  app.on(['GET', 'POST'], '/*', async (c) => {
    // Hono hands HEAD to GET routes. better-auth's GET routes include links that act once (the
    // Google callback), which a link checker's HEAD must not spend, so HEAD is not served here.
    if (c.req.method === 'HEAD') return notAllowed();
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers };
    if (c.req.method === 'POST') {
      init.body = await c.req.raw.arrayBuffer();
    }
    const problem = authInputProblem(
      c.req.path,
      new URL(c.req.url),
      c.req.header('content-type') ?? '',
      (init.body as ArrayBuffer | undefined) ?? null,
      trusted,
    );
    if (problem) return c.json({ error: problem, message: problem, code: 'INVALID_INPUT' }, 400);
    let res: Response;
    try {
      res = await auth.handler(new Request(c.req.raw.url, init));
    } finally {
      if (!(c.req.method === 'GET' && c.req.path.endsWith('/get-session'))) onSessionsMayChange?.();
    }
    if (res.status >= 500) {
      // Log what happened here; the client gets a plain answer with no internal details.
      log.error('auth request failed', {
        method: c.req.method,
        path: c.req.path,
        status: res.status,
        body: await res.text().catch(() => ''),
      });
      return c.json({ error: 'Internal server error' }, 500);
    }
    return res;
  });
  app.all('/*', () => notAllowed());
  return app;
}

/** The answer to any method but GET and POST: no body is read, nothing reaches better-auth. */
function notAllowed() {
  return new Response(JSON.stringify({ error: 'Only GET and POST are allowed here.' }), {
    status: 405,
    headers: { Allow: 'GET, POST', 'Content-Type': 'application/json' },
  });
}
