import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';

const THEME = 'document.documentElement.dataset.t = "1";';
const LOADER = 'import("/assets/app.js")';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A build with prerendered pages, as apps/web/scripts/prerender.mjs writes them. */
function distWithPrerendered() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mentora-prerendered-'));
  mkdirSync(path.join(dir, 'prerendered/chat'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const page = (body: string) =>
    `<!doctype html><script>${THEME}</script><script type="module">${LOADER}</script>` +
    `<div id="root" inert>${body}</div>`;
  writeFileSync(path.join(dir, 'prerendered/index.html'), page('<h1>Landing</h1>'));
  writeFileSync(path.join(dir, 'prerendered/chat.html'), page('<h1>Chat</h1>'));
  const selfCare = page('<h1>Self-care</h1>'.repeat(40));
  writeFileSync(path.join(dir, 'prerendered/chat/self-care.html'), selfCare);
  writeFileSync(path.join(dir, 'prerendered/chat/self-care.html.gz'), gzipSync(selfCare));
  return dir;
}

describe('prerendered pages', () => {
  const app = createApp({ webDistDir: distWithPrerendered() });

  it('sends a guest the page prerendered for the path, never cached', async () => {
    for (const [url, text] of [
      ['/', 'Landing'],
      ['/chat', 'Chat'],
      ['/chat/', 'Chat'],
      ['/chat/self-care', 'Self-care'],
    ]) {
      const res = await app.request(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<div id="root" inert><h1>${text}</h1>`);
    }
  });

  it('sends it precompressed when the build has it', async () => {
    const res = await app.request('/chat/self-care', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the plain app for other paths and to someone signed in', async () => {
    expect(await (await app.request('/settings')).text()).toContain('<div id="root"></div>');
    for (const cookie of [
      'better-auth.session_token=abc.def',
      'x=1; __Secure-better-auth.session_token=abc.def',
    ]) {
      const res = await app.request('/chat', { headers: { cookie } });
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('allows exactly the inline scripts of the prerendered pages in the CSP', async () => {
    const csp = (await app.request('/chat')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc.split(' ').sort()).toEqual(
      ['script-src', "'self'", sha(THEME), sha(LOADER)].sort(),
    );
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('keeps the strict policy when nothing is prerendered', async () => {
    const plain = createApp({});
    const csp = (await plain.request('/api/health')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self';");
  });
});
