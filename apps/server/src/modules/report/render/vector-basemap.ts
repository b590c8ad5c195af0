import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import {
  type BasemapContext,
  fetchBytes,
  type Json,
  resolveUrl,
  unpacked,
  vectorTileLimits,
} from './basemap-fetch.ts';
import { attributionText, MAX_TILES, tileUrl } from './basemap-raster.ts';
import type { BasemapLayer } from './map-svg.ts';
import { type MapView, tilesCovering, WORLD_TILE } from './map-view.ts';
import type { Archives } from './pmtiles-source.ts';
import { type PlacedTile, vectorSvg } from './vector-draw.ts';
import { type DrawnLayer, showsAt } from './vector-style.ts';

/**
 * A vector style's basemap (MapLibre style spec, "Sources: vector"): for each vector source the
 * drawn layers use, its tiles covering the view at the drawing's zoom (tiles from `tiles`
 * templates, a TileJSON `url`, or a `pmtiles://` archive), decoded and drawn as SVG paths.
 * A tile the server answers 204 for, or that an archive lacks, is empty land as on screen; any
 * other failure, or more than MAX_TILES tiles, and the map is drawn on the plain background.
 */

type TileSource = {
  minzoom: number;
  maxzoom: number;
  /** The width of a tile's square in MapLibre's pixels (vector tiles: 512 unless said). */
  tileSize: number;
  attribution: string;
  tile: (z: number, x: number, y: number) => Promise<Buffer>;
};

const PMTILES = 'pmtiles://';

async function archiveSource(
  url: string,
  definition: Json,
  ctx: BasemapContext,
  archives: Archives,
): Promise<TileSource> {
  const archive = archives.archive(url);
  const header = await archive.getHeader();
  const metadata = definition.attribution === undefined ? ((await archive.getMetadata()) as Json) : {};
  return {
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    tileSize: 512,
    attribution: attributionText(String(definition.attribution ?? metadata?.attribution ?? '')),
    tile: (z, x, y) =>
      // Keyed by the archive's version too: a replaced file is not drawn from old tiles.
      ctx.tiles.through(`${PMTILES}${url}@${header.etag ?? ''}#${z}/${x}/${y}`, async () => {
        const found = await archive.getZxy(z, x, y, ctx.signal);
        if (!found) return Buffer.alloc(0);
        if (found.data.byteLength > vectorTileLimits.maxBytes)
          throw new Error('basemap: an archive tile is past its byte limit');
        return unpacked(Buffer.from(found.data), vectorTileLimits.maxBytes);
      }),
  };
}

/** A vector source of the style, by its tile templates, TileJSON or PMTiles archive. */
async function tileSource(
  definition: Json,
  styleUrl: string,
  ctx: BasemapContext,
  archives: Archives,
): Promise<TileSource> {
  if (typeof definition.url === 'string' && definition.url.startsWith(PMTILES))
    return archiveSource(definition.url.slice(PMTILES.length), definition, ctx, archives);
  // Tiles a TileJSON lists are relative to the TileJSON, those the style lists to the style.
  const tileJson = typeof definition.url === 'string' ? resolveUrl(definition.url, styleUrl) : null;
  const described = tileJson ? { ...(await ctx.document(tileJson)), ...definition } : definition;
  const tilesBase = tileJson && !definition.tiles ? tileJson : styleUrl;
  const templates = ((described.tiles as unknown[] | undefined) ?? [])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => resolveUrl(t, tilesBase));
  if (templates.length === 0) throw new Error('basemap: a vector source without tiles');
  const tms = described.scheme === 'tms';
  return {
    minzoom: Number(described.minzoom ?? 0),
    maxzoom: Number(described.maxzoom ?? 22),
    tileSize: Number(described.tileSize ?? 512) || 512,
    attribution: attributionText(String(described.attribution ?? '')),
    tile: (z, x, y) => {
      const url = tileUrl(templates, z, x, tms ? 2 ** z - 1 - y : y, x + y);
      return ctx.tiles.through(url, async () =>
        unpacked(await fetchBytes(ctx.get, url, ctx.signal, vectorTileLimits), vectorTileLimits.maxBytes),
      );
    },
  };
}

/** The drawn layers over their sources' tiles, or null when the view needs too many tiles. */
export async function vectorBasemap(
  style: Json,
  styleUrl: string,
  layers: DrawnLayer[],
  view: MapView,
  ctx: BasemapContext,
  archives: Archives,
): Promise<BasemapLayer | null> {
  const definitions = (style.sources ?? {}) as Record<string, Json>;
  const used = [
    ...new Set(
      layers.flatMap((l) =>
        l.type !== 'background' && showsAt(l, view.zoom) && definitions[l.source]?.type === 'vector'
          ? [l.source]
          : [],
      ),
    ),
  ];
  const sources = await Promise.all(
    used.map(async (id) => ({
      id,
      source: await tileSource(definitions[id] as Json, styleUrl, ctx, archives),
    })),
  );
  const wanted = sources.flatMap(({ id, source }) => {
    // Vector tiles are drawn at the zoom below the view's (MapLibre's covering zoom), over-zoomed past maxzoom.
    const zoom = view.zoom + Math.log2(WORLD_TILE / source.tileSize);
    if (Math.floor(zoom) < source.minzoom) return [];
    const z = Math.min(source.maxzoom, Math.floor(zoom));
    const tilePx = WORLD_TILE * 2 ** (view.zoom - z);
    return tilesCovering(view, z, tilePx).map((place) => ({ id, source, z, tilePx, place }));
  });
  if (wanted.length > MAX_TILES) return null;
  const decoded = await Promise.all(
    wanted.map(async ({ id, source, z, tilePx, place }) => {
      const bytes = await source.tile(z, place.wrappedX, place.y);
      const placed: PlacedTile = {
        tile: new VectorTile(new PbfReader(bytes)),
        left: place.left,
        top: place.top,
        size: tilePx,
      };
      return { id, placed };
    }),
  );
  const bySource = new Map<string, PlacedTile[]>();
  for (const { id, placed } of decoded) bySource.set(id, [...(bySource.get(id) ?? []), placed]);
  const attribution = [...new Set(sources.map((s) => s.source.attribution).filter(Boolean))].join(' ');
  return { svg: vectorSvg(layers, bySource, view), attribution };
}
