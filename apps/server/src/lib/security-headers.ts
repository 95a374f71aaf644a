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

/** Sets the security headers every response carries, whatever route produced it. */
export const securityHeaders = (scriptHashes: readonly string[] = []): MiddlewareHandler => {
  const policy = contentSecurityPolicy(scriptHashes);
  return async (c, next) => {
    await next();
    setHeaders(c.res.headers, policy);
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
