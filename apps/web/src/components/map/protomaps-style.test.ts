import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { defaultStyleUrls, mapStyleFor } from './map-style.ts';

const page = 'https://pinpoint.example.com/devices/123';
const config = (overrides: Partial<Parameters<typeof mapStyleFor>[0]> = {}) => ({
  mapStyle: '',
  mapAccessToken: '',
  mapPmtiles: '/basemap/toronto.pmtiles',
  ...overrides,
});
const asStyle = (style: StyleSpecification | string) => {
  if (typeof style === 'string') throw new Error(`A style URL instead of the PMTiles style: ${style}`);
  return style;
};
const layerIds = (style: StyleSpecification) => style.layers.map((layer) => layer.id);

describe('the built-in style on the operator’s PMTiles archive (MAP_PMTILES_PATH)', () => {
  it('reads the archive through pmtiles:// at this server’s address, in light and dark', () => {
    const light = asStyle(mapStyleFor(config(), 'light', page));
    const dark = asStyle(mapStyleFor(config(), 'dark', page));
    expect(light.sources).toEqual({
      protomaps: expect.objectContaining({
        type: 'vector',
        url: 'pmtiles://https://pinpoint.example.com/basemap/toronto.pmtiles',
      }),
    });
    // Protomaps basemap layers (docs.protomaps.com/basemaps/layers): what a tracking map needs.
    const sourceLayers = new Set(
      light.layers.map((layer) => ('source-layer' in layer ? layer['source-layer'] : '')),
    );
    for (const name of ['earth', 'water', 'landuse', 'roads', 'buildings', 'boundaries'])
      expect(sourceLayers.has(name), name).toBe(true);
    const background = (style: StyleSpecification) =>
      style.layers.find((layer) => layer.type === 'background')?.paint;
    expect(background(light)).not.toEqual(background(dark));
    expect(layerIds(light)).toEqual(layerIds(dark));
  });

  it('is a valid MapLibre style in both themes, with labels and without (MapLibre’s own validator)', () => {
    for (const theme of ['light', 'dark'] as const)
      for (const mapGlyphs of ['', 'https://fonts.example.com/{fontstack}/{range}.pbf']) {
        const style = asStyle(mapStyleFor(config({ mapGlyphs }), theme, page));
        expect(validateStyleMin(style), `${theme} ${mapGlyphs}`).toEqual([]);
      }
    expect(validateStyleMin(asStyle(mapStyleFor(config({ mapStyle: 'none' }), 'dark', page)))).toEqual([]);
  });

  it('asks nothing of any other server without MAP_GLYPHS_URL: no glyphs, no sprite, no text', () => {
    const style = asStyle(mapStyleFor(config(), 'light', page));
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.filter((layer) => layer.type === 'symbol')).toEqual([]);
  });

  it('labels streets and places with the deployment’s glyphs, its path made absolute', () => {
    const style = asStyle(mapStyleFor(config({ mapGlyphs: '/fonts/{fontstack}/{range}.pbf' }), 'dark', page));
    expect(style.glyphs).toBe('https://pinpoint.example.com/fonts/{fontstack}/{range}.pbf');
    expect(style.layers.filter((layer) => layer.type === 'symbol').map((layer) => layer.id)).toEqual([
      'roads-labels',
      'places-labels',
    ]);
  });

  it('gives way to a style the deployment names, and to none', () => {
    expect(mapStyleFor(config({ mapStyle: 'https://tiles.example.com/style.json' }), 'light', page)).toBe(
      'https://tiles.example.com/style.json',
    );
    expect(asStyle(mapStyleFor(config({ mapStyle: 'none' }), 'light', page)).sources).toEqual({});
    expect(mapStyleFor(config({ mapPmtiles: '' }), 'dark', page)).toBe(defaultStyleUrls.dark);
  });
});
