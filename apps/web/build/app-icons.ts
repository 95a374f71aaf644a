import type { Plugin } from 'vite';
import { appIconFiles } from '../src/features/pwa/icons/app-icon-files.js';

/** Renders the app icons at build time (and serves them in dev), so no binary lives in git. */
export function appIcons(): Plugin {
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
