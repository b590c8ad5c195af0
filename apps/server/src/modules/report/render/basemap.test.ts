import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { themeFromColours } from '@pinpoint/charts';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBasemapLoader } from './basemap.ts';
import { attributionText } from './basemap-raster.ts';
import { mapSize, mapSvg } from './map-svg.ts';
import { fitView } from './map-view.ts';
import { parseSvg } from './svg-parse.ts';
import { drawSvg } from './svg-pdf.ts';
import { torontoDevices as toronto } from './vector-tiles.test-support.ts';

/**
 * The basemap path of a report's map against a tile server this test starts on 127.0.0.1 (no
 * outside network): a MapLibre style (MapLibre style spec, "Sources: raster", with `tiles`
 * and `tileSize`) whose raster tiles are tiny PNGs made here (PNG spec, ISO 15948: signature,
 * IHDR, IDAT, IEND chunks with CRC-32).
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 4 × 4 PNG of one colour. */
function png([r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [r, g, b]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row, row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the basemap under a report map', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  let failTiles = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? '';
      requests.push(url);
      if (url === '/style.json') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            version: 8,
            sources: {
              osm: {
                type: 'raster',
                tiles: [`${base}/tiles/{z}/{x}/{y}.png`],
                tileSize: 256,
                maxzoom: 19,
                attribution:
                  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
              },
            },
            layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
          }),
        );
        return;
      }
      const tile = url.match(/^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/);
      if (tile && !failTiles) {
        res.setHeader('content-type', 'image/png');
        res.end(png([200, 220, 240]));
        return;
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a TileJSON attribution as words', () => {
    expect(
      attributionText('<a href="https://openfreemap.org">OpenFreeMap</a> <a>&copy; OpenMapTiles</a>'),
    ).toBe('OpenFreeMap © OpenMapTiles');
  });

  it('embeds the raster tiles that cover the view, with the attribution', async () => {
    const view = fitView(toronto, { width: 640, height: 420 });
    expect(view).not.toBeNull();
    const loader = createBasemapLoader({ mapStyle: `${base}/style.json`, mapAccessToken: '' });
    const layer = await loader(view as NonNullable<typeof view>);
    expect(layer?.attribution).toBe('© OpenStreetMap contributors');
    const images = parseSvg(`<svg>${layer?.svg}</svg>`).children.filter((n) => n.name === 'image');
    expect(images.length).toBeGreaterThan(0);
    // Every tile asked for is at one zoom, and together they cover the drawing.
    const tiles = requests
      .filter((r) => r.startsWith('/tiles/'))
      .map((r) => r.split('/').slice(2, 5).map(Number));
    expect(new Set(tiles.map((t) => t[0])).size).toBe(1);
    const boxes = images.map((i) => ['x', 'y', 'width', 'height'].map((k) => Number(i.attrs[k])));
    expect(Math.min(...boxes.map(([x]) => x as number))).toBeLessThanOrEqual(0);
    expect(Math.min(...boxes.map(([, y]) => y as number))).toBeLessThanOrEqual(0);
    expect(Math.max(...boxes.map(([x, , w]) => (x as number) + (w as number)))).toBeGreaterThanOrEqual(640);
    expect(Math.max(...boxes.map(([, y, , h]) => (y as number) + (h as number)))).toBeGreaterThanOrEqual(420);
    expect(images[0]?.attrs.href).toMatch(/^data:image\/png;base64,/);

    // Drawn under the devices in the PDF: the tiles go in as images.
    const drawing = mapSvg({
      data: toronto,
      devices: {},
      theme: themeFromColours({ mode: 'light', primary: '#004AAD', fontFamily: 'Inter' }),
      size: mapSize,
      options: { tracks: false, geofences: true, bases: true },
      basemap: layer,
    });
    const pdf = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => pdf.on('end', resolve));
    drawSvg(
      pdf,
      drawing?.svg as string,
      { x: 40, y: 40, width: 530, height: 350 },
      { regular: 'Helvetica', bold: 'Helvetica-Bold' },
    );
    pdf.end();
    await done;
    expect(Buffer.concat(chunks).toString('latin1')).toContain('/Subtype /Image');
  });

  it('falls back (null) when a tile fails, the style is unreachable, or nothing is to be asked', async () => {
    const view = fitView(toronto, { width: 640, height: 420 }) as NonNullable<ReturnType<typeof fitView>>;
    failTiles = true;
    try {
      expect(
        await createBasemapLoader({ mapStyle: `${base}/style.json`, mapAccessToken: '' })(view),
      ).toBeNull();
    } finally {
      failTiles = false;
    }
    expect(
      await createBasemapLoader({ mapStyle: `${base}/missing.json`, mapAccessToken: '' })(view),
    ).toBeNull();
    // '' is the web app's default, OpenFreeMap's positron (dark: its dark style); unreachable here.
    const asked: string[] = [];
    const offline = createBasemapLoader({
      mapStyle: '',
      mapAccessToken: '',
      fetch: (url) => {
        asked.push(String(url));
        return Promise.reject(new Error('no network in tests'));
      },
    });
    expect(await offline(view)).toBeNull();
    expect(await offline(view, 'dark')).toBeNull();
    expect(asked).toEqual([
      'https://tiles.openfreemap.org/styles/positron',
      'https://tiles.openfreemap.org/styles/dark',
    ]);
    // 'none' and a path (relative to a web page a report has not got) ask nothing of anyone.
    const before = requests.length;
    expect(await createBasemapLoader({ mapStyle: 'none', mapAccessToken: '' })(view)).toBeNull();
    expect(await createBasemapLoader({ mapStyle: '/styles/mine.json', mapAccessToken: '' })(view)).toBeNull();
    expect(requests.length).toBe(before);
  });
});
