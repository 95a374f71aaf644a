// Prerenders the pages a first-time guest opens most, so they paint from the HTML before any
// code runs (issue 11: LCP on a phone). Each page is rendered by the app's own components
// (src/app/prerender.tsx, built for Node here) as a guest with nothing stored sees it, and
// written to <dist>/prerendered/<path>.html with the CSS that page needs. The server sends
// one of these for a guest's first request; main.tsx renders the real app over it. Until then
// its sliders and fields work as the browser's own, and a button pressed is held and pressed
// again once the app is live (docs/decisions/0021), so nothing a person does is lost.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { ROUTE_MODULES, staticImports } from './route-modules.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webRoot, process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist');

/** The pages prerendered, with the route modules each renders. */
const PRERENDERED = Object.fromEntries(
  [
    '/',
    '/login',
    '/chat',
    '/chat/mood-tracker',
    '/chat/self-care',
    '/chat/coping-skills',
    '/question-ans',
    '/sleeptool',
    '/creative',
    '/privacy',
  ].map((url) => [url, ROUTE_MODULES[url]]),
);
// /chat/chatbot is the same page as /chat.
PRERENDERED['/chat/chatbot'] = ROUTE_MODULES['/chat'];

// 1. The app's components, built for Node in one self-contained file.
const ssrDir = mkdtempSync(path.join(os.tmpdir(), 'mentora-prerender-'));
try {
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
    },
  });

  // 2. A browser-like global scope with empty storage: a first-time guest.
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
  });
  for (const key of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']) {
    Object.defineProperty(globalThis, key, {
      value: key === 'window' ? dom.window : dom.window[key],
      configurable: true,
      writable: true,
    });
  }
  const { renderRoute } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

  // 3. Each page: the built index.html with the page's CSS and its content in #root.
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const cssOf = (key) => staticImports(manifest, key).flatMap((c) => c.css ?? []);
  const jsOf = (key) => staticImports(manifest, key).map((c) => c.file);
  const entryCss = cssOf('index.html');
  if (!indexHtml.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root');
  const cssLink = (f) => new RegExp(`<link rel="stylesheet"[^>]*href="/${f}"[^>]*>\\s*`);
  for (const f of entryCss) if (!cssLink(f).test(indexHtml)) throw new Error(`no link to ${f}`);

  const themeTag = '<script src="/theme-init.js"></script>';
  const themeScript = readFileSync(path.join(dist, 'theme-init.js'), 'utf8');
  const entryTag = indexHtml.match(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/);
  const favicon = indexHtml.match(/<link rel="icon" href="(\/favicon\.svg)"[^>]*>/);
  if (!indexHtml.includes(themeTag) || !entryTag || !favicon)
    throw new Error('index.html has changed shape');
  const faviconData = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(dist, 'favicon.svg'), 'utf8').trim())}`;
  /**
   * The inline module that starts the app once the page is on screen. It waits for the
   * browser's first-contentful-paint entry (the paint is shown, not just produced), then asks
   * for the page's code files, each in a <link rel="modulepreload"> added in a task of its own
   * (starting a request costs the main thread a few milliseconds on a phone), and imports the
   * entry. Vite's loader finds those links there and adds none of its own, so the entry's first
   * task does not spend time starting requests. A hidden tab loads at once; should no
   * paint entry come (no support for it), the next frame after a frame is the signal instead.
   */
  const loaderFor = (files) =>
    // Until the app is live, a press of a button on the page (or a form sent with Enter) is
    // held, not lost: the app takes the list (window.__early) and presses each again.
    `const q=[],h=e=>{const r=document.getElementById('root');const t=e.type==='submit'?e.target:e.target instanceof Element?e.target.closest('button'):null;` +
    `if(t&&r&&r.contains(t)){e.preventDefault();e.stopPropagation();if(q[q.length-1]!==t)q.push(t)}};` +
    `for(const t of['click','submit'])addEventListener(t,h,true);` +
    `window.__early=()=>{for(const t of['click','submit'])removeEventListener(t,h,true);return q.splice(0)};` +
    `const f=${JSON.stringify([...files].map((f) => `/${f}`))};let s=0;` +
    `const go=()=>{if(s)return;s=1;const c=new MessageChannel();let i=0;c.port1.onmessage=()=>{` +
    `if(i<f.length){const l=document.createElement('link');l.rel='modulepreload';l.href=f[i++];document.head.append(l);c.port2.postMessage(0)}` +
    `else import(${JSON.stringify(entryTag[1])})};c.port2.postMessage(0)};` +
    `if(document.visibilityState==='hidden')go();else{` +
    `document.addEventListener('visibilitychange',go,{once:true});` +
    `const later=()=>requestAnimationFrame(()=>{const c=new MessageChannel();c.port1.onmessage=go;c.port2.postMessage(0)});` +
    `try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
    `requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,1000)))}catch{later()}}`;

  for (const [url, modules] of Object.entries(PRERENDERED)) {
    // The page's CSS goes inline, in the order the app loads it: one request less per file
    // before the first paint. (The code loads the route's files again later; same rules.)
    // Its code files, for the loader: the entry's, then each route module's, each file once.
    const css = new Set(entryCss);
    const files = new Set(jsOf('index.html'));
    for (const m of modules) {
      const key = `src/app/routes/${m}.tsx`;
      if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
      for (const f of cssOf(key)) css.add(f);
      for (const f of jsOf(key)) files.add(f);
    }
    const style = [...css].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
    const body = await renderRoute(url);
    let html = indexHtml;
    for (const f of entryCss) html = html.replace(cssLink(f), '');
    html = html
      // The theme, inline: no request before the first paint. (The server allows exactly
      // these inline scripts by their hash; the CSP still forbids any other.)
      .replace(themeTag, `<script>${themeScript}</script>`)
      // The app's code starts loading once the page is on screen, not before: on a slow
      // phone its bytes would otherwise hold back the first paint. A hidden tab loads it at once.
      .replace(entryTag[0], `<script type="module">${loaderFor(files)}</script>`)
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      // No request before the first paint that the paint does not need: the icon comes with the
      // page, and the manifest (with the icon it names) is linked by the app once it has
      // settled (features/pwa/service-worker.ts).
      .replace(/<link rel="manifest"[^>]*>\s*/, '')
      .replace(favicon[0], favicon[0].replace(favicon[1], faviconData));
    // Code loaded later would add links to these same files (a lazy chunk lists the start
    // page's CSS too), and rules that come again after everything else change the cascade: a
    // layout shift. Disabled links (never fetched) tell Vite's loader they are on the page.
    const present = [...css].map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join('');
    html = html
      // The page is not painted until all of it has been read: a first frame with half a card
      // (the browser may paint while it parses) would jump once the rest came in, since the
      // landing and login cards sit in the middle of the screen.
      .replace(
        '</head>',
        `<style>${style}</style>${present}<link rel="expect" href="#page-end" blocking="render"></head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered>${body}</div><div id="page-end" hidden></div>`,
      );
    const file = path.join(
      dist,
      'prerendered',
      url === '/' ? 'index.html' : `${url.slice(1)}.html`,
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  console.log(`prerendered ${Object.keys(PRERENDERED).length} pages into ${dist}/prerendered`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
