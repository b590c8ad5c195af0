import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publicConfigSchema } from '@pinpoint/shared';
import { tinyPmtilesArchive } from '@pinpoint/shared/test-support/pmtiles-archive.ts';
import { FetchSource, PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 27.4: the operator's own PMTiles basemap served by our server with HTTP range requests
// (RFC 9110, sections 14 and 15.3.7 / 15.5.17), read back by Protomaps' own reader (the `pmtiles`
// package the web app uses), so the archive works as a browser would read it.

const tile = new TextEncoder().encode('one tile of the Greater Toronto Area');
const archive = Buffer.from(tinyPmtilesArchive(tile));
let dir: string;
let server: TestServer;
const url = () => `${server.url}/basemap/toronto.pmtiles`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-basemap-'));
  const file = path.join(dir, 'toronto.pmtiles');
  await writeFile(file, archive);
  await writeFile(path.join(dir, 'secret.txt'), 'not for the web');
  server = await startTestServer({ MAP_PMTILES_PATH: file });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the PMTiles basemap of MAP_PMTILES_PATH', () => {
  it('is named in /config.json, so the web app draws it', async () => {
    const config = publicConfigSchema.parse(await (await fetch(`${server.url}/config.json`)).json());
    expect(config.mapPmtiles).toBe('/basemap/toronto.pmtiles');
  });

  it('answers the whole archive with its validators and cache headers', async () => {
    const res = await fetch(url());
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('application/vnd.pmtiles');
    expect(res.headers.get('content-length')).toBe(String(archive.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(archive)).toBe(true);

    const again = await fetch(url(), { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers a byte range with 206 and Content-Range: the header a reader asks for first', async () => {
    const res = await fetch(url(), { headers: { range: 'bytes=0-126' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-126/${archive.length}`);
    expect(res.headers.get('content-length')).toBe('127');
    const header = Buffer.from(await res.arrayBuffer());
    expect(header.subarray(0, 7).toString('ascii')).toBe('PMTiles');
    expect(header[7]).toBe(3);

    const tail = await fetch(url(), { headers: { range: `bytes=-${tile.length}` } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(tile);
    // The first 16 KiB, as readers ask, of an archive that is smaller: cut at its end.
    const first = await fetch(url(), { headers: { range: 'bytes=0-16383' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-${archive.length - 1}/${archive.length}`);
  });

  it('is read by Protomaps’ own reader over HTTP: its header and its one tile', async () => {
    const reader = new PMTiles(new FetchSource(url()));
    const header = await reader.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 0, numAddressedTiles: 1 });
    expect(header.centerLon).toBeCloseTo(-79.38, 5);
    const found = await reader.getZxy(0, 0, 0);
    expect(new Uint8Array(found?.data ?? new ArrayBuffer(0))).toEqual(tile);
    expect(await reader.getZxy(1, 0, 0)).toBeUndefined();
  });

  it('answers 416 with the size for a range it cannot serve, and says why', async () => {
    for (const [range, message] of [
      [`bytes=${archive.length}-`, `The file has ${archive.length} bytes`],
      ['bytes=20-10', 'A range must not end before it starts'],
      ['bytes=ten-twenty', 'The Range header must look like bytes=0-1023'],
      ['bytes=0-9,20-29', 'Ask for one byte range at a time'],
    ]) {
      const res = await fetch(url(), { headers: { range: range as string } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${archive.length}`);
      expect(await res.json()).toEqual({ error: { code: 'range_not_satisfiable', message } });
    }
  });

  it('serves nothing else under /basemap/: other names, paths and climbs out answer 404', async () => {
    for (const other of [
      '/basemap/other.pmtiles',
      '/basemap/secret.txt',
      '/basemap/..%2Fsecret.txt',
      '/basemap/../secret.txt',
      '/basemap/%2e%2e/secret.txt',
      '/basemap/sub/toronto.pmtiles',
      '/basemap/',
    ]) {
      const { status, body } = await rawGet(other);
      expect(status, other).toBe(404);
      expect(body, other).not.toContain('not for the web');
      expect(JSON.parse(body), other).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(url(), { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-9/${archive.length}`);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

/** A GET of the path exactly as written (fetch would resolve `..` and `%2e%2e` before sending). */
function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const options = { hostname, port, path: requestPath, headers: { range: 'bytes=0-10' } };
    const request = http.get(options, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}
