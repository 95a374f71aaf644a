import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { minifyPublicScripts } from './minify-public';

const root = mkdtempSync(path.join(os.tmpdir(), 'minify-public-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'public'));
writeFileSync(path.join(root, 'main.js'), "console.log('app');\n");
writeFileSync(path.join(root, 'index.html'), '<script type="module" src="/main.js"></script>\n');

/** A real build of a tiny app whose public folder holds `script`, with the plugin. */
async function built(script: string) {
  writeFileSync(path.join(root, 'public', 'early.js'), script);
  await build({
    root,
    logLevel: 'silent',
    build: { outDir: 'dist', emptyOutDir: true },
    plugins: [minifyPublicScripts(['early.js'])],
  });
  return readFileSync(path.join(root, 'dist', 'early.js'), 'utf8');
}

describe('the public scripts in the output', () => {
  it('are minified: no comments, shorter, and they still do the same', async () => {
    const source = [
      '// Says which theme to use, before the first paint.',
      '(function () {',
      '  /* the stored choice */',
      "  var chosen = globalThis.stored === 'dark' ? 'dark' : 'light';",
      '  globalThis.theme = chosen;',
      '})();',
      '',
    ].join('\n');
    const out = await built(source);
    expect(out).not.toMatch(/theme to use|stored choice/);
    expect(out.length).toBeLessThan(source.length / 2);
    const run = (code: string, stored: string) => {
      const scope = { stored, theme: '' };
      new Function('globalThis', code)(scope);
      return scope.theme;
    };
    expect(run(out, 'dark')).toBe('dark');
    expect(run(out, 'other')).toBe('light');
  });

  it('fail the build on a script that cannot be read, rather than ship it', async () => {
    await expect(built('(function () { var = ; })();\n')).rejects.toThrow(/early\.js/);
  });
});
