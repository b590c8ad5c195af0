import type { VectorTile } from '@mapbox/vector-tile';
import { type Box, clipLine, clipRing, type Point } from './map-clip.ts';
import { escapeXml } from './map-svg.ts';
import {
  type DrawnFeature,
  type DrawnLayer,
  type FillLayer,
  type LineLayer,
  type Paint,
  showsAt,
} from './vector-style.ts';

/**
 * A style's background, fill and line layers over decoded vector tiles (Mapbox Vector Tile
 * spec 2.1: integer coordinates in a square of `extent`, y down, exterior rings clockwise), as
 * SVG paths in the drawing's pixels. Features of one layer painted alike share one path, so a
 * city's thousand buildings are one element of the PDF, not a thousand.
 */

/** A decoded tile and where it lies in the drawing (its top left corner and width, in pixels). */
export type PlacedTile = { tile: VectorTile; left: number; top: number; size: number };

type View = { width: number; height: number; zoom: number };

/** Past the drawing's edge, how far geometry is kept (a wide road's edge still shows). */
const MARGIN = 24;

const n = (v: number) => (Math.round(v * 10) / 10).toString();
/** An opacity as an attribute's value; '' when opaque (the attribute is left out). */
const alpha = (a: number) => (a >= 0.999 ? '' : String(Math.round(Math.max(0, a) * 1000) / 1000));

/** Points as path data, without those a third of a pixel from the last kept. */
function pathOf(points: Point[], close: boolean): string {
  const kept: Point[] = [];
  for (const [i, p] of points.entries()) {
    const last = kept[kept.length - 1];
    if (last && i < points.length - 1 && Math.abs(p[0] - last[0]) < 0.33 && Math.abs(p[1] - last[1]) < 0.33)
      continue;
    kept.push(p);
  }
  if (kept.length < (close ? 3 : 2)) return '';
  return `M${kept.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** How a feature of a fill layer is painted, as SVG attributes; null: not at all. */
function fillAttributes(layer: FillLayer, zoom: number, feature?: DrawnFeature): string | null {
  const colour = layer.colour.at(zoom, feature);
  const opacity = layer.opacity.at(zoom, feature) * (colour?.alpha ?? 0);
  if (!colour || opacity <= 0.001) return null;
  const outline: Paint | null = layer.outline?.at(zoom, feature) ?? null;
  const fillOpacity = alpha(opacity);
  const outlineOpacity = outline ? alpha(outline.alpha * layer.opacity.at(zoom, feature)) : '';
  return [
    `fill="${colour.colour}"`,
    fillOpacity ? ` fill-opacity="${fillOpacity}"` : '',
    outline ? ` stroke="${outline.colour}" stroke-width="0.5"` : '',
    outlineOpacity ? ` stroke-opacity="${outlineOpacity}"` : '',
  ].join('');
}

/** How a feature of a line layer is stroked, as SVG attributes; null: not at all. */
function lineAttributes(layer: LineLayer, zoom: number, feature?: DrawnFeature): string | null {
  const colour = layer.colour.at(zoom, feature);
  const opacity = layer.opacity.at(zoom, feature) * (colour?.alpha ?? 0);
  const width = layer.width.at(zoom, feature);
  const gap = layer.gapWidth.at(zoom, feature);
  // A gap (a casing): MapLibre strokes both sides of it; one wide stroke, which the road drawn next covers.
  const stroke = gap > 0 ? gap + 2 * width : width;
  if (!colour || opacity <= 0.001 || stroke <= 0.05) return null;
  const dashes = layer.dashes.at(zoom, feature);
  // Dash lengths are in line widths; [12, 0] is a solid line.
  const dashed = dashes && dashes.length >= 2 && dashes.some((d, i) => i % 2 === 1 && d > 0);
  const strokeOpacity = alpha(opacity);
  return [
    `fill="none" stroke="${colour.colour}" stroke-width="${Math.round(stroke * 100) / 100}"`,
    strokeOpacity ? ` stroke-opacity="${strokeOpacity}"` : '',
    dashed ? ` stroke-dasharray="${dashes.map((d) => n(Math.max(d * width, 0.1))).join(' ')}"` : '',
    ` stroke-linecap="${escapeXml(layer.cap.at(zoom, feature))}" stroke-linejoin="${escapeXml(layer.join.at(zoom, feature))}"`,
  ].join('');
}

/** A feature's rings or lines (tile units) in the drawing's pixels. */
function project(geometry: { x: number; y: number }[][], placed: PlacedTile, extent: number): Point[][] {
  const scale = placed.size / extent;
  return geometry.map((ring) =>
    ring.map((p) => [placed.left + p.x * scale, placed.top + p.y * scale] as Point),
  );
}

/** One fill or line layer's paths over the tiles of its source. */
function featureLayer(layer: FillLayer | LineLayer, tiles: PlacedTile[], view: View): string {
  const zoom = view.zoom;
  const perFeature = Object.values(layer).some(
    (p) => typeof p === 'object' && p !== null && 'perFeature' in p && p.perFeature,
  );
  const attributes = (feature?: DrawnFeature) =>
    layer.type === 'fill' ? fillAttributes(layer, zoom, feature) : lineAttributes(layer, zoom, feature);
  const constant = perFeature ? null : attributes();
  if (!perFeature && !constant) return '';
  const groups = new Map<string, string[]>();
  for (const placed of tiles) {
    const source = placed.tile.layers[layer.sourceLayer];
    if (!source) continue;
    const box: Box = {
      x0: Math.max(placed.left, -MARGIN),
      y0: Math.max(placed.top, -MARGIN),
      x1: Math.min(placed.left + placed.size, view.width + MARGIN),
      y1: Math.min(placed.top + placed.size, view.height + MARGIN),
    };
    if (box.x0 >= box.x1 || box.y0 >= box.y1) continue;
    for (let i = 0; i < source.length; i++) {
      const feature = source.feature(i);
      if (layer.type === 'fill' ? feature.type !== 3 : feature.type !== 2 && feature.type !== 3) continue;
      // Geometry is decoded before the filter only when the filter reads it.
      let geometry = layer.filter?.needGeometry ? feature.loadGeometry() : null;
      const drawn = {
        type: feature.type,
        id: feature.id,
        properties: feature.properties,
        geometry: geometry ?? [],
      } as DrawnFeature;
      // Filters at the tile's zoom, paint at the drawing's, as MapLibre does.
      if (layer.filter && !layer.filter.filter({ zoom: Math.floor(zoom) }, drawn)) continue;
      const key = constant ?? attributes(drawn);
      if (!key) continue;
      geometry ??= feature.loadGeometry();
      const parts = project(geometry, placed, source.extent).flatMap((ring) =>
        layer.type === 'fill'
          ? [pathOf(clipRing(ring, box), true)]
          : clipLine(feature.type === 3 && ring[0] ? [...ring, ring[0]] : ring, box).map((l) =>
              pathOf(l, false),
            ),
      );
      const d = parts.join('');
      if (!d) continue;
      const group = groups.get(key) ?? [];
      group.push(d);
      groups.set(key, group);
    }
  }
  return [...groups]
    .map(([attrs, d]) => `<path data-layer="${escapeXml(layer.id)}" d="${d.join('')}" ${attrs}/>`)
    .join('');
}

/** The layers over the tiles of their sources (by source id), as SVG in the view's pixels. */
export function vectorSvg(layers: DrawnLayer[], tiles: Map<string, PlacedTile[]>, view: View): string {
  const parts: string[] = [];
  for (const layer of layers) {
    if (!showsAt(layer, view.zoom)) continue;
    if (layer.type === 'background') {
      const colour = layer.colour.at(view.zoom);
      const opacity = layer.opacity.at(view.zoom) * (colour?.alpha ?? 0);
      if (!colour || opacity <= 0.001) continue;
      const fillOpacity = alpha(opacity);
      parts.push(
        `<rect data-layer="${escapeXml(layer.id)}" x="0" y="0" width="${view.width}" height="${view.height}" fill="${colour.colour}"${fillOpacity ? ` fill-opacity="${fillOpacity}"` : ''}/>`,
      );
      continue;
    }
    parts.push(featureLayer(layer, tiles.get(layer.source) ?? [], view));
  }
  return parts.join('');
}
