import type { AssetData, AssetMetricType } from '@pinpoint/shared';
import { deviceFreshForMs } from '@pinpoint/shared/widgets/index.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { chooseStride, seriesOrigin } from '../widget-data/plan.ts';
import { type BindingRow, type Segment, segmentsOf, selectBindings } from './bindings.ts';
import { selectAlerts, selectDeviceInfo } from './data-repo.ts';
import { type Buckets, loadMetrics } from './metric-data.ts';
import { selectMetrics } from './repo.ts';
import { assetOrganisation } from './service.ts';

/** Alerts an asset page lists. */
export const ASSET_ALERTS = 50;

export type AssetDataQuery = { from: Date; to: Date; width: number; timeZone: string; now: Date };

/** The buckets a chart of `widthPx` gets over the range (the widget-data planner's nice strides). */
export function bucketsFor(range: { from: Date; to: Date }, widthPx: number, timeZone: string): Buckets {
  const stride = chooseStride(range.to.getTime() - range.from.getTime(), widthPx);
  return {
    seconds: stride.seconds,
    unit: stride.unit,
    origin: new Date(seriesOrigin(range.from.getTime(), stride, timeZone)),
  };
}

/** The statement budget of an asset page: as a dashboard's (WIDGETS.md §2). */
const STATEMENT_TIMEOUT_MS = 5_000;
const tooSlow = () =>
  new AppError(503, 'unavailable', 'The asset history took too long to load; try a shorter range');

/**
 * GET /api/asset/{id}/data (viewer): each metric's latest value up to the range's end, its
 * buckets over the range built from its bindings' segments (device A before a swap and B after
 * in one series), a position metric's last fix and track, the alerts of its devices while they
 * fed it, and those devices. One transaction under a statement timeout.
 */
export async function loadAssetData(
  db: Db,
  sub: string,
  id: string,
  query: AssetDataQuery,
): Promise<AssetData> {
  const organisationId = await assetOrganisation(db, sub, id, 'viewer');
  const range = { from: query.from, to: query.to };
  const buckets = bucketsFor(range, query.width, query.timeZone);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(STATEMENT_TIMEOUT_MS)}, true)`.execute(trx);
      const [metrics, bindings] = [
        await selectMetrics(trx, organisationId, [id]),
        await selectBindings(trx, organisationId, [id]),
      ];
      const bindingsOf = (metricId: string) => bindings.filter((b) => b.metric_id === metricId);
      const data = await loadMetrics(
        trx,
        organisationId,
        metrics.map((m) => ({
          key: m.id,
          type: m.metric_type as AssetMetricType,
          bindings: bindingsOf(m.id),
          range,
          buckets,
        })),
        query.timeZone,
      );
      const windows = uniqueWindows(bindings, range);
      const alerts = await selectAlerts(trx, organisationId, windows, ASSET_ALERTS);
      const deviceIds = [
        ...bindings.flatMap((b) => (b.device_id ? [b.device_id] : [])),
        ...metrics.flatMap((m) => (m.device_id ? [m.device_id] : [])),
      ];
      const devices = await selectDeviceInfo(trx, organisationId, deviceIds);
      const now = query.now.getTime();
      return {
        range: { from: range.from.toISOString(), to: range.to.toISOString() },
        generatedAt: query.now.toISOString(),
        stride: buckets.seconds,
        ...(buckets.unit ? { unit: buckets.unit } : {}),
        origin: buckets.origin.toISOString(),
        devices: Object.fromEntries(
          devices.map((d) => {
            const lastSeenAt = d.last_seen_at ? d.last_seen_at.toISOString() : null;
            const quiet = !d.last_seen_at || now - d.last_seen_at.getTime() >= deviceFreshForMs;
            return [d.id, { name: d.name, type: d.type, lastSeenAt, quiet }];
          }),
        ),
        metrics: metrics.map((m) => {
          const { first: _first, ...metric } = data.get(m.id) as NonNullable<ReturnType<typeof data.get>>;
          return metric;
        }),
        alerts: alerts.map((a) => ({
          time: a.time.toISOString(),
          device: a.device_id,
          actionId: a.action_id,
          actionName: a.action_name,
          alertType: a.alert_type,
          value: a.value,
          message: a.message,
        })),
      };
    });
  } catch (err) {
    if ((err as { code?: string }).code === '57014') throw tooSlow();
    throw err;
  }
}

/** The windows its devices fed the asset in, cut to the range, overlapping ones of a device joined. */
function uniqueWindows(bindings: readonly BindingRow[], range: { from: Date; to: Date }): Segment[] {
  const sorted = segmentsOf(bindings, range).sort(
    (a, b) => a.deviceId.localeCompare(b.deviceId) || a.from.getTime() - b.from.getTime(),
  );
  const out: Segment[] = [];
  for (const segment of sorted) {
    const last = out[out.length - 1];
    if (last && last.deviceId === segment.deviceId && segment.from <= last.to) {
      if (segment.to > last.to) last.to = segment.to;
    } else out.push({ ...segment });
  }
  return out;
}
