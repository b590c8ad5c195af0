import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { clipLine, clipRing } from './map-clip.ts';
import { worldPixel } from './map-view.ts';
import { parseSvg, type SvgNode } from './svg-parse.ts';
import { vectorSvg } from './vector-draw.ts';
import { drawnLayers } from './vector-style.ts';
import { encodeTile, palettes, toronto, vectorStyle } from './vector-tiles.test-support.ts';

/**
 * A real Mapbox Vector Tile (MVT spec 2.1, encoded by MapLibre's geojson-vt and vt-pbf) drawn
 * in a style by the MapLibre style spec's rules (maplibre.org/maplibre-style-spec): "Layers"
 * (minzoom, maxzoom, visibility, filter), "Expressions" (match, interpolate, geometry-type),
 * legacy filters and zoom functions ("Other: Function", stops), and line-dasharray in line widths.
 */

const z = 10;
// The tile under downtown Toronto, drawn at its own zoom: it fills the 512 px drawing.
const [wx, wy] = worldPixel(-79.38, 43.7, z);
const [tx, ty] = [Math.floor(wx / 512), Math.floor(wy / 512)];
const view = { width: 512, height: 512, zoom: z };

const tile = new VectorTile(new PbfReader(encodeTile(toronto, z, tx, ty)));
const svgOf = (theme: 'light' | 'dark') =>
  vectorSvg(
    drawnLayers(vectorStyle('/planet', palettes[theme])),
    new Map([['openmaptiles', [{ tile, left: 0, top: 0, size: 512 }]]]),
    view,
  );
const nodes = (svg: string) => parseSvg(`<svg>${svg}</svg>`).children;
const byLayer = (all: SvgNode[], id: string) => all.filter((n) => n.attrs['data-layer'] === id);
const vertices = (d: string) =>
  [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]);

describe('a vector tile drawn in a style', () => {
  it('decodes the tile the encoder wrote: its layers and features', () => {
    expect(Object.keys(tile.layers).sort()).toEqual(['park', 'transportation', 'water']);
    expect(tile.layers.water?.extent).toBe(4096);
    expect(tile.layers.water?.length).toBe(2);
    expect(tile.layers.transportation?.length).toBe(3);
  });

  it("paints the background, fills and lines in the style's colours, in the style's order", () => {
    const all = nodes(svgOf('light'));
    expect(all.map((n) => n.attrs['data-layer'])).toEqual([
      'background',
      'park',
      'water',
      'railway',
      'roads',
      'roads',
    ]);
    expect(byLayer(all, 'background')[0]?.attrs).toMatchObject({
      fill: '#f2f3f0',
      width: '512',
      height: '512',
    });
    // rgb(194, 200, 202), and the tunnel's water is filtered out: one ring.
    const [water] = byLayer(all, 'water');
    expect(water?.attrs.fill).toBe('#c2c8ca');
    expect(water?.attrs.d?.match(/Z/g)).toHaveLength(1);
    // A legacy stops function: linear between (8, 0.4) and (14, 1), so 0.6 at zoom 10.
    expect(byLayer(all, 'park')[0]?.attrs).toMatchObject({ fill: '#e6e9e5', 'fill-opacity': '0.6' });
    // A match on the feature's class: motorways white, other roads hsl(0,0%,88%).
    const roads = byLayer(all, 'roads');
    expect(roads.map((r) => r.attrs.stroke).sort()).toEqual(['#e0e0e0', '#ffffff']);
    // interpolate exponential 1.4 between (6, 1) and (14, 8): 1 + 7 · (1.4^4 − 1) / (1.4^8 − 1).
    const width = 1 + (7 * (1.4 ** 4 - 1)) / (1.4 ** 8 - 1);
    for (const road of roads) {
      expect(Number(road.attrs['stroke-width'])).toBeCloseTo(width, 2);
      expect(road.attrs).toMatchObject({
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
    }
    // Dashes are in line widths: [3, 3] of a 2 px line.
    expect(byLayer(all, 'railway')[0]?.attrs).toMatchObject({ stroke: '#dddddd', 'stroke-dasharray': '6 6' });
    // Hidden, past its zoom range, or text: not drawn.
    expect(svgOf('light')).not.toContain('#ff0000');
  });

  it('puts the geometry where the map is: a shore vertex on its own pixel, nothing past the tile', () => {
    const d = byLayer(nodes(svgOf('light')), 'water')[0]?.attrs.d ?? '';
    const [sx, sy] = worldPixel(-79.36, 43.64, z);
    const shore: [number, number] = [sx - tx * 512, sy - ty * 512];
    const points = vertices(d);
    // 4096 units across 512 px: within an eighth of a pixel, and the path's one-decimal rounding.
    expect(Math.min(...points.map(([x, y]) => Math.hypot(x - shore[0], y - shore[1])))).toBeLessThan(0.3);
    // The encoder's 64-unit buffer round the tile is cut off at the tile's edge.
    for (const [x, y] of vertices(
      nodes(svgOf('light'))
        .map((n) => n.attrs.d ?? '')
        .join(''),
    ))
      expect(x >= 0 && x <= 512 && y >= 0 && y <= 512, `${x} ${y}`).toBe(true);
  });

  it('draws the dark style in its own colours', () => {
    const all = nodes(svgOf('dark'));
    expect(byLayer(all, 'background')[0]?.attrs.fill).toBe('#0c0c0c');
    expect(byLayer(all, 'water')[0]?.attrs.fill).toBe('#1b1b1d');
    expect(
      byLayer(all, 'roads')
        .map((r) => r.attrs.stroke)
        .sort(),
    ).toEqual(['#000000', '#181818']);
  });
});

describe('geometry cut to a box', () => {
  const box = { x0: 0, y0: 0, x1: 10, y1: 10 };

  it('cuts a ring to the box, keeping its winding', () => {
    expect(
      clipRing(
        [
          [-5, -5],
          [5, -5],
          [5, 5],
          [-5, 5],
        ],
        box,
      ),
    ).toEqual([
      [0, 0],
      [5, 0],
      [5, 5],
      [0, 5],
    ]);
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
        ],
        box,
      ),
    ).toEqual([]);
  });

  it('cuts a line into the runs inside the box', () => {
    expect(
      clipLine(
        [
          [-5, 5],
          [5, 5],
          [15, 5],
          [15, 8],
          [5, 8],
        ],
        box,
      ),
    ).toEqual([
      [
        [0, 5],
        [5, 5],
        [10, 5],
      ],
      [
        [10, 8],
        [5, 8],
      ],
    ]);
  });
});
