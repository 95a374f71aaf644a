// Makes sure a Chromium is available for the end-to-end tests, installing one if needed.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const found = chromiumPath();
if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}
if (found) {
  console.log(`[browser] using Chromium at ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /ID(_LIKE)?=.*(debian|ubuntu)/i.test(osRelease);
const run = (cmd) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

try {
  if (isRoot && isDebianLike) {
    console.log(
      '[browser] no Chromium found; installing Debian\'s "chromium" package with apt-get…',
    );
    run('apt-get update');
    run('apt-get install -y chromium');
  } else {
    console.log(
      "[browser] no Chromium found; installing Playwright's Chromium (npx playwright install chromium)…",
    );
    run('npx playwright install chromium');
  }
} catch {
  console.error(
    '[browser] could not install Chromium. Install it yourself, or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log(`[browser] ready: ${chromiumPath() ?? "Playwright's Chromium"}`);
