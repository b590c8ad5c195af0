import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserWorkspaceConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * The test files that replace a module (`vi.mock`): each of those runs in a fresh module graph.
 * Every other file shares one graph per worker, so React, MUI and the app's modules are imported
 * and jsdom set up once per worker rather than once per file (most of the web tests' time).
 */
function filesReplacingModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(full, 'utf8')))
        found.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'src'));
  return found.sort();
}
const replacing = filesReplacingModules();

const shared = {
  root,
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // Screens render many MUI components in jsdom: on two busy cores a whole-screen test can
  // take several seconds. The limit guards against hangs, not speed (benchmarks measure that).
  testTimeout: 20_000,
  // Two workers on two cores: the tests are CPU-bound, and one worker leaves a core idle.
  maxWorkers: 2,
} satisfies UserWorkspaceConfig['test'];

/** The files that replace modules, each isolated (`npx vitest run --project web-isolated`). */
export const webIsolated = defineConfig({
  plugins: [react()],
  test: { ...shared, name: 'web-isolated', include: replacing, isolate: true },
});

export default defineConfig({
  plugins: [react()],
  test: {
    ...shared,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...replacing],
    isolate: false,
  },
});
