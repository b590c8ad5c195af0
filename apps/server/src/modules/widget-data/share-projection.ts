import type { DeviceUpdate, SharedDeviceUpdate } from '@pinpoint/shared';
import {
  breakpoints,
  type DashboardRange,
  emptyLayouts,
  type Layouts,
  type SharedDashboard,
  type SharePreset,
  sharePresets,
  type Widget,
  widgetFields,
  widgetRegistry,
} from '@pinpoint/shared/widgets/index.ts';

/**
 * What a public dashboard link shows (WIDGETS.md §4), as an ALLOWLIST: every object here is
 * built anew from the fields named, never copied and trimmed, so a field added to a widget or
 * a data shape later stays private until it is named here. Visible: the dashboard's name,
 * widget titles, options and layouts, note text, device names under share-local keys ('d1',
 * never ids), values of the fields its widgets use, positions only for maps, alert time, type
 * and value, geofence names and counts. Never: the organisation, members, contacts, EUIs,
 * keys, claim codes, model and network ids, frames, payloads, gateways, alert texts.
 */

/** The widgets a share shows: those whose type may appear on a share. */
export const shareableWidgets = (widgets: readonly Widget[]) =>
  widgets.filter((w) => widgetRegistry[w.type].surfaces.includes('share'));

/** Share-local keys: widgets 'w1', 'w2'... and devices 'd1', 'd2'... in the order they first appear. */
export type ShareKeys = { widgets: Map<string, string>; devices: Map<string, string> };

export function shareKeys(widgets: readonly Widget[]): ShareKeys {
  const keys: ShareKeys = { widgets: new Map(), devices: new Map() };
  for (const widget of shareableWidgets(widgets)) {
    keys.widgets.set(widget.id, `w${keys.widgets.size + 1}`);
    for (const id of widget.devices)
      if (!keys.devices.has(id)) keys.devices.set(id, `d${keys.devices.size + 1}`);
  }
  return keys;
}

const thresholds = (list: ReadonlyArray<{ value: number; colour: string }>) =>
  list.map((t) => ({ value: t.value, colour: t.colour }));

/** A widget as a share shows it: its own settings, devices by share key, no geofence ids. */
function projectWidget(widget: Widget, keys: ShareKeys): Record<string, unknown> | null {
  const key = keys.widgets.get(widget.id);
  if (!key) return null;
  const range =
    widget.range.kind === 'inherit'
      ? { kind: 'inherit' }
      : widget.range.kind === 'last'
        ? { kind: 'last', amount: widget.range.amount, unit: widget.range.unit }
        : { kind: 'fixed', from: widget.range.from, to: widget.range.to };
  const base = {
    id: key,
    type: widget.type,
    title: widget.title,
    devices: widget.devices.flatMap((id) => {
      const device = keys.devices.get(id);
      return device ? [device] : [];
    }),
    range,
  };
  switch (widget.type) {
    case 'map': {
      const { geofences, bases, tracks } = widget.options;
      return { ...base, options: { geofences, bases, tracks } };
    }
    case 'series': {
      const o = widget.options;
      return {
        ...base,
        fields: [...widget.fields],
        options: {
          style: o.style,
          band: o.band,
          ...(o.yMin !== undefined ? { yMin: o.yMin } : {}),
          ...(o.yMax !== undefined ? { yMax: o.yMax } : {}),
          thresholds: thresholds(o.thresholds),
        },
      };
    }
    case 'gauge':
      return {
        ...base,
        field: widget.field,
        options: {
          min: widget.options.min,
          max: widget.options.max,
          thresholds: thresholds(widget.options.thresholds),
        },
      };
    case 'latest':
      return {
        ...base,
        field: widget.field,
        options: { thresholds: thresholds(widget.options.thresholds), trend: widget.options.trend },
      };
    case 'battery-list':
      return { ...base, options: { lowPercent: widget.options.lowPercent } };
    case 'device-table': {
      // Positions only on maps: a shared table has no location column.
      const columns = widget.options.columns.filter((c) => c !== 'location');
      return { ...base, options: { columns: columns.length ? columns : ['status'] } };
    }
    case 'event-feed':
      return { ...base, options: { limit: widget.options.limit } };
    case 'geofence-occupancy':
      return { ...base, geofences: [], options: { names: widget.options.names } };
    case 'note':
      return { ...base, markdown: widget.markdown };
    case 'uplink-health':
      return { ...base, options: {} };
    case 'battery-forecast':
      return { ...base, options: { days: widget.options.days } };
    default:
      return null;
  }
}

function projectLayouts(layouts: Layouts, keys: ShareKeys): Layouts {
  const next = emptyLayouts();
  for (const bp of breakpoints)
    next[bp] = layouts[bp].flatMap((item) => {
      const i = keys.widgets.get(item.i);
      return i ? [{ i, x: item.x, y: item.y, w: item.w, h: item.h }] : [];
    });
  return next;
}

/** Presets no longer than the saved range, when the link lets the viewer pick (none for a fixed range). */
export function allowedPresets(range: DashboardRange, allowRange: boolean): SharePreset[] {
  if (!allowRange || range.kind !== 'last') return [];
  const savedHours = range.amount * (range.unit === 'day' ? 24 : 1);
  return (Object.keys(sharePresets) as SharePreset[]).filter((preset) => {
    const p = sharePresets[preset];
    return p.amount * (p.unit === 'day' ? 24 : 1) <= savedHours;
  });
}

/** The dashboard as its public link shows it. */
export function projectSharedDashboard(
  dashboard: { name: string; widgets: readonly Widget[]; layouts: Layouts; range: DashboardRange },
  link: { allowRange: boolean; expiresAt: Date | null },
): SharedDashboard {
  const keys = shareKeys(dashboard.widgets);
  const r = dashboard.range;
  return {
    name: dashboard.name,
    widgets: shareableWidgets(dashboard.widgets).flatMap((w) => projectWidget(w, keys) ?? []),
    layouts: projectLayouts(dashboard.layouts, keys),
    range:
      r.kind === 'last'
        ? { kind: 'last', amount: r.amount, unit: r.unit }
        : { kind: 'fixed', from: r.from, to: r.to },
    allowRange: link.allowRange,
    expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
    presets: allowedPresets(r, link.allowRange),
  };
}

/** Per device of a share: which reading fields its widgets show, and whether a map or a feed shows it. */
export type ShareLiveProjection = {
  devices: Map<string, { key: string; fields: Set<string>; position: boolean; alerts: boolean }>;
};

export function shareLiveProjection(widgets: readonly Widget[]): ShareLiveProjection {
  const keys = shareKeys(widgets);
  const devices: ShareLiveProjection['devices'] = new Map();
  for (const widget of shareableWidgets(widgets)) {
    const fields = widgetFields(widget);
    if (widget.type === 'device-table' && widget.options.columns.includes('battery'))
      fields.push('battery_pct', 'battery_mv');
    for (const id of widget.devices) {
      const key = keys.devices.get(id);
      if (!key) continue;
      const entry = devices.get(id) ?? { key, fields: new Set<string>(), position: false, alerts: false };
      for (const f of fields) entry.fields.add(f);
      if (widget.type === 'map') entry.position = true;
      if (widget.type === 'event-feed') entry.alerts = true;
      devices.set(id, entry);
    }
  }
  return { devices };
}

/** A live device update as a share sees it, or null when the share shows nothing of that device. */
export function projectLiveUpdate(
  update: DeviceUpdate,
  projection: ShareLiveProjection,
): SharedDeviceUpdate | null {
  const entry = projection.devices.get(update.deviceId);
  if (!entry) return null;
  const readings: Record<string, number> = {};
  for (const [field, value] of Object.entries(update.readings))
    if (entry.fields.has(field) && typeof value === 'number') readings[field] = value;
  const out: SharedDeviceUpdate = { device: entry.key, lastSeenAt: update.lastSeenAt, readings };
  const p = update.position;
  if (p && entry.position)
    out.position = {
      lat: p.lat,
      lon: p.lon,
      time: p.time,
      ...(p.speed !== undefined ? { speed: p.speed } : {}),
      ...(p.heading !== undefined ? { heading: p.heading } : {}),
    };
  if (update.lastAlertAt && entry.alerts) out.lastAlertAt = update.lastAlertAt;
  return out;
}
