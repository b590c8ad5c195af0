import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { decimal, utcTime } from '../text-scan.ts';

/**
 * The position of UD (now), UD2 (blind-spot data sent later), UD3, UD_LTE, UD_WCDMA, WT and the
 * alarm reports AL, AL_LTE…, as Traccar's WatchProtocolDecoder reads them (PATTERN_POSITION) and
 * the SeTracker server protocol lists them: date ddMMyy, time HHmmss (UTC), A/V, latitude and its
 * N/S, longitude and its E/W (either may be empty; a signed value with a hemisphere of S or W is
 * made negative, as Traccar's Parser does), speed km/h, course, altitude m, satellites, GSM signal
 * 0-100, battery %, steps, tumbles, the terminal status (hex), then the cells and Wi-Fi seen.
 *
 * A watch without a fix reports `V` with its last coordinates or zeros, and the cells and access
 * points it sees: like gt06/wifi.ts, nothing is made of them but counts; no position is placed
 * from them (an invalid record is stored with its state, never on the map).
 */
const POSITION =
  /^(\d\d)(\d\d)(\d\d),(\d\d)(\d\d)(\d\d),([AV]), *(-?\d+\.?\d*),([NS])?, *(-?\d+\.?\d*),([EW])?,(\d+\.?\d*),(\d+\.?\d*),(-?\d+\.?\d*),(\d+),(\d+),(\d+),(\d+),\d+,([0-9a-fA-F]{1,8})(?:,(.*))?$/s;

/**
 * The device status, as the SeTracker server protocol's Appendix I defines it (4p-touch.com,
 * revision of Aug. 2025): "the high 16 bit expression alarming, low 16 bit expression condition".
 * The low half is the watch's state, repeated in every report while it lasts, so it raises no
 * alarm: 0 low battery, 1 out of a fence, 2 in a fence, 3 the watch state (worn or not), 4 "device
 * no moving" (the UD example's 00000010 "means the device is static-unmoving"). The high half is
 * the alarms: 16 SOS, 17 low battery, 18 out of a fence, 19 into a fence, 20 the watch removed, 21
 * fall down, 22 an abnormal heart rate (no alarm of ours: kept by name in `extra.alarm`).
 */
const statusAlarms: Array<[bit: number, alarm: TrackerAlarm]> = [
  [16, 'sos'],
  [17, 'low_battery'],
  [18, 'geofence_exit'],
  [19, 'geofence_enter'],
  [20, 'tamper'],
  [21, 'fall'],
];
const HEART_RATE_ALARM = 1 << 22;
const states: Array<[bit: number, name: string]> = [
  [0, 'lowBatteryState'],
  [1, 'outOfFence'],
  [2, 'inFence'],
  [3, 'watchState'],
];
const NOT_MOVING = 1 << 4;

export type WatchPosition = { time: Date | undefined; record: Omit<TrackerRecord, 'time'> };

const coordinate = (value: string, hemisphere: string | undefined) => {
  const n = Number(value);
  return hemisphere === 'S' || hemisphere === 'W' ? -Math.abs(n) : n;
};

/** The content after `UD,`/`AL,`…; undefined when it is not a position. */
export function parsePosition(text: string): WatchPosition | undefined {
  const m = POSITION.exec(text);
  if (!m) return undefined;
  const f = m.slice(1) as string[];
  const [dd, mo, yy, hh, mi, ss] = f.slice(0, 6).map(Number) as number[];
  const status = Number.parseInt(f[18] as string, 16);
  const alarms = statusAlarms.filter(([bit]) => status & (1 << bit)).map(([, a]) => a);
  const rssi = Number(f[15]);
  const extra: Record<string, number | string | boolean> = {
    steps: Number(f[17]),
    status: (f[18] as string).toUpperCase(),
    // Set when the watch is still; firmware that never sets it says nothing of movement.
    ...(status & NOT_MOVING ? { motion: false } : {}),
    ...Object.fromEntries(states.filter(([bit]) => status & (1 << bit)).map(([, name]) => [name, true])),
    ...(status & HEART_RATE_ALARM ? { alarm: 'heartRateAbnormal' } : {}),
    ...network(f[19] ?? ''),
  };
  return {
    time: utcTime(2000 + (yy as number), mo as number, dd as number, hh, mi, ss),
    record: {
      valid: f[6] === 'A',
      lat: coordinate(f[7] as string, f[8]),
      lon: coordinate(f[9] as string, f[10]),
      speedKmh: decimal(f[11]) as number,
      course: decimal(f[12]) as number,
      altitude: decimal(f[13]) as number,
      satellites: Number(f[14]),
      gsmSignalPct: Math.min(100, rssi),
      batteryPct: Math.min(100, Number(f[16])),
      ...(alarms.length ? { alarms } : {}),
      extra,
    },
  };
}

/**
 * What the cells and access points say, as counts (and the network's MCC/MNC), read as Traccar
 * reads them: the number of cells, then, if any, the timing advance, MCC, MNC and per cell LAC,
 * cell id and signal; then the number of access points, each a name, MAC and signal. A list whose
 * fourth value holds hex letters is another layout Traccar leaves alone; so do we.
 */
function network(rest: string): Record<string, number> {
  const v = rest.split(',');
  if (v.length >= 4 && /[a-fA-F]/.test(v[3] as string)) return {};
  const out: Record<string, number> = {};
  const int = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) ? Number(s) : undefined);
  const cellCount = int(v[0]);
  if (cellCount === undefined) return out;
  out.cellCount = cellCount;
  let i = 1;
  if (cellCount > 0) {
    i += 1; // timing advance
    // Traccar's reading: an empty MCC or MNC takes no place of its own.
    const mcc = v[i] ? int(v[i++]) : undefined;
    const mnc = v[i] ? int(v[i++]) : undefined;
    if (mcc !== undefined) out.mcc = mcc;
    if (mnc !== undefined) out.mnc = mnc;
    i += cellCount * 3;
  }
  const wifiCount = int(v[i]);
  if (wifiCount !== undefined && i < v.length) out.wifiCount = wifiCount;
  return out;
}
