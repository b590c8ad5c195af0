import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { type GeoJSONVTTile, geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature } from 'geojson';

/**
 * Test support, not product code: real Mapbox Vector Tiles (spec 2.1, extent 4096) cut from a
 * small GeoJSON Toronto by MapLibre's own encoder (@maplibre/geojson-vt, @maplibre/vt-pbf), a
 * vector style shaped like OpenFreeMap's positron and dark (OpenMapTiles schema: `water`,
 * `park`, `transportation` with `class` and `brunnel`), and a loopback server for them.
 */

export type Layers = Record<string, Feature[]>;

/** The tile z/x/y of the layers, as the bytes a tile server sends. */
export function encodeTile(layers: Layers, z: number, x: number, y: number): Buffer {
  const tiles: Record<string, GeoJSONVTTile> = {};
  for (const [name, features] of Object.entries(layers)) {
    const tile = geoJSONToTile({ type: 'FeatureCollection', features }, z, x, y, {
      extent: 4096,
      buffer: 64,
      clip: true,
    });
    if (tile && tile.features.length > 0) tiles[name] = tile;
  }
  return Buffer.from(fromGeojsonVt(tiles, { version: 2, extent: 4096 }));
}

const polygon = (properties: Record<string, unknown>, ring: [number, number][]): Feature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [ring] },
});
const line = (properties: Record<string, unknown>, points: [number, number][]): Feature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'LineString', coordinates: points },
});

/** A rough Toronto: Lake Ontario south of the shore, a park, a motorway, a street, a railway, a tunnel. */
export const toronto: Layers = {
  water: [
    polygon({ class: 'lake' }, [
      [-79.6, 43.3],
      [-79.0, 43.3],
      [-79.0, 43.8],
      [-79.15, 43.74],
      [-79.25, 43.68],
      [-79.32, 43.655],
      [-79.36, 43.64],
      [-79.4, 43.633],
      [-79.47, 43.628],
      [-79.52, 43.595],
      [-79.6, 43.58],
      [-79.6, 43.3],
    ]),
    // Under a road: the style's filter leaves it out.
    polygon({ class: 'river', brunnel: 'tunnel' }, [
      [-79.35, 43.7],
      [-79.3, 43.7],
      [-79.3, 43.74],
      [-79.35, 43.74],
      [-79.35, 43.7],
    ]),
  ],
  park: [
    polygon({ class: 'park' }, [
      [-79.365, 43.665],
      [-79.35, 43.665],
      [-79.35, 43.685],
      [-79.365, 43.685],
      [-79.365, 43.665],
    ]),
  ],
  transportation: [
    line({ class: 'motorway' }, [
      [-79.47, 43.633],
      [-79.38, 43.641],
      [-79.33, 43.65],
      [-79.28, 43.75],
    ]),
    line({ class: 'primary' }, [
      [-79.3832, 43.6405],
      [-79.3905, 43.69],
      [-79.4, 43.76],
    ]),
    line({ class: 'rail' }, [
      [-79.45, 43.64],
      [-79.3, 43.68],
      [-79.22, 43.79],
    ]),
  ],
};

/** Two devices' last positions: downtown by the lake, and Scarborough. */
export const torontoDevices = {
  positions: [
    { device: 'd1', lat: 43.6532, lon: -79.3832, time: '2027-02-16T04:50:00.000Z' },
    { device: 'd2', lat: 43.7764, lon: -79.2318, time: '2027-02-16T04:40:00.000Z' },
  ],
  tracks: [],
  geofences: [],
  bases: [],
};

export type Palette = { background: string; water: string; park: string; motorway: string; primary: string };

/** positron's colours (light) and dark's, as the styles write them. */
export const palettes: Record<'light' | 'dark', Palette> = {
  light: {
    background: 'rgb(242,243,240)',
    water: 'rgb(194, 200, 202)',
    park: 'rgb(230, 233, 229)',
    motorway: '#fff',
    primary: 'hsl(0,0%,88%)',
  },
  dark: {
    background: 'rgb(12,12,12)',
    water: 'rgb(27 ,27 ,29)',
    park: 'rgb(32,32,32)',
    motorway: '#000',
    primary: '#181818',
  },
};

/** A vector style of the OpenMapTiles schema, its source described by the TileJSON at `tileJson`. */
export function vectorStyle(tileJson: string, c: Palette) {
  return {
    version: 8,
    sources: { openmaptiles: { type: 'vector', url: tileJson } },
    glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': c.background } },
      {
        id: 'park',
        type: 'fill',
        source: 'openmaptiles',
        'source-layer': 'park',
        // A legacy filter and a legacy zoom function (stops), as older styles write them.
        filter: ['==', '$type', 'Polygon'],
        paint: {
          'fill-color': c.park,
          'fill-opacity': {
            stops: [
              [8, 0.4],
              [14, 1],
            ],
          },
        },
      },
      {
        id: 'water',
        type: 'fill',
        source: 'openmaptiles',
        'source-layer': 'water',
        filter: [
          'all',
          ['match', ['geometry-type'], ['MultiPolygon', 'Polygon'], true, false],
          ['!=', ['get', 'brunnel'], 'tunnel'],
        ],
        paint: { 'fill-color': c.water },
      },
      {
        id: 'railway',
        type: 'line',
        source: 'openmaptiles',
        'source-layer': 'transportation',
        filter: ['==', ['get', 'class'], 'rail'],
        paint: { 'line-color': '#dddddd', 'line-width': 2, 'line-dasharray': [3, 3] },
      },
      {
        id: 'roads',
        type: 'line',
        source: 'openmaptiles',
        'source-layer': 'transportation',
        filter: ['match', ['get', 'class'], ['motorway', 'primary'], true, false],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['match', ['get', 'class'], 'motorway', c.motorway, c.primary],
          'line-width': ['interpolate', ['exponential', 1.4], ['zoom'], 6, 1, 14, 8],
        },
      },
      // Not drawn: hidden, beyond its zoom range, a text layer.
      {
        id: 'hidden',
        type: 'fill',
        source: 'openmaptiles',
        'source-layer': 'water',
        layout: { visibility: 'none' },
        paint: { 'fill-color': '#ff0000' },
      },
      {
        id: 'close-up',
        type: 'line',
        source: 'openmaptiles',
        'source-layer': 'transportation',
        minzoom: 15,
        paint: { 'line-color': '#ff0000' },
      },
      {
        id: 'labels',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'transportation',
        layout: { 'text-field': ['get', 'class'] },
      },
    ],
  };
}

export type TileServer = {
  base: string;
  /** Paths asked, in order. */
  requests: string[];
  /** While set, tiles answer 500. */
  failTiles: boolean;
  close: () => Promise<void>;
};

/**
 * Serves /styles/light.json and /styles/dark.json, the TileJSON /planet (tiles relative to it,
 * maxzoom 14, an HTML attribution) and the tiles, gzipped as tile servers send them.
 */
export async function startTileServer(layers: Layers = toronto): Promise<TileServer> {
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    state.requests.push(url);
    const json = (value: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    };
    const theme = url.match(/^\/styles\/(light|dark)\.json$/)?.[1] as 'light' | 'dark' | undefined;
    if (theme) return json(vectorStyle('/planet', palettes[theme]));
    if (url === '/planet')
      return json({
        tilejson: '3.0.0',
        tiles: ['tiles/{z}/{x}/{y}.pbf'],
        minzoom: 0,
        maxzoom: 14,
        attribution:
          '<a href="https://openfreemap.org">OpenFreeMap</a> <a href="https://www.openmaptiles.org/">&copy; OpenMapTiles</a> Data from <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      });
    const tile = url.match(/^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/);
    if (tile && !state.failTiles) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      res.setHeader('content-type', 'application/x-protobuf');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(encodeTile(layers, z, x, y)));
      return;
    }
    res.statusCode = tile ? 500 : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const state: TileServer = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    failTiles: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return state;
}
