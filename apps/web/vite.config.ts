import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './build/app-icons';
import { bundlerGroups, CHUNK_GROUPS, checkChunkGroups } from './build/chunk-groups';
import { minifyPublicScripts } from './build/minify-public';
import { preloadFont } from './build/preload-font';
import { subsetTextFont } from './build/subset-font';

/** Dark theme colours from styles/global.css (--color-bg), used for the installed app's chrome. */
const THEME_COLOR = '#12162a';
const BACKGROUND_COLOR = '#12162a';

export default defineConfig({
  // `@/...` is apps/web/src (tsconfig.json's paths), so no import climbs `../../../`.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    checkChunkGroups(CHUNK_GROUPS),
    appIcons(),
    subsetTextFont(),
    preloadFont(),
    minifyPublicScripts(['theme-init.js']),
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
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: bundlerGroups(CHUNK_GROUPS),
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
