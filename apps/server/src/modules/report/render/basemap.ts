import type { BasemapLayer } from './map-svg.ts';
import { type MapView, WORLD_TILE } from './map-view.ts';

/**
 * The deployment's basemap under a report's map, when the server can reach it quickly: the
 * map style the web app uses (MAP_STYLE, `{key}` filled with MAP_ACCESS_TOKEN), its first raster
 * source's tiles for the view, embedded as images. Anything else (no style, 'none', the
 * built-in vector style or another vector one, a relative URL, a slow or failing server, a
 * missing tile) answers null and the map is drawn on a plain background: a report never waits
 * long for tiles nor prints a map with holes. Tiles are kept in memory a day (LRU), so reports
 * sent at 07:00 across organisations fetch each tile once.
 */

export type RasterSource = {
  tiles: string[];
  tileSize: number;
  minzoom: number;
  maxzoom: number;
  attribution: string;
};

export type BasemapLoader = (view: MapView) => Promise<BasemapLayer | null>;

type Options = {
  mapStyle: string;
  mapAccessToken: string;
  /** For the whole basemap (style, tile description, tiles): past it, a plain background. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: { info: (obj: object, msg: string) => void };
};

const MAX_TILES = 16;
const MAX_TILE_BYTES = 1_000_000;
const CACHE_TILES = 400;
const CACHE_MS = 86_400_000;

/** Tags out, entities in: a TileJSON attribution's HTML as the words it shows. */
export function attributionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&copy;/g, '©')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const imageType = (bytes: Buffer): string | null => {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  return null;
};

export function createBasemapLoader(options: Options): BasemapLoader {
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 6000;
  const cache = new Map<string, { at: number; bytes: Buffer }>();
  const value = options.mapStyle.trim();
  const styleUrl =
    value === '' || value === 'none' || !/^https?:\/\//i.test(value)
      ? null
      : value.replaceAll('{key}', encodeURIComponent(options.mapAccessToken));

  async function json(url: string, signal: AbortSignal): Promise<Record<string, unknown>> {
    const res = await get(url, { signal });
    if (!res.ok) throw new Error(`basemap: ${res.status} from the map style`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** The style's first raster source in use, with its tiles (from a TileJSON when it names one). */
  async function rasterSource(signal: AbortSignal): Promise<RasterSource | null> {
    if (!styleUrl) return null;
    const style = await json(styleUrl, signal);
    const sources = (style.sources ?? {}) as Record<string, Record<string, unknown>>;
    const layers = (style.layers ?? []) as { type?: string; source?: string }[];
    const name = layers.find(
      (l) => l.type === 'raster' && l.source && sources[l.source]?.type === 'raster',
    )?.source;
    const source = name ? sources[name] : undefined;
    if (!source) return null;
    const described =
      typeof source.url === 'string' ? { ...(await json(source.url, signal)), ...source } : source;
    const tiles =
      (described.tiles as unknown[] | undefined)?.filter((t): t is string => typeof t === 'string') ?? [];
    if (tiles.length === 0) return null;
    return {
      // Relative templates resolve against the style; URL() would escape the {z} {x} {y} braces.
      tiles: tiles.map((t) => new URL(t, styleUrl).toString().replace(/%7B/gi, '{').replace(/%7D/gi, '}')),
      tileSize: Number(described.tileSize ?? 512) || 512,
      minzoom: Number(described.minzoom ?? 0),
      maxzoom: Number(described.maxzoom ?? 22),
      attribution: attributionText(String(described.attribution ?? '')),
    };
  }

  async function tile(url: string, signal: AbortSignal): Promise<Buffer> {
    const known = cache.get(url);
    if (known && Date.now() - known.at < CACHE_MS) {
      cache.delete(url);
      cache.set(url, known);
      return known.bytes;
    }
    const res = await get(url, { signal });
    if (!res.ok) throw new Error(`basemap: ${res.status} for a tile`);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_TILE_BYTES || !imageType(bytes))
      throw new Error('basemap: a tile is not an image');
    cache.set(url, { at: Date.now(), bytes });
    if (cache.size > CACHE_TILES) cache.delete(cache.keys().next().value as string);
    return bytes;
  }

  return async (view) => {
    if (!styleUrl) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const source = await rasterSource(signal);
      if (!source) return null;
      // A raster tile of `tileSize` pixels at zoom z draws at 512 · 2^(view zoom − z) of ours.
      const wanted = Math.round(view.zoom + Math.log2(WORLD_TILE / source.tileSize));
      const z = Math.max(source.minzoom, Math.min(source.maxzoom, wanted));
      const tilePx = WORLD_TILE * 2 ** (view.zoom - z);
      const count = 2 ** z;
      const [x0, x1] = [Math.floor(view.originX / tilePx), Math.floor((view.originX + view.width) / tilePx)];
      const [y0, y1] = [
        Math.max(0, Math.floor(view.originY / tilePx)),
        Math.min(count - 1, Math.floor((view.originY + view.height) / tilePx)),
      ];
      if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) return null;
      const needed: { x: number; y: number; url: string }[] = [];
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) {
          const template = source.tiles[(x + y) % source.tiles.length] as string;
          const wrapped = ((x % count) + count) % count;
          const url = template
            .replace('{z}', String(z))
            .replace('{x}', String(wrapped))
            .replace('{y}', String(y))
            .replace('{ratio}', '')
            .replace('{r}', '');
          needed.push({ x, y, url });
        }
      const images = await Promise.all(needed.map((t) => tile(t.url, signal)));
      const svg = needed
        .map((t, i) => {
          const bytes = images[i] as Buffer;
          const x = t.x * tilePx - view.originX;
          const y = t.y * tilePx - view.originY;
          // A hair larger, so no seam shows between neighbouring tiles.
          return `<image x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${(tilePx + 0.5).toFixed(2)}" height="${(tilePx + 0.5).toFixed(2)}" preserveAspectRatio="none" href="data:image/${imageType(bytes)};base64,${bytes.toString('base64')}"/>`;
        })
        .join('');
      return { svg, attribution: source.attribution };
    } catch (err) {
      options.log?.info({ err }, 'reports: basemap unreachable, drawing the map on a plain background');
      return null;
    }
  };
}
