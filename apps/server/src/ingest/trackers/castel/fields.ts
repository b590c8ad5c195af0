import { type ByteReader, FrameError } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, setExtra } from '../fields.ts';

/**
 * The blocks Castel messages share: the GPS fix, the "stat data" block and its vehicle state,
 * alarm entries, OBD PID values and trouble codes (Traccar's CastelProtocolDecoder readPosition,
 * decodeStat, decodeAlarm, decodeObd and ObdDecoder).
 */

/** Centimetres per second to km/h. */
const CPS_TO_KMH = 0.036;

/**
 * One fix, 19 bytes: day, month, year (2000+), hour, minute, second (UTC); latitude and longitude
 * u32 LE in 1/3,600,000 degree; speed u16 LE cm/s; course u16 LE 0.1°; flags: bit 0 east, bit 1
 * north, bits 2-3 fix (either set: valid), bits 4-7 satellites.
 */
export function readFix(r: ByteReader): TrackerRecord {
  need(r, 19);
  const [day, month, year, hour, minute, second] = [r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8()];
  if (day < 1 || day > 31 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59)
    throw new FrameError(`a fix dated ${day}/${month}/${year} ${hour}:${minute}:${second}`);
  const time = new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second));
  let lat = le.u32(r) / 3_600_000;
  let lon = le.u32(r) / 3_600_000;
  const speedCps = le.u16(r);
  const course = le.u16(r) / 10;
  const flags = r.u8();
  if ((flags & 0x02) === 0) lat = -lat;
  if ((flags & 0x01) === 0) lon = -lon;
  const valid = (flags & 0x0c) !== 0;
  const record: TrackerRecord = { time, valid, satellites: flags >> 4 };
  if (isPlausibleFix(lat, lon)) {
    record.lat = Math.round(lat * 1e7) / 1e7;
    record.lon = Math.round(lon * 1e7) / 1e7;
  }
  record.speedKmh = Math.round(speedCps * CPS_TO_KMH * 100) / 100;
  if (course <= 360) record.course = course;
  return record;
}

/** Little-endian reads on the shared (big-endian) reader; each checks its bytes are there first. */
function at(r: ByteReader, n: number): number {
  const pos = r.pos;
  r.skip(n);
  return pos;
}
export const le = {
  u16: (r: ByteReader) => r.buf.readUInt16LE(at(r, 2)),
  i16: (r: ByteReader) => r.buf.readInt16LE(at(r, 2)),
  u32: (r: ByteReader) => r.buf.readUInt32LE(at(r, 4)),
  i32: (r: ByteReader) => r.buf.readInt32LE(at(r, 4)),
};

/** Guards the reads above: a value past the end throws before Buffer does. */
export function need(r: ByteReader, n: number): void {
  if (r.remaining() < n) throw new FrameError(`frame too short: wanted ${n} byte(s), ${r.remaining()} left`);
}

/** The "stat data" block (34 bytes), as every SC message but the heartbeat carries it. */
export type Stat = {
  /** The unit's clock (UTC) when it sent the message. */
  time: Date;
  odometerM: number;
  tripOdometerM: number;
  fuelConsumption: number;
  status: number;
};

export function readStat(r: ByteReader): Stat {
  need(r, 34);
  le.u32(r); // seconds since ACC on
  const time = new Date(le.u32(r) * 1000);
  const odometerM = le.u32(r);
  const tripOdometerM = le.u32(r);
  const fuelConsumption = le.u32(r);
  le.u16(r); // current fuel consumption
  const status = le.u32(r);
  r.skip(8); // reserved
  return { time, odometerM, tripOdometerM, fuelConsumption, status };
}

/**
 * The stat block on a record: odometer and trip in metres, total fuel consumption as the unit
 * counts it (Traccar keeps it raw), the state word raw, and ACC (bit 18: ignition), as Traccar
 * reads it from the same word.
 */
export function applyStat(record: Omit<TrackerRecord, 'time' | 'valid'>, stat: Stat): void {
  record.odometerM = stat.odometerM;
  record.ignition = (stat.status & (1 << 18)) !== 0;
  setExtra(record, 'tripOdometerM', stat.tripOdometerM);
  setExtra(record, 'fuelConsumption', stat.fuelConsumption);
  setExtra(record, 'status', stat.status);
}

/**
 * The state word's driving flags, which Traccar raises as alarms on PID, OBD, DTC, G-sensor and
 * cell messages. They are the unit's state while the message was taken, repeated on each such
 * message, so they are kept by name in `extra.alarm`; the alarm message (0x4007) raises the events.
 */
export function applyStateAlarms(record: Omit<TrackerRecord, 'time' | 'valid'>, stat: Stat): void {
  if (stat.status & (1 << 4)) addExtraAlarm(record, 'hardAcceleration');
  if (stat.status & (1 << 5)) addExtraAlarm(record, 'hardBraking');
  if (stat.status & (1 << 6)) addExtraAlarm(record, 'idle');
}

function addExtraAlarm(record: Omit<TrackerRecord, 'time' | 'valid'>, name: string): void {
  const had = record.extra?.alarm;
  const names = typeof had === 'string' && had ? had.split(',') : [];
  if (!names.includes(name)) names.push(name);
  setExtra(record, 'alarm', names.join(','));
}

/**
 * An alarm type (Traccar's decodeAlarm) on a record: ours where we have the kind, the vendor's
 * name in `extra.alarm` otherwise; 0x16/0x17 are ACC on/off.
 */
export function applyAlarm(record: Omit<TrackerRecord, 'time' | 'valid'>, type: number): void {
  const ours = {
    1: 'overspeed',
    // "Low voltage": the vehicle's battery, which powers the dongle.
    2: 'low_external_power',
    4: 'harsh_acceleration',
    5: 'harsh_braking',
    7: 'tow',
    // "Power off": the dongle pulled from the OBD port.
    14: 'power_cut',
    17: 'accident',
    18: 'tamper',
    28: 'vibration',
  } as const;
  const vendor: Record<number, string> = {
    3: 'highCoolantTemperature',
    6: 'idle',
    8: 'highRpm',
    9: 'powerOn',
    11: 'laneChange',
    12: 'sharpTurn',
    13: 'fatigueDriving',
  };
  const kind = ours[type as keyof typeof ours];
  if (kind) addAlarm(record, kind);
  else if (type === 0x16) record.ignition = true;
  else if (type === 0x17) record.ignition = false;
  else addExtraAlarm(record, vendor[type] ?? `0x${type.toString(16).padStart(2, '0')}`);
}

/** PIDs' value sizes, as Traccar lists them (the low byte of Castel's 2-byte PID tag). */
const PID_BYTES = new Map<number, number>();
for (const [size, pids] of [
  [
    1,
    '04 05 06 07 08 09 0b 0d 0e 0f 11 12 13 1c 1d 1e 2c 2d 2e 2f 30 33 43 45 46 47 48 49 4a 4b 4c 51 52 5a',
  ],
  [
    2,
    '02 03 0a 0c 10 14 15 16 17 18 19 1a 1b 1f 21 22 23 31 32 3c 3d 3e 3f 42 44 4d 4e 50 53 54 55 56 57 58 59 9d',
  ],
  [4, '00 01 20 24 25 26 27 28 29 2a 2b 34 35 36 37 38 39 3a 3b 40 41 4f 67 a6'],
] as const)
  for (const pid of pids.split(' ')) PID_BYTES.set(Number.parseInt(pid, 16), size);

/** The PIDs kept, by the name of their value and its unit (the unit sends them already scaled). */
const PID_NAMES: Record<number, string> = {
  4: 'engineLoadPct',
  5: 'coolantTempC',
  11: 'intakeMapKpa',
  12: 'engineRpm',
  13: 'obdSpeedKmh',
  15: 'intakeTempC',
  17: 'throttlePct',
  33: 'milDistanceKm',
  47: 'fuelLevelPct',
  49: 'clearedDistanceKm',
};

/**
 * A PID list and one set of values (Traccar's decodeObd): the count, the PID tags (u16 LE), for
 * the sampled form a group count and size, then each PID's value. A PID whose size is unknown
 * ends the reading: the values after it cannot be placed.
 */
export function readPids(r: ByteReader, record: Omit<TrackerRecord, 'time' | 'valid'>, groups: boolean) {
  const count = r.u8();
  need(r, count * 2);
  const pids = Array.from({ length: count }, () => le.u16(r) & 0xff);
  if (groups) r.skip(2);
  for (const pid of pids) {
    const size = PID_BYTES.get(pid);
    if (size === undefined) {
      setExtra(record, 'obdUnknownPid', pid);
      return;
    }
    need(r, size);
    const value = size === 1 ? r.u8() : size === 2 ? le.u16(r) : le.i32(r);
    const name = PID_NAMES[pid];
    if (name) setExtra(record, name, value);
  }
}

/** A trouble code as the SAE J2012 form: P, C, B or U by the top two bits, then four hex digits. */
export function dtcOf(value: number): string {
  const prefix = ['P', 'C', 'B', 'U'][(value >> 14) & 3];
  return `${prefix}${(value & 0x3fff).toString(16).toUpperCase().padStart(4, '0')}`;
}
