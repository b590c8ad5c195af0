import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the action tables (migration 0006); part of Database in schema.ts. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Channel = 'email' | 'sms' | 'webhook' | 'forward';

export type ActionsTable = {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  action_type: 'alert' | 'forward' | 'webhook';
  alert_type: string | null;
  comparison: 'above' | 'below' | null;
  threshold: number | null;
  message: Generated<string>;
  geofence_id: string | null;
  repeat_minutes: Generated<number>;
  repeat_mode: Generated<'open' | 'close'>;
  window_start: string | null;
  window_end: string | null;
  forward_url: string | null;
  forward_headers: ColumnType<Record<string, string>, string | undefined, string>;
  webhook_url: string | null;
  webhook_method: 'POST' | 'PUT' | 'PATCH' | null;
  webhook_secret: string | null;
  /** During a rotation (migration 0011): the secret before, still signing until the time after. */
  previous_webhook_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_valid_until: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  enabled: Generated<boolean>;
  /** Hysteresis and escalation (migration 0028): see incidents. */
  clear_threshold: ColumnType<number | null, number | null | undefined, number | null>;
  clear_minutes: Generated<number>;
  escalation_minutes: ColumnType<number[], number[] | undefined, number[]>;
  /** Failed HTTP tries in a row since failing_since, and when the destination was paused (migration 0027). */
  delivery_failures: Generated<number>;
  failing_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  paused_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  times_triggered: Generated<number>;
  last_triggered_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type ActionDevicesTable = { action_id: string; device_id: string };
export type ActionContactsTable = { action_id: string; contact_id: string; step: Generated<number> };

export type ActionStateTable = {
  action_id: string;
  device_id: string;
  met: Generated<boolean>;
  alerted: Generated<boolean>;
  last_alert_at: Date | null;
  /** When the value came back in range while the condition still counts as met (migration 0028). */
  clear_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: UpdatedAt;
};

export type ActionDeliveriesTable = {
  id: string;
  organisation_id: string;
  action_id: string;
  channel: Channel;
  recipient: string;
  status: Generated<'queued' | 'sending' | 'retrying' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  lease_until: Date | null;
  created_at: CreatedAt;
  finished_at: Date | null;
};

export type ActionLogsTable = {
  id: Generated<number>;
  organisation_id: string;
  action_id: string;
  event: 'fired' | 'delivery';
  device_id: string | null;
  delivery_id: string | null;
  channel: Channel | null;
  recipient: string | null;
  destination: 'smtp' | 'sms' | 'outbox' | 'http' | null;
  status: 'queued' | 'sent' | 'failed' | 'retried' | 'refused' | null;
  attempt: number | null;
  error: string | null;
  latency_ms: ColumnType<number | null, number | null | undefined, number | null>;
  value: number | null;
  message: string | null;
  created_at: CreatedAt;
};

export type OutboxTable = {
  id: Generated<number>;
  organisation_id: string;
  action_id: string | null;
  delivery_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
};

/** E-mail and SMS counted per organisation, channel and hour or day (migration 0011). */
export type MessageUsageTable = {
  organisation_id: string;
  channel: 'email' | 'sms';
  period: 'hour' | 'day';
  period_start: Date;
  count: Generated<number>;
  notified: Generated<boolean>;
};

export type ActionTables = {
  actions: ActionsTable;
  action_devices: ActionDevicesTable;
  action_contacts: ActionContactsTable;
  action_state: ActionStateTable;
  action_deliveries: ActionDeliveriesTable;
  action_logs: ActionLogsTable;
  outbox: OutboxTable;
  message_usage: MessageUsageTable;
};
