import { type BasemapContext, fetchBytes, type Json, rasterTileLimits, resolveUrl } from './basemap-fetch.ts';
import type { BasemapLayer } from './map-svg.ts';
import { type MapView, tilesCovering, WORLD_TILE } from './map-view.ts';

/**
 * A raster style's basemap (MapLibre style spec, "Sources: raster"): its first raster source in
 * use, the tiles covering the view at the zoom nearest the view's, embedded as images. Any
 * missing tile fails the whole basemap: a report prints no map with holes.
 */

export type RasterSource = {
  tiles: string[];
  tileSize: number;
  minzoom: number;
  maxzoom: number;
  attribution: string;
};

/** Most tiles (raster or vector) under one map; a wider view is drawn plain. */
export const MAX_TILES = 16;

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

/** The style's first raster source in use, with its tiles (from a TileJSON when it names one). */
async function rasterSource(
  style: Json,
  styleUrl: string,
  ctx: BasemapContext,
): Promise<RasterSource | null> {
  const sources = (style.sources ?? {}) as Record<string, Record<string, unknown>>;
  const layers = (style.layers ?? []) as { type?: string; source?: string }[];
  const name = layers.find(
    (l) => l.type === 'raster' && l.source && sources[l.source]?.type === 'raster',
  )?.source;
  const source = name ? sources[name] : undefined;
  if (!source) return null;
  // Tiles a TileJSON lists are relative to the TileJSON, those the style lists to the style.
  const tileJson = typeof source.url === 'string' ? resolveUrl(source.url, styleUrl) : null;
  const described = tileJson ? { ...(await ctx.document(tileJson)), ...source } : source;
  const tilesBase = tileJson && !source.tiles ? tileJson : styleUrl;
  const tiles =
    (described.tiles as unknown[] | undefined)?.filter((t): t is string => typeof t === 'string') ?? [];
  if (tiles.length === 0) return null;
  return {
    tiles: tiles.map((t) => resolveUrl(t, tilesBase)),
    tileSize: Number(described.tileSize ?? 512) || 512,
    minzoom: Number(described.minzoom ?? 0),
    maxzoom: Number(described.maxzoom ?? 22),
    attribution: attributionText(String(described.attribution ?? '')),
  };
}

/** One tile's URL from a source's templates (spread over them, as MapLibre does). */
export const tileUrl = (templates: string[], z: number, x: number, y: number, i: number) =>
  (templates[Math.abs(i) % templates.length] as string)
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{ratio}', '')
    .replace('{r}', '');

/** The raster basemap of a style, or null when it has no raster source. */
export async function rasterBasemap(
  style: Json,
  styleUrl: string,
  view: MapView,
  ctx: BasemapContext,
): Promise<BasemapLayer | null> {
  const source = await rasterSource(style, styleUrl, ctx);
  if (!source) return null;
  // A raster tile of `tileSize` pixels at zoom z draws at 512 · 2^(view zoom − z) of ours.
  const wanted = Math.round(view.zoom + Math.log2(WORLD_TILE / source.tileSize));
  const z = Math.max(source.minzoom, Math.min(source.maxzoom, wanted));
  const tilePx = WORLD_TILE * 2 ** (view.zoom - z);
  const needed = tilesCovering(view, z, tilePx);
  if (needed.length > MAX_TILES) return null;
  const images = await Promise.all(
    needed.map(async (t) => {
      const url = tileUrl(source.tiles, z, t.wrappedX, t.y, t.x + t.y);
      const bytes = await ctx.tiles.through(url, async () => {
        const body = await fetchBytes(ctx.get, url, ctx.signal, rasterTileLimits);
        if (!imageType(body)) throw new Error('basemap: a tile is not an image');
        return body;
      });
      return { bytes, type: imageType(bytes) as string };
    }),
  );
  const svg = needed
    .map((t, i) => {
      const { bytes, type } = images[i] as { bytes: Buffer; type: string };
      // A hair larger, so no seam shows between neighbouring tiles.
      return `<image x="${t.left.toFixed(2)}" y="${t.top.toFixed(2)}" width="${(tilePx + 0.5).toFixed(2)}" height="${(tilePx + 0.5).toFixed(2)}" preserveAspectRatio="none" href="data:image/${type};base64,${bytes.toString('base64')}"/>`;
    })
    .join('');
  return { svg, attribution: source.attribution };
}
