import type { MiddlewareHandler } from 'hono';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that come from another site: an Origin header that
 * is not trusted, or a browser's Sec-Fetch-Site of cross-site. Requests without either header
 * (server-to-server tools) pass, since they carry no ambient browser cookies by accident.
 */
export function originCheck(trusted: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((o) => o.replace(/\/+$/, '')));
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (
      (origin && origin !== 'null' && !allowed.has(origin)) ||
      origin === 'null' ||
      site === 'cross-site'
    ) {
      return c.json({ error: 'Cross-site requests are not allowed.' }, 403);
    }
    return next();
  };
}
