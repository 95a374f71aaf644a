import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
