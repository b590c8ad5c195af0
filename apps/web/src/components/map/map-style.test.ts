import { describe, expect, it } from 'vitest';
import { mapStyleFor, osmTileUrl } from './map-style.ts';

describe('the map style from config.mapStyle', () => {
  it('is OpenStreetMap raster tiles with their attribution by default, and nothing else to fetch', () => {
    const style = mapStyleFor('', '', 'light');
    expect(typeof style).toBe('object');
    if (typeof style === 'string') return;
    expect(style.sources.osm).toMatchObject({ type: 'raster', tiles: [osmTileUrl] });
    expect(JSON.stringify(style.sources.osm)).toContain('OpenStreetMap');
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'raster']);
  });

  it('is a plain background with no sources at all for "none"', () => {
    const style = mapStyleFor('none', 'secret', 'dark');
    expect(style).toEqual({
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#1f262c' } }],
    });
  });

  it('is any other value as a style URL, with the access token for {key}', () => {
    expect(mapStyleFor('https://api.maptiler.com/maps/streets/style.json?key={key}', 'a b', 'light')).toBe(
      'https://api.maptiler.com/maps/streets/style.json?key=a%20b',
    );
    expect(mapStyleFor('https://tiles.example.com/style.json', '', 'light')).toBe(
      'https://tiles.example.com/style.json',
    );
  });
});
