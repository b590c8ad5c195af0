import { fillMessage, type Role } from '@pinpoint/shared';
import {
  type Report,
  type ReportRecipientRef,
  type ReportSchedule,
  type reportCreateSchema,
  reportMessages,
  type reportPatchSchema,
} from '@pinpoint/shared/report.ts';
import { parseStoredWidgets, type Widget } from '@pinpoint/shared/widgets/widget.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type LogAction, writeLog } from '../organisation/log.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { assertWidgetReferences } from '../widget-data/references.ts';
import { presentReport } from './presenter.ts';
import {
  findReportOrganisation,
  foreignRecipients,
  getReport,
  insertReport,
  listReports,
  type RecipientRow,
  type ReportValues,
  recipientsOf,
  removeReport,
  setRecipients,
  timeZoneOf,
  updateReport,
} from './repo.ts';
import { nextRunAfter } from './schedule.ts';

type ReportInput = z.output<typeof reportCreateSchema>;
type ReportPatch = z.output<typeof reportPatchSchema>;

/**
 * The organisation of a report the caller may act on with `needed`, and the caller's role
 * there; a report of an organisation the caller is not in is not found, like one that does
 * not exist.
 */
export async function reportAccess(
  db: Db,
  sub: string,
  id: string,
  needed: Role,
): Promise<{ organisationId: string; role: Role }> {
  const organisationId = isUuid(id) ? await findReportOrganisation(db, id) : undefined;
  if (!organisationId) throw notFound(reportMessages.notFound);
  const role = await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound(reportMessages.notFound) : err;
  });
  return { organisationId, role };
}

async function present(db: Db, organisationId: string, id: string): Promise<Report> {
  const row = await getReport(db, organisationId, id);
  if (!row) throw notFound(reportMessages.notFound);
  return presentReport(row, await recipientsOf(db, organisationId, [id]));
}

/** The organisation's reports with their recipients, by name. */
export async function listOrganisationReports(db: Db, organisationId: string): Promise<Report[]> {
  const rows = await listReports(db, organisationId);
  const recipients = await recipientsOf(
    db,
    organisationId,
    rows.map((r) => r.id),
  );
  const byReport = new Map<string, RecipientRow[]>();
  for (const r of recipients) byReport.set(r.report_id, [...(byReport.get(r.report_id) ?? []), r]);
  return rows.map((row) => presentReport(row, byReport.get(row.id) ?? []));
}

/**
 * GET /report/{id}: with an organisation's id, that organisation's reports (spec 7, DESIGN 9);
 * with a report's id, that report. An id the caller cannot see answers as an unseen report.
 */
export async function getReportOrList(db: Db, sub: string, id: string): Promise<Report | Report[]> {
  if (isUuid(id) && (await findReportOrganisation(db, id))) {
    const { organisationId } = await reportAccess(db, sub, id, 'viewer');
    return present(db, organisationId, id);
  }
  await requireRole(db, sub, id, 'viewer').catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound(reportMessages.notFound) : err;
  });
  return listOrganisationReports(db, id);
}

/** Recipients and widget devices must be the organisation's own (400 naming the field). */
async function checkReferences(
  db: Db,
  organisationId: string,
  input: { widgets?: Widget[]; recipients?: ReportRecipientRef[] },
) {
  if (input.recipients) {
    const foreign = await foreignRecipients(db, organisationId, input.recipients);
    if (foreign.length) {
      const issues = foreign.map((r) => {
        const index = input.recipients?.indexOf(r) ?? -1;
        const message = r.kind === 'contact' ? reportMessages.foreignContact : reportMessages.foreignMember;
        return `recipients[${index}]: ${message}`;
      });
      throw invalid(issues.join('; '), issues);
    }
  }
  if (input.widgets) await assertWidgetReferences(db, organisationId, input.widgets, 'report');
}

/** When an enabled report runs next, from now, in the organisation's zone. */
function nextRun(enabled: boolean, schedule: ReportSchedule, now: Date, timeZone: string) {
  return enabled
    ? { next_run_at: nextRunAfter(schedule, now, timeZone), next_run_zone: timeZone }
    : { next_run_at: null };
}

function toColumns(input: Partial<ReportInput>): ReportValues {
  const columns: ReportValues = {
    name: input.name,
    widgets: input.widgets ? JSON.stringify(input.widgets) : undefined,
    period: input.period,
    schedule: input.schedule ? JSON.stringify(input.schedule) : undefined,
    formats: input.formats,
    language: input.language,
    temperature_unit: input.temperatureUnit,
    enabled: input.enabled,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as ReportValues;
}

async function log(
  db: Db,
  sub: string,
  organisationId: string,
  action: LogAction,
  subject: { id: string; name: string },
) {
  await writeLog(db, {
    organisationId,
    userId: await findUserId(db, sub),
    action,
    objectType: 'report',
    objectId: subject.id,
    details: { name: subject.name },
  });
}

const exists = (name: string) => fillMessage(reportMessages.exists, { name });

export async function createReport(db: Db, sub: string, input: ReportInput, now: Date): Promise<Report> {
  const { organisationId } = input;
  await requireRole(db, sub, organisationId, 'member');
  await checkReferences(db, organisationId, input);
  const timeZone = await timeZoneOf(db, organisationId);
  const userId = (await findUserId(db, sub)) ?? null;
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertReport(trx, organisationId, userId, {
      ...toColumns(input),
      name: input.name,
      widgets: JSON.stringify(input.widgets),
      period: input.period,
      schedule: JSON.stringify(input.schedule),
      formats: input.formats,
      ...nextRun(input.enabled, input.schedule, now, timeZone),
    });
    if (created === 'conflict') throw conflict(exists(input.name));
    await setRecipients(trx, created, input.recipients);
    return created;
  });
  await log(db, sub, organisationId, 'create', { id, name: input.name });
  return present(db, organisationId, id);
}

export async function changeReport(
  db: Db,
  sub: string,
  id: string,
  patch: ReportPatch,
  now: Date,
): Promise<Report> {
  const { organisationId } = await reportAccess(db, sub, id, 'member');
  const before = await present(db, organisationId, id);
  await checkReferences(db, organisationId, patch);
  const schedule = patch.schedule ?? before.schedule;
  const enabled = patch.enabled ?? before.enabled;
  const timing =
    patch.schedule || patch.enabled !== undefined ? nextRun(enabled, schedule, now, before.timeZone) : {};
  await db.transaction().execute(async (trx) => {
    const updated = await updateReport(trx, organisationId, id, { ...toColumns(patch), ...timing });
    if (updated === 'conflict') throw conflict(exists(patch.name ?? ''));
    if (!updated) throw notFound(reportMessages.notFound);
    if (patch.recipients) await setRecipients(trx, id, patch.recipients);
  });
  const report = await present(db, organisationId, id);
  await log(db, sub, organisationId, 'update', report);
  return report;
}

/** The enabled switch of the list: switching on schedules the next run from now. */
export async function setReportEnabled(db: Db, sub: string, id: string, enabled: boolean, now: Date) {
  const { organisationId } = await reportAccess(db, sub, id, 'member');
  const before = await present(db, organisationId, id);
  await updateReport(db, organisationId, id, {
    enabled,
    ...nextRun(enabled, before.schedule, now, before.timeZone),
  });
  const report = await present(db, organisationId, id);
  await log(db, sub, organisationId, enabled ? 'enable' : 'disable', report);
  return report;
}

/** A copy of a report ('… (copy)', numbered when taken), disabled until its owner turns it on. */
export async function duplicateReport(db: Db, sub: string, id: string, name: string | undefined, now: Date) {
  const { organisationId } = await reportAccess(db, sub, id, 'member');
  const source = await present(db, organisationId, id);
  const base = name ?? `${source.name} (copy)`.slice(0, 100);
  // Widgets that still parse, recipients who are still the organisation's.
  const widgets = parseStoredWidgets(source.widgets).flatMap((w) => (w.ok ? [w.widget] : []));
  const current = (await recipientsOf(db, organisationId, [id])).filter((r) => r.current);
  const input = {
    organisationId,
    name: base,
    widgets,
    period: source.period,
    schedule: source.schedule,
    recipients: current.map(({ kind, id }) => ({ kind, id })),
    formats: source.formats,
    language: source.language,
    temperatureUnit: source.temperatureUnit,
    enabled: false,
  };
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 95)} ${n}`;
    try {
      return await createReport(db, sub, { ...input, name: candidate }, now);
    } catch (err) {
      // A name the caller chose is theirs to change; a generated one is numbered.
      if ((err as { status?: number }).status !== 409 || name !== undefined) throw err;
    }
  }
  throw conflict(exists(base));
}

export async function deleteReport(db: Db, sub: string, id: string): Promise<void> {
  const { organisationId } = await reportAccess(db, sub, id, 'member');
  const removed = await removeReport(db, organisationId, id);
  if (!removed) throw notFound(reportMessages.notFound);
  await log(db, sub, organisationId, 'delete', removed);
}
