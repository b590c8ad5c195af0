import type { PositionsData } from '@pinpoint/shared/widgets/data.ts';

/**
 * Where a report's map looks: Web Mercator (as the web app's MapLibre map), at a zoom that
 * fits the devices' positions and tracks into the drawing with room for labels. Geofences and
 * bases are context: drawn where they fall inside, never widening the view (an organisation's
 * depots across the country would shrink three vans to one dot). Zoom follows MapLibre's
 * convention: the world is 512 px wide at zoom 0.
 */

export const WORLD_TILE = 512;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export type MapView = {
  width: number;
  height: number;
  zoom: number;
  /** The world pixel (at `zoom`) at the drawing's top left corner. */
  originX: number;
  originY: number;
};

/** A longitude and latitude as world pixels at a zoom (Web Mercator). */
export function worldPixel(lon: number, lat: number, zoom: number): [number, number] {
  const size = WORLD_TILE * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((lon + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return [x, y];
}

/** A longitude and latitude in the drawing's pixels. */
export function project(view: MapView, lon: number, lat: number): [number, number] {
  const [x, y] = worldPixel(lon, lat, view.zoom);
  return [x - view.originX, y - view.originY];
}

/** Metres a drawing pixel spans across the view's middle. */
export function metresPerPixel(view: MapView): number {
  const size = WORLD_TILE * 2 ** view.zoom;
  const middleY = view.originY + view.height / 2;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * middleY) / size))) * 180) / Math.PI;
  return (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180)) / size;
}

/** Margin kept around the devices for their labels and markers, in pixels. */
const MARGIN = { x: 90, y: 36 };
/** Closest zoom: about a street block across, for one device standing still. */
const MAX_ZOOM = 16;

/** The points that decide the view: devices' positions and tracks, else the places. */
function focus(data: PositionsData, withTracks: boolean): [number, number][] {
  const devices: [number, number][] = [
    ...data.positions.map((p) => [p.lon, p.lat] as [number, number]),
    ...(withTracks ? data.tracks.flatMap((t) => t.points.map((p) => [p[0], p[1]] as [number, number])) : []),
  ];
  if (devices.length > 0) return devices;
  return [
    ...data.bases.map((b) => [b.lon, b.lat] as [number, number]),
    ...data.geofences.flatMap((g) =>
      g.geometry.coordinates.flat().map((c) => [c[0] ?? 0, c[1] ?? 0] as [number, number]),
    ),
  ];
}

/** The view of a map widget's data in a drawing of this size, or null when there is nothing to show. */
export function fitView(
  data: PositionsData,
  size: { width: number; height: number },
  withTracks = true,
): MapView | null {
  const points = focus(data, withTracks).filter(([lon, lat]) => Number.isFinite(lon) && Number.isFinite(lat));
  if (points.length === 0) return null;
  const world = points.map(([lon, lat]) => worldPixel(lon, lat, 0));
  const xs = world.map((p) => p[0]);
  const ys = world.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const usableW = Math.max(40, size.width - 2 * MARGIN.x);
  const usableH = Math.max(40, size.height - 2 * MARGIN.y);
  const fit = Math.min(usableW / Math.max(x1 - x0, 1e-9), usableH / Math.max(y1 - y0, 1e-9));
  const zoom = Math.max(0, Math.min(MAX_ZOOM, Math.log2(fit)));
  const scale = 2 ** zoom;
  const centreX = ((x0 + x1) / 2) * scale;
  const centreY = ((y0 + y1) / 2) * scale;
  return {
    width: size.width,
    height: size.height,
    zoom,
    originX: centreX - size.width / 2,
    originY: centreY - size.height / 2,
  };
}

/** A scale bar's length: the longest 1, 2 or 5 × 10ⁿ metres that fits in `maxPx`. */
export function scaleBar(view: MapView, maxPx: number): { metres: number; px: number; label: string } {
  const perPx = metresPerPixel(view);
  const most = perPx * maxPx;
  const power = 10 ** Math.floor(Math.log10(most));
  const step = [5, 2, 1].find((s) => s * power <= most) ?? 1;
  const metres = step * power;
  const label = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  return { metres, px: metres / perPx, label };
}

/** A map tile placed in the drawing: its column and row, the column modulo the world, its top left corner. */
export type TilePlace = { x: number; y: number; wrappedX: number; left: number; top: number };

/** The tiles of zoom `z`, each drawn `tilePx` wide, that cover the view, row by row (columns wrap round the world). */
export function tilesCovering(view: MapView, z: number, tilePx: number): TilePlace[] {
  const count = 2 ** z;
  const [x0, x1] = [Math.floor(view.originX / tilePx), Math.floor((view.originX + view.width) / tilePx)];
  const y0 = Math.max(0, Math.floor(view.originY / tilePx));
  const y1 = Math.min(count - 1, Math.floor((view.originY + view.height) / tilePx));
  const tiles: TilePlace[] = [];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      tiles.push({
        x,
        y,
        wrappedX: ((x % count) + count) % count,
        left: x * tilePx - view.originX,
        top: y * tilePx - view.originY,
      });
  return tiles;
}
