import { randomBytes } from 'node:crypto';
import type { AssetMetricType } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';

/**
 * Which device fed a metric when. A metric's first device opens a binding with no start (the
 * asset takes on that device's past); changing the metric's device or field closes the open
 * binding at that moment and opens the next, so the asset's history stays whole across a swap.
 */

/** A metric as the service wants it stored: its id (kept or new), what it measures, its device. */
export type WantedMetric = {
  id?: string | undefined;
  type: AssetMetricType;
  deviceId: string;
  field: AssetMetricType;
};

/** A new metric's id: short, and as asset-metric widgets name it. */
export const newMetricId = () => `m${randomBytes(6).toString('hex')}`;

/**
 * Makes the asset's metrics `wanted` (in that order) inside the caller's transaction: metrics
 * whose id is kept are changed, a changed device or field moving their binding at `now`; new ones
 * are added with an open binding; the others are removed with their bindings. `deviceNames` holds
 * every wanted device (the caller checked they are the organisation's).
 */
export async function syncMetrics(
  trx: Db,
  organisationId: string,
  assetId: string,
  wanted: readonly WantedMetric[],
  deviceNames: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const existing = new Map(
    (
      await trx
        .selectFrom('asset_metrics')
        .select(['id', 'device_id', 'device_field'])
        .where('asset_id', '=', assetId)
        .where('organisation_id', '=', organisationId)
        .forUpdate()
        .execute()
    ).map((row) => [row.id, row]),
  );
  const kept = new Set(wanted.flatMap((m) => (m.id && existing.has(m.id) ? [m.id] : [])));
  const gone = [...existing.keys()].filter((id) => !kept.has(id));
  if (gone.length > 0)
    await trx
      .deleteFrom('asset_metrics')
      .where('asset_id', '=', assetId)
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', gone)
      .execute();

  const binding = (metricId: string, metric: WantedMetric, validFrom: Date | null) => ({
    organisation_id: organisationId,
    asset_id: assetId,
    metric_id: metricId,
    device_id: metric.deviceId,
    device_name: deviceNames.get(metric.deviceId) ?? '',
    device_field: metric.field,
    valid_from: validFrom,
  });

  for (const [position, metric] of wanted.entries()) {
    const before = metric.id ? existing.get(metric.id) : undefined;
    if (!before) {
      const id = metric.id ?? newMetricId();
      await trx
        .insertInto('asset_metrics')
        .values({
          asset_id: assetId,
          id,
          organisation_id: organisationId,
          position,
          metric_type: metric.type,
          device_id: metric.deviceId,
          device_field: metric.field,
        })
        .execute();
      await trx
        .insertInto('asset_metric_bindings')
        .values(binding(id, metric, null))
        .execute();
      continue;
    }
    const moved = before.device_id !== metric.deviceId || before.device_field !== metric.field;
    await trx
      .updateTable('asset_metrics')
      .set({ position, metric_type: metric.type, device_id: metric.deviceId, device_field: metric.field })
      .where('asset_id', '=', assetId)
      .where('id', '=', before.id)
      .execute();
    if (!moved) continue;
    const closed = await trx
      .updateTable('asset_metric_bindings')
      .set({ valid_to: now })
      .where('asset_id', '=', assetId)
      .where('metric_id', '=', before.id)
      .where('valid_to', 'is', null)
      .returning('id')
      .execute();
    // A metric whose open binding went missing starts over with no start, as a new one would.
    await trx
      .insertInto('asset_metric_bindings')
      .values(binding(before.id, metric, closed.length > 0 ? now : null))
      .execute();
  }
}

/**
 * The asset's bindings, metric by metric in the asset's order, oldest first: the device's name
 * now when it is still the organisation's, else as it was called when bound.
 */
export function selectBindings(db: Db, organisationId: string, assetIds: readonly string[]) {
  if (assetIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('asset_metric_bindings as b')
    .innerJoin('asset_metrics as m', (join) =>
      join.onRef('m.asset_id', '=', 'b.asset_id').onRef('m.id', '=', 'b.metric_id'),
    )
    .leftJoin('devices as d', (join) =>
      join.onRef('d.id', '=', 'b.device_id').on('d.organisation_id', '=', organisationId),
    )
    .select([
      'b.asset_id',
      'b.metric_id',
      'm.metric_type',
      'd.id as device_id',
      'b.device_name',
      'd.name as current_name',
      'b.device_field',
      'b.valid_from',
      'b.valid_to',
    ])
    .where('b.organisation_id', '=', organisationId)
    .where('b.asset_id', 'in', [...assetIds])
    .orderBy('m.position')
    .orderBy('b.valid_from', (order) => order.asc().nullsFirst())
    .orderBy('b.id')
    .execute();
}
export type BindingRow = Awaited<ReturnType<typeof selectBindings>>[number];

/** One stretch of a metric's data: a device's field over a window (the range cut to a binding). */
export type Segment = { deviceId: string; field: string; from: Date; to: Date };

/**
 * The bindings of a metric cut to the range: (device, field, from, to) segments, each non-empty,
 * oldest first; bindings of a deleted or departed device give none.
 */
export function segmentsOf(bindings: readonly BindingRow[], range: { from: Date; to: Date }): Segment[] {
  return bindings.flatMap((b) => {
    if (!b.device_id) return [];
    const from = b.valid_from && b.valid_from > range.from ? b.valid_from : range.from;
    const to = b.valid_to && b.valid_to < range.to ? b.valid_to : range.to;
    return from < to ? [{ deviceId: b.device_id, field: b.device_field, from, to }] : [];
  });
}
