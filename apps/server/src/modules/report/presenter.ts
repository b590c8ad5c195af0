import type { Report, ReportRun, ReportRunStatus, ReportSchedule } from '@pinpoint/shared/report.ts';
import type { RecipientRow, ReportRow } from './repo.ts';
import type { RunRow, runDetails } from './runs-repo.ts';

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export function presentReport(row: ReportRow, recipients: RecipientRow[]): Report {
  const last = row.last_run;
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    widgets: Array.isArray(row.widgets) ? (row.widgets as Report['widgets']) : [],
    period: row.period,
    schedule: row.schedule as ReportSchedule,
    recipients: recipients.map((r) => ({ kind: r.kind, id: r.id, name: r.name, email: r.email })),
    formats: row.formats as Report['formats'],
    language: row.language,
    temperatureUnit: row.temperature_unit,
    enabled: row.enabled,
    timeZone: row.time_zone,
    nextRunAt: row.enabled ? iso(row.next_run_at) : null,
    lastRun: last
      ? {
          id: last.id,
          trigger: last.trigger,
          status: last.status as ReportRunStatus,
          createdAt: iso(last.created_at) as string,
          finishedAt: iso(last.finished_at),
        }
      : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

type Details = Awaited<ReturnType<typeof runDetails>>;

export function presentRun(row: RunRow, details: Details, now: Date): ReportRun {
  return {
    id: row.id,
    reportId: row.report_id,
    trigger: row.trigger,
    status: row.status,
    periodFrom: row.period_from.toISOString(),
    periodTo: row.period_to.toISOString(),
    attempts: row.attempts,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    files: details.files
      .filter((f) => f.run_id === row.id)
      .map((f) => ({
        format: f.format,
        fileName: f.file_name,
        size: f.size,
        expiresAt: f.expires_at.toISOString(),
        available: f.available && f.expires_at.getTime() > now.getTime(),
      })),
    deliveries: details.deliveries
      .filter((d) => d.run_id === row.id)
      .map((d) => ({
        id: d.id,
        recipient: d.recipient,
        name: d.recipient_name,
        status: d.status,
        destination: d.destination,
        attached: d.attached,
        attempts: d.attempts,
        error: d.error,
        finishedAt: iso(d.finished_at),
      })),
  };
}
