import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const NO_CACHE = new Set([
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
  '/theme-init.js',
]);

export type StaticServer = (c: Context, urlPath: string) => Response | null;

function cacheControl(urlPath: string): string {
  if (NO_CACHE.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves files from a built web app directory, choosing a precompressed
 * `.br` or `.gz` sibling when the client accepts it.
 */
export function createStaticServer(root: string): StaticServer {
  const absRoot = path.resolve(root);
  return (c, urlPath) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const filePath = path.resolve(absRoot, '.' + path.posix.normalize(decoded));
    if (!filePath.startsWith(absRoot + path.sep)) return null;
    let stat;
    try {
      stat = statSync(filePath);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;

    const ext = path.extname(filePath).toLowerCase();
    const headers = new Headers({
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath),
      Vary: 'Accept-Encoding',
    });
    const accept = c.req.header('accept-encoding') ?? '';
    let servePath = filePath;
    let size = stat.size;
    for (const [enc, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (new RegExp(`\\b${enc}\\b`).test(accept) && existsSync(filePath + suffix)) {
        servePath = filePath + suffix;
        size = statSync(servePath).size;
        headers.set('Content-Encoding', enc);
        break;
      }
    }
    headers.set('Content-Length', String(size));
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(servePath)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}
