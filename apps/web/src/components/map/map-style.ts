import type { StyleSpecification } from 'maplibre-gl';
import { protomapsStyle } from './protomaps-style.ts';

/** The special mapStyle value for a plain background and no remote requests at all. */
export const plainStyleValue = 'none';

/**
 * The built-in styles: OpenFreeMap's free vector styles (OpenStreetMap data, no key, no usage
 * limits, free to use for any deployment), a light one and a dark one for the dark theme.
 */
export const defaultStyleUrls = {
  light: 'https://tiles.openfreemap.org/styles/positron',
  dark: 'https://tiles.openfreemap.org/styles/dark',
} as const;

/** The plain style's one layer, recoloured in place when the theme changes. */
export const backgroundLayerId = 'background';

export type MapTheme = 'light' | 'dark';

export const backgroundColours: Record<MapTheme, string> = { light: '#e9eef2', dark: '#1f262c' };

/** A plain background in the theme's colour: no sources, no glyphs, no request to anyone. */
export function plainStyle(theme: MapTheme): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [
      { id: backgroundLayerId, type: 'background', paint: { 'background-color': backgroundColours[theme] } },
    ],
  };
}

type StyleConfig = {
  mapStyle: string;
  mapStyleDark?: string;
  mapAccessToken: string;
  /** Where the server serves the operator's PMTiles basemap (MAP_PMTILES_PATH); empty: none. */
  mapPmtiles?: string;
  /** Glyphs for the PMTiles styles' labels (MAP_GLYPHS_URL); empty: no labels. */
  mapGlyphs?: string;
};

/**
 * The map style for the deployment's mapStyle and mapStyleDark in a theme: '' is the built-in
 * style of that theme (the operator's own PMTiles archive when the server serves one, else
 * OpenFreeMap's), 'none' a plain background that requests nothing, and any other value a style
 * URL (mapStyleDark, when set, for the dark theme), with the map access token put where it says
 * {key}. Paths are made absolute against `base` (the page's address), as MapLibre needs.
 */
export function mapStyleFor(
  config: StyleConfig,
  theme: MapTheme,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): StyleSpecification | string {
  const light = config.mapStyle.trim();
  const value = theme === 'dark' ? config.mapStyleDark?.trim() || light : light;
  if (value === plainStyleValue) return plainStyle(theme);
  if (value === '' && config.mapPmtiles) {
    const glyphs = config.mapGlyphs ? absolute(config.mapGlyphs, base) : '';
    return protomapsStyle(absolute(config.mapPmtiles, base), theme, glyphs);
  }
  if (value === '') return defaultStyleUrls[theme];
  return value.replaceAll('{key}', encodeURIComponent(config.mapAccessToken));
}

/** A path made absolute against `base`, with the braces of {fontstack} and {range} kept as they are. */
function absolute(pathOrUrl: string, base: string): string {
  return new URL(pathOrUrl, base).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
}
