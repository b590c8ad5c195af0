-- Issue 11 (items 7 and 9): quotas on e-mail and SMS, webhook secret rotation, and
-- action logs that keep a class of error and the latency instead of remote answers.

-- During a rotation deliveries are signed with both secrets, until previous_secret_valid_until.
alter table actions add column previous_webhook_secret text;
alter table actions add column previous_secret_valid_until timestamptz;

-- 'refused': not sent, the organisation's quota for the channel was reached.
alter table action_logs drop constraint action_logs_status_check;
alter table action_logs add constraint action_logs_status_check
  check (status in ('queued', 'sent', 'failed', 'retried', 'refused'));
alter table action_logs add column latency_ms integer;

-- Messages counted per organisation, channel and window (the hour or the day they started in).
-- notified: the organisation's admins were told this window's quota was reached.
create table message_usage (
  organisation_id uuid not null references organisations (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  period text not null check (period in ('hour', 'day')),
  period_start timestamptz not null,
  count integer not null default 0,
  notified boolean not null default false,
  primary key (organisation_id, channel, period, period_start)
);
