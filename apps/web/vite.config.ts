import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';

const server = 'http://localhost:8080';

// Vendor code in a few long-lived chunks: React and the router, MUI with Emotion, and the
// session libraries; each screen is its own chunk through the router's lazy routes.
const vendorGroups: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  [
    'mui',
    /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|clsx|@babel[\\/]runtime|react-is|prop-types)[\\/]/,
  ],
  [
    'data',
    /node_modules[\\/](@tanstack|zustand|i18next|react-i18next|html-parse-stringify|void-elements|oidc-client-ts|jwt-decode|zod)[\\/]/,
  ],
];

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map(([name, test], index) => ({
            name,
            test,
            priority: vendorGroups.length - index,
            // Only vendor code the first screen needs; a screen's own libraries stay in its chunk.
            tags: ['$initial'],
          })),
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: server, ws: true },
      '/oidc': server,
      '/interaction': server,
      '/config.json': server,
      '/healthz': server,
    },
  },
  preview: { port: 4173 },
});
