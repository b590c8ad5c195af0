import http from 'node:http';
import zlib from 'node:zlib';
import { publicConfigSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    SITE_TITLE: 'Acme Tracking',
    FEEDBACK_ENABLED: 'true',
    PRIMARY_COLOUR: '#112233',
  });
});
afterAll(() => server.close());

describe('health and configuration', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: true });
  });

  it('serves every spec configuration field at /config.json, with the environment applied and defaults filled in', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const config = publicConfigSchema.parse(await res.json());
    expect(config).toMatchObject({
      siteTitle: 'Acme Tracking',
      primaryColour: '#112233',
      primaryColourRGB: '17, 34, 51',
      secondaryColour: '#0d00ad',
      feedback_enabled: true,
      organisation_enabled: false,
      show_geofences: true,
      battery_minMV: 2300,
      battery_maxMV: 3000,
      defaultTheme: 'light',
      defaultLanguage: 'en',
      locale: 'en',
      defaultDateFormat: 'MM/DD/YYYY',
      API_URL: '/api',
      authDomain: `${server.url}/oidc`,
      authClientId: 'pinpoint-web',
      authAudience: `${server.url}/api`,
    });
  });

  it('compresses large answers for clients that accept it, and only those', async () => {
    const get = (encoding?: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(
            `${server.url}/api/openapi.json`,
            { headers: encoding ? { 'accept-encoding': encoding } : {} },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
              );
            },
          )
          .on('error', reject);
      });
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    const br = await get('br, gzip');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('answers unknown API routes with the one JSON error shape', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/no-such-thing' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await fetch(`${server.url}/api/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      body: '{"email": ',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toMatch(/bad_request|unauthorized/);
  });

  it('describes every API route in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/user/',
      '/api/user/auth/validate-token',
      '/api/auth/validate-token',
      '/api/organisation',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect((await fetch(`${server.url}/api/docs`, { redirect: 'follow' })).status).toBe(200);
  });

  it('refuses to start when an API route does not declare who may call it', async () => {
    const app = await buildApp({
      config: server.config,
      db: server.handle.db,
      pool: server.handle.pool,
      databaseUrl: server.databaseUrl,
      logger: false,
    });
    app.get('/api/forgotten', async () => 'secret');
    await expect(app.ready()).rejects.toThrow('Routes without an access declaration: GET /api/forgotten');
    await app.close().catch(() => {});
  });
});
