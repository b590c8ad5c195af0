import type { StyleSpecification } from 'maplibre-gl';

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

/**
 * The map style for the deployment's mapStyle and mapStyleDark in a theme: '' is the built-in
 * style of that theme, 'none' a plain background that requests nothing, and any other value a
 * style URL (mapStyleDark, when set, for the dark theme), with the map access token put where it
 * says {key}.
 */
export function mapStyleFor(
  config: { mapStyle: string; mapStyleDark?: string; mapAccessToken: string },
  theme: MapTheme,
): StyleSpecification | string {
  const light = config.mapStyle.trim();
  const value = theme === 'dark' ? config.mapStyleDark?.trim() || light : light;
  if (value === plainStyleValue) {
    return {
      version: 8,
      sources: {},
      layers: [
        {
          id: backgroundLayerId,
          type: 'background',
          paint: { 'background-color': backgroundColours[theme] },
        },
      ],
    };
  }
  if (value === '') return defaultStyleUrls[theme];
  return value.replaceAll('{key}', encodeURIComponent(config.mapAccessToken));
}
