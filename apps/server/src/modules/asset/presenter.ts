import type { Asset, AssetBinding, AssetMetric, AssetMetricType } from '@pinpoint/shared';
import type { BindingRow } from './bindings.ts';
import type { AssetRow, MetricRow } from './repo.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentMetric(row: MetricRow): AssetMetric {
  return {
    id: row.id,
    type: row.metric_type as AssetMetricType,
    field: row.device_field as AssetMetricType,
    deviceId: row.device_id,
    deviceName: row.device_name,
    since: iso(row.since),
  };
}

/** Assets with their metrics (rows of any assets; each asset takes its own). */
export function presentAssets(assets: readonly AssetRow[], metrics: readonly MetricRow[]): Asset[] {
  const byAsset = new Map<string, AssetMetric[]>();
  for (const row of metrics) {
    const list = byAsset.get(row.asset_id) ?? [];
    list.push(presentMetric(row));
    byAsset.set(row.asset_id, list);
  }
  return assets.map((row) => ({
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    description: row.description,
    metrics: byAsset.get(row.id) ?? [],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

export function presentBinding(row: BindingRow): AssetBinding {
  return {
    metricId: row.metric_id,
    metricType: row.metric_type as AssetMetricType,
    deviceId: row.device_id,
    deviceName: row.current_name ?? row.device_name,
    field: row.device_field as AssetMetricType,
    from: iso(row.valid_from),
    to: iso(row.valid_to),
  };
}
