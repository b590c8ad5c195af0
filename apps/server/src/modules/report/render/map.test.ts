import type { WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { buildDocument } from './document.ts';
import { metresPerPixel, scaleBar, worldPixel } from './map-view.ts';
import { writePdf } from './pdf.ts';
import { parseSvg } from './svg-parse.ts';

/**
 * Issue 27 item 3: a report's map without a basemap (the path every test takes: no network)
 * shows the organisation's geofences and bases for context, the tracks, every device's name
 * whole inside the drawing, and a scale bar.
 */

const widget = widgetSchema.parse({
  id: 'fleet',
  type: 'map',
  title: 'Fleet',
  devices: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'],
  options: { tracks: true },
});

const ring = (lon: number, lat: number, d: number) => [
  [lon - d, lat - d],
  [lon + d, lat - d],
  [lon + d, lat + d],
  [lon - d, lat + d],
  [lon - d, lat - d],
];

// Three vans around Toronto; the easternmost one's long name cannot go to its right.
const data: WidgetDataResponse = {
  range: { from: '2027-02-15T05:00:00.000Z', to: '2027-02-16T05:00:00.000Z' },
  generatedAt: '2027-02-16T12:00:00.000Z',
  devices: {
    d1: { name: 'Van 7', type: 'location', lastSeenAt: null, quiet: false },
    d2: { name: 'Refrigerated van 12 – Scarborough depot', type: 'location', lastSeenAt: null, quiet: false },
    d3: { name: 'Van 3 (spare)', type: 'location', lastSeenAt: null, quiet: false },
  },
  widgets: {
    fleet: {
      status: 'ok',
      data: {
        positions: [
          { device: 'd1', lat: 43.6532, lon: -79.3832, time: '2027-02-16T04:50:00.000Z' },
          { device: 'd2', lat: 43.7764, lon: -79.2318, time: '2027-02-16T04:40:00.000Z' },
          { device: 'd3', lat: 43.6426, lon: -79.3871, time: '2027-02-16T04:30:00.000Z' },
        ],
        tracks: [
          {
            device: 'd1',
            points: [
              [-79.4, 43.64, Date.parse('2027-02-15T12:00:00Z')],
              [-79.39, 43.65, Date.parse('2027-02-15T13:00:00Z')],
              [-79.3832, 43.6532, Date.parse('2027-02-15T14:00:00Z')],
            ],
          },
        ],
        geofences: [
          {
            key: 'g1',
            name: 'Downtown depot',
            geometry: { type: 'Polygon', coordinates: [ring(-79.385, 43.65, 0.004)] },
          },
          {
            key: 'g2',
            name: 'Scarborough yard',
            geometry: { type: 'Polygon', coordinates: [ring(-79.232, 43.776, 0.003)] },
          },
          // Across the country: context only, it must not widen the view.
          {
            key: 'g3',
            name: 'Vancouver yard',
            geometry: { type: 'Polygon', coordinates: [ring(-123.1, 49.28, 0.01)] },
          },
        ],
        bases: [{ key: 'b1', name: 'Head office', lat: 43.66, lon: -79.39 }],
      },
    },
  },
};

function mapDocument() {
  return buildDocument({
    name: 'Fleet today',
    widgets: [widget],
    language: 'en',
    temperatureUnit: 'C',
    data,
    period: { from: new Date(data.range.from), to: new Date(data.range.to), label: 'Feb 15, 2027' },
    timeZone: 'America/Toronto',
    site: { title: 'Pinpoint', primaryColour: '#004AAD' },
    now: new Date('2027-02-16T12:00:00Z'),
  });
}

type SvgNode = ReturnType<typeof parseSvg>;
const all = (node: SvgNode): SvgNode[] => [node, ...node.children.flatMap(all)];

describe('a report map on a plain background', () => {
  it('follows Web Mercator at 512-pixel tiles, as MapLibre does', () => {
    // OpenStreetMap wiki, "Zoom levels": 156,543.03 m a pixel at zoom 0 on the equator for 256-px
    // tiles, so half as much for the 512-px tiles MapLibre's zoom counts in.
    expect(metresPerPixel({ width: 0, height: 0, zoom: 0, originX: 0, originY: 256 })).toBeCloseTo(
      78_271.52,
      1,
    );
    expect(worldPixel(0, 0, 1)).toEqual([512, 512]);
    const bar = scaleBar({ width: 640, height: 420, zoom: 12, originX: 0, originY: 0 }, 110);
    expect([1, 2, 5]).toContain(bar.metres / 10 ** Math.floor(Math.log10(bar.metres)));
    expect(bar.px).toBeLessThanOrEqual(110);
  });

  it('draws the geofences and bases near the devices, the track and a scale bar', () => {
    const section = mapDocument().sections[0];
    expect(section?.svg).toBeTruthy();
    const nodes = all(parseSvg(section?.svg as string));
    const texts = nodes.filter((n) => n.name === 'text').map((n) => n.text);

    // No basemap was fetched: a plain background, and no attribution to print.
    expect(nodes.some((n) => n.attrs['data-role'] === 'basemap')).toBe(false);
    expect(nodes[1]?.attrs.fill ?? nodes.find((n) => n.name === 'rect')?.attrs.fill).toBe('#e9eef2');

    const geofences = nodes.filter((n) => n.attrs['data-geofence']).map((n) => n.attrs['data-geofence']);
    expect(geofences).toEqual(['Downtown depot', 'Scarborough yard']);
    expect(nodes.filter((n) => n.attrs['data-base']).map((n) => n.attrs['data-base'])).toEqual([
      'Head office',
    ]);
    expect(nodes.filter((n) => n.attrs['data-track']).map((n) => n.attrs['data-track'])).toEqual(['Van 7']);

    const scale = nodes.find((n) => n.attrs['data-role'] === 'scale-bar');
    expect(scale).toBeDefined();
    expect(all(scale as SvgNode).find((n) => n.name === 'text')?.text).toMatch(/^(1|2|5)(0{0,3}) (m|km)$/);
    expect(texts).toEqual(expect.arrayContaining(['Head office', 'Downtown depot']));
  });

  it('keeps every device name whole and inside the drawing', () => {
    const section = mapDocument().sections[0];
    const nodes = all(parseSvg(section?.svg as string));
    const width = Number(parseSvg(section?.svg as string).attrs.width);
    const height = Number(parseSvg(section?.svg as string).attrs.height);
    for (const name of Object.values(data.devices).map((d) => d.name)) {
      const at = nodes.findIndex((n) => n.name === 'text' && n.text === name);
      expect(at, name).toBeGreaterThan(0);
      // The label's box is drawn just before its text.
      const box = nodes[at - 1]?.attrs ?? {};
      const [x, y, w, h] = [box.x, box.y, box.width, box.height].map(Number) as [
        number,
        number,
        number,
        number,
      ];
      expect(x, name).toBeGreaterThanOrEqual(0);
      expect(y, name).toBeGreaterThanOrEqual(0);
      expect(x + w, name).toBeLessThanOrEqual(width);
      expect(y + h, name).toBeLessThanOrEqual(height);
    }
  });

  it('prints the names uncut, the scale and the places in the PDF', async () => {
    const pdf = await writePdf(mapDocument());
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const { text } = await parser.getText();
      for (const expected of ['Refrigerated van 12 – Scarborough depot', 'Van 3 (spare)', 'Head office'])
        expect(text).toContain(expected);
      expect(text).toMatch(/\b(1|2|5)0{0,3} (m|km)\b/);
      expect(text).not.toContain('…');
    } finally {
      await parser.destroy();
    }
  });
});
