import {
  Color,
  derefLayers,
  type Feature,
  type FeatureFilter,
  featureFilter,
  latest,
  normalizePropertyExpression,
  type StylePropertySpecification,
} from '@maplibre/maplibre-gl-style-spec';

/**
 * A MapLibre style's layers as a report draws them (MapLibre style spec, "Layers" and
 * "Expressions", maplibre.org/maplibre-style-spec): background, fill and line layers, their
 * filters, zoom ranges and paint evaluated by the style spec's own evaluator (legacy filters and
 * stops functions too). Symbol, raster, circle, heatmap, hillshade and extrusion layers are left
 * out, as are patterned fills and lines (no sprite is fetched). A property the evaluator cannot
 * read takes the spec's default, except a colour: a layer without a readable colour is left out.
 */

export type DrawnFeature = Feature & { geometry: { x: number; y: number }[][] };

/** A colour as SVG takes it: #rrggbb and its alpha. */
export type Paint = { colour: string; alpha: number };

/** A property at a zoom, for a feature when it depends on the feature's data. */
export type Property<T> = { perFeature: boolean; at: (zoom: number, feature?: DrawnFeature) => T };

type Common = { id: string; minzoom: number; maxzoom: number };
export type BackgroundLayer = Common & {
  type: 'background';
  colour: Property<Paint | null>;
  opacity: Property<number>;
};
export type FillLayer = Common & {
  type: 'fill';
  source: string;
  sourceLayer: string;
  filter: FeatureFilter | null;
  colour: Property<Paint | null>;
  opacity: Property<number>;
  /** An outline colour the style sets itself (MapLibre draws a 1 px outline in it). */
  outline: Property<Paint | null> | null;
};
export type LineLayer = Common & {
  type: 'line';
  source: string;
  sourceLayer: string;
  filter: FeatureFilter | null;
  colour: Property<Paint | null>;
  opacity: Property<number>;
  width: Property<number>;
  gapWidth: Property<number>;
  dashes: Property<number[] | null>;
  cap: Property<string>;
  join: Property<string>;
};
export type DrawnLayer = BackgroundLayer | FillLayer | LineLayer;

/** A colour of the style spec's evaluator (premultiplied by alpha) as SVG's. */
export function paintOf(value: unknown): Paint | null {
  if (!(value instanceof Color) || value.a <= 0) return null;
  const channel = (c: number) =>
    Math.max(0, Math.min(255, Math.round((c / value.a) * 255)))
      .toString(16)
      .padStart(2, '0');
  return { colour: `#${channel(value.r)}${channel(value.g)}${channel(value.b)}`, alpha: value.a };
}

type Spec = StylePropertySpecification & { default?: unknown };

/** One paint or layout property through the spec's evaluator; `fallback` when it cannot be read. */
function property<T>(
  raw: unknown,
  key: string,
  spec: Spec,
  convert: (value: unknown) => T,
  fallback: T,
): Property<T> {
  const value = raw === undefined ? spec.default : raw;
  if (value === undefined) return { perFeature: false, at: () => fallback };
  try {
    // Constants, legacy functions (stops) and expressions alike, as MapLibre reads them.
    const compiled = normalizePropertyExpression(value as never, key, spec);
    const perFeature = compiled.kind === 'source' || compiled.kind === 'composite';
    return {
      perFeature,
      at: (zoom, feature) => {
        try {
          return convert(compiled.evaluate({ zoom }, feature as Feature));
        } catch {
          return fallback;
        }
      },
    };
  } catch {
    return { perFeature: false, at: () => fallback };
  }
}

const asNumber = (fallback: number) => (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const asDashes = (v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every((d) => typeof d === 'number' && d >= 0)
    ? (v as number[])
    : null;
const asText = (fallback: string) => (v: unknown) => (typeof v === 'string' ? v : fallback);

type RawLayer = {
  id: string;
  type: string;
  source?: string;
  'source-layer'?: string;
  minzoom?: number;
  maxzoom?: number;
  filter?: unknown;
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
};

const specs = latest as unknown as Record<string, Record<string, Spec>>;

/** A style's layers that a report draws, in the style's order. */
export function drawnLayers(style: { layers?: unknown }): DrawnLayer[] {
  const raw = derefLayers(
    (Array.isArray(style.layers) ? style.layers : []) as never,
  ) as unknown as RawLayer[];
  const drawn: DrawnLayer[] = [];
  raw.forEach((layer, index) => {
    const layout = layer.layout ?? {};
    const paint = layer.paint ?? {};
    if (layout.visibility === 'none') return;
    const root = `layers[${index}]`;
    const p = <T>(type: string, name: string, convert: (v: unknown) => T, fallback: T) =>
      property(
        paint[name],
        `${root}.paint.${name}`,
        specs[`paint_${type}`]?.[name] as Spec,
        convert,
        fallback,
      );
    const common = { id: layer.id, minzoom: layer.minzoom ?? 0, maxzoom: layer.maxzoom ?? 24 };
    if (layer.type === 'background') {
      if (paint['background-pattern']) return;
      drawn.push({
        ...common,
        type: 'background',
        colour: p('background', 'background-color', paintOf, null),
        opacity: p('background', 'background-opacity', asNumber(1), 1),
      });
      return;
    }
    if ((layer.type !== 'fill' && layer.type !== 'line') || !layer.source || !layer['source-layer']) return;
    if (paint['fill-pattern'] || paint['line-pattern']) return;
    let filter: FeatureFilter | null = null;
    if (layer.filter !== undefined) {
      try {
        filter = featureFilter(layer.filter as never, `${root}.filter`);
      } catch {
        return; // MapLibre would refuse the layer too.
      }
    }
    const where = { ...common, source: layer.source, sourceLayer: layer['source-layer'], filter };
    if (layer.type === 'fill') {
      drawn.push({
        ...where,
        type: 'fill',
        colour: p('fill', 'fill-color', paintOf, null),
        opacity: p('fill', 'fill-opacity', asNumber(1), 1),
        outline:
          paint['fill-outline-color'] === undefined ? null : p('fill', 'fill-outline-color', paintOf, null),
      });
      return;
    }
    const l = <T>(name: string, convert: (v: unknown) => T, fallback: T) =>
      property(layout[name], `${root}.layout.${name}`, specs.layout_line?.[name] as Spec, convert, fallback);
    drawn.push({
      ...where,
      type: 'line',
      colour: p('line', 'line-color', paintOf, null),
      opacity: p('line', 'line-opacity', asNumber(1), 1),
      width: p('line', 'line-width', asNumber(1), 1),
      gapWidth: p('line', 'line-gap-width', asNumber(0), 0),
      dashes: p('line', 'line-dasharray', asDashes, null),
      cap: l('line-cap', asText('butt'), 'butt'),
      join: l('line-join', asText('miter'), 'miter'),
    });
  });
  return drawn;
}

/** Whether a layer shows at a zoom (MapLibre: minzoom ≤ zoom < maxzoom). */
export const showsAt = (layer: DrawnLayer, zoom: number) => zoom >= layer.minzoom && zoom < layer.maxzoom;
