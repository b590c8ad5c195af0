import { uplinkState } from '@pinpoint/shared/silence-timing.ts';
import {
  deviceFreshForMs,
  type HealthData,
  type TableData,
  type Widget,
  type WidgetData,
  type WidgetDataResponse,
  type WidgetDevice,
  type WidgetResult,
  widgetFields,
  widgetResultCodes,
} from '@pinpoint/shared/widgets/index.ts';
import { rounded } from './loaders.ts';
import type { Plan, PlannedWidget } from './plan.ts';
import type { DeviceRow, OccupantRow } from './repo.ts';
import type { TaskFailure } from './run.ts';

const iso = (value: Date | string | null | undefined) =>
  value ? (value instanceof Date ? value : new Date(value)).toISOString() : null;

/** The device list's freshness rule: heard within the hour is fresh; never heard is 'never'. */
export function freshness(lastSeenAt: string | null, now: Date): 'fresh' | 'quiet' | 'never' {
  if (!lastSeenAt) return 'never';
  return now.getTime() - Date.parse(lastSeenAt) < deviceFreshForMs ? 'fresh' : 'quiet';
}

function widgetDevice(row: { name: string; type: string; last_seen_at: Date | string | null }, now: Date) {
  const lastSeenAt = iso(row.last_seen_at);
  return { name: row.name, type: row.type, lastSeenAt, quiet: freshness(lastSeenAt, now) !== 'fresh' };
}

/** Battery list and device table rows: the devices' latest state, with the widget's reading fields. */
export function tableData(pw: PlannedWidget, devices: Map<string, DeviceRow>, now: Date): TableData {
  const fields = widgetFields(pw.widget);
  return {
    rows: pw.devices.flatMap((id) => {
      const d = devices.get(id);
      if (!d) return [];
      const lastSeenAt = iso(d.last_seen_at);
      const state = (d.state ?? {}) as Record<string, unknown>;
      return [
        {
          device: id,
          status: freshness(lastSeenAt, now),
          lastSeenAt,
          batteryPct: rounded(d.battery_pct),
          batteryMv: rounded(d.battery_mv),
          location: d.lat !== null && d.lon !== null ? { lat: d.lat, lon: d.lon } : null,
          type: d.type,
          values: Object.fromEntries(
            fields.map((f) => [f, typeof state[f] === 'number' ? rounded(state[f] as number) : null]),
          ),
        },
      ];
    }),
  };
}

const failed = (failure: TaskFailure): WidgetResult =>
  failure.timeout
    ? {
        status: 'error',
        code: widgetResultCodes.timeout,
        message: 'This widget took too long to load; try a shorter range or fewer devices',
      }
    : { status: 'error', code: widgetResultCodes.failed, message: 'This widget could not be loaded' };

/**
 * The answer: a result or an error for every widget, in the widgets' order, and the devices
 * they name (keyed by id here; the share projection re-keys them).
 */
export function assemble(
  widgets: readonly Widget[],
  plan: Plan,
  out: Map<string, WidgetData>,
  failures: TaskFailure[],
  devices: Map<string, DeviceRow>,
  occupants: Map<string, OccupantRow>,
  now: Date,
): WidgetDataResponse {
  const failedWidgets = new Map<string, WidgetResult>();
  for (const failure of failures) for (const id of failure.widgets) failedWidgets.set(id, failed(failure));

  const deviceMap: Record<string, WidgetDevice> = {};
  for (const [id, row] of devices) deviceMap[id] = widgetDevice(row, now);
  for (const [id, row] of occupants) deviceMap[id] ??= widgetDevice(row, now);

  const results: Record<string, WidgetResult> = {};
  const planned = new Map(plan.planned.map((pw) => [pw.widget.id, pw]));
  for (const widget of widgets) {
    const answered = plan.answered.get(widget.id) ?? failedWidgets.get(widget.id);
    if (answered) {
      results[widget.id] = answered;
      continue;
    }
    const pw = planned.get(widget.id);
    if (!pw) continue;
    if (pw.kind === 'table') {
      results[widget.id] = { status: 'ok', data: tableData(pw, devices, now) };
      continue;
    }
    const data = out.get(widget.id) ?? null;
    if (data && pw.kind === 'health')
      for (const entry of (data as HealthData).devices) {
        entry.lastSeenAt = deviceMap[entry.device]?.lastSeenAt ?? null;
        entry.state = uplinkState(entry, now.getTime(), deviceFreshForMs);
      }
    results[widget.id] = { status: 'ok', data };
  }
  return {
    range: { from: plan.range.from.toISOString(), to: plan.range.to.toISOString() },
    generatedAt: now.toISOString(),
    devices: deviceMap,
    widgets: results,
  };
}
