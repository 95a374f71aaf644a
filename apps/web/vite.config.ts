import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
