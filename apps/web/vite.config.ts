import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appIconFiles } from './src/features/pwa/icons/app-icon-files.js';

/** Dark theme colours from styles/global.css (--color-bg), used for the installed app's chrome. */
const THEME_COLOR = '#12162a';
const BACKGROUND_COLOR = '#12162a';

/** Renders the app icons at build time (and serves them in dev), so no binary lives in git. */
function appIcons(): Plugin {
  let files: ReturnType<typeof appIconFiles> | undefined;
  const all = () => (files ??= appIconFiles());
  return {
    name: 'mentora-app-icons',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = all().find((f) => `/${f.fileName}` === req.url);
        if (!file) return next();
        res.setHeader('Content-Type', file.contentType);
        res.end(file.source);
      });
    },
    generateBundle() {
      for (const f of all())
        this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
    },
  };
}

/**
 * The characters the text font keeps: printable ASCII, the typographic punctuation the app's
 * words and dates use, and the few other signs found in its content (° · ×). The app's own text
 * has no accented letters; anything else a person types shows in the system font.
 */
const FONT_TEXT_RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xa0], // no-break space
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2009, 0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (times such as 9:30 PM)
];

/** The CSS unicode-range of FONT_TEXT_RANGES, as the @font-face in styles/global.css states it. */
function fontUnicodeRange(ranges = FONT_TEXT_RANGES): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;

/**
 * Cuts the text font (Nunito, variable weight axis kept) down to FONT_TEXT_RANGES at build time:
 * about 23 KiB instead of 38. The file gets a new content hash and every reference to it (CSS,
 * the preload in index.html) follows. The build fails if global.css's unicode-range does not
 * match what the file holds, so the browser never expects a glyph the file lacks.
 */
function subsetTextFont(): Plugin {
  let renamed: [from: string, to: string] | null = null;
  return {
    name: 'mentora-subset-font',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const css = readFileSync(new URL('./src/styles/global.css', import.meta.url), 'utf8');
        const declared = /font-family: 'Nunito';[^}]*unicode-range:([^;]+);/
          .exec(css)?.[1]
          ?.replace(/\s+/g, ' ')
          .trim();
        if (declared !== fontUnicodeRange())
          this.error(
            `styles/global.css: the Nunito @font-face must say unicode-range: ${fontUnicodeRange()};`,
          );
        const name = Object.keys(bundle).find((f) => /nunito.*\.woff2$/.test(f));
        const asset = name ? bundle[name] : undefined;
        if (!name || asset?.type !== 'asset') return;
        const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;
        const text = FONT_TEXT_RANGES.flatMap(([a, b]) =>
          Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
        ).join('');
        const source = await subsetFont(Buffer.from(asset.source), text, { targetFormat: 'woff2' });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = name.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
        delete bundle[name];
        this.emitFile({ type: 'asset', fileName, source });
        const from = name.split('/').pop()!;
        const to = fileName.split('/').pop()!;
        renamed = [from, to];
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && typeof file.source === 'string')
            file.source = file.source.replaceAll(from, to);
          else if (file.type === 'chunk') file.code = file.code.replaceAll(from, to);
        }
      },
    },
    // The build manifest is written by the bundler itself: point it at the new file too.
    writeBundle(options) {
      const manifest = path.join(options.dir ?? '', '.vite/manifest.json');
      if (!renamed || !existsSync(manifest)) return;
      const [from, to] = renamed;
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replaceAll(from, to));
    },
  };
}

/**
 * Preloads the text font from the page's head, so it arrives alongside the code and the first
 * render already uses it: no reflow (layout shift) when it would otherwise arrive later.
 */
function preloadFont(): Plugin {
  return {
    name: 'mentora-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /nunito.*\.woff2$/.test(f));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** Module ids that end with one of these paths (the extension left out). */
const endsWithOneOf = (paths: string[]) => new RegExp(`/(${paths.join('|')})\\.(ts|tsx|mjs|js)$`);

/** A chunk group's test: a module id (with forward slashes) that any of these match. */
const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) => {
    const unix = id.replaceAll('\\', '/');
    return patterns.some((re) => re.test(unix));
  };

/**
 * Chunks of their own for the small modules that many pages share. Left to itself the bundler
 * gives every set of pages its own chunk: a page in the shell asked for about twenty files of
 * one kilobyte each. On a phone's connection each is a round trip (six at a time), and starting
 * each request costs the main thread time. Grouped, such a page loads about six files. A group
 * takes only the modules it names (not their dependencies), so the landing page's own code, the
 * entry, keeps React and everything else it has.
 */
const CHUNK_GROUPS = [
  {
    // The on-device understanding of typed messages (packages/understanding) and its trained
    // model: one file of its own, fetched after the chat page's first paint (never by the
    // landing page) and precached for offline use. Named so it is recognisable in the network
    // log, the size report and the service worker's precache list.
    name: 'understand',
    priority: 30,
    test: anyOf(/\/packages\/understanding\/(src|model)\//),
  },
  {
    // What the shell and most other pages build on: stored data and its schemas, dates, the
    // settings, and the small parts the shell's header and its sections share.
    name: 'app-core',
    priority: 20,
    test: anyOf(
      /node_modules\/zod\//,
      endsWithOneOf([
        'packages/domain/src/(dates|mood|challenges|journal|settings|streak)',
        'apps/web/src/lib/(storage/storage|storage/use-stored|use-loaded|theme|settings)',
        'apps/web/src/lib/safety/crisis-shown',
        'apps/web/src/lib/sync/status-store',
        'apps/web/src/features/settings/lib/notifications',
        'apps/web/src/components/ui/(toaster|lazy-dialog)',
        'apps/web/src/features/safety/components/urgent-help-button',
      ]),
    ),
  },
  {
    // The icon component every icon is built with, and the icons several pages share.
    name: 'icons',
    priority: 20,
    test: anyOf(
      /node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/,
      endsWithOneOf(['lucide-react/dist/esm/icons/(life-buoy|moon-star|trash|download)']),
    ),
  },
  {
    // The base of the accessible primitives (slider, switch, tabs, dialogs).
    name: 'radix-base',
    priority: 10,
    test: anyOf(
      /node_modules\/@radix-ui\/(primitive|react-(compose-refs|context|use-layout-effect|use-effect-event|use-controllable-state|slot|primitive|id|use-callback-ref|presence))\//,
    ),
  },
  {
    // What every dialog needs: Radix's dialog with its focus trap and scroll lock.
    name: 'dialog',
    priority: 10,
    test: anyOf(
      /node_modules\/(@radix-ui\/react-(dialog|dismissable-layer|focus-scope|portal|focus-guards)|tslib|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|aria-hidden)\//,
      endsWithOneOf(['apps/web/src/components/ui/dialog']),
    ),
  },
];

export default defineConfig({
  plugins: [
    react(),
    appIcons(),
    subsetTextFont(),
    preloadFont(),
    VitePWA({
      strategies: 'generateSW',
      // The app asks before it switches to a new version (see features/pwa), never on its own.
      registerType: 'prompt',
      // Registered from a module (virtual:pwa-register) after load: no inline or extra script.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Mentora',
        short_name: 'Mentora',
        description:
          'A calm place to talk things through, track your mood and find coping skills that work for you. Works offline.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['health', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          { name: 'Chat with a mentor', url: '/chat/chatbot' },
          { name: 'Write in my journal', url: '/chat/mood-tracker?open=journal' },
          { name: 'My safety plan', url: '/safety-plan' },
        ],
      },
      workbox: {
        // The app shell, every route's lazy chunk and its CSS, the mentor scripts, images, fonts.
        globPatterns: [
          '**/*.{js,css,html}',
          '**/*.{svg,png,webp,jpg,jpeg,avif,gif,ico}',
          '**/*.{woff2,woff}',
          'chatresponse.json',
        ],
        globIgnores: ['**/.vite/**', '**/*.br', '**/*.gz'],
        // Workbox leaves out files over 2 MiB by default; the understanding model (the
        // `understand-*` chunk) is about that size, and it must work offline too.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // The first install takes over the open page, so it works offline without a second visit.
        // Updates still wait for the user's Reload (no skipWaiting).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        // Requests for our API are never answered from a cache.
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the app supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
