import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { MEMORY_FILE_MAX_BYTES } from '../src/lib/static';

function fakeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mentora-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Mentora</title><div id="root"></div>',
  );
  const js = 'console.log("hello");'.repeat(100);
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(js));
  // Bigger than what is held in memory: still served, from disk.
  const big = 'export const data = "' + 'x'.repeat(MEMORY_FILE_MAX_BYTES) + '";';
  writeFileSync(path.join(dir, 'assets/big-def456.js'), big);
  writeFileSync(path.join(dir, 'assets/big-def456.js.gz'), gzipSync(big));
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

describe('server app', () => {
  const logs: string[] = [];
  const app = createApp({ webDistDir: fakeDist(), log: (l) => logs.push(l) });

  it('answers health', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('gives unknown API paths a JSON 404, never the SPA', async () => {
    for (const p of ['/api/nope', '/api/', '/api/chat/mood-tracker']) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
    const post = await app.request('/api/nope', { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
  });

  it('falls back to index.html for client routes, with no-cache', async () => {
    for (const p of ['/', '/chat', '/chat/anything', '/settings']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not serve the SPA for a missing asset', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const br = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    const gz = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).startsWith('console.log')).toBe(true);
  });

  it('answers a hashed asset with the same bytes every time, small from memory, big from disk', async () => {
    const js = 'console.log("hello");'.repeat(100);
    const cases = [
      ['/assets/app-abc123.js', 'br', brotliCompressSync(js)],
      ['/assets/app-abc123.js', 'gzip', gzipSync(js)],
      ['/assets/app-abc123.js', '', Buffer.from(js)],
      ['/assets/big-def456.js', 'gzip', null],
      ['/assets/big-def456.js', '', null],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [p, enc, expected] of cases) {
        const res = await app.request(p, { headers: enc ? { 'Accept-Encoding': enc } : {} });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(enc || null);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-length')).toBe(String(body.length));
        if (expected) expect(body.equals(expected)).toBe(true);
        else if (!enc) expect(body.length).toBeGreaterThan(MEMORY_FILE_MAX_BYTES);
      }
    }
    const head = await app.request('/assets/app-abc123.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.headers.get('content-length')).toBe(String(brotliCompressSync(js).length));
    expect(await head.text()).toBe('');
  });

  it('serves the service worker with no-cache', async () => {
    const res = await app.request('/sw.js');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses path traversal', async () => {
    const res = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(res.status).not.toBe(500);
    expect(await res.text()).not.toContain('root:');
  });

  it('sets security headers on every response', async () => {
    for (const p of ['/', '/api/health', '/api/nope', '/assets/app-abc123.js']) {
      const res = await app.request(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const res = await app.request('/api/vitals', { method: 'POST', body: big });
    expect(res.status).toBe(413);
  });

  it('accepts a valid web-vitals metric and logs one line', async () => {
    const before = logs.length;
    const res = await app.request('/api/vitals', {
      method: 'POST',
      body: JSON.stringify({ name: 'LCP', value: 812.4, rating: 'good', id: 'v1', path: '/chat' }),
    });
    expect(res.status).toBe(204);
    expect(logs.length).toBe(before + 1);
    expect(JSON.parse(logs.at(-1)!)).toMatchObject({
      level: 'info',
      msg: 'web vital',
      name: 'LCP',
      value: 812.4,
      rating: 'good',
      path: '/chat',
    });
  });

  it('refuses bad web-vitals bodies with 400', async () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ name: 'XYZ', value: 1 }),
      JSON.stringify({ name: 'CLS', value: -1 }),
    ]) {
      const res = await app.request('/api/vitals', { method: 'POST', body });
      expect(res.status).toBe(400);
    }
  });
});
