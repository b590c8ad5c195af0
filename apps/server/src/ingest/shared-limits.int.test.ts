import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { connect, type DbHandle } from '../db/database.ts';
import { createRateLimitStore } from '../lib/rate-limit-store.ts';
import { createTestDatabase } from '../test/database.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { createIngestLimits } from './org-limits.ts';

// Issue 19: limits are shared by all server processes through PostgreSQL. Two pools on one
// database stand for two processes.

const RATE = 10;
const BURST = 20;
const SLICE = 1; // a tenth of a second of RATE, at least one token
const config = {
  INGEST_ORG_RATE: RATE,
  INGEST_ORG_BURST: BURST,
  INGEST_AUTH_FAILURES_PER_MINUTE: 1,
  INGEST_AUTH_FAILURE_BURST: 3,
};

describe('ingest limits across processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: DbHandle;
  let second: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = connect(database.url, 4);
    second = connect(database.url, 4);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('let two processes together send about the rate plus the burst, and refuse the rest with a wait', async () => {
    const a = createIngestLimits(config, Date.now, { pool: first.pool });
    const b = createIngestLimits(config, Date.now, { pool: second.pool });
    const organisationId = crypto.randomUUID();
    const round = async () => {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).organisation(organisationId, 1)),
      );
      return { answers, seconds: (Date.now() - started) / 1000 };
    };

    // At once: the burst (and what the rate adds meanwhile), whichever process an uplink reaches.
    const { answers, seconds } = await round();
    const passed = answers.filter((s) => s === 0).length;
    expect(passed).toBeGreaterThanOrEqual(BURST - 2 * SLICE);
    expect(passed).toBeLessThanOrEqual(BURST + Math.ceil(RATE * seconds) + 2 * SLICE);
    for (const wait of answers.filter((s) => s !== 0)) expect(wait).toBeGreaterThanOrEqual(1);
    // Each process alone would have let through its own burst, 2 × 20.
    expect(passed).toBeLessThan(2 * BURST);

    // A second later: about a second of the rate more, not a second burst.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const later = await round();
    const more = later.answers.filter((s) => s === 0).length;
    expect(more).toBeGreaterThanOrEqual(RATE - 2 * SLICE);
    expect(more).toBeLessThanOrEqual(RATE * (1 + later.seconds + 0.5) + 2 * SLICE);

    // Another organisation has its own share.
    expect(await b.organisation(crypto.randomUUID(), 5)).toBe(0);
  });

  it('block an address in one process after its failures in the other, except trusted credentials', async () => {
    const a = createIngestLimits(config, Date.now, { pool: first.pool });
    const b = createIngestLimits(config, Date.now, { pool: second.pool });
    const address = '198.51.100.77';
    b.succeeded('ppk_known');
    for (let i = 0; i < 3; i++) a.failed(address);
    await vi.waitFor(async () => {
      const { rows } = await first.pool.query(
        'select tokens from limit_buckets where key = $1 and tokens < 1',
        [`fail:${address}`],
      );
      expect(rows).toHaveLength(1);
    });
    // B counted nothing itself; its first failure learns that the address is over.
    expect(b.blocked(address, 'ppk_guess')).toBe(0);
    b.failed(address);
    await vi.waitFor(() => expect(b.blocked(address, 'ppk_guess')).toBeGreaterThan(0));
    expect(b.blocked(address, 'ppk_known')).toBe(0);
    expect(b.blocked('198.51.100.78', 'ppk_guess')).toBe(0);
  });

  it('fall back to the process own bucket when the database cannot be asked', async () => {
    const errors: unknown[] = [];
    const broken = { query: () => Promise.reject(new Error('connection refused')) };
    const limits = createIngestLimits(config, Date.now, {
      pool: broken as never,
      onError: (err) => errors.push(err),
    });
    const organisationId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => limits.organisation(organisationId, 1)),
    );
    expect(answers.filter((s) => s === 0)).toHaveLength(BURST);
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('route limits across processes', () => {
  let server: TestServer;
  let other: { app: App; handle: DbHandle };

  beforeAll(async () => {
    server = await startTestServer();
    const handle = connect(server.databaseUrl, 3);
    const app = await buildApp({
      config: server.config,
      db: handle.db,
      pool: handle.pool,
      databaseUrl: server.databaseUrl,
    });
    await app.ready();
    other = { app, handle };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.handle.close();
    await server?.close();
  });

  it("hold a shared device link's 60 a minute across two servers on one database", async () => {
    const get = (app: App, i: number) =>
      app.inject({ method: 'GET', url: `/api/share/no-such-link-${i}`, remoteAddress: '203.0.113.9' });
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await get(server.app, i), await get(other.app, i));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 404)).toBe(true);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client has its own window, on either server.
    const fresh = await other.app.inject({
      method: 'GET',
      url: '/api/share/x',
      remoteAddress: '203.0.113.10',
    });
    expect(fresh.statusCode).toBe(404);
  });

  it('start a new window when the last one ended', async () => {
    const Store = createRateLimitStore(server.handle.pool);
    const store = new Store().child({ routeInfo: { method: 'GET', url: '/test/window' } });
    const incr = (key: string, window: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result)), window),
      );
    expect((await incr('k', 300)).current).toBe(1);
    const second = await incr('k', 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await incr('k', 300)).current).toBe(1);
  });
});
