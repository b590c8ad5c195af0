import { defineConfig } from 'vitest/config';

// Three projects, run by scripts/test.ts in order: fast unit tests, server
// integration tests against a real PostgreSQL, end-to-end tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      'apps/*/vitest.config.ts',
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.int.test.ts', 'bench/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
