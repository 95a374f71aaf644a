// Makes sure a Chromium is available for the end-to-end tests and benchmarks, installing one if
// needed, and an emoji font beside it: the app shows emoji (moods, badges), every phone has a
// font for them, and without one the browser draws empty boxes and searches its fonts again for
// every emoji on every page load, time that no real device spends.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const found = chromiumPath();
if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /ID(_LIKE)?=.*(debian|ubuntu)/i.test(osRelease);
const run = (cmd) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

/** Whether fontconfig knows a font with colour emoji (U+1F600, grinning face). */
function hasEmojiFont() {
  try {
    return execSync('fc-list :charset=1f600 family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return true; // no fontconfig: not a Linux desktop stack, nothing to add
  }
}

/** Adds an emoji font where there is none. The tests pass without one, so a failure only warns. */
function ensureEmojiFont() {
  if (process.platform !== 'linux' || hasEmojiFont()) return;
  const warn = () =>
    console.warn('[browser] no emoji font: emoji show as boxes (Debian: fonts-noto-color-emoji).');
  if (!isRoot || !isDebianLike) return warn();
  console.log('[browser] no emoji font; installing Debian\'s "fonts-noto-color-emoji"…');
  try {
    try {
      run('apt-get install -y fonts-noto-color-emoji');
    } catch {
      run('apt-get update');
      run('apt-get install -y fonts-noto-color-emoji');
    }
  } catch {
    warn();
  }
}

if (found) {
  console.log(`[browser] using Chromium at ${found}`);
  ensureEmojiFont();
  process.exit(0);
}

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
ensureEmojiFont();
console.log(`[browser] ready: ${chromiumPath() ?? "Playwright's Chromium"}`);
