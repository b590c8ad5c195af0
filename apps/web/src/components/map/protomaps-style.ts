import type {
  ExpressionSpecification,
  FilterSpecification,
  LayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { MapTheme } from './map-style.ts';

/** The basemap's source in the styles below, and the URL scheme the pmtiles protocol answers. */
export const protomapsSourceId = 'protomaps';
export const pmtilesScheme = 'pmtiles://';

type Palette = {
  background: string;
  earth: string;
  park: string;
  water: string;
  buildings: string;
  minor: string;
  major: string;
  highway: string;
  casing: string;
  rail: string;
  boundary: string;
  text: string;
  halo: string;
};

// Quiet colours: the basemap is context for the markers, tracks and geofences drawn over it.
const palettes: Record<MapTheme, Palette> = {
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
    text: '#55595f',
    halo: '#ffffff',
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
    text: '#b9bfc6',
    halo: '#1f262c',
  },
};

const width = (...stops: number[]): ExpressionSpecification =>
  ['interpolate', ['exponential', 1.6], ['zoom'], ...stops] as ExpressionSpecification;
const kindIn = (...kinds: string[]): FilterSpecification => ['in', ['get', 'kind'], ['literal', kinds]];
const polygons: FilterSpecification = ['==', '$type', 'Polygon'];

/**
 * A small light or dark style for the Protomaps basemap layers (docs.protomaps.com/basemaps/layers,
 * version 4) of the archive at `archiveUrl`, read through the pmtiles protocol: land, water,
 * parks, buildings, roads, railways and boundaries. Labels only with `glyphs` (a deployment's
 * MAP_GLYPHS_URL): without it the style asks nothing of any other server.
 */
export function protomapsStyle(archiveUrl: string, theme: MapTheme, glyphs = ''): StyleSpecification {
  const c = palettes[theme];
  const source = { source: protomapsSourceId };
  const roads = {
    ...source,
    'source-layer': 'roads',
    layout: { 'line-cap': 'round', 'line-join': 'round' } as const,
  };
  const layers: LayerSpecification[] = [
    { id: 'background', type: 'background', paint: { 'background-color': c.background } },
    { id: 'earth', type: 'fill', ...source, 'source-layer': 'earth', paint: { 'fill-color': c.earth } },
    {
      id: 'landuse-park',
      type: 'fill',
      ...source,
      'source-layer': 'landuse',
      filter: kindIn(
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
      ),
      paint: { 'fill-color': c.park },
    },
    {
      id: 'water',
      type: 'fill',
      ...source,
      'source-layer': 'water',
      filter: polygons,
      paint: { 'fill-color': c.water },
    },
    {
      id: 'water-lines',
      type: 'line',
      ...source,
      'source-layer': 'water',
      minzoom: 9,
      filter: kindIn('river', 'canal', 'stream'),
      paint: { 'line-color': c.water, 'line-width': width(9, 0.5, 18, 10) },
    },
    {
      id: 'buildings',
      type: 'fill',
      ...source,
      'source-layer': 'buildings',
      minzoom: 13,
      paint: { 'fill-color': c.buildings, 'fill-opacity': 0.8 },
    },
    {
      id: 'roads-rail',
      type: 'line',
      ...roads,
      minzoom: 11,
      filter: kindIn('rail'),
      paint: { 'line-color': c.rail, 'line-width': width(11, 0.5, 18, 3), 'line-dasharray': [3, 2] },
    },
    {
      id: 'roads-path',
      type: 'line',
      ...roads,
      minzoom: 14,
      filter: kindIn('path'),
      paint: { 'line-color': c.minor, 'line-width': width(14, 0.5, 20, 4), 'line-opacity': 0.8 },
    },
    {
      id: 'roads-casing',
      type: 'line',
      ...roads,
      minzoom: 7,
      filter: kindIn('major_road', 'highway'),
      paint: {
        'line-color': c.casing,
        'line-gap-width': width(7, 0.5, 18, 16),
        'line-width': width(9, 0, 12, 1),
      },
    },
    {
      id: 'roads-minor',
      type: 'line',
      ...roads,
      minzoom: 12,
      filter: kindIn('minor_road', 'other'),
      paint: { 'line-color': c.minor, 'line-width': width(12, 0.5, 18, 10) },
    },
    {
      id: 'roads-major',
      type: 'line',
      ...roads,
      minzoom: 7,
      filter: kindIn('major_road'),
      paint: { 'line-color': c.major, 'line-width': width(7, 0.5, 18, 14) },
    },
    {
      id: 'roads-highway',
      type: 'line',
      ...roads,
      minzoom: 4,
      filter: kindIn('highway'),
      paint: { 'line-color': c.highway, 'line-width': width(4, 0.5, 18, 16) },
    },
    {
      id: 'boundaries',
      type: 'line',
      ...source,
      'source-layer': 'boundaries',
      filter: kindIn('country', 'region'),
      paint: { 'line-color': c.boundary, 'line-width': 1, 'line-dasharray': [3, 2] },
    },
  ];
  if (glyphs) layers.push(...labelLayers(c));
  return {
    version: 8,
    ...(glyphs ? { glyphs } : {}),
    sources: {
      [protomapsSourceId]: {
        type: 'vector',
        url: `${pmtilesScheme}${archiveUrl}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    },
    layers,
  };
}

/** Street and place names: symbol layers, so only with the deployment's glyphs. */
function labelLayers(c: Palette): LayerSpecification[] {
  const text = { 'text-color': c.text, 'text-halo-color': c.halo, 'text-halo-width': 1.5 };
  return [
    {
      id: 'roads-labels',
      type: 'symbol',
      source: protomapsSourceId,
      'source-layer': 'roads',
      minzoom: 13,
      filter: kindIn('highway', 'major_road', 'minor_road'),
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Regular'],
        'text-size': 12,
      },
      paint: text,
    },
    {
      id: 'places-labels',
      type: 'symbol',
      source: protomapsSourceId,
      'source-layer': 'places',
      filter: kindIn('locality', 'neighbourhood', 'macrohood'),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Medium'],
        'text-size': ['interpolate', ['linear'], ['zoom'], 8, 11, 14, 15],
        'text-max-width': 8,
      },
      paint: text,
    },
  ];
}
