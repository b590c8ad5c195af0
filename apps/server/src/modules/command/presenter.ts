import type { Command } from '@pinpoint/shared';
import type { CommandRow } from './repo.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentCommand(row: CommandRow): Command {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    deviceId: row.device_id,
    deviceName: row.device_name,
    kind: row.kind,
    params: row.params ?? {},
    fPort: row.f_port,
    payloadHex: row.payload ? Buffer.from(row.payload).toString('hex') : null,
    text: row.text,
    confirmed: row.confirmed,
    transport: row.transport,
    status: row.status,
    error: row.error,
    answer: row.answer,
    attempts: row.attempts,
    createdBy: row.created_by ? { id: row.created_by, name: row.created_by_name ?? '' } : null,
    createdAt: row.created_at.toISOString(),
    sentAt: iso(row.sent_at),
    transmittedAt: iso(row.transmitted_at),
    acknowledgedAt: iso(row.acknowledged_at),
    failedAt: iso(row.failed_at),
  };
}
