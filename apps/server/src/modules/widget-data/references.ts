import { fillMessage } from '@pinpoint/shared';
import {
  dashboardMessages,
  type Widget,
  type WidgetSurface,
  widgetDataLimits,
  widgetRegistry,
} from '@pinpoint/shared/widgets/index.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../lib/errors.ts';
import { assetMetricIssues } from '../asset/expand.ts';

type Issue = { path: string; message: string };

/** The ids of devices, geofences and assets the widgets name, each once. */
export function referencedIds(widgets: readonly Widget[]) {
  const devices = new Set<string>();
  const geofences = new Set<string>();
  const assets = new Set<string>();
  for (const widget of widgets) {
    for (const id of widget.devices) devices.add(id);
    if (widget.type === 'geofence-occupancy') for (const id of widget.geofences) geofences.add(id);
    if (widget.type === 'asset-metric') assets.add(widget.assetId);
  }
  return { devices: [...devices], geofences: [...geofences], assets: [...assets] };
}

/** Which of the ids the organisation has in a table (assets: none while that table does not exist). */
async function ownedIds(
  db: Db,
  table: 'devices' | 'geofences' | 'assets',
  organisationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if (table === 'assets') {
    const exists = await sql<{ found: string | null }>`select to_regclass('assets')::text as found`.execute(
      db,
    );
    if (!exists.rows[0]?.found) return new Set();
    const rows = await sql<{ id: string }>`
      select id::text from assets where organisation_id = ${organisationId} and id = any(${ids}::uuid[])`.execute(
      db,
    );
    return new Set(rows.rows.map((r) => r.id));
  }
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The widgets' shape problems that need no database: device counts and surfaces. */
export function widgetLimitIssues(widgets: readonly Widget[], surface: WidgetSurface): Issue[] {
  const issues: Issue[] = [];
  if (widgets.length > widgetDataLimits.widgets)
    issues.push({
      path: 'widgets',
      message: fillMessage(dashboardMessages.tooManyWidgets, { max: widgetDataLimits.widgets }),
    });
  widgets.forEach((widget, index) => {
    const info = widgetRegistry[widget.type];
    if (!info.surfaces.includes(surface))
      issues.push({ path: `widgets[${index}].type`, message: dashboardMessages.notOnSurface });
    if (widget.devices.length > info.maxDevices)
      issues.push({
        path: `widgets[${index}].devices`,
        message: fillMessage(dashboardMessages.tooManyDevices, { max: info.maxDevices }),
      });
  });
  const all = referencedIds(widgets).devices.length;
  if (all > widgetDataLimits.devicesPerDashboard)
    issues.push({
      path: 'widgets',
      message: fillMessage(dashboardMessages.tooManyDashboardDevices, {
        max: widgetDataLimits.devicesPerDashboard,
      }),
    });
  return issues;
}

/**
 * Refuses (400, naming each path: `widgets[2].devices[0]`) widgets that name a device, geofence
 * or asset the organisation does not have, take more devices than their type allows, or may not
 * appear on this surface. Called before anything is stored, and by the preview route.
 */
export async function assertWidgetReferences(
  db: Db,
  organisationId: string,
  widgets: readonly Widget[],
  surface: WidgetSurface = 'dashboard',
): Promise<void> {
  const issues = widgetLimitIssues(widgets, surface);
  const ids = referencedIds(widgets);
  const [devices, geofences, assets] = await Promise.all([
    ownedIds(db, 'devices', organisationId, ids.devices),
    ownedIds(db, 'geofences', organisationId, ids.geofences),
    ownedIds(db, 'assets', organisationId, ids.assets),
  ]);
  widgets.forEach((widget, index) => {
    widget.devices.forEach((id, j) => {
      if (!devices.has(id))
        issues.push({ path: `widgets[${index}].devices[${j}]`, message: dashboardMessages.foreignDevice });
    });
    if (widget.type === 'geofence-occupancy')
      widget.geofences.forEach((id, j) => {
        if (!geofences.has(id))
          issues.push({
            path: `widgets[${index}].geofences[${j}]`,
            message: dashboardMessages.foreignGeofence,
          });
      });
    if (widget.type === 'asset-metric' && !assets.has(widget.assetId))
      issues.push({ path: `widgets[${index}].assetId`, message: dashboardMessages.foreignAsset });
  });
  issues.push(...(await assetMetricIssues(db, organisationId, widgets)));
  if (issues.length === 0) return;
  const described = issues.map((issue) => `${issue.path}: ${issue.message}`);
  throw invalid(described.join('; '), described);
}
