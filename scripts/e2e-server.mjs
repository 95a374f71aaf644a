// Builds the web app and starts the real server on a fresh database for the end-to-end tests.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
if (process.env.E2E_SKIP_BUILD !== '1') {
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: dist },
  });
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mentora-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
    // Every test signs in from 127.0.0.1; the real limit is covered by the server tests.
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '10000',
    SYNC_RATE_LIMIT_MAX: process.env.SYNC_RATE_LIMIT_MAX ?? '10000',
    VITALS_RATE_LIMIT_MAX: process.env.VITALS_RATE_LIMIT_MAX ?? '10000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
