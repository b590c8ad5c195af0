import type { CommandKind, CommandStatus, CommandTransport } from '@pinpoint/shared/command.ts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the command tables (migration 0018); part of Database in schema.ts. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type CommandsTable = {
  id: Generated<string>;
  organisation_id: string;
  device_id: string;
  kind: CommandKind;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  f_port: number | null;
  payload: Buffer | null;
  text: string | null;
  confirmed: Generated<boolean>;
  transport: CommandTransport;
  status: Generated<CommandStatus>;
  network_ref: string | null;
  error: string | null;
  /** A tracker's reply to the command (migration 0026). */
  answer: string | null;
  attempts: Generated<number>;
  lease_until: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  transmitted_at: Date | null;
  acknowledged_at: Date | null;
  failed_at: Date | null;
  updated_at: UpdatedAt;
};

export type NetworkSettingsTable = {
  organisation_id: string;
  ttn_cluster_url: Generated<string>;
  ttn_application_id: Generated<string>;
  ttn_webhook_id: Generated<string>;
  ttn_api_key_enc: string | null;
  chirpstack_mode: Generated<'mqtt' | 'rest'>;
  chirpstack_application_id: Generated<string>;
  chirpstack_topic: Generated<string>;
  chirpstack_api_url: Generated<string>;
  chirpstack_api_token_enc: string | null;
  helium_downlink_url_enc: string | null;
  updated_by: string | null;
  updated_at: UpdatedAt;
};

export type CommandTables = {
  commands: CommandsTable;
  network_settings: NetworkSettingsTable;
};
