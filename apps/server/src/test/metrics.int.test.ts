import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hashDeviceToken } from '../ingest/pipeline.ts';
import { freePort } from './ports.ts';
import { startTestServer, type TestServer } from './server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** An organisation with one phone (OsmAnd) device; answers the device token. */
async function phone(server: TestServer): Promise<string> {
  const token = `tok_${randomBytes(8).toString('hex')}`;
  const org = await server.handle.pool.query<{ id: string }>(
    `insert into organisations (name) values ('Metrics') returning id`,
  );
  await server.handle.pool.query(
    `insert into devices (organisation_id, name, token_hash, type) values ($1, 'Phone', $2, 'tracker')`,
    [org.rows[0]?.id, hashDeviceToken(token)],
  );
  return token;
}

/** A sample's value: the line of `name` whose labels include all of `labels` (in any order). */
const value = (text: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => {
    const match = /^([a-z_]+)(?:\{(.*)\})? /.exec(l);
    if (!match || match[1] !== name) return false;
    const have = (match[2] ?? '').split(',');
    return wanted.every((w) => have.includes(w));
  });
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('GET /metrics', () => {
  it('counts uplinks by source and outcome, groups, HTTP latency by route and queue depth, behind METRICS_TOKEN', async () => {
    const server = await startTestServer({ METRICS_TOKEN: 'scrape-secret' });
    servers.push(server);
    const base = `http://127.0.0.1:${server.config.PORT}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-secret!' } })).status,
    ).toBe(401);

    const token = await phone(server);
    const at = Math.floor(Date.now() / 1000);
    const send = (lat: number) =>
      fetch(`${base}/api/ingest/osmand?id=${token}&lat=${lat}&lon=-79.38&timestamp=${at}`, {
        method: 'POST',
      });
    expect((await send(43.65)).status).toBe(200);
    expect((await send(43.66)).status).toBe(200);
    expect((await send(43.65)).status).toBe(200); // the same fix again: a duplicate

    const scrape = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(value(text, 'pinpoint_uplinks_total', { source: 'osmand', outcome: 'stored', role: 'all' })).toBe(
      2,
    );
    expect(value(text, 'pinpoint_uplinks_total', { source: 'osmand', outcome: 'duplicate' })).toBe(1);
    expect(value(text, 'pinpoint_ingest_group_size_count')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'pinpoint_ingest_commit_seconds_count')).toBeGreaterThanOrEqual(1);
    const osmand = { method: 'POST', route: '/api/ingest/osmand', status: '2xx' };
    expect(value(text, 'pinpoint_http_request_duration_seconds_count', osmand)).toBe(3);
    expect(value(text, 'pinpoint_queue_depth', { queue: 'action-email' })).toBe(0);
    expect(value(text, 'pinpoint_live_sockets')).toBe(0);
    expect(text).toContain('pinpoint_process_resident_memory_bytes');
  }, 60_000);

  it('answers 404 when no token is set, and serves on METRICS_PORT (loopback) instead when that is set', async () => {
    const metricsPort = await freePort();
    const [plain, separate] = await Promise.all([
      startTestServer(),
      startTestServer({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: 'ignored-here' }),
    ]);
    servers.push(plain as TestServer, separate as TestServer);
    const url = (s: TestServer) => `http://127.0.0.1:${s.config.PORT}/metrics`;
    expect((await fetch(url(plain as TestServer))).status).toBe(404);
    expect((await fetch(url(separate as TestServer))).status).toBe(404);
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('pinpoint_uplinks_total');
  }, 60_000);
});
