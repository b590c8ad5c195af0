import type { BatteryForecastData } from '@pinpoint/shared/widgets/index.ts';
import { batteryForecasts } from '../device/battery-forecasts.ts';
import type { Loader } from './load-context.ts';
import { selectDevices } from './repo.ts';

/** At most this many devices a forecast widget lists (the soonest). */
const maxRows = 50;

/**
 * Battery forecast widgets (issue 30 item 4): the devices of each widget (every device of the
 * organisation when it names none; on a public share, the devices the dashboard's widgets name,
 * as a share shows no other device's name) whose battery is forecast to run out within its days, soonest
 * first. The forecasts are of now, whatever the range, read for all the widgets at once from the
 * kept forecasts (modules/device/battery-forecasts.ts: computed again when older than an hour).
 */
export const loadForecasts: Loader = async (db, ctx, widgets) => {
  const everyDevice = !ctx.shareDevices && widgets.some((pw) => pw.devices.length === 0);
  const scope = (pw: (typeof widgets)[number]) =>
    pw.devices.length ? pw.devices : ctx.shareDevices ? [...ctx.shareDevices] : null;
  const forecasts = await batteryForecasts(
    db,
    ctx.organisationId,
    ctx.now,
    everyDevice ? {} : { deviceIds: [...new Set(widgets.flatMap((pw) => scope(pw) ?? []))] },
  );
  const listed = new Set<string>();
  for (const pw of widgets) {
    const days = pw.widget.type === 'battery-forecast' ? pw.widget.options.days : 30;
    const ids = scope(pw) ?? [...forecasts.keys()];
    const due = ids
      .flatMap((id) => {
        const f = forecasts.get(id);
        return f && f.daysLeft <= days
          ? [{ device: id, daysLeft: f.daysLeft, confidence: f.confidence }]
          : [];
      })
      .sort((a, b) => a.daysLeft - b.daysLeft)
      .slice(0, maxRows);
    for (const row of due) listed.add(row.device);
    ctx.out.set(pw.widget.id, { days, devices: due } satisfies BatteryForecastData);
  }
  // Names of the devices listed that the widgets do not name (a widget of every device).
  const unnamed = [...listed].filter((id) => !ctx.occupants.has(id));
  for (const row of await selectDevices(db, ctx.organisationId, unnamed))
    ctx.occupants.set(row.id, {
      id: row.id,
      name: row.name,
      type: row.type,
      last_seen_at: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    });
};
