import { afterAll, describe, expect, it } from 'vitest';
import { holdLease } from '../ingest/mqtt-lease.ts';
import { startTestServer, type TestServer } from './server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const has = (s: TestServer, method: string, url: string) =>
  s.app.routeList.some((r) => r.method === method && r.url === url);

describe('start --role', () => {
  it('serves each role its part: api without ingest, ingest without the API, a worker neither; /healthz on all', async () => {
    const [api, ingest, worker] = await Promise.all(
      (['api', 'ingest', 'worker'] as const).map((ROLE) => startTestServer({ ROLE })),
    );
    servers.push(api as TestServer, ingest as TestServer, worker as TestServer);
    for (const s of [api, ingest, worker] as TestServer[]) {
      expect((await fetch(`${s.url.replace('localhost', '127.0.0.1')}/healthz`)).status).toBe(200);
    }
    const a = api as TestServer;
    const i = ingest as TestServer;
    const w = worker as TestServer;
    expect(has(a, 'GET', '/api/live')).toBe(true);
    expect(has(a, 'POST', '/api/ingest/osmand')).toBe(false);
    expect(has(a, 'GET', '/api/openapi.json')).toBe(true);
    expect(has(i, 'POST', '/api/ingest/osmand')).toBe(true);
    expect(has(i, 'GET', '/api/live')).toBe(false);
    expect(has(i, 'GET', '/api/openapi.json')).toBe(false);
    expect(has(w, 'POST', '/api/ingest/osmand')).toBe(false);
    expect(has(w, 'GET', '/api/live')).toBe(false);
    // An uplink sent to the api process is not for it.
    const answer = await a.app.inject({ method: 'POST', url: '/api/ingest/osmand', payload: {} });
    expect(answer.statusCode).toBe(404);
  }, 60_000);

  it('refuses an unknown role with a message naming the choices', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(() => loadConfig({ ROLE: 'backend' })).toThrow(/ROLE: must be one of all, api, ingest, worker/);
    expect(loadConfig({}).ROLE).toBe('all');
  });
});

describe('the MQTT lease', () => {
  it('lets one process subscribe at a time, and another take over within a retry when it stops', async () => {
    const server = await startTestServer({ ROLE: 'worker' });
    servers.push(server);
    const log = { warn: () => {}, info: () => {} };
    const subscribed: string[] = [];
    const take = (name: string) => () => {
      subscribed.push(`+${name}`);
      return { close: async () => void subscribed.push(`-${name}`) };
    };
    const first = holdLease(server.databaseUrl, take('a'), log, { retryMs: 200 });
    await expect.poll(() => first.held()).toBe(true);
    const second = holdLease(server.databaseUrl, take('b'), log, { retryMs: 200 });
    await new Promise((r) => setTimeout(r, 800));
    expect(second.held()).toBe(false);
    expect(subscribed).toEqual(['+a']);

    await first.close();
    await expect.poll(() => second.held(), { timeout: 5000 }).toBe(true);
    expect(subscribed).toEqual(['+a', '-a', '+b']);
    await second.close();
    expect(subscribed.at(-1)).toBe('-b');
  }, 30_000);
});
