import type { Context } from 'hono';
import { Hono } from 'hono';
import { CLIENT_IP_HEADER, type Auth } from '../auth';
import { authInputProblem } from '../lib/auth-input';

export type ClientIp = (c: Context) => string | undefined;

/** The address of the TCP peer (no proxy headers are trusted by default). */
export const socketClientIp: ClientIp = (c) => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
};

/**
 * Mounts better-auth's handler, passing it the client address in a header only the server sets.
 * `onSessionsMayChange` runs after every auth request other than reading the session, since any of
 * them (sign-out, password change, account deletion, …) may have ended sessions.
 */
export function authRoutes(auth: Auth, clientIp: ClientIp, onSessionsMayChange?: () => void) {
  const app = new Hono();
  const trusted = [auth.options.trustedOrigins ?? []].flat().filter((o) => typeof o === 'string');
  app.on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers };
    if (c.req.method !== 'GET') {
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
      console.error(
        `[auth] ${c.req.method} ${c.req.path} answered ${res.status}: ${await res.text().catch(() => '')}`,
      );
      return c.json({ error: 'Internal server error' }, 500);
    }
    return res;
  });
  return app;
}
