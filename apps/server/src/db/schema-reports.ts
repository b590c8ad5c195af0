import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the report tables (migration 0019); part of Database in schema.ts. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column: read as parsed JSON, written as JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;

export type ReportsTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  widgets: Json;
  schema_version: Generated<number>;
  period: 'day' | 'week' | 'month' | 'since_last';
  schedule: Json;
  formats: ColumnType<string[], string[], string[]>;
  language: Generated<'en' | 'fr'>;
  temperature_unit: Generated<'C' | 'F'>;
  enabled: Generated<boolean>;
  next_run_at: MaybeTime;
  next_run_zone: ColumnType<string | null, string | null | undefined, string | null>;
  last_period_end: MaybeTime;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type ReportRecipientsTable = {
  report_id: string;
  position: number;
  contact_id: string | null;
  user_id: string | null;
};

export type ReportRunsTable = {
  id: string;
  organisation_id: string;
  report_id: string;
  trigger: 'schedule' | 'manual' | 'preview';
  scheduled_for: MaybeTime;
  period_from: Date;
  period_to: Date;
  status: Generated<'queued' | 'running' | 'done' | 'partial' | 'failed'>;
  attempts: Generated<number>;
  lease_until: MaybeTime;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  document: ColumnType<unknown, string | null | undefined, string | null>;
  requested_by: string | null;
  created_at: CreatedAt;
  started_at: MaybeTime;
  finished_at: MaybeTime;
};

export type ReportFilesTable = {
  run_id: string;
  organisation_id: string;
  format: 'pdf' | 'csv' | 'xlsx';
  file_name: string;
  content_type: string;
  size: number;
  content: ColumnType<Buffer | null, Buffer | null, Buffer | null>;
  expires_at: Date;
  created_at: CreatedAt;
};

export type ReportDeliveriesTable = {
  id: string;
  organisation_id: string;
  run_id: string;
  recipient: string;
  recipient_name: Generated<string>;
  status: Generated<'queued' | 'sending' | 'retrying' | 'sent' | 'failed'>;
  destination: 'smtp' | 'outbox' | null;
  attached: boolean | null;
  attempts: Generated<number>;
  error: string | null;
  link_token_hash: string | null;
  created_at: CreatedAt;
  finished_at: MaybeTime;
};

/** The organisation's time zone (added by migration 0019), merged into the organisations table's type. */
export type OrganisationTimeZoneColumn = {
  time_zone: ColumnType<string, string | undefined, string>;
};

export type ReportTables = {
  reports: ReportsTable;
  report_recipients: ReportRecipientsTable;
  report_runs: ReportRunsTable;
  report_files: ReportFilesTable;
  report_deliveries: ReportDeliveriesTable;
  organisations: OrganisationTimeZoneColumn;
};
