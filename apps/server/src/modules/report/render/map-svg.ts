import type { ChartTheme } from '@pinpoint/charts';
import type { PositionsData, WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import { LabelPlacer, type PlacedLabel } from './map-labels.ts';
import { fitView, type MapView, project, scaleBar } from './map-view.ts';

/**
 * A map widget drawn for a report, as SVG the PDF and the browser's preview both draw: the
 * deployment's basemap when one was fetched (see basemap.ts), else a plain background; the
 * organisation's geofences (shaded, dashed outline) and bases (squares) for context; tracks;
 * each device's last position as a dot with its name kept whole inside the drawing; and always
 * a scale bar.
 */

export type BasemapLayer = {
  /** SVG drawn under everything else, in the view's pixels. */
  svg: string;
  /** Who the map data is from, printed in a corner ('© OpenStreetMap contributors'). */
  attribution: string;
};

export type MapDrawing = { svg: string; size: { width: number; height: number } };

type MapInput = {
  data: PositionsData;
  devices: Record<string, WidgetDevice>;
  theme: ChartTheme;
  size: { width: number; height: number };
  options: { tracks: boolean; geofences: boolean; bases: boolean };
  basemap?: BasemapLayer | null;
};

/** A report's map: 640 × 420 CSS pixels, about 530 × 350 pt on paper. */
export const mapSize = { width: 640, height: 420 };

/** The plain background when there is no basemap (the web app's plain style, light). */
export const plainBackground = '#e9eef2';

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number) => (Math.round(v * 10) / 10).toString();

/** A line through points in the drawing's pixels, as path data. */
const pathOf = (points: [number, number][], close = false) =>
  points.length < 2 ? '' : `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;

function label(l: PlacedLabel, colour: string, background: string, fontSize: number, bold = false): string {
  return [
    `<rect x="${n(l.x)}" y="${n(l.y)}" width="${n(l.width)}" height="${n(l.height)}" rx="3" fill="${background}" fill-opacity="0.85"/>`,
    `<text x="${n(l.textX)}" y="${n(l.textY)}" dominant-baseline="central" font-size="${fontSize}"${bold ? ' font-weight="bold"' : ''} fill="${colour}">${escapeXml(l.text)}</text>`,
  ].join('');
}

function scaleBarSvg(view: MapView, theme: ChartTheme): string {
  const bar = scaleBar(view, 110);
  const [x, y] = [12, view.height - 14];
  return [
    '<g data-role="scale-bar">',
    `<rect x="${x - 4}" y="${y - 19}" width="${n(bar.px + 8 + 40)}" height="27" rx="3" fill="#ffffff" fill-opacity="0.8"/>`,
    `<path d="M${x} ${y - 5}V${y}H${n(x + bar.px)}V${y - 5}" fill="none" stroke="${theme.text}" stroke-width="1.5"/>`,
    `<text x="${x}" y="${y - 9}" font-size="10" fill="${theme.text}">${escapeXml(bar.label)}</text>`,
    '</g>',
  ].join('');
}

/** The drawing's view for a map widget's data, or null when there is nothing to draw. */
export const mapViewOf = (input: Pick<MapInput, 'data' | 'size' | 'options'>) =>
  fitView(input.data, input.size, input.options.tracks);

/** The map as SVG, or null with nothing to place on it. */
export function mapSvg(input: MapInput, view = mapViewOf(input)): MapDrawing | null {
  if (!view) return null;
  const { data, devices, theme, size, options } = input;
  const frame = { x: 0, y: 0, width: size.width, height: size.height };
  const placer = new LabelPlacer(frame);
  // The scale bar's corner is no place for a label.
  placer.block({ x: 0, y: size.height - 40, width: 170, height: 40 });
  const colourOf = (i: number) => theme.palette[i % theme.palette.length] ?? theme.text;
  const order = new Map<string, number>();
  for (const key of [...data.tracks.map((t) => t.device), ...data.positions.map((p) => p.device)])
    if (!order.has(key)) order.set(key, order.size);
  const nameOf = (key: string) => devices[key]?.name ?? key;
  const visible = ([x, y]: [number, number], margin = 0) =>
    x >= -margin && y >= -margin && x <= size.width + margin && y <= size.height + margin;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" font-family="${escapeXml(theme.fontFamily)}">`,
    `<rect x="0" y="0" width="${size.width}" height="${size.height}" fill="${plainBackground}"/>`,
  ];
  if (input.basemap) parts.push(`<g data-role="basemap">${input.basemap.svg}</g>`);

  // Places first (under the devices), their labels placed last so the devices' come first.
  const placeLabels: (() => void)[] = [];
  if (options.geofences)
    for (const g of data.geofences) {
      const rings = g.geometry.coordinates.map((ring) =>
        ring.map((c) => project(view, c[0] ?? 0, c[1] ?? 0)),
      );
      const points = rings.flat();
      if (!points.some((p) => visible(p, size.width))) continue;
      parts.push(
        `<path data-geofence="${escapeXml(g.name)}" d="${rings.map((r) => pathOf(r, true)).join('')}" fill="${theme.palette[0] ?? theme.text}" fill-opacity="0.1" stroke="${theme.mutedText}" stroke-width="1.2" stroke-dasharray="5 3"/>`,
      );
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const centre: [number, number] = [
        (Math.min(...xs) + Math.max(...xs)) / 2,
        (Math.min(...ys) + Math.max(...ys)) / 2,
      ];
      if (visible(centre))
        placeLabels.push(() => {
          // Beside or under the shape, not on it (a device inside keeps its own label's place).
          const r = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2;
          const l = placer.place(g.name, centre[0], centre[1], r, 9, true);
          if (l) parts.push(label(l, theme.mutedText, '#ffffff', 9));
        });
    }
  if (options.tracks)
    for (const track of data.tracks) {
      const colour = colourOf(order.get(track.device) ?? 0);
      const stretches = track.stretches ?? [{ matched: true, points: track.points.map((p) => [p[0], p[1]]) }];
      for (const stretch of stretches) {
        const d = pathOf(stretch.points.map(([lon, lat]) => project(view, lon, lat)));
        if (d)
          parts.push(
            `<path data-track="${escapeXml(nameOf(track.device))}" d="${d}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-opacity="0.85"${stretch.matched ? '' : ' stroke-dasharray="6 4"'}/>`,
          );
      }
    }
  const markers: string[] = [];
  const deviceLabels: (() => void)[] = [];
  if (options.bases)
    for (const base of data.bases) {
      const [x, y] = project(view, base.lon, base.lat);
      if (!visible([x, y])) continue;
      markers.push(
        `<rect data-base="${escapeXml(base.name)}" x="${n(x - 5)}" y="${n(y - 5)}" width="10" height="10" fill="#ffffff" stroke="${theme.text}" stroke-width="1.5"/>`,
      );
      placer.block({ x: x - 6, y: y - 6, width: 12, height: 12 });
      placeLabels.unshift(() => {
        const l = placer.place(base.name, x, y, 6, 10, true);
        if (l) markers.push(label(l, theme.text, '#ffffff', 10));
      });
    }
  for (const p of data.positions) {
    const [x, y] = project(view, p.lon, p.lat);
    const colour = colourOf(order.get(p.device) ?? 0);
    markers.push(
      `<circle data-device="${escapeXml(nameOf(p.device))}" cx="${n(x)}" cy="${n(y)}" r="6" fill="${colour}" stroke="#ffffff" stroke-width="2"/>`,
    );
    placer.block({ x: x - 7, y: y - 7, width: 14, height: 14 });
    deviceLabels.push(() => {
      const l = placer.place(nameOf(p.device), x, y, 7, 11);
      if (l) markers.push(label(l, theme.text, '#ffffff', 11, true));
    });
  }
  for (const place of [...deviceLabels, ...placeLabels]) place();
  parts.push(...markers, scaleBarSvg(view, theme));
  if (input.basemap?.attribution)
    parts.push(
      `<text x="${size.width - 4}" y="${size.height - 4}" text-anchor="end" font-size="8" fill="${theme.mutedText}">${escapeXml(input.basemap.attribution)}</text>`,
    );
  parts.push(
    `<rect x="0.5" y="0.5" width="${size.width - 1}" height="${size.height - 1}" fill="none" stroke="#c8ced6"/>`,
    '</svg>',
  );
  return { svg: parts.join(''), size };
}
