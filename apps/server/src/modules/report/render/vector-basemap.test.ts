import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tinyPmtilesArchive } from '@pinpoint/shared/test-support/pmtiles-archive.ts';
import type { Feature } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBasemapLoader } from './basemap.ts';
import { mapSize } from './map-svg.ts';
import { fitView, type MapView } from './map-view.ts';
import { pmtilesStyle } from './pmtiles-style.ts';
import { encodeTile, startTileServer, type TileServer, torontoDevices } from './vector-tiles.test-support.ts';

/**
 * The report's vector basemap fetched from servers this test starts on 127.0.0.1: a MapLibre
 * style whose vector source is a TileJSON (MapLibre style spec, "Sources: vector"; TileJSON 3.0),
 * gzipped MVT tiles, PMTiles archives (spec v3) on the disk and behind HTTP range requests, and
 * servers that answer too much or nothing at all.
 */

const view = fitView(torontoDevices, mapSize) as MapView;
const fills = (svg: string) => [...svg.matchAll(/ fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
const strokes = (svg: string) => [...svg.matchAll(/ stroke="(#[0-9a-f]{6})"/g)].map((m) => m[1]);

describe('the vector basemap from a tile server', () => {
  let tiles: TileServer;
  beforeAll(async () => {
    tiles = await startTileServer();
  });
  afterAll(() => tiles.close());

  it("draws the style's layers over the tiles covering the view, once fetched, in both themes", async () => {
    const loader = createBasemapLoader({
      mapStyle: `${tiles.base}/styles/light.json`,
      mapStyleDark: `${tiles.base}/styles/dark.json`,
      mapAccessToken: '',
    });
    const light = await loader(view);
    expect(light?.attribution).toBe('OpenFreeMap © OpenMapTiles Data from OpenStreetMap');
    expect(fills(light?.svg ?? '')).toEqual(expect.arrayContaining(['#f2f3f0', '#c2c8ca', '#e6e9e5']));
    expect(strokes(light?.svg ?? '')).toEqual(expect.arrayContaining(['#ffffff', '#e0e0e0', '#dddddd']));
    // The style, its TileJSON, then the tiles: at the zoom below the view's (tiles relative to the TileJSON).
    const tileRequests = tiles.requests.filter((r) => r.startsWith('/tiles/'));
    expect(tiles.requests.slice(0, 2)).toEqual(['/styles/light.json', '/planet']);
    expect(new Set(tileRequests.map((r) => r.split('/')[2]))).toEqual(
      new Set([String(Math.floor(view.zoom))]),
    );
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(tileRequests.length).toBeLessThanOrEqual(16);

    // Again: style and tiles come from memory.
    const asked = tiles.requests.length;
    expect((await loader(view))?.svg).toBe(light?.svg);
    expect(tiles.requests.length).toBe(asked);

    const dark = await loader(view, 'dark');
    expect(fills(dark?.svg ?? '')).toEqual(expect.arrayContaining(['#0c0c0c', '#1b1b1d']));
    expect(fills(dark?.svg ?? '')).not.toContain('#c2c8ca');
  });

  it('draws nothing (a plain background) when its tiles fail', async () => {
    tiles.failTiles = true;
    try {
      const loader = createBasemapLoader({ mapStyle: `${tiles.base}/styles/light.json`, mapAccessToken: '' });
      // A zoom no earlier test fetched, so no tile comes from a cache.
      expect(await loader({ ...view, zoom: view.zoom + 1, originX: view.originX * 2 })).toBeNull();
    } finally {
      tiles.failTiles = false;
    }
  });
});

describe('a tile server past the limits', () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];
  const style = (tiles: string, tileSize = 512) => ({
    version: 8,
    sources: { s: { type: 'vector', tiles: [`${base}${tiles}/{z}/{x}/{y}.pbf`], tileSize } },
    layers: [
      { id: 'water', type: 'fill', source: 's', 'source-layer': 'water', paint: { 'fill-color': '#00f' } },
    ],
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? '';
      asked.push(url);
      const json = (value: unknown) => res.end(JSON.stringify(value));
      if (url === '/huge.json') return json(style('/huge'));
      if (url === '/silent.json') return json(style('/silent'));
      if (url === '/wide.json') return json(style('/wide', 64));
      // 5 MB of a "tile" with no length said: more than a tile may be.
      if (url.startsWith('/huge/')) {
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const more = () => {
          while (sent < 5_000_000 && res.write(chunk)) sent += chunk.length;
          if (sent < 5_000_000) res.once('drain', more);
          else res.end();
        };
        res.on('error', () => {});
        return more();
      }
      if (url.startsWith('/silent/')) return; // never answers
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up on a tile past its byte limit, a silent server and a view of too many tiles', async () => {
    const reasons: string[] = [];
    const load = (name: string) =>
      createBasemapLoader({
        mapStyle: `${base}/${name}.json`,
        mapAccessToken: '',
        timeoutMs: 1500,
        log: { info: (obj) => reasons.push(String((obj as { err: Error }).err.message)) },
      })(view);
    expect(await load('huge')).toBeNull();
    expect(reasons.pop()).toBe('basemap: an answer is past its byte limit');
    expect(await load('silent')).toBeNull();
    expect(reasons.pop()).toMatch(/aborted|timeout/i);
    // 64-pixel tiles: 5 by 4 and more cover the map, past the 16 a map may take; none is asked for.
    expect(await load('wide')).toBeNull();
    expect(asked.filter((a) => a.startsWith('/wide/'))).toEqual([]);
    expect(asked.filter((a) => a.startsWith('/huge/')).length).toBeGreaterThan(0);
  });
});

describe("the operator's PMTiles archive", () => {
  // A world tile of Protomaps' layers (docs.protomaps.com/basemaps/layers): land everywhere,
  // water east of the view's middle, a highway across it.
  const [west, east] = [-79.32, -79.0];
  const middle = (view.originY + view.height / 2) / (512 * 2 ** view.zoom);
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * middle))) * 180) / Math.PI;
  const box = (x0: number, y0: number, x1: number, y1: number): Feature => ({
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
          [x0, y0],
        ],
      ],
    },
  });
  const world = encodeTile(
    {
      earth: [box(-180, -80, 180, 80)],
      water: [box(west, -80, east + 100, 80)],
      roads: [
        {
          type: 'Feature',
          properties: { kind: 'highway' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-85, lat],
              [-75, lat],
            ],
          },
        },
      ],
    },
    0,
    0,
    0,
  );
  const archive = Buffer.from(tinyPmtilesArchive(world));
  let dir: string;
  let file: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-report-pmtiles-'));
    file = path.join(dir, 'toronto.pmtiles');
    await writeFile(file, archive);
    // The same archive on another server, read with range requests (RFC 9110, 14).
    server = createServer((req, res) => {
      if (req.url === '/style.json')
        return res.end(JSON.stringify(pmtilesStyle(`${base}/toronto.pmtiles`, 'light')));
      const range = req.headers.range?.match(/^bytes=(\d+)-(\d+)$/);
      if (req.url !== '/toronto.pmtiles' || !range) {
        res.statusCode = 404;
        return res.end();
      }
      const [from, to] = [Number(range[1]), Math.min(Number(range[2]), archive.length - 1)];
      res.statusCode = 206;
      res.setHeader('content-range', `bytes ${from}-${to}/${archive.length}`);
      res.end(archive.subarray(from, to + 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it('is drawn from the disk in the built-in light and dark styles, asking no server', async () => {
    const loader = createBasemapLoader({
      mapStyle: '',
      mapAccessToken: '',
      pmtilesPath: file,
      fetch: () => Promise.reject(new Error('the archive is on this machine')),
    });
    const light = await loader(view);
    expect(light?.attribution).toBe('Protomaps © OpenStreetMap');
    // Land, water and a highway in the web app's light colours (protomaps-style.ts).
    expect(fills(light?.svg ?? '')).toEqual(expect.arrayContaining(['#f1f0ec', '#b7cfe2']));
    expect(strokes(light?.svg ?? '')).toContain('#fbe7b8');
    const dark = await loader(view, 'dark');
    expect(fills(dark?.svg ?? '')).toEqual(expect.arrayContaining(['#22282e', '#1b2a36']));
    expect(strokes(dark?.svg ?? '')).toContain('#545b63');
  });

  it('is drawn from a pmtiles:// URL of a style, by range requests', async () => {
    const layer = await createBasemapLoader({ mapStyle: `${base}/style.json`, mapAccessToken: '' })(view);
    expect(fills(layer?.svg ?? '')).toEqual(expect.arrayContaining(['#f1f0ec', '#b7cfe2']));
  });

  it('reads no other file a style names', async () => {
    const reasons: string[] = [];
    const other = path.join(dir, 'other.pmtiles');
    await writeFile(other, archive);
    const style = pmtilesStyle(`file://${other}`, 'light');
    const layer = await createBasemapLoader({
      mapStyle: 'https://styles.example/style.json',
      mapAccessToken: '',
      pmtilesPath: file,
      fetch: async () => new Response(JSON.stringify(style)),
      log: { info: (obj) => reasons.push(String((obj as { err: Error }).err.message)) },
    })(view);
    expect(layer).toBeNull();
    expect(reasons).toEqual(['basemap: a PMTiles archive neither on the web nor the configured file']);
  });
});
