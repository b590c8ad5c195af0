import { FrameError } from '../bytes.ts';
import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { LeReader } from './reader.ts';

/**
 * Digital Matter's data records (message 0x04), as Traccar's DmtProtocolDecoder reads them
 * (decodeStandard), Digital Matter's own field documents being under NDA. A message holds records
 * back to back, each:
 * - its length (2 bytes, counting itself), sequence number (4), log time (4, seconds since
 *   2013-01-01 UTC), log reason (1);
 * - fields, each an id (1), a length (1; 255: a 2-byte length follows) and its data:
 *   0 GPS, 2 digital I/O and status, 3 driver id, 6 analogue values, 26 trip, 27 odometer and
 *   run hours. Other fields (1 debug text, 15 trip trimming…) are skipped.
 * All integers are little-endian.
 */

/** 2013-01-01T00:00:00Z, Digital Matter's epoch. */
export const DM_EPOCH_MS = Date.UTC(2013, 0, 1);
const RECORD_HEADER_BYTES = 11;
const GPS_FIELD_BYTES = 21;

/**
 * Log reasons Traccar turns into alarms (DmtProtocolDecoder.decodeAlarm: 12 braking,
 * 13 acceleration, 14 cornering, 18 overspeed, 20 tow, 23 accident, 29 tamper, 44/45 geofence).
 * Cornering has no alarm of ours: it stays a `logReason` of 14.
 */
export const reasonAlarms: Record<number, TrackerAlarm> = {
  12: 'harsh_braking',
  13: 'harsh_acceleration',
  18: 'overspeed',
  20: 'tow',
  23: 'accident',
  29: 'tamper',
  44: 'geofence_enter',
  45: 'geofence_exit',
};

/** Status flags (the digital field's third value; Telematics Guru shows them as inputs 24..31). */
const STATUS_BATTERY_GOOD = 1 << 1;
const STATUS_TAMPER = 1 << 6;

type Extra = Record<string, number | string | boolean>;

export function readDataRecords(payload: Buffer): TrackerRecord[] {
  const r = new LeReader(payload);
  const records: TrackerRecord[] = [];
  while (r.remaining() > 0) {
    const start = r.pos;
    const length = r.u16();
    if (length < RECORD_HEADER_BYTES || length - 2 > r.remaining())
      throw new FrameError(`a record of ${length} bytes at offset ${start}, ${r.remaining() + 2} left`);
    const record = readRecord(new LeReader(payload, start + 2, start + length));
    if (record) records.push(record);
    r.skip(length - 2);
  }
  return records;
}

function readRecord(r: LeReader): TrackerRecord | undefined {
  const sequence = r.u32();
  const logTime = r.u32();
  const logReason = r.u8();
  const extra: Extra = { sequence, logReason };
  const record: TrackerRecord = { time: new Date(0), valid: false, extra };
  const alarms = new Set<TrackerAlarm>();
  const reasonAlarm = reasonAlarms[logReason];
  if (reasonAlarm) alarms.add(reasonAlarm);
  let gpsTime = 0;
  while (r.remaining() > 0) {
    const id = r.u8();
    let size = r.u8();
    if (size === 255) size = r.u16();
    if (size > r.remaining()) throw new FrameError(`field ${id} of ${size} bytes, ${r.remaining()} left`);
    const field = new LeReader(r.bytes(size));
    switch (id) {
      case 0:
        if (size >= GPS_FIELD_BYTES) gpsTime = readGps(field, record, extra);
        break;
      case 2:
        if (size >= 8) readDigital(field, record, extra, alarms);
        break;
      case 3:
        readDriverId(field, size, extra);
        break;
      case 6:
        readAnalogue(field, record, extra);
        break;
      case 26:
        if (size >= 8) {
          extra.tripDistanceM = field.u32();
          extra.tripSeconds = field.u32();
        }
        break;
      case 27:
        if (size >= 8) {
          record.odometerM = field.u32();
          extra.runHours = Math.round(field.u32() / 36) / 100;
        }
        break;
    }
  }
  // A clock never set (a unit's first records after a reset: time 0, no fix) places nothing in time.
  const seconds = logTime || gpsTime;
  if (seconds === 0) return undefined;
  record.time = new Date(DM_EPOCH_MS + seconds * 1000);
  if (gpsTime && gpsTime !== seconds) extra.fixTime = new Date(DM_EPOCH_MS + gpsTime * 1000).toISOString();
  if (alarms.size) record.alarms = [...alarms];
  return record;
}

/**
 * The GPS field: fix time, latitude and longitude (1e-7 degrees), altitude (m), speed (cm/s),
 * speed accuracy, heading (2-degree steps), PDOP (tenths), position accuracy (m), fix status.
 * A unit without a fix sends its last known position with a zero status: kept, not valid.
 */
function readGps(r: LeReader, record: TrackerRecord, extra: Extra): number {
  const gpsTime = r.u32();
  const lat = r.i32() / 1e7;
  const lon = r.i32() / 1e7;
  const altitude = r.i16();
  const speedCms = r.u16();
  r.u8(); // speed accuracy
  const course = r.u8() * 2;
  const pdop = r.u8() / 10;
  const accuracy = r.u8();
  const status = r.u8();
  if (isPlausibleFix(lat, lon)) {
    record.lat = lat;
    record.lon = lon;
    record.valid = status !== 0;
  }
  record.altitude = altitude;
  record.speedKmh = Math.round(speedCms * 0.036 * 100) / 100;
  record.course = course;
  extra.pdop = pdop;
  extra.accuracyM = accuracy;
  extra.gpsStatus = status;
  return gpsTime;
}

/** Inputs (4 bytes; bit 0 the ignition, real or emulated by movement), outputs (2), status flags (2). */
function readDigital(r: LeReader, record: TrackerRecord, extra: Extra, alarms: Set<TrackerAlarm>): void {
  const inputs = r.u32();
  const outputs = r.u16();
  const status = r.u16();
  record.inputs = inputs;
  record.outputs = outputs;
  record.ignition = (inputs & 1) === 1;
  extra.status = status;
  extra.inTrip = (status & 1) === 1;
  if (!(status & STATUS_BATTERY_GOOD)) alarms.add('low_battery');
  if (status & STATUS_TAMPER) alarms.add('tamper');
}

/** Driver id: its type, then the id as Traccar reads each type (iButton, RFID, text, hex). */
function readDriverId(r: LeReader, size: number, extra: Extra): void {
  if (size < 1) return;
  const type = r.u8();
  const hex = (n: number) => (r.remaining() >= n ? r.bytes(n).toString('hex') : undefined);
  const text = (n: number) =>
    r.remaining() >= n ? r.bytes(n).toString('latin1').replace(/\0+$/, '') : undefined;
  const rest = size - 1;
  const id =
    type === 1
      ? hex(5)
      : type === 2
        ? hex(6)
        : type === 3
          ? text(4)
          : type === 4
            ? text(5)
            : type === 5 || type === 6
              ? text(rest)
              : type === 7
                ? hex(rest)
                : undefined;
  if (id) extra.driverId = id;
  extra.driverIdType = type;
}

/**
 * Analogue values, each an id (1) and a value (2): 1 internal battery (mV), 2 external supply
 * (10 mV), 3 internal temperature (0.01 °C), 4 GSM signal (CSQ: 0..31, 99 unknown), 5 as Traccar
 * names it, solar (mV); others kept as `analog<id>`.
 *
 * The battery is kept as `batteryV` in the decoded object rather than as the record's battery: the
 * listener would read it as a Li-ion cell (3.5 V empty, 4.2 V full), which the Oyster's and
 * Yabby's AA cells are not, and a 100 % or 0 % from it would mislead; the unit's own judgement, the
 * "battery good" status flag, gives the low battery alarm.
 */
function readAnalogue(r: LeReader, record: TrackerRecord, extra: Extra): void {
  while (r.remaining() >= 3) {
    const id = r.u8();
    switch (id) {
      case 1:
        extra.batteryV = r.u16() / 1000;
        break;
      case 2:
        record.externalPowerV = r.u16() / 100;
        break;
      case 3:
        extra.deviceTempC = r.i16() / 100;
        break;
      case 4: {
        const csq = r.u16();
        extra.csq = csq;
        if (csq <= 31) record.gsmSignalPct = Math.round((csq * 100) / 31);
        break;
      }
      case 5:
        extra.solarV = r.u16() / 1000;
        break;
      default:
        extra[`analog${id}`] = r.u16();
    }
  }
}
