import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeOf } from './boundaries.mjs';

/**
 * The lint refuses imports across the code's boundaries, and import cycles. Each case lints a
 * line of code as if it were a file at the given place in the repository (the files need not
 * exist), with the project's own lint configuration.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  // The lines are linted as files that do not exist, which the type-aware rules cannot read:
  // those rules are left out here (the lint of the real files runs them).
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  ],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  // A line the linter could not read at all would pass every case below: say so instead.
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'mentora/boundaries' || m.ruleId === 'import-x/no-cycle')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the lint keeps the boundaries', () => {
  // Loading the configuration and its plugins, and reading the import graph the first time, takes
  // most of the time: done once before the cases, with a time limit of its own, not in the first case.
  beforeAll(async () => {
    await eslint.lintText(
      "import { JournalDialog } from '@/features/journal/components/journal-dialog';\nexport const x = JournalDialog;\n",
      { filePath: 'apps/web/src/app/routes/warm-up.tsx' },
    );
  }, 120_000);

  it('a feature importing another feature fails', async () => {
    expect(
      await problems(
        'apps/web/src/features/mood/components/wrong.tsx',
        "import { JournalDialog } from '../../journal/components/journal-dialog';\nexport const x = JournalDialog;\n",
      ),
    ).toEqual([
      'mentora/boundaries: features/mood must not import features/journal: let a route in app/ compose them',
    ]);
    // Its own files and the shared lib are fine.
    expect(
      await problems(
        'apps/web/src/features/mood/components/right.tsx',
        "import { MoodSlider } from './mood-slider';\nimport { notify } from '../../../components/ui/toaster';\nexport const x = [MoodSlider, notify];\n",
      ),
    ).toEqual([]);
  });

  it('an import through the `@/` alias is held to the same boundaries', async () => {
    expect(
      await problems(
        'apps/web/src/features/mood/components/wrong.tsx',
        "import { JournalDialog } from '@/features/journal/components/journal-dialog';\nexport const x = JournalDialog;\n",
      ),
    ).toEqual([
      'mentora/boundaries: features/mood must not import features/journal: let a route in app/ compose them',
    ]);
    expect(
      await problems(
        'apps/web/src/lib/wrong.ts',
        "export const load = () => import('@/app/routes/login');\n",
      ),
    ).toEqual(['mentora/boundaries: lib, components and config must not import app']);
    expect(
      await problems(
        'apps/web/src/features/mood/components/right.tsx',
        "import { notify } from '@/components/ui/toaster';\nexport const x = notify;\n",
      ),
    ).toEqual([]);
  });

  it('lib, components and config importing features or app fail, dynamic imports too', async () => {
    expect(
      await problems(
        'apps/web/src/lib/wrong.ts',
        "export const load = () => import('../features/chat/hooks/use-chat');\n",
      ),
    ).toEqual(['mentora/boundaries: lib, components and config must not import features/chat']);
    expect(
      await problems(
        'apps/web/src/components/ui/wrong.tsx',
        "export { router } from '../../app/router';\n",
      ),
    ).toEqual(['mentora/boundaries: lib, components and config must not import app']);
  });

  it('the domain imports only its own files, zod and papaparse', async () => {
    expect(
      await problems(
        'packages/domain/src/wrong.ts',
        "import { useState } from 'react';\nimport { z } from 'zod';\nimport { x } from '../../understanding/src/labels';\nexport const y = [useState, z, x];\n",
      ),
    ).toEqual([
      'mentora/boundaries: packages/domain imports only its own files, zod and papaparse, not "react"',
      'mentora/boundaries: packages/domain imports only its own files, zod and papaparse, not "../../understanding/src/labels"',
    ]);
    expect(
      await problems(
        'packages/domain/src/right.ts',
        "import * as z from 'zod/mini';\nimport Papa from 'papaparse';\nimport { todayIso } from './dates';\nexport const y = [z, Papa, todayIso];\n",
      ),
    ).toEqual([]);
  });

  it('an import cycle fails', async () => {
    const [result] = await eslint.lintFiles(['eslint/fixtures/cycle/a.ts']);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('knows where files sit', () => {
    expect(placeOf('/repo/apps/web/src/features/chat/lib/x.ts')).toEqual({
      area: 'feature',
      name: 'chat',
    });
    expect(placeOf('apps/web/src/config/paths.ts')).toEqual({ area: 'base' });
    expect(placeOf('apps/web/src/app/routes/chat.tsx')).toEqual({ area: 'app' });
    expect(placeOf('packages/domain/src/sync.ts')).toEqual({ area: 'domain' });
    expect(placeOf('apps/server/src/app.ts')).toBeNull();
  });
});
