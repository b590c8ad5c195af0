import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ServerConfig } from '../../config.ts';
import type { IngestPipeline } from '../../ingest/pipeline.ts';
import { createDiskFullWatch, onDiskFull } from '../../lib/disk-full.ts';
import type { Metrics } from '../../lib/metrics.ts';

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** HTTP latency by method, route pattern (never the raw URL: ids would explode the series) and status class. */
export function observeHttp(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** Counts each uplink's outcome by source: stored, duplicate, unknown_device, refused (4xx) or failed. */
export function countUplinks<P extends Pick<IngestPipeline, 'submit'>>(pipeline: P, metrics: Metrics): P {
  return {
    ...pipeline,
    submit: (request) =>
      pipeline.submit(request).then(
        (outcome) => {
          metrics.uplinks.inc({ source: request.source, outcome: outcome.status });
          return outcome;
        },
        (err: unknown) => {
          const status = (err as { statusCode?: unknown } | null)?.statusCode;
          const refused = typeof status === 'number' && status < 500;
          metrics.uplinks.inc({ source: request.source, outcome: refused ? 'refused' : 'failed' });
          throw err;
        },
      ),
  };
}

/** Values read at scrape time: jobs waiting per pg-boss queue, and this process's open WebSockets. */
export function collectAtScrape(app: FastifyInstance, metrics: Metrics, pool: pg.Pool) {
  metrics.onScrape(async () => {
    // pg-boss's getQueueSize for every queue at once: created and retry sort before active.
    const { rows } = await pool.query<{ name: string; waiting: string }>(
      `select q.name, count(j.id) as waiting
         from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state < 'active'
        group by q.name`,
    );
    for (const row of rows) metrics.queueDepth.set({ queue: row.name }, Number(row.waiting));
  });
  metrics.onScrape(async () => {
    const server = (app as unknown as { websocketServer?: { clients: Set<unknown> } }).websocketServer;
    metrics.liveSockets.set(server?.clients.size ?? 0);
  });
}

/**
 * Statements the database refused for want of disk space, in this process (lib/disk-full.ts):
 * counted, a gauge while they go on, and a log line when they start, go on and end.
 */
export function watchDiskFull(
  app: FastifyInstance,
  metrics: Metrics,
  pool: pg.Pool,
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void },
) {
  const watch = createDiskFullWatch(log, () => metrics.diskFullErrors.inc());
  onDiskFull(pool, watch.refused);
  metrics.onScrape(async () => {
    metrics.diskFull.set(watch.full() ? 1 : 0);
  });
  app.addHook('onClose', async () => watch.stop());
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus' endpoint: with METRICS_PORT, on a listener of its own (loopback unless METRICS_HOST
 * says otherwise) and nowhere else; without it, GET /metrics on the main port behind
 * METRICS_TOKEN (Authorization: Bearer), answering 404 when no token is set (nothing to expose).
 */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  config: Pick<ServerConfig, 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>,
  log: Log,
) {
  const contentType = metrics.registry.contentType;
  if (config.METRICS_PORT) {
    const port = config.METRICS_PORT;
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.render().then(
        (body) => response.writeHead(200, { 'content-type': contentType }).end(body),
        (err) => {
          log.warn({ err }, 'metrics: could not render');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.METRICS_HOST, () => resolve());
      });
      log.info(`metrics: http://${config.METRICS_HOST}:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
  const token = config.METRICS_PORT ? undefined : config.METRICS_TOKEN;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'The metrics need the METRICS_TOKEN as a bearer token.' });
    return reply.type(contentType).send(await metrics.render());
  });
}
