import type { AlertType, Incident, IncidentEvent } from '@pinpoint/shared';
import type { IncidentRow, listEvents } from './repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentIncident(row: IncidentRow): Incident {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    actionId: row.action_id,
    actionName: row.action_name,
    alertType: row.alert_type as AlertType | null,
    deviceId: row.device_id,
    deviceName: row.device_name,
    state: row.state,
    openedAt: row.opened_at.toISOString(),
    acknowledgedAt: iso(row.acknowledged_at),
    acknowledgedBy: row.acknowledged_by,
    acknowledgedVia: row.acknowledged_via,
    resolvedAt: iso(row.resolved_at),
    resolvedBy: row.resolved_by,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_id ? row.assignee_name || row.assignee_email : null,
    notes: row.notes,
    firings: row.firings,
    firstValue: row.first_value,
    lastValue: row.last_value,
    lastFiredAt: row.last_fired_at.toISOString(),
    escalationStep: row.escalation_step,
    nextEscalationAt: iso(row.next_escalation_at),
  };
}

export function presentEvent(row: Awaited<ReturnType<typeof listEvents>>[number]): IncidentEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    step: row.step,
    channel: row.channel,
    recipient: row.recipient,
    actor: row.actor,
    value: row.value,
  };
}
