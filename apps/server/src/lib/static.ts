import type { NonSharedBuffer } from 'node:buffer';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
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

const ENCODINGS = [
  { name: 'br', suffix: '.br', accepted: /\bbr\b/ },
  { name: 'gzip', suffix: '.gz', accepted: /\bgzip\b/ },
] as const;

/** Hashed assets up to this size (each variant) are held in memory once asked for… */
export const MEMORY_FILE_MAX_BYTES = 512 * 1024;
/** …up to this much in all; beyond it the least recently asked-for go first. */
export const MEMORY_TOTAL_MAX_BYTES = 32 * 1024 * 1024;

/** A hashed asset held in memory: its bytes and those of its precompressed variants. */
interface HeldAsset {
  type: string;
  plain: NonSharedBuffer;
  br: NonSharedBuffer | null;
  gzip: NonSharedBuffer | null;
  bytes: number;
}

function readIfSmall(file: string): NonSharedBuffer | null | undefined {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    size = stat.size;
  } catch {
    return null;
  }
  return size <= MEMORY_FILE_MAX_BYTES ? readFileSync(file) : undefined;
}

/**
 * Serves files from a built web app directory, choosing a precompressed
 * `.br` or `.gz` sibling when the client accepts it. Hashed assets (`/assets/…`) never change
 * under their name, so the small ones are answered from memory after the first request.
 */
export function createStaticServer(root: string): StaticServer {
  const absRoot = path.resolve(root);
  const held = new Map<string, HeldAsset>();
  let heldBytes = 0;

  /** The asset from memory, reading it (and its variants) the first time; null if not held. */
  function heldAsset(filePath: string): HeldAsset | null {
    const hit = held.get(filePath);
    if (hit) {
      // Most recently used last, so the oldest is first to go.
      held.delete(filePath);
      held.set(filePath, hit);
      return hit;
    }
    const plain = readIfSmall(filePath);
    if (!plain) return null;
    const br = readIfSmall(filePath + '.br');
    const gzip = readIfSmall(filePath + '.gz');
    if (br === undefined || gzip === undefined) return null;
    const asset: HeldAsset = {
      type: TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
      plain,
      br,
      gzip,
      bytes: plain.length + (br?.length ?? 0) + (gzip?.length ?? 0),
    };
    if (asset.bytes > MEMORY_TOTAL_MAX_BYTES) return null;
    heldBytes += asset.bytes;
    for (const [key, old] of held) {
      if (heldBytes <= MEMORY_TOTAL_MAX_BYTES) break;
      held.delete(key);
      heldBytes -= old.bytes;
    }
    held.set(filePath, asset);
    return asset;
  }

  return (c, urlPath) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    // Hidden files and folders (the build's /.vite/manifest.json) are the build's, not the site's.
    if (/(^|[/\\])\./.test(decoded)) return null;
    const filePath = path.resolve(absRoot, '.' + path.posix.normalize(decoded));
    if (!filePath.startsWith(absRoot + path.sep)) return null;
    const accept = c.req.header('accept-encoding') ?? '';

    if (urlPath.startsWith('/assets/')) {
      const asset = heldAsset(filePath);
      if (asset) {
        let body = asset.plain;
        const headers: Record<string, string> = {
          'Content-Type': asset.type,
          'Cache-Control': cacheControl(urlPath),
          Vary: 'Accept-Encoding',
        };
        for (const enc of ENCODINGS) {
          const variant = asset[enc.name];
          if (variant && enc.accepted.test(accept)) {
            body = variant;
            headers['Content-Encoding'] = enc.name;
            break;
          }
        }
        headers['Content-Length'] = String(body.length);
        return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
      }
    }

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
    let servePath = filePath;
    let size = stat.size;
    for (const enc of ENCODINGS) {
      if (enc.accepted.test(accept) && existsSync(filePath + enc.suffix)) {
        servePath = filePath + enc.suffix;
        size = statSync(servePath).size;
        headers.set('Content-Encoding', enc.name);
        break;
      }
    }
    headers.set('Content-Length', String(size));
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(servePath)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}
