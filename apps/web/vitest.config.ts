import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Screens render many MUI components in jsdom: on two busy cores a whole-screen test can
    // take several seconds. The limit guards against hangs, not speed (benchmarks measure that).
    testTimeout: 20_000,
  },
});
