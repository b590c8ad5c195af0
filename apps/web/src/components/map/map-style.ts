import type { StyleSpecification } from 'maplibre-gl';

/** The special mapStyle value for a plain background and no remote requests at all. */
export const plainStyleValue = 'none';

export const osmTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const osmAttribution =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';

/** The base layers the built-in styles have, adjusted to the theme in place (no style reload). */
export const backgroundLayerId = 'background';
export const rasterLayerId = 'osm';

export type MapTheme = 'light' | 'dark';

export const backgroundColours: Record<MapTheme, string> = { light: '#e9eef2', dark: '#1f262c' };

/** Paint for the raster tiles: slightly dimmed in the dark theme, so the page does not glare. */
export function rasterPaint(theme: MapTheme) {
  return theme === 'dark'
    ? { 'raster-brightness-max': 0.72, 'raster-saturation': -0.35, 'raster-contrast': 0.05 }
    : { 'raster-brightness-max': 1, 'raster-saturation': 0, 'raster-contrast': 0 };
}

/**
 * The map style from the deployment's mapStyle: '' is the built-in style (OpenStreetMap raster
 * tiles, with their attribution), 'none' a plain background that requests nothing, and any other
 * value a style URL, with the map access token put where it says {key}. The built-in styles use
 * no glyphs or sprites, so nothing else is ever fetched.
 */
export function mapStyleFor(
  mapStyle: string,
  accessToken: string,
  theme: MapTheme,
): StyleSpecification | string {
  const value = mapStyle.trim();
  const background = {
    id: backgroundLayerId,
    type: 'background' as const,
    paint: { 'background-color': backgroundColours[theme] },
  };
  if (value === plainStyleValue) return { version: 8, sources: {}, layers: [background] };
  if (value === '') {
    return {
      version: 8,
      sources: {
        osm: {
          type: 'raster',
          tiles: [osmTileUrl],
          tileSize: 256,
          maxzoom: 19,
          attribution: osmAttribution,
        },
      },
      layers: [background, { id: rasterLayerId, type: 'raster', source: 'osm', paint: rasterPaint(theme) }],
    };
  }
  return value.replaceAll('{key}', encodeURIComponent(accessToken));
}
