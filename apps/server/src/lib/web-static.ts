import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built web app: hashed assets cached for a year, every other
 * non-API GET answered with index.html so the app's router shows the screen
 * (or its not-found page). Unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const index = built ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (request.method === 'GET' && !isApi && !request.url.startsWith('/oidc')) {
      if (index)
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
