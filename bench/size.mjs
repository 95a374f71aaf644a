// Reports the gzip bytes of JS and CSS each route loads before any interaction, and fails
// over budget. Usage: node bench/size.mjs [--no-build]
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
if (!process.argv.includes('--no-build') || !existsSync(path.join(dist, '.vite/manifest.json'))) {
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, WEB_DIST_DIR: dist },
  });
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const KiB = 1024;

/** Budgets in KiB (gzip). `/` is the whole first load; other routes count what they add to it. */
export const BUDGETS = { landing: 110, routeExtra: 40 };

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every file (JS and CSS) a manifest entry pulls in through static imports. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const imp of entry.imports ?? []) for (const f of closure(imp, seen)) files.add(f);
  return files;
}

function routeFiles(...routeModules) {
  const files = new Set(closure('index.html'));
  for (const m of routeModules) for (const f of closure(`src/app/routes/${m}.tsx`)) files.add(f);
  return files;
}

function measure(files) {
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.js')) js += gz(f);
    else if (f.endsWith('.css')) css += gz(f);
  }
  return { js, css, total: js + css };
}

const base = measure(routeFiles());
const ROUTES = {
  '/': [],
  '/login': ['login'],
  '/chat': ['chat-shell', 'chat-chatbot'],
  '/chat/mood-tracker': ['chat-shell', 'chat-mood-tracker'],
  '/chat/self-care': ['chat-shell', 'chat-self-care'],
  '/chat/coping-skills': ['chat-shell', 'chat-coping-skills'],
  '/question-ans': ['question-ans'],
  '/sleeptool': ['sleeptool'],
  '/creative': ['creative'],
  '/profile': ['profile'],
  '/settings': ['settings'],
};

const fmt = (n) => `${(n / KiB).toFixed(1).padStart(6)} KiB`;
let failed = false;
console.log('route                  JS gzip     CSS gzip    total       added to /   budget');
for (const [route, mods] of Object.entries(ROUTES)) {
  const m = measure(routeFiles(...mods));
  const extra = m.total - base.total;
  const budget = route === '/' ? BUDGETS.landing : BUDGETS.routeExtra;
  const value = route === '/' ? m.total : extra;
  const ok = value <= budget * KiB;
  if (!ok) failed = true;
  console.log(
    `${route.padEnd(22)} ${fmt(m.js)}  ${fmt(m.css)}  ${fmt(m.total)}  ${route === '/' ? '         -  ' : fmt(extra) + '  '} ${ok ? 'ok  ' : 'OVER'} ≤ ${budget} KiB`,
  );
}
if (failed) {
  console.error('size budget exceeded');
  process.exit(1);
}
