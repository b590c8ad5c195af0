import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the dashboard tables (migration 0014); part of Database in schema.ts. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: read as parsed JSON, written as JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;

export type DashboardsTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  /** The widget array; parsed one by one on read (an unknown type stays as it is). */
  widgets: Json;
  /** Grid items per breakpoint, normalised on read and write. */
  layouts: Json;
  range: Json;
  schema_version: Generated<number>;
  /** Bumped by every change of widgets, layouts or range. */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type DashboardSharesTable = {
  id: Generated<string>;
  organisation_id: string;
  dashboard_id: string;
  /** sha256 of the token (hex); the token itself is shown once. */
  token_hash: string;
  created_by: string | null;
  created_at: CreatedAt;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  allow_range: Generated<boolean>;
  hint: string;
};

export type DashboardTables = {
  dashboards: DashboardsTable;
  dashboard_shares: DashboardSharesTable;
};
