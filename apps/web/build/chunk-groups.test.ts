import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bundlerGroups,
  checkChunkGroups,
  file,
  unmatchedPatterns,
  type ChunkGroup,
} from './chunk-groups';

const root = mkdtempSync(path.join(os.tmpdir(), 'chunk-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(path.join(root, 'main.js'), "import { greet } from './greet.js';\ngreet();\n");
writeFileSync(path.join(root, 'greet.js'), "export const greet = () => console.log('hi');\n");

/** A real build of a two-module app with these chunk groups, checked as the app's build is. */
const buildWith = (groups: ChunkGroup[]) =>
  build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [checkChunkGroups(groups)],
    build: {
      write: false,
      rolldownOptions: {
        input: path.join(root, 'main.js'),
        output: { codeSplitting: { groups: bundlerGroups(groups) } },
      },
    },
  });

describe('chunk groups', () => {
  it('build when every pattern matches a module', async () => {
    await expect(
      buildWith([{ name: 'greet', priority: 10, patterns: [file('greet')] }]),
    ).resolves.toBeDefined();
  });

  it('fail the build when a pattern matches no module', async () => {
    const groups = [{ name: 'greet', priority: 10, patterns: [file('greet'), file('gone')] }];
    await expect(buildWith(groups)).rejects.toThrow(/matches no module[\s\S]*greet: .*gone/);
  });

  it("name each pattern that matches none of a build's modules", () => {
    const ids = ['/app/node_modules/zod/index.js', '/app/src/lib/theme.ts'];
    const groups: ChunkGroup[] = [
      { name: 'core', priority: 1, patterns: [/\/node_modules\/zod\//, file('src/lib/theme')] },
      { name: 'other', priority: 1, patterns: [file('src/lib/settings')] },
    ];
    expect(unmatchedPatterns(groups, ids)).toEqual([`other: ${String(file('src/lib/settings'))}`]);
  });

  it('keep Windows paths in the same groups', () => {
    const [core] = bundlerGroups([
      { name: 'core', priority: 1, patterns: [file('src/lib/theme')] },
    ]);
    expect(core!.test('C:\\app\\src\\lib\\theme.ts')).toBe(true);
  });
});
