import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the incident tables (migration 0028); part of Database in schema.ts. */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Time = ColumnType<Date, Date | string, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type IncidentState = 'open' | 'acknowledged' | 'resolved';
export type AckChannel = 'app' | 'email' | 'sms';

export type IncidentsTable = {
  id: Generated<string>;
  organisation_id: string;
  action_id: string;
  device_id: string;
  state: Generated<IncidentState>;
  opened_at: Time;
  acknowledged_at: NullableTime;
  acknowledged_by: Nullable<string>;
  acknowledged_by_user_id: Nullable<string>;
  acknowledged_via: Nullable<AckChannel>;
  resolved_at: NullableTime;
  resolved_by: Nullable<string>;
  assignee_id: Nullable<string>;
  notes: Generated<string>;
  firings: Generated<number>;
  last_value: Nullable<number>;
  first_value: Nullable<number>;
  last_fired_at: Time;
  escalation_step: Generated<number>;
  next_escalation_at: NullableTime;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type IncidentEventKind =
  | 'opened'
  | 'repeated'
  | 'reminded'
  | 'notified'
  | 'skipped'
  | 'escalated'
  | 'acknowledged'
  | 'assigned'
  | 'noted'
  | 'resolved';

export type IncidentEventsTable = {
  id: Generated<number>;
  organisation_id: string;
  incident_id: string;
  kind: IncidentEventKind;
  at: Time;
  step: Nullable<number>;
  channel: Nullable<AckChannel>;
  recipient: Nullable<string>;
  actor: Nullable<string>;
  value: Nullable<number>;
};

export type IncidentAckTokensTable = {
  id: string;
  organisation_id: string;
  incident_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  recipient_name: Generated<string>;
  created_at: Time;
  expires_at: Time;
  used_at: NullableTime;
};

export type IncidentTables = {
  incidents: IncidentsTable;
  incident_events: IncidentEventsTable;
  incident_ack_tokens: IncidentAckTokensTable;
};
