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

export default defineConfig({
  plugins: [
    react(),
    appIcons(),
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
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
