import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Uplinks an ingest key brought in one hour (migration 0016). */
export type IngestKeyUsageTable = {
  key_id: string;
  hour: Date;
  uplinks: Generated<number>;
};

/** The unknown-devices inbox: an organisation's uplinks for Dev EUIs it has not registered. */
export type UnknownDevicesTable = {
  organisation_id: string;
  dev_eui: string;
  source: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  count: Generated<string>;
  last_payload: ColumnType<Record<string, unknown> | null, string | null, string | null>;
};

/** A person's API key, scoped to one organisation and a role. */
export type ApiKeysTable = {
  id: Generated<string>;
  user_id: string;
  organisation_id: string;
  name: string;
  role: 'admin' | 'member' | 'viewer';
  key_hash: string;
  prefix: string;
  expires_at: Date;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

export type IntegrationTables = {
  ingest_key_usage: IngestKeyUsageTable;
  unknown_devices: UnknownDevicesTable;
  api_keys: ApiKeysTable;
};
