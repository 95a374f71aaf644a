import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptHash } from './security-headers';

/**
 * The build's prerendered pages (apps/web/scripts/prerender.mjs), by the path they are for
 * (prerendered/index.html is `/`, prerendered/chat/self-care.html is `/chat/self-care`), and
 * the hashes of the inline scripts they carry, for the CSP.
 */
export function prerenderedPages(dist: string | undefined) {
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  const dir = dist ? path.join(dist, 'prerendered') : '';
  if (!dir || !existsSync(dir)) return { pages, scriptHashes: [] };
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const route = entry.replaceAll(path.sep, '/').replace(/\.html$/, '');
    pages.set(route === 'index' ? '/' : `/${route}`, `/prerendered/${route}.html`);
    const html = readFileSync(path.join(dir, entry), 'utf8');
    for (const text of inlineScripts(html)) hashes.add(scriptHash(text));
  }
  return { pages, scriptHashes: [...hashes] };
}

/** The text of each inline script (a `<script>` with no `src`) in a page, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
}
