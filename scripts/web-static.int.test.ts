import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/server/src/test/server.ts';
import { precompress } from './precompress.ts';

// A build folder as Vite leaves it, then compressed by the same plugin the real build runs.
const dist = mkdtempSync(path.join(tmpdir(), 'pinpoint-dist-'));
const script = `export const greeting = ${JSON.stringify('hello from the map '.repeat(400))};\n`;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pinpoint</title>');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny-77aa.js'), 'export {};\n');
  const plugin = precompress() as unknown as {
    configResolved(c: { root: string; build: { outDir: string } }): void;
    closeBundle(): void;
  };
  plugin.configResolved({ root: dist, build: { outDir: '.' } });
  plugin.closeBundle();
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

// node:http rather than fetch: fetch decompresses and would hide what was sent on the wire.
function get(file: string, encoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${server.url}/assets/${file}`,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
  });
}

describe('the web app build', () => {
  it('is written compressed once at build time (Brotli and gzip), except files too small to gain', () => {
    expect(existsSync(path.join(dist, 'assets', 'app-3f9a.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'app-3f9a.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'tiny-77aa.js.br'))).toBe(false);
  });

  it('is sent as Brotli to browsers that accept it, with long-lived immutable caching', async () => {
    const res = await get('app-3f9a.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    const body = res.body;
    expect(body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('is sent as gzip to clients without Brotli, and as it is to clients that accept neither', async () => {
    const gz = await get('app-3f9a.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('app-3f9a.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends small files and the app page uncompressed, the page never cached', async () => {
    const tiny = await get('tiny-77aa.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const page = await fetch(`${server.url}/devices`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Pinpoint</title>');
  });
});
