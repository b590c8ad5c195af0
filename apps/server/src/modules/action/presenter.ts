import type { Action, ActionLog, AlertType, OutboxMessage, Role } from '@pinpoint/shared';
import { headersFor } from './headers.ts';
import type { ActionLogRow, OutboxRow } from './log-repo.ts';
import type { ActionRow } from './repo.ts';

/** An action as `role` may see it: forward headers masked by role (headers.ts). */
export function presentAction(row: ActionRow, role: Role): Action {
  const until = row.previous_secret_valid_until;
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    actionType: row.action_type,
    alertType: row.alert_type as AlertType | null,
    comparison: row.comparison,
    threshold: row.threshold,
    message: row.message,
    contactIds: row.contact_ids,
    deviceIds: row.device_ids,
    geofenceId: row.geofence_id,
    repeatMinutes: row.repeat_minutes,
    repeatMode: row.repeat_mode,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    forwardUrl: row.forward_url,
    forwardHeaders: headersFor(role, row.forward_headers),
    webhookUrl: row.webhook_url,
    webhookMethod: row.webhook_method,
    clearThreshold: row.clear_threshold,
    clearMinutes: row.clear_minutes,
    escalation: row.escalation_minutes.map((afterMinutes, i) => ({
      afterMinutes,
      contactIds: row.step_contacts.filter((c) => c.step === i + 1).map((c) => c.id),
    })),
    hasWebhookSecret: row.has_webhook_secret,
    previousSecretValidUntil: until && until.getTime() > Date.now() ? until.toISOString() : null,
    enabled: row.enabled,
    pausedAt: row.paused_at?.toISOString() ?? null,
    deliveryFailures: row.delivery_failures,
    failingSince: row.failing_since?.toISOString() ?? null,
    timesTriggered: row.times_triggered,
    lastTriggeredAt: row.last_triggered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentActionLog(row: ActionLogRow): ActionLog {
  return {
    id: row.id,
    actionId: row.action_id,
    event: row.event,
    deviceId: row.device_id,
    deviceName: row.device_name,
    deliveryId: row.delivery_id,
    channel: row.channel,
    recipient: row.recipient,
    destination: row.destination,
    status: row.status,
    attempt: row.attempt,
    error: row.error,
    latencyMs: row.latency_ms,
    value: row.value,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentOutbox(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    actionId: row.action_id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  };
}
