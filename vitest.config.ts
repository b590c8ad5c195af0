import { defineConfig } from 'vitest/config';
import web, { webIsolated } from './apps/web/vitest.config.ts';

// The projects, run by scripts/test.ts in three passes: unit and web (component) tests, server
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
          // The fuzz tests (thousands of mutated frames a protocol) take 1-3 s on a quiet machine and
          // past vitest's default 5 s when the machine is shared; tests assert behaviour, never time.
          testTimeout: 30_000,
          // As the web projects, which run in the same pass (vitest runs projects with one maxWorkers together).
          maxWorkers: 2,
          // The files share each worker's module graph, as the server and web projects do: none replaces
          // a module, and the two that fake timers restore them.
          isolate: false,
        },
      },
      web,
      webIsolated,
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.int.test.ts', 'bench/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own; most of their time is spent waiting on PostgreSQL,
          // sockets and child processes, so two files at a time keep both cores busy.
          maxWorkers: 2,
          // The files share each worker's module graph: importing the server afresh for each of the
          // 87 files took 399 s of the pass's 565 (vitest's 'import' time). No file mocks modules, the
          // metrics have a registry per app, and each file's servers and pools end in its afterAll.
          isolate: false,
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
          // One file at a time: Chromium and the servers fill both cores. Two files at a time (each in
          // an account and organisation of its own, in the run's one Chromium) took as long in all on
          // a quiet machine, each file about twice as long, and two tests ran past their 60 s.
          fileParallelism: false,
        },
      },
    ],
  },
});
