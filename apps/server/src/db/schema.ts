import type { ColumnType, Generated, JSONColumnType } from 'kysely';

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

export type Database = {
  users: UsersTable;
  local_accounts: LocalAccountsTable;
  organisations: OrganisationsTable;
  memberships: MembershipsTable;
  organisation_logs: OrganisationLogsTable;
  oidc_payloads: OidcPayloadsTable;
  server_secrets: ServerSecretsTable;
};
