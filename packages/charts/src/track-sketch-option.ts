import type { PositionsData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { MAX_CHART_LINES } from './series-lines.ts';
import { type BuilderInput, type ChartOption, deviceName } from './types.ts';

export type TrackSketchWidget = WidgetOf<'map'>;

type Point = [number, number];

/**
 * A map widget without tiles, for reports: tracks as lines, last positions as labelled
 * dots, geofences as dashed outlines and bases as squares, on an equirectangular sketch
 * (longitude scaled by the cosine of the middle latitude) whose scale is the same both ways.
 */
export function buildTrackSketchOption({
  widget,
  data,
  devices,
  theme,
  format,
  size,
}: BuilderInput<TrackSketchWidget, PositionsData>): ChartOption {
  const positions = data?.positions ?? [];
  const tracks = widget.options.tracks ? (data?.tracks ?? []).slice(0, MAX_CHART_LINES - 3) : [];
  const geofences = widget.options.geofences ? (data?.geofences ?? []) : [];
  const bases = widget.options.bases ? (data?.bases ?? []) : [];
  const lats = [
    ...positions.map((p) => p.lat),
    ...tracks.flatMap((t) => t.points.map((p) => p[1])),
    ...bases.map((b) => b.lat),
    ...geofences.flatMap((g) => g.geometry.coordinates.flat().map((c) => c[1] ?? 0)),
  ];
  const lons = [
    ...positions.map((p) => p.lon),
    ...tracks.flatMap((t) => t.points.map((p) => p[0])),
    ...bases.map((b) => b.lon),
    ...geofences.flatMap((g) => g.geometry.coordinates.flat().map((c) => c[0] ?? 0)),
  ];
  const base = {
    animation: false,
    backgroundColor: theme.background,
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
  };
  if (lats.length === 0) {
    return {
      ...base,
      title: {
        text: format.labels.noData,
        left: 'center',
        top: 'middle',
        textStyle: { color: theme.mutedText, fontSize: 14, fontWeight: 'normal' },
      },
    };
  }
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const scale = Math.cos((midLat * Math.PI) / 180);
  const project = (lon: number, lat: number): Point => [
    Number((lon * scale).toFixed(6)),
    Number(lat.toFixed(6)),
  ];
  // Pad the extent to the drawing's aspect ratio, so a kilometre is as long across as up.
  let [x0, x1] = [Math.min(...lons) * scale, Math.max(...lons) * scale];
  let [y0, y1] = [Math.min(...lats), Math.max(...lats)];
  const pad = Math.max(x1 - x0, y1 - y0, 0.002) * 0.08;
  [x0, x1, y0, y1] = [x0 - pad, x1 + pad, y0 - pad, y1 + pad];
  const aspect = Math.max(1, size.width - 16) / Math.max(1, size.height - 16);
  const [w, h] = [x1 - x0, y1 - y0];
  if (w / h < aspect) {
    const grow = (h * aspect - w) / 2;
    [x0, x1] = [x0 - grow, x1 + grow];
  } else {
    const grow = (w / aspect - h) / 2;
    [y0, y1] = [y0 - grow, y1 + grow];
  }
  const colourOf = (index: number) => theme.palette[index % theme.palette.length] ?? theme.text;
  const deviceIndex = new Map<string, number>();
  for (const key of [...tracks.map((t) => t.device), ...positions.map((p) => p.device)]) {
    if (!deviceIndex.has(key)) deviceIndex.set(key, deviceIndex.size);
  }
  const rings = geofences.flatMap((g) =>
    g.geometry.coordinates.flatMap((ring) => [...ring.map((c) => project(c[0] ?? 0, c[1] ?? 0)), null]),
  );
  const series: NonNullable<ChartOption['series']> = [];
  if (rings.length > 0)
    series.push({
      type: 'line',
      id: 'geofences',
      data: rings.map((p) => (p ? p : [null, null])),
      silent: true,
      showSymbol: false,
      connectNulls: false,
      lineStyle: { color: theme.mutedText, type: 'dashed', width: 1 },
    });
  for (const track of tracks) {
    series.push({
      type: 'line',
      id: `track:${track.device}`,
      name: deviceName(devices, track.device),
      data: track.points.map((p) => project(p[0], p[1])),
      showSymbol: false,
      silent: true,
      lineStyle: { color: colourOf(deviceIndex.get(track.device) ?? 0), width: 2, opacity: 0.8 },
    });
  }
  if (bases.length > 0)
    series.push({
      type: 'scatter',
      id: 'bases',
      symbol: 'rect',
      symbolSize: 9,
      itemStyle: { color: theme.background, borderColor: theme.text, borderWidth: 1.5 },
      label: { show: true, formatter: '{b}', position: 'right', color: theme.mutedText, fontSize: 10 },
      data: bases.map((b) => ({ name: b.name, value: project(b.lon, b.lat) })),
    });
  if (positions.length > 0)
    series.push({
      type: 'scatter',
      id: 'positions',
      symbolSize: 10,
      label: { show: true, formatter: '{b}', position: 'right', color: theme.text, fontSize: 11 },
      data: positions.map((p) => ({
        name: deviceName(devices, p.device),
        value: project(p.lon, p.lat),
        itemStyle: {
          color: colourOf(deviceIndex.get(p.device) ?? 0),
          borderColor: theme.background,
          borderWidth: 1.5,
        },
      })),
    });
  return {
    ...base,
    grid: { left: 8, right: 8, top: 8, bottom: 8 },
    xAxis: { type: 'value', show: false, min: Number(x0.toFixed(6)), max: Number(x1.toFixed(6)) },
    yAxis: { type: 'value', show: false, min: Number(y0.toFixed(6)), max: Number(y1.toFixed(6)) },
    series,
  };
}
