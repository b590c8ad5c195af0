import type { ByteReader } from '../bytes.ts';
import { isTrackerAlarm, type TrackerAlarm, type TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, setExtra } from '../fields.ts';

/**
 * The first protocol's messages (Eelink "Terminal Communication Protocol Second Edition" 1.8.x:
 * TK115/TK116/TK119/GOT08 and their brands), read as Traccar's EelinkProtocolDecoder.decodeOld:
 *
 *   time (4, UTC seconds) | latitude (4) | longitude (4, signed, 1/1800000 degree) | speed (1, km/h)
 *   | course (2) | MCC (2) | MNC (2) | LAC (2) | cell id (3) | flags (1, bit 0: GPS fixed)
 *
 * then GPS (0x02): status (2) and, where sent, battery (2, mV), signal (2), two analogue inputs;
 * alarm (0x04): the alarm code (1); state (0x05): the state type (1), for types 1–3 the unit's own
 * time (4) and its status (2); SMS (0x06): nothing we read.
 */

export type Extra = Record<string, number | string | boolean>;

/** Alarm codes (Traccar's decodeAlarm; the V2 document's warning list as a public codec reads it). */
const alarmKinds: Record<number, TrackerAlarm | string> = {
  1: 'power_cut',
  2: 'sos',
  3: 'low_battery',
  4: 'vibration',
  /** Displacement: the unit moved out of its set radius (1.8.1 "Add displacement alarm"). */
  5: 'movement',
  8: 'gps_antenna_open',
  9: 'gps_antenna_short',
  32: 'temperature_range',
  33: 'humidity_range',
  34: 'illuminance_range',
  35: 'co2_range',
  36: 'probe_temperature_range',
  /** The light sensor woke the unit: its case opened or it was taken off (Traccar: removing). */
  37: 'tamper',
  38: 'motion_wakeup',
  129: 'low_speed',
  130: 'overspeed',
  131: 'geofence_enter',
  132: 'geofence_exit',
  /** Collision (1.8.1 "Add collision / fall alarm"; Traccar: accident). */
  133: 'accident',
  134: 'fall',
  135: 'tilt',
};

/** An alarm code: one of our alarm kinds where it is one, the code (and its name) in `extra` always. */
export function addEelinkAlarm(record: TrackerRecord, code: number): void {
  const kind = alarmKinds[code];
  setExtra(record, 'alarmCode', code);
  if (kind && isTrackerAlarm(kind)) addAlarm(record, kind);
  else setExtra(record, 'alarm', kind ?? `0x${code.toString(16).padStart(2, '0')}`);
}

const bit = (value: number, n: number) => ((value >> n) & 1) === 1;

/**
 * The status word of the first protocol (and of heartbeats): each state with a "known" bit before
 * it (bit 1 ignition known, bit 2 on; bit 3 armed known, 4 armed; bit 5 relay known, 6 relay off;
 * bit 7 charger known, 8 charging), as Traccar's decodeStatus.
 */
export function readOldStatus(status: number): Omit<TrackerRecord, 'time' | 'valid'> {
  const out: Omit<TrackerRecord, 'time' | 'valid'> = {};
  const extra: Extra = { status };
  if (bit(status, 1)) out.ignition = bit(status, 2);
  if (bit(status, 3)) extra.armed = bit(status, 4);
  if (bit(status, 5)) extra.blocked = !bit(status, 6);
  if (bit(status, 7)) extra.charge = bit(status, 8);
  out.extra = extra;
  return out;
}

function merge(record: TrackerRecord, state: Omit<TrackerRecord, 'time' | 'valid'>): void {
  const { extra, ...rest } = state;
  Object.assign(record, rest);
  for (const [key, value] of Object.entries(extra ?? {})) setExtra(record, key, value);
}

/** One first-protocol position (GPS, alarm, state or SMS package). */
export function readOldPosition(type: number, r: ByteReader): TrackerRecord {
  const time = new Date(r.u32() * 1000);
  const lat = r.i32() / 1_800_000;
  const lon = r.i32() / 1_800_000;
  const speedKmh = r.u8();
  const course = r.u16();
  const extra: Extra = { mcc: r.u16(), mnc: r.u16(), lac: r.u16(), cellId: r.u24() };
  const fixed = (r.u8() & 0x01) === 1;
  const record: TrackerRecord = { time, valid: fixed && isPlausibleFix(lat, lon), extra };
  if (isPlausibleFix(lat, lon)) Object.assign(record, { lat, lon, speedKmh, course });
  if (type === 0x02) {
    if (r.remaining() >= 2) merge(record, readOldStatus(r.u16()));
    if (r.remaining() >= 8) {
      record.batteryV = r.u16() / 1000;
      extra.rssi = r.u16();
      extra.adc1 = r.u16();
      extra.adc2 = r.u16();
    }
  } else if (type === 0x04) {
    addEelinkAlarm(record, r.u8());
  } else if (type === 0x05) {
    const event = r.u8();
    extra.event = event;
    if (event >= 0x01 && event <= 0x03) {
      r.skip(4); // the unit's own time
      if (r.remaining() >= 2) merge(record, readOldStatus(r.u16()));
    }
  }
  return record;
}

/**
 * The OBD package (0x07): time (4), then PID (1) and value (4) pairs, of which Traccar names 0x89
 * fuel consumption, 0x8A mileage (km) and 0x8B fuel level (tenths of a percent). No position.
 */
export function readObd(r: ByteReader): TrackerRecord {
  const record: TrackerRecord = { time: new Date(r.u32() * 1000), valid: false };
  while (r.remaining() > 0) {
    const obdPid = r.u8();
    const value = r.i32();
    if (obdPid === 0x89) setExtra(record, 'fuelConsumption', value);
    else if (obdPid === 0x8a) record.odometerM = value * 1000;
    else if (obdPid === 0x8b) setExtra(record, 'fuel', Math.trunc(value / 10));
    else setExtra(record, `obd${obdPid.toString(16).padStart(2, '0')}`, value);
  }
  return record;
}
