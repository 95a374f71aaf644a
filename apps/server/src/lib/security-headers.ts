import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The policy. Inline scripts run only when their exact text is listed by hash: the build's
 * prerendered pages carry two (the theme and the code loader), nothing else can.
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The CSP source for an inline script with exactly this text. */
export const scriptHash = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** A year: browsers then reach the site over https only, even when a link says http. */
export const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  scriptHashes?: readonly string[];
  /** True when the site is served over https (its public URL says so). */
  https?: boolean;
}

/**
 * Sets the security headers every response carries, whatever route produced it. API answers
 * are never stored by a browser or a shared cache: most hold personal data, none is worth keeping.
 */
export const securityHeaders = (opts: SecurityHeaderOptions = {}): MiddlewareHandler => {
  const policy = contentSecurityPolicy(opts.scriptHashes);
  return async (c, next) => {
    await next();
    setHeaders(c.res.headers, policy);
    if (opts.https) c.res.headers.set('Strict-Transport-Security', HSTS);
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
};

function setHeaders(h: Headers, policy: string) {
  h.set('Content-Security-Policy', policy);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
}
