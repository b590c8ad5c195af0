import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ActionTables } from './schema-actions.ts';
import type { AssetTables } from './schema-assets.ts';
import type { BillingTables } from './schema-billing.ts';
import type { CommandTables } from './schema-commands.ts';
import type { DashboardTables } from './schema-dashboards.ts';
import type { GeofenceTables } from './schema-geofences.ts';
import type { IncidentTables } from './schema-incidents.ts';
import type { IntegrationTables } from './schema-integrations.ts';
import type { LimitTables } from './schema-limits.ts';
import type { MapMatchingTables } from './schema-map-matching.ts';
import type { OperationTables } from './schema-operations.ts';
import type { ReportTables } from './schema-reports.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: Generated<string>;
  sub: string;
  email: string;
  email_verified: Generated<boolean>;
  name: Generated<string>;
  picture: string | null;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type LocalAccountsTable = {
  id: Generated<string>;
  email: string;
  name: string;
  password_hash: string;
  email_verified_at: Date | null;
  created_at: CreatedAt;
};

export type EmailVerificationTokensTable = {
  token_hash: string;
  account_id: string;
  email: string;
  expires_at: Date;
  created_at: CreatedAt;
};

export type AccountOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
};

export type OrganisationsTable = {
  id: Generated<string>;
  name: string;
  address: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  center_lat: Generated<number>;
  center_lon: Generated<number>;
  zoom: Generated<number>;
  hero: Generated<string>;
  primary_colour: string | null;
  secondary_colour: string | null;
  device_limit: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type MembershipsTable = {
  organisation_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member' | 'viewer';
  created_at: CreatedAt;
};

export type OrganisationLogsTable = {
  id: Generated<number>;
  organisation_id: string;
  user_id: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
};

export type OidcPayloadsTable = {
  model: string;
  id: string;
  payload: JSONColumnType<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
};

export type ServerSecretsTable = {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
};

export type DevicesTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  dev_eui: string | null;
  app_eui: string | null;
  app_key: string | null;
  type: Generated<string>;
  model_id: string | null;
  forwarder: Generated<'ttn' | 'chirpstack' | 'helium' | 'self-host' | 'tracker'>;
  claim_code: string | null;
  barcode: string | null;
  token_hash: string | null;
  /** Cellular trackers (migration 0026): the id they send, and their protocol. */
  imei: string | null;
  protocol: string | null;
  network: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_demo: Generated<boolean>;
  battery_mv: number | null;
  battery_pct: number | null;
  temperature: number | null;
  lat: number | null;
  lon: number | null;
  location_at: Date | null;
  last_seen_at: Date | null;
  last_alert_at: Date | null;
  /** The gaps (s) between its last 17 hearings, newest first (migration 0037, ingest/store.ts). */
  uplink_gaps: Generated<number[]>;
  state: ColumnType<Record<string, unknown>, string | undefined, string>;
  /**
   * Each momentary reading's latest occurrence, by field: `{ value, at }` (migration 0064,
   * ingest/store.ts). Events of their uplink, never state; null until the device sends one.
   */
  last_events: ColumnType<Record<string, { value: number; at: string }> | null, never, string>;
  fcnt_epoch: Generated<number>;
  share_token_hash: string | null;
  share_expires_at: Date | null;
  share_created_at: Date | null;
  /** Whose decoded values a reading takes (migration 0025, ingest/interpret.ts). */
  decoding: Generated<'auto' | 'pinpoint' | 'network'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** Ids that connected without being registered (migration 0026, ingest/trackers/unknown.ts). */
export type UnknownTrackersTable = {
  imei: string;
  protocol: string;
  remote_address: string | null;
  first_seen_at: CreatedAt;
  last_seen_at: Date;
  count: ColumnType<string, number | undefined, number>;
};

export type DeviceInventoryTable = {
  id: Generated<string>;
  claim_code: string;
  barcode: string | null;
  dev_eui: string;
  app_eui: string | null;
  app_key: string | null;
  type: Generated<string>;
  model_id: string | null;
  forwarder: Generated<'ttn' | 'chirpstack' | 'helium' | 'self-host'>;
  claimed_by: string | null;
  claimed_at: Date | null;
  created_at: CreatedAt;
  /** Set aside as a demo device for this organisation (migration 0013). */
  demo_for: string | null;
  /** The simulated kind that drives a demo item once claimed. */
  demo_kind: string | null;
};

export type FramesTable = {
  id: Generated<number>;
  organisation_id: string;
  device_id: string;
  received_at: Date;
  kind: 'uplink' | 'join' | 'location';
  f_cnt: number | null;
  f_port: number | null;
  payload: Buffer | null;
  decoded: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  decode_error: string | null;
  radio: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** The duplicate key's text (ingest/interpret.ts dedupKey): frames stored before migration 0045. */
  dedup_key: Generated<string | null>;
  /**
   * The same key hashed into 8 bytes (ingest/dedup-hash.ts), frames stored since 0045: a bigint,
   * written as decimal text and read cast to text (db/database.ts reads int8 as a JavaScript
   * number, which loses a hash's last digits).
   */
  dedup: Generated<string | null>;
  source: string;
  time_flag: Generated<'future' | 'rollover' | 'epoch' | 'late' | null>;
  device_time: Generated<Date | null>;
  /** The Pinpoint decoder model that decoded it, and a decode's warnings (migration 0025). */
  decoder: Generated<string | null>;
  decode_warning: Generated<string | null>;
  /** The best gateway and its reception, the spreading factor and bandwidth, how many heard it (migration 0029). */
  gateway_id: Generated<string | null>;
  rssi: Generated<number | null>;
  snr: Generated<number | null>;
  sf: Generated<number | null>;
  bw_khz: Generated<number | null>;
  gateways: Generated<number | null>;
  /**
   * The uplink's readings at the frame's own time (migration 0048), as readings_uplinks keeps them:
   * field id * 256 + the source's code, and the values in the same order. Read through the
   * pinpoint_*readings functions.
   */
  keys: Generated<number[] | null>;
  vals: Generated<number[] | null>;
};

export type ReadingsTable = {
  device_id: string;
  organisation_id: string;
  time: Date;
  field: string;
  value: number;
  /** 'n' network server, 'p' Pinpoint's decoder, 'd' the device or sender (migration 0025). */
  source: Generated<ReadingSourceCode | null>;
};

export type ReadingSourceCode = 'n' | 'p' | 'd';

/**
 * A frame's readings of one time as one row (migration 0039): field ids of `reading_fields`,
 * values and sources in the same order. Since migration 0044 a row keeps `keys` (field id * 256 +
 * the source's character code, 0 for none) instead of `fields` and `sources`; rows stored before
 * keep those two. Read through the pinpoint_*readings functions.
 */
export type ReadingsUplinksTable = {
  device_id: string;
  organisation_id: string;
  time: Date;
  keys: number[] | null;
  fields: number[] | null;
  vals: number[];
  sources: Array<ReadingSourceCode | null> | null;
};

/** The dictionary of readings_uplinks' field ids (migration 0039). */
export type ReadingFieldsTable = { id: Generated<number>; name: string };

/** A device's positions of one UTC day in a compacted month (migrations 0033, 0034), ordered by time; read through pinpoint_positions. */
/**
 * A device's frames of one UTC day in a compacted month (migration 0042): one array a column, in
 * time order. Read through pinpoint_frames and pinpoint_frames_newest, never alone.
 */
export type FramesDaysTable = {
  device_id: string;
  organisation_id: string;
  day: Date;
  times: Date[];
  ids: string[];
  kinds: string[];
  f_cnts: Array<string | null>;
  f_ports: Array<number | null>;
  payloads: Array<Buffer | null>;
  decoded: Array<Record<string, unknown> | null>;
  decode_errors: Array<string | null>;
  sources: string[];
  time_flags: Array<string | null>;
  device_times: Array<Date | null>;
  decoders: Array<string | null>;
  decode_warnings: Array<string | null>;
  gateway_ids: Array<string | null>;
  rssi: Array<number | null>;
  snr: Array<number | null>;
  sf: Array<number | null>;
  bw_khz: Array<number | null>;
  gateways: Array<number | null>;
};

export type PositionsDaysTable = {
  device_id: string;
  organisation_id: string;
  day: Date;
  times: Date[];
  lat: number[];
  lon: number[];
  alt: Array<number | null>;
  accuracy: Array<number | null>;
  speed: Array<number | null>;
  heading: Array<number | null>;
  sources: string[];
};

/**
 * A device's readings of one field and UTC day in a compacted month (migrations 0032, 0034):
 * values ordered by time. Read through the pinpoint_*readings functions, never alone.
 */
export type ReadingsDaysTable = {
  device_id: string;
  organisation_id: string;
  day: Date;
  field: string;
  times: Date[];
  vals: number[];
  sources: Array<ReadingSourceCode | null>;
};

export type PositionsTable = {
  device_id: string;
  organisation_id: string;
  time: Date;
  lat: number;
  lon: number;
  alt: number | null;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  source: 'gnss' | 'network' | 'phone';
};

export type IngestKeysTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  key_hash: string;
  prefix: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

export type IngestUnknownTable = {
  source: string;
  identity: string;
  organisation_id: string | null;
  count: Generated<number>;
  last_seen_at: Generated<Date>;
};

export type ContactsTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  email: string;
  phone: string;
  contact_method: 'email' | 'sms' | 'both';
  /** Quiet hours, 'HH:MM' (migration 0028): the contact is skipped inside them. */
  quiet_start: ColumnType<string | null, string | null | undefined, string | null>;
  quiet_end: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type InvitationsTable = {
  id: Generated<string>;
  organisation_id: string;
  email: string;
  role: 'owner' | 'admin' | 'member' | 'viewer';
  invited_by: string | null;
  created_at: CreatedAt;
};

export type MembershipsLeftTable = {
  organisation_id: string;
  user_id: string;
  left_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type Database = CoreTables &
  AssetTables &
  BillingTables &
  CommandTables &
  GeofenceTables &
  IntegrationTables &
  LimitTables &
  ActionTables &
  IncidentTables &
  DashboardTables &
  MapMatchingTables &
  OperationTables &
  ReportTables;

type CoreTables = {
  devices: DevicesTable;
  unknown_trackers: UnknownTrackersTable;
  device_inventory: DeviceInventoryTable;
  frames: FramesTable;
  readings: ReadingsTable;
  readings_uplinks: ReadingsUplinksTable;
  reading_fields: ReadingFieldsTable;
  readings_days: ReadingsDaysTable;
  positions_days: PositionsDaysTable;
  frames_days: FramesDaysTable;
  positions: PositionsTable;
  ingest_keys: IngestKeysTable;
  ingest_unknown: IngestUnknownTable;
  users: UsersTable;
  local_accounts: LocalAccountsTable;
  email_verification_tokens: EmailVerificationTokensTable;
  account_outbox: AccountOutboxTable;
  organisations: OrganisationsTable;
  memberships: MembershipsTable;
  organisation_logs: OrganisationLogsTable;
  contacts: ContactsTable;
  invitations: InvitationsTable;
  memberships_left: MembershipsLeftTable;
  oidc_payloads: OidcPayloadsTable;
  server_secrets: ServerSecretsTable;
};
