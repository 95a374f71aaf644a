// Development: the API server on :3000 and Vite's dev server (with hot reload) proxying /api to it.
import { spawn } from 'node:child_process';

// The server restarts when any of its source changes: watched by folder, not by what the main
// thread imports, so that the files only the sync thread loads count too.
const WATCHED = ['apps/server/src', 'packages/domain/src'].map((p) => `--watch-path=${p}`);
const procs = [
  spawn(process.execPath, ['--import', 'tsx', ...WATCHED, 'apps/server/src/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
