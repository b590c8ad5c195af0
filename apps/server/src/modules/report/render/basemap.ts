import { pathToFileURL } from 'node:url';
import {
  type BasemapContext,
  ByteCache,
  documentLimits,
  type Fetch,
  fetchBytes,
  jsonObject,
} from './basemap-fetch.ts';
import { rasterBasemap } from './basemap-raster.ts';
import type { BasemapLayer } from './map-svg.ts';
import type { MapView } from './map-view.ts';
import { Archives } from './pmtiles-source.ts';
import { pmtilesStyle, type Theme } from './pmtiles-style.ts';
import { vectorBasemap } from './vector-basemap.ts';
import { drawnLayers } from './vector-style.ts';

/**
 * The deployment's basemap under a report's map, when the server can reach it quickly: the
 * style the web app draws in the same theme (MAP_STYLE, MAP_STYLE_DARK, OpenFreeMap's by
 * default, or the built-in style on the operator's PMTiles archive), `{key}` filled with
 * MAP_ACCESS_TOKEN. A vector style's background, fill and line layers are drawn as SVG paths
 * (vector-basemap.ts); a raster style's tiles are embedded as images (basemap-raster.ts).
 * 'none', a relative style URL, a slow or failing server, a bad tile or too wide a view answer
 * null and the map is drawn on a plain background: a report never waits long for tiles nor
 * prints a map with holes. Tiles are kept in memory a day (LRU, by count and bytes) and styles
 * ten minutes, so reports sent at 07:00 across organisations fetch each once.
 */

export type BasemapLoader = (view: MapView, theme?: Theme) => Promise<BasemapLayer | null>;

type Options = {
  mapStyle: string;
  mapStyleDark?: string;
  mapAccessToken: string;
  /** MAP_PMTILES_PATH: the operator's archive, drawn in the built-in style when MAP_STYLE is empty. */
  pmtilesPath?: string;
  /** For the whole basemap (style, tile descriptions, tiles): past it, a plain background. */
  timeoutMs?: number;
  fetch?: Fetch;
  log?: { info: (obj: object, msg: string) => void };
};

/** The web app's built-in styles (apps/web/src/components/map/map-style.ts): OpenFreeMap's. */
export const defaultStyleUrls: Record<Theme, string> = {
  light: 'https://tiles.openfreemap.org/styles/positron',
  dark: 'https://tiles.openfreemap.org/styles/dark',
};

export type StyleChoice = { kind: 'url'; url: string } | { kind: 'pmtiles'; archiveUrl: string };

/** The style a theme's maps use, as the web app chooses it (map-style.ts' mapStyleFor); null: none. */
export function styleChoice(options: Options, theme: Theme): StyleChoice | null {
  const light = options.mapStyle.trim();
  const value = theme === 'dark' ? options.mapStyleDark?.trim() || light : light;
  if (value === 'none') return null;
  if (value === '' && options.pmtilesPath)
    return { kind: 'pmtiles', archiveUrl: pathToFileURL(options.pmtilesPath).href };
  if (value === '') return { kind: 'url', url: defaultStyleUrls[theme] };
  // A path is relative to the web page, which a report has not got.
  if (!/^https?:\/\//i.test(value)) return null;
  return { kind: 'url', url: value.replaceAll('{key}', encodeURIComponent(options.mapAccessToken)) };
}

export function createBasemapLoader(options: Options): BasemapLoader {
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 6000;
  const tiles = new ByteCache({ entries: 400, bytes: 64_000_000, ttlMs: 86_400_000 });
  const documents = new ByteCache({ entries: 20, bytes: 20_000_000, ttlMs: 600_000 });
  const localArchive = options.pmtilesPath ? pathToFileURL(options.pmtilesPath).href : null;
  const archives = new Archives(get, localArchive, options.pmtilesPath ?? null);

  return async (view, theme = 'light') => {
    const choice = styleChoice(options, theme);
    if (!choice) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    const ctx: BasemapContext = {
      get,
      signal,
      tiles,
      document: async (url) =>
        jsonObject(await documents.through(url, () => fetchBytes(get, url, signal, documentLimits))),
    };
    try {
      const [style, styleUrl] =
        choice.kind === 'pmtiles'
          ? [pmtilesStyle(choice.archiveUrl, theme) as unknown as Record<string, unknown>, choice.archiveUrl]
          : [await ctx.document(choice.url), choice.url];
      const layers = drawnLayers(style);
      if (layers.some((l) => l.type !== 'background'))
        return await vectorBasemap(style, styleUrl, layers, view, ctx, archives);
      return await rasterBasemap(style, styleUrl, view, ctx);
    } catch (err) {
      options.log?.info({ err }, 'reports: basemap unreachable, drawing the map on a plain background');
      return null;
    }
  };
}
