import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseRange } from './byte-range.ts';

// Browsers and proxies keep the archive's parts a day; a replaced file has a new ETag, and the
// PMTiles reader starts over when the ETag it sees changes.
const cacheControl = 'public, max-age=86400';

/**
 * The operator's own basemap (README "Your own basemap"): the one PMTiles archive named by
 * MAP_PMTILES_PATH, read by the web app with HTTP range requests. Only that file's own name is
 * served; any other name under /basemap/ (a path, `..`, another file) answers 404 without the
 * file system being asked about it.
 */
export async function basemapRoutes(app: FastifyInstance, { file }: { file: string | undefined }) {
  const name = file ? path.basename(file) : undefined;

  app.get<{ Params: { name: string } }>(
    '/basemap/:name',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!file || request.params.name !== name) return notFound(reply, 'No basemap by that name');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        request.log.warn({ file }, 'MAP_PMTILES_PATH names no file: the basemap cannot be served');
        return notFound(reply, 'The basemap file is missing on the server');
      }
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const lastModified = info.mtime.toUTCString();
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', cacheControl)
        .header('etag', etag)
        .header('last-modified', lastModified)
        .type('application/vnd.pmtiles');
      if (matchesAny(request.headers['if-none-match'], etag)) return reply.code(304).send();

      // If-Range with another validator: the file changed since the client's last part, send it all.
      const ifRange = request.headers['if-range'];
      const unchanged = !ifRange || ifRange === etag || ifRange === lastModified;
      const rangeHeader = unchanged ? request.headers.range : undefined;
      const asked = parseRange(rangeHeader, info.size);
      if (asked.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${info.size}`)
          .type('application/json')
          .send({ error: { code: 'range_not_satisfiable', message: asked.message } });
      }
      const { start, end } = asked.kind === 'range' ? asked.range : { start: 0, end: info.size - 1 };
      if (asked.kind === 'range')
        reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
      reply.header('content-length', String(Math.max(0, end - start + 1)));
      if (request.method === 'HEAD' || end < start) return reply.send();
      return reply.send(createReadStream(file, { start, end }));
    },
  );

  // Nothing else lives under /basemap/: not the web app's page either.
  app.get('/basemap/*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    notFound(reply, 'No basemap by that name'),
  );
}

function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function notFound(reply: FastifyReply, message: string) {
  return reply
    .code(404)
    .type('application/json')
    .send({ error: { code: 'not_found', message } });
}
