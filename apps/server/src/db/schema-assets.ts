import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type AssetsTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  description: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type AssetMetricsTable = {
  asset_id: string;
  /** Short text (a widget's `metricId`), unique within its asset. */
  id: string;
  organisation_id: string;
  position: number;
  /** A reading field or 'position'. */
  metric_type: string;
  device_id: string | null;
  device_field: string;
  created_at: CreatedAt;
};

/** Which device fed a metric when (valid_from null: since its data began; valid_to null: still). */
export type AssetMetricBindingsTable = {
  id: Generated<string>;
  organisation_id: string;
  asset_id: string;
  metric_id: string;
  device_id: string | null;
  device_name: string;
  device_field: string;
  valid_from: Date | null;
  valid_to: Date | null;
};

/** Kysely types of the asset tables (migration 0020); part of Database in schema.ts. */
export type AssetTables = {
  assets: AssetsTable;
  asset_metrics: AssetMetricsTable;
  asset_metric_bindings: AssetMetricBindingsTable;
};
