import { describe, expect, it } from 'vitest';
import { defaultStyleUrls, mapStyleFor } from './map-style.ts';

const config = (mapStyle: string, mapStyleDark = '', mapAccessToken = '') => ({
  mapStyle,
  mapStyleDark,
  mapAccessToken,
});

describe('the map style from config.mapStyle', () => {
  it('is a free vector style by default, light or dark with the theme, and never OpenStreetMap’s own tile servers', () => {
    expect(mapStyleFor(config(''), 'light')).toBe(defaultStyleUrls.light);
    expect(mapStyleFor(config(''), 'dark')).toBe(defaultStyleUrls.dark);
    expect(defaultStyleUrls.light).not.toBe(defaultStyleUrls.dark);
    expect(JSON.stringify(defaultStyleUrls)).not.toContain('tile.openstreetmap.org');
  });

  it('is a plain background with no sources at all for "none", in the theme’s colour', () => {
    expect(mapStyleFor(config('none', '', 'secret'), 'dark')).toEqual({
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#1f262c' } }],
    });
    const light = mapStyleFor(config('none'), 'light');
    expect(typeof light === 'object' && light.layers[0]).toMatchObject({
      paint: { 'background-color': '#e9eef2' },
    });
  });

  it('is any other value as a style URL, with the access token for {key}', () => {
    expect(
      mapStyleFor(config('https://api.maptiler.com/maps/streets/style.json?key={key}', '', 'a b'), 'light'),
    ).toBe('https://api.maptiler.com/maps/streets/style.json?key=a%20b');
    expect(mapStyleFor(config('https://tiles.example.com/style.json'), 'dark')).toBe(
      'https://tiles.example.com/style.json',
    );
  });

  it('uses mapStyleDark in the dark theme when the deployment sets one', () => {
    const both = config(
      'https://tiles.example.com/light.json',
      'https://tiles.example.com/dark.json?k={key}',
      'k1',
    );
    expect(mapStyleFor(both, 'light')).toBe('https://tiles.example.com/light.json');
    expect(mapStyleFor(both, 'dark')).toBe('https://tiles.example.com/dark.json?k=k1');
  });
});
