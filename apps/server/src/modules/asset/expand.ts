import type { AssetMetricType } from '@pinpoint/shared';
import type {
  LatestData,
  PositionsData,
  ResolvedRange,
  SeriesData,
  Widget,
  WidgetData,
  WidgetOf,
} from '@pinpoint/shared/widgets/index.ts';
import type { Db } from '../../db/database.ts';
import type { LoadContext } from '../widget-data/load-context.ts';
import type { PlannedWidget } from '../widget-data/plan.ts';
import type { Task } from '../widget-data/run.ts';
import { type BindingRow, type Segment, segmentsOf, selectBindings } from './bindings.ts';
import { selectDeviceInfo } from './data-repo.ts';
import { type Buckets, loadMetrics, type MetricRequest } from './metric-data.ts';

/**
 * The hooks of asset-metric widgets into the widget-data call (WIDGETS.md §2, "expand"): an
 * asset metric becomes the (device, field, from, to) segments of its bindings, so a dashboard or
 * a report shows device A before a swap and device B after as one series.
 */

type AssetMetricWidget = WidgetOf<'asset-metric'>;

/** One asset-metric widget expanded: its metric (null when the organisation has no such asset or metric). */
export type AssetMetricExpansion = {
  widgetId: string;
  assetId: string;
  metricId: string;
  metric: { type: AssetMetricType; deviceId: string | null } | null;
  bindings: BindingRow[];
  /** The bindings cut to the widget's range: what its series reads. */
  segments: Segment[];
};

const isAssetMetric = (widget: Widget): widget is AssetMetricWidget => widget.type === 'asset-metric';

/**
 * The asset-metric widgets among `widgets`, each with its metric's bindings and segments over its
 * range (`range`, or the widget's own window from a function). One statement for all of them, by
 * the organisation: an asset or metric of another organisation expands to no metric, no segments.
 */
export async function expandAssetMetrics(
  db: Db,
  organisationId: string,
  widgets: readonly Widget[],
  range: ResolvedRange | ((widget: AssetMetricWidget) => ResolvedRange),
): Promise<Map<string, AssetMetricExpansion>> {
  const assetWidgets = widgets.filter(isAssetMetric);
  const assetIds = [...new Set(assetWidgets.map((w) => w.assetId))];
  const [bindings, metrics] = await Promise.all([
    selectBindings(db, organisationId, assetIds),
    assetIds.length
      ? db
          .selectFrom('asset_metrics')
          .select(['asset_id', 'id', 'metric_type', 'device_id'])
          .where('organisation_id', '=', organisationId)
          .where('asset_id', 'in', assetIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const out = new Map<string, AssetMetricExpansion>();
  for (const widget of assetWidgets) {
    const metric = metrics.find((m) => m.asset_id === widget.assetId && m.id === widget.metricId);
    const mine = metric
      ? bindings.filter((b) => b.asset_id === widget.assetId && b.metric_id === widget.metricId)
      : [];
    const window = typeof range === 'function' ? range(widget) : range;
    out.set(widget.id, {
      widgetId: widget.id,
      assetId: widget.assetId,
      metricId: widget.metricId,
      metric: metric ? { type: metric.metric_type as AssetMetricType, deviceId: metric.device_id } : null,
      bindings: mine,
      segments: segmentsOf(mine, window),
    });
  }
  return out;
}

/** An asset-metric widget as the planner left it: its window and its buckets. */
export type PlannedAssetMetric = {
  widget: AssetMetricWidget;
  range: ResolvedRange;
  stride: { seconds: number; unit?: 'day' | 'week' | 'month' | undefined };
  /** Where buckets count from (ms). */
  origin: number;
};

/**
 * The data of asset-metric widgets, in four statements for all of them: a reading metric as one
 * series (style 'series') or its latest value (style 'latest'), a position metric as a map's
 * positions and track. Series and values are keyed by the device feeding the metric now (or last),
 * which `deviceIds` lists for the answer's device map. A widget whose metric the organisation
 * does not have gets no entry.
 */
export async function loadAssetMetricWidgets(
  db: Db,
  organisationId: string,
  planned: readonly PlannedAssetMetric[],
  timeZone: string,
): Promise<{ data: Map<string, WidgetData>; deviceIds: string[] }> {
  const windows = new Map(planned.map((p) => [p.widget.id, p]));
  const expansions = await expandAssetMetrics(
    db,
    organisationId,
    planned.map((p) => p.widget),
    (widget) => (windows.get(widget.id) as PlannedAssetMetric).range,
  );
  const requests: MetricRequest[] = [];
  for (const p of planned) {
    const expansion = expansions.get(p.widget.id);
    if (!expansion?.metric) continue;
    const buckets: Buckets = { seconds: p.stride.seconds, unit: p.stride.unit, origin: new Date(p.origin) };
    requests.push({
      key: p.widget.id,
      type: expansion.metric.type,
      bindings: expansion.bindings,
      range: p.range,
      buckets,
    });
  }
  const loaded = await loadMetrics(db, organisationId, requests, timeZone);
  const data = new Map<string, WidgetData>();
  const deviceIds = new Set<string>();
  for (const p of planned) {
    const expansion = expansions.get(p.widget.id);
    const metric = loaded.get(p.widget.id);
    if (!expansion?.metric || !metric) continue;
    const last = expansion.bindings.at(-1)?.device_id ?? null;
    const device =
      expansion.metric.deviceId ?? last ?? metric.latest?.device ?? metric.position?.device ?? '';
    if (device) deviceIds.add(device);
    if (expansion.metric.type === 'position') {
      const positions: PositionsData = {
        positions: metric.position ? [{ ...metric.position, device }] : [],
        tracks: metric.track.length > 0 ? [{ device, points: metric.track }] : [],
        geofences: [],
        bases: [],
      };
      data.set(p.widget.id, positions);
    } else if (p.widget.options.style === 'latest') {
      const latest: LatestData = {
        values: [
          {
            device,
            field: expansion.metric.type,
            value: metric.latest?.value ?? null,
            time: metric.latest?.time ?? null,
            first: metric.first,
          },
        ],
      };
      data.set(p.widget.id, latest);
    } else {
      const series: SeriesData = {
        stride: p.stride.seconds,
        ...(p.stride.unit ? { unit: p.stride.unit } : {}),
        origin: new Date(p.origin).toISOString(),
        series: [{ device, field: expansion.metric.type, points: metric.points }],
      };
      data.set(p.widget.id, series);
    }
  }
  return { data, deviceIds: [...deviceIds] };
}

/**
 * The asset-metric widgets naming a metric their asset does not have, as `widgets[2].metricId`
 * issues (assertWidgetReferences checks the asset is the organisation's; this adds the metric).
 */
export async function assetMetricIssues(
  db: Db,
  organisationId: string,
  widgets: readonly Widget[],
): Promise<Array<{ path: string; message: string }>> {
  const assetWidgets = widgets.flatMap((w, index) => (isAssetMetric(w) ? [{ w, index }] : []));
  if (assetWidgets.length === 0) return [];
  const assetIds = [...new Set(assetWidgets.map(({ w }) => w.assetId))];
  const [owned, metrics] = await Promise.all([
    db
      .selectFrom('assets')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', assetIds)
      .execute(),
    db
      .selectFrom('asset_metrics')
      .select(['asset_id', 'id'])
      .where('organisation_id', '=', organisationId)
      .where('asset_id', 'in', assetIds)
      .execute(),
  ]);
  const assets = new Set(owned.map((a) => a.id));
  return assetWidgets.flatMap(({ w, index }) =>
    !assets.has(w.assetId) || metrics.some((m) => m.asset_id === w.assetId && m.id === w.metricId)
      ? []
      : [{ path: `widgets[${index}].metricId`, message: 'This asset has no such metric' }],
  );
}

/**
 * The widget-data call's task for its asset-metric widgets (loadWidgetData runs it with the
 * others, under the same lanes and timeout): their data goes to `ctx.out`, the devices feeding
 * them to `ctx.occupants`, which the answer's device map takes in.
 */
export function assetMetricTask(ctx: LoadContext, widgets: readonly PlannedWidget[]): Task {
  const planned = widgets.flatMap((pw): PlannedAssetMetric[] =>
    pw.widget.type === 'asset-metric'
      ? [
          {
            widget: pw.widget,
            range: pw.range,
            stride: pw.stride ?? { seconds: 3600 },
            origin: pw.origin ?? pw.range.from.getTime(),
          },
        ]
      : [],
  );
  return {
    name: 'asset-metric',
    widgets: planned.map((p) => p.widget.id),
    run: async (db) => {
      const { data, deviceIds } = await loadAssetMetricWidgets(db, ctx.organisationId, planned, ctx.timeZone);
      for (const [id, value] of data) ctx.out.set(id, value);
      for (const d of await selectDeviceInfo(db, ctx.organisationId, deviceIds))
        ctx.occupants.set(d.id, {
          id: d.id,
          name: d.name,
          type: d.type,
          last_seen_at: d.last_seen_at ? d.last_seen_at.toISOString() : null,
        });
    },
    split: () => widgets.map((pw) => assetMetricTask(ctx, [pw])),
  };
}
