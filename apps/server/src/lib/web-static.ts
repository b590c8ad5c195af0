import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built web app: hashed assets cached for a year (immutable), sent
 * as the Brotli or gzip file the build wrote beside each one when the browser
 * accepts it (no compression work per request), every other
 * non-API GET answered with index.html so the app's router shows the screen
 * (or its not-found page). Unknown /api paths and missing assets answer 404.
 * Files are looked up per request, so a rebuild needs no restart.
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  const indexFile = path.join(dist, 'index.html');
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const isFile = url.startsWith('/assets/') || url.startsWith('/oidc');
    if (request.method === 'GET' && !isApi && !isFile) {
      if (existsSync(indexFile)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(readFileSync(indexFile));
      }
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${url}` } });
  });
}
