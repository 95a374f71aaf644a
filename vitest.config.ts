import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        // The web's `@/...` imports (apps/web/tsconfig.json's paths).
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          // A project does not take the settings above; the same limit as the rest.
          testTimeout: 20000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'eslint/**/*.test.ts',
            'bench/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        // Server tests run against real SQLite files and a throwaway PostgreSQL server.
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
