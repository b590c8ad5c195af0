// The device map's compact encoding of every positioned device (issue 31 item 2):
// GET /organisation/{id}/devices/positions. Plain data, no zod, so the web reads it without
// loading the schemas; the server writes it with the same code.

/** Coordinates as whole numbers of 1e-7 degrees (about 1 cm), as OpenStreetMap stores them. */
export const coordinateScale = 1e7;

/**
 * The answer, packed as columns (one array a field, not one object a device: no key repeated
 * 10,000 times, and like values side by side for the compression). A device's index is its small
 * integer id (the map's feature id); `ids` holds its UUID, which links it to its page and to the
 * live updates. Times are seconds before `builtAt` (unix seconds), null when there is none: a
 * status colour is read from them as time passes, where a status byte would go stale without any
 * write, behind an unchanged ETag.
 */
export type PackedDevicePositions = {
  v: 1;
  builtAt: number;
  ids: string[];
  /** Latitudes and longitudes in 1e-7 degrees. */
  lat: number[];
  lon: number[];
  /** Seconds since the device was last heard, and since its last alert (null: never). */
  seen: (number | null)[];
  alert: (number | null)[];
  /** Its usual interval in seconds (null: not known yet). */
  interval: (number | null)[];
};

/** A device on the map, as the map reads it (times as ISO, as the device API gives them). */
export type DevicePosition = {
  id: string;
  lat: number;
  lon: number;
  lastSeenAt: string | null;
  lastAlertAt: string | null;
  usualIntervalS: number | null;
};

export type DevicePositions = { builtAt: number; devices: DevicePosition[] };

export function packDevicePositions({ builtAt, devices }: DevicePositions): PackedDevicePositions {
  const builtS = Math.floor(builtAt / 1000);
  const ago = (iso: string | null) => {
    const at = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(at) ? Math.max(0, builtS - Math.floor(at / 1000)) : null;
  };
  return {
    v: 1,
    builtAt: builtS,
    ids: devices.map((d) => d.id),
    lat: devices.map((d) => Math.round(d.lat * coordinateScale)),
    lon: devices.map((d) => Math.round(d.lon * coordinateScale)),
    seen: devices.map((d) => ago(d.lastSeenAt)),
    alert: devices.map((d) => ago(d.lastAlertAt)),
    interval: devices.map((d) => (d.usualIntervalS ? Math.round(d.usualIntervalS) : null)),
  };
}

const numbers = (value: unknown, n: number, nullable: boolean): value is (number | null)[] =>
  Array.isArray(value) &&
  value.length === n &&
  value.every((x) => (nullable && x === null) || (typeof x === 'number' && Number.isFinite(x)));

/** The answer read back; throws on a layout it does not know (a newer server, a cut answer). */
export function unpackDevicePositions(packed: unknown): DevicePositions {
  const p = packed as Partial<PackedDevicePositions> | null;
  const n = Array.isArray(p?.ids) ? p.ids.length : -1;
  if (
    p?.v !== 1 ||
    typeof p.builtAt !== 'number' ||
    !p.ids?.every((id) => typeof id === 'string') ||
    !numbers(p.lat, n, false) ||
    !numbers(p.lon, n, false) ||
    !numbers(p.seen, n, true) ||
    !numbers(p.alert, n, true) ||
    !numbers(p.interval, n, true)
  )
    throw new Error('Unknown device positions layout');
  const { builtAt, ids, lat, lon, seen, alert, interval } = p as PackedDevicePositions;
  const time = (ago: number | null) => (ago === null ? null : new Date((builtAt - ago) * 1000).toISOString());
  return {
    builtAt: builtAt * 1000,
    devices: ids.map((id, i) => ({
      id,
      lat: (lat[i] as number) / coordinateScale,
      lon: (lon[i] as number) / coordinateScale,
      lastSeenAt: time(seen[i] ?? null),
      lastAlertAt: time(alert[i] ?? null),
      usualIntervalS: interval[i] ?? null,
    })),
  };
}
