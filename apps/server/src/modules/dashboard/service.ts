import { isDeepStrictEqual } from 'node:util';
import { fillMessage, type Role } from '@pinpoint/shared';
import {
  type Dashboard,
  type DashboardSummary,
  type dashboardCreateSchema,
  dashboardMessages,
  type dashboardPatchSchema,
  defaultDashboardRange,
  normalise,
  type Widget,
  type WidgetDataResponse,
  type widgetDataQuerySchema,
} from '@pinpoint/shared/widgets/index.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type LogAction, writeLog } from '../organisation/log.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { assertWidgetReferences } from '../widget-data/references.ts';
import type { RoadMatching } from '../widget-data/roads.ts';
import { loadWidgetData } from '../widget-data/service.ts';
import { presentDashboard, presentSummary, readDashboard } from './presenter.ts';
import {
  type DashboardValues,
  dashboardOrganisationOf,
  getDashboard,
  insertDashboard,
  listDashboards,
  removeDashboard,
  takenDashboardNames,
  updateDashboard,
} from './repo.ts';

const notFoundMessage = dashboardMessages.notFound;
const exists = (name: string) => fillMessage(dashboardMessages.exists, { name });

/**
 * The organisation of a dashboard the caller may act on with `needed`. A dashboard of an
 * organisation the caller is not in is not found, like one that does not exist; a viewer
 * asking to change one is refused (403).
 */
export async function dashboardAccess(db: Db, sub: string, id: string, needed: Role): Promise<string> {
  const organisationId = isUuid(id) ? await dashboardOrganisationOf(db, id) : undefined;
  if (!organisationId) throw notFound(notFoundMessage);
  await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound(notFoundMessage) : err;
  });
  return organisationId;
}

/** Writes the organisation log row of a dashboard change (by its name at the time). */
export async function logDashboard(
  db: Db,
  sub: string,
  organisationId: string,
  action: LogAction,
  id: string,
  details: Record<string, unknown>,
) {
  await writeLog(db, {
    organisationId,
    userId: await findUserId(db, sub),
    action,
    objectType: 'dashboard',
    objectId: id,
    details,
  });
}

async function present(db: Db, organisationId: string, id: string): Promise<Dashboard> {
  const row = await getDashboard(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  return presentDashboard(row);
}

export async function listOrganisationDashboards(
  db: Db,
  organisationId: string,
): Promise<DashboardSummary[]> {
  return (await listDashboards(db, organisationId)).map(presentSummary);
}

export async function getOneDashboard(db: Db, sub: string, id: string): Promise<Dashboard> {
  return present(db, await dashboardAccess(db, sub, id, 'viewer'), id);
}

/** Adds a dashboard; its widgets may name only the organisation's devices, geofences and assets. */
export async function createDashboard(
  db: Db,
  sub: string,
  input: z.output<typeof dashboardCreateSchema>,
): Promise<Dashboard> {
  const { organisationId } = input;
  await requireRole(db, sub, organisationId, 'member');
  await assertWidgetReferences(db, organisationId, input.widgets);
  const values: DashboardValues = {
    name: input.name,
    widgets: input.widgets,
    layouts: normalise(input.layouts, input.widgets),
    range: input.range ?? defaultDashboardRange,
  };
  const id = await db.transaction().execute(async (trx) => {
    const added = await insertDashboard(trx, organisationId, values);
    if (added === 'conflict') throw conflict(exists(input.name));
    await logDashboard(trx, sub, organisationId, 'create', added.id, { name: input.name });
    return added.id;
  });
  return present(db, organisationId, id);
}

/**
 * Changes a dashboard. A change of widgets, layouts or range must name the version it was
 * made on (409 when another save came first) and bumps it; a rename alone needs none.
 * Layouts are made whole for the widgets (normalise) whichever of them changed.
 */
export async function changeDashboard(
  db: Db,
  sub: string,
  id: string,
  patch: z.output<typeof dashboardPatchSchema>,
): Promise<Dashboard> {
  const organisationId = await dashboardAccess(db, sub, id, 'member');
  const row = await getDashboard(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  const content = patch.widgets !== undefined || patch.layouts !== undefined || patch.range !== undefined;
  if (content && patch.version === undefined) throw invalid(dashboardMessages.versionRequired);
  if (content && patch.version !== row.version) throw conflict(dashboardMessages.changedElsewhere);
  if (patch.widgets) await assertWidgetReferences(db, organisationId, patch.widgets);

  const before = readDashboard(row);
  const widgets: Array<Widget | Record<string, unknown>> = patch.widgets ?? before.stored;
  const sized = widgets.map((w) => ({ id: String(w.id), type: String(w.type) }));
  const next: DashboardValues = {
    name: patch.name ?? row.name,
    widgets,
    layouts: normalise(patch.layouts ?? before.layouts, sized),
    range: patch.range ?? before.range,
  };
  const previous: DashboardValues = {
    name: row.name,
    widgets: before.stored,
    layouts: before.layouts,
    range: before.range,
  };
  const fields = (Object.keys(next) as Array<keyof DashboardValues>).filter(
    (field) => !isDeepStrictEqual(next[field], previous[field]),
  );
  if (fields.length === 0) return presentDashboard(row);

  await db.transaction().execute(async (trx) => {
    const changed = Object.fromEntries(fields.map((f) => [f, next[f]])) as Partial<DashboardValues>;
    const updated = await updateDashboard(
      trx,
      organisationId,
      id,
      changed,
      content ? row.version : undefined,
    );
    if (updated === 'conflict') throw conflict(exists(next.name));
    if (!updated) {
      if (await dashboardOrganisationOf(trx, id)) throw conflict(dashboardMessages.changedElsewhere);
      throw notFound(notFoundMessage);
    }
    await logDashboard(trx, sub, organisationId, 'update', id, { name: next.name, fields });
  });
  return present(db, organisationId, id);
}

export async function deleteDashboard(db: Db, sub: string, id: string): Promise<void> {
  const organisationId = await dashboardAccess(db, sub, id, 'member');
  await db.transaction().execute(async (trx) => {
    const removed = await removeDashboard(trx, organisationId, id);
    if (!removed) throw notFound(notFoundMessage);
    await logDashboard(trx, sub, organisationId, 'delete', id, { name: removed.name });
  });
}

/** A name for a copy: "X (copy)", "X (copy 2)"... the first the organisation does not use. */
async function copyName(db: Db, organisationId: string, name: string): Promise<string> {
  const candidates = Array.from({ length: 20 }, (_, i) => {
    const suffix = i === 0 ? ' (copy)' : ` (copy ${i + 1})`;
    return `${name.slice(0, 100 - suffix.length).trimEnd()}${suffix}`;
  });
  const taken = await takenDashboardNames(db, organisationId, candidates);
  return candidates.find((c) => !taken.has(c.toLowerCase())) ?? (candidates[0] as string);
}

/** Copies a dashboard (widgets, layouts, range; never its links) under a new name. */
export async function duplicateDashboard(
  db: Db,
  sub: string,
  id: string,
  input: { name?: string | undefined },
): Promise<Dashboard> {
  const organisationId = await dashboardAccess(db, sub, id, 'member');
  const row = await getDashboard(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  const read = readDashboard(row);
  const name = input.name ?? (await copyName(db, organisationId, row.name));
  const copyId = await db.transaction().execute(async (trx) => {
    const added = await insertDashboard(trx, organisationId, {
      name,
      widgets: read.stored,
      layouts: read.layouts,
      range: read.range,
    });
    if (added === 'conflict') throw conflict(exists(name));
    await logDashboard(trx, sub, organisationId, 'create', added.id, { name, copyOf: row.name });
    return added.id;
  });
  return present(db, organisationId, copyId);
}

/**
 * The data of all of a dashboard's widgets in one call. `from` and `to` (both or neither)
 * replace the dashboard's range for the widgets that inherit it.
 */
export async function getDashboardData(
  db: Db,
  sub: string,
  id: string,
  query: z.output<typeof widgetDataQuerySchema>,
  defaultTimeZone: string,
  log?: { warn: (o: object, m: string) => void },
  roads?: RoadMatching,
): Promise<WidgetDataResponse> {
  const organisationId = await dashboardAccess(db, sub, id, 'viewer');
  if ((query.from === undefined) !== (query.to === undefined))
    throw invalid('Give both from and to, or neither');
  const row = await getDashboard(db, organisationId, id);
  if (!row) throw notFound(notFoundMessage);
  const read = readDashboard(row);
  let range: Parameters<typeof loadWidgetData>[1]['range'] = read.range;
  if (query.from && query.to) {
    const from = new Date(query.from);
    const to = new Date(query.to);
    if (from >= to) throw invalid('from must be before to');
    range = { from, to };
  }
  return loadWidgetData(db, {
    organisationId,
    widgets: read.widgets,
    range,
    widthPx: query.width,
    audience: 'member',
    now: new Date(),
    timeZone: query.timeZone ?? defaultTimeZone,
    ...(log ? { log } : {}),
    ...(roads ? { roads } : {}),
  });
}
