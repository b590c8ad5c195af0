import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';

/**
 * The style a report's map draws the operator's PMTiles archive (MAP_PMTILES_PATH) in: the same
 * colours and layers as the web app's built-in style for it (apps/web/src/components/map/
 * protomaps-style.ts, on Protomaps' basemap layers, docs.protomaps.com/basemaps/layers v4), so
 * a report looks like the screen it came from. Labels are left out: reports draw no text layers.
 * The web app's file is the reference; a change of colours there belongs here too.
 */

export type Theme = 'light' | 'dark';

type Colour =
  | 'background'
  | 'earth'
  | 'park'
  | 'water'
  | 'buildings'
  | 'minor'
  | 'major'
  | 'highway'
  | 'casing'
  | 'rail'
  | 'boundary';

const palettes: Record<Theme, Record<Colour, string>> = {
  light: {
    background: '#c9dbe9',
    earth: '#f1f0ec',
    park: '#dbe8d2',
    water: '#b7cfe2',
    buildings: '#e0ddd6',
    minor: '#ffffff',
    major: '#fefdfa',
    highway: '#fbe7b8',
    casing: '#d3cec5',
    rail: '#c4c0b8',
    boundary: '#9d9daa',
  },
  dark: {
    background: '#18232c',
    earth: '#22282e',
    park: '#24302a',
    water: '#1b2a36',
    buildings: '#2b3137',
    minor: '#363d44',
    major: '#434a52',
    highway: '#545b63',
    casing: '#1c2126',
    rail: '#3a4047',
    boundary: '#5f6670',
  },
};

const parkKinds = [
  'park',
  'national_park',
  'nature_reserve',
  'protected_area',
  'forest',
  'wood',
  'golf_course',
  'cemetery',
  'grass',
  'garden',
];

/** [id, source layer, kinds (none: all), min zoom, colour, width stops (none: a fill), extra paint] */
type Row = [string, string, string[] | null, number, Colour, number[] | null, Record<string, unknown>?];

const rows: Row[] = [
  ['earth', 'earth', null, 0, 'earth', null],
  ['landuse-park', 'landuse', parkKinds, 0, 'park', null],
  ['water', 'water', null, 0, 'water', null],
  ['water-lines', 'water', ['river', 'canal', 'stream'], 9, 'water', [9, 0.5, 18, 10]],
  ['buildings', 'buildings', null, 13, 'buildings', null, { 'fill-opacity': 0.8 }],
  ['roads-rail', 'roads', ['rail'], 11, 'rail', [11, 0.5, 18, 3], { 'line-dasharray': [3, 2] }],
  ['roads-path', 'roads', ['path'], 14, 'minor', [14, 0.5, 20, 4], { 'line-opacity': 0.8 }],
  ['roads-minor', 'roads', ['minor_road', 'other'], 12, 'minor', [12, 0.5, 18, 10]],
  ['roads-major', 'roads', ['major_road'], 7, 'major', [7, 0.5, 18, 14]],
  ['roads-highway', 'roads', ['highway'], 4, 'highway', [4, 0.5, 18, 16]],
  ['boundaries', 'boundaries', ['country', 'region'], 0, 'boundary', [], { 'line-dasharray': [3, 2] }],
];

const width = (stops: number[]) =>
  stops.length === 0 ? 1 : ['interpolate', ['exponential', 1.6], ['zoom'], ...stops];

/** The style for the archive at `archiveUrl` (a `pmtiles://` URL's rest), light or dark. */
export function pmtilesStyle(archiveUrl: string, theme: Theme): StyleSpecification {
  const c = palettes[theme];
  const layers = rows.map(([id, sourceLayer, kinds, minzoom, colour, stops, extra]) => {
    const filter = kinds
      ? ['in', ['get', 'kind'], ['literal', kinds]]
      : id === 'water'
        ? ['==', '$type', 'Polygon']
        : undefined;
    const paint = stops
      ? { 'line-color': c[colour], 'line-width': width(stops), ...extra }
      : { 'fill-color': c[colour], ...extra };
    return {
      id,
      type: stops ? 'line' : 'fill',
      source: 'protomaps',
      'source-layer': sourceLayer,
      ...(minzoom ? { minzoom } : {}),
      ...(filter ? { filter } : {}),
      ...(id.startsWith('roads') ? { layout: { 'line-cap': 'round', 'line-join': 'round' } } : {}),
      paint,
    } as LayerSpecification;
  });
  // The highways' and major roads' casing goes under the roads, as on screen.
  const casing = {
    id: 'roads-casing',
    type: 'line',
    source: 'protomaps',
    'source-layer': 'roads',
    minzoom: 7,
    filter: ['in', ['get', 'kind'], ['literal', ['major_road', 'highway']]],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': c.casing,
      'line-gap-width': width([7, 0.5, 18, 16]),
      'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 9, 0, 12, 1],
    },
  } as LayerSpecification;
  layers.splice(
    layers.findIndex((l) => l.id === 'roads-minor'),
    0,
    casing,
  );
  return {
    version: 8,
    sources: {
      protomaps: {
        type: 'vector',
        url: `pmtiles://${archiveUrl}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': c.background } },
      ...layers,
    ],
  };
}
