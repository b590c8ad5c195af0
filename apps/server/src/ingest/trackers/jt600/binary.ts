import { ByteReader, bcdDigits, FrameError } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { addAlarm, setExtra } from '../fields.ts';
import { csqPercent } from '../huabao/vendor-items.ts';
import { ascii } from '../text-scan.ts';
import { LOCATION_BYTES, type Reading, readingEvents, readLocation, unplace } from './location.ts';

/**
 * Jointech's binary frames, `$` then the unit's id (5 bytes, BCD: the 10 digits printed on the
 * unit), in two layouts told apart as Traccar's Jt600ProtocolDecoder tells them (byte 8 is 0 only
 * in the long one, where it is the length's high byte):
 *
 * - short (JT600/GP6000 vehicle units): version and data type (1, a nibble each), length (2, the
 *   records'), records of 27 bytes (the location block and 10 bytes whose layout the version
 *   gives), the frame's serial (1). No answer (Traccar sends none).
 * - long (JT701/JT701D e-locks and their kin; JT701D protocol manual V1.4, "Position and alarm
 *   data format"): protocol version (1: 0x17 JT701, 0x19 JT701D), device and data type (1), length
 *   (2, from the date to the serial), the location block, odometer (4, km), satellites (1), bound
 *   vehicle id (4, reserved), status (2), battery (1, % or 0xFF charging), cell id (2), LAC (2), GSM
 *   signal (1, 0-31); versions 0x17/0x19 then a geofence id, the wake-up source, the MNC's high byte,
 *   a reserved byte, a reserved IMEI (8), the cell id's high half (2), MCC (2) and MNC (1); the
 *   serial (1). A frame whose status asks for it (bit 5) is answered `(P35)` below version 0x19 and
 *   `(P69,0,<serial>)` from it (the manual's P69; Jointech's jt701-sdk and Traccar alike).
 *
 * The unit's id is kept as its 10 digits (the manual's "8000620011"), leading zeros and all, as the
 * text messages carry it; Traccar drops the binary one’s leading zeros.
 */

const LONG_RECORD_BYTES = LOCATION_BYTES + 17;
const SHORT_RECORD_BYTES = LOCATION_BYTES + 10;
const JT701 = 0x17;
const JT701D = 0x19;

/** The manual's wake-up sources (extended device status, bits 0-3). */
const wakeSources = [
  'restart',
  'rtc',
  'vibration',
  'back_cover',
  'lock_rope',
  'charging',
  'rfid_card',
  'lora',
  'vip_sms',
  'sms',
] as const;

const bit = (value: number, n: number) => ((value >>> n) & 1) === 1;

/**
 * The long layout's status word (the manual's table; byte 1 is the low byte). Where Traccar reads
 * another meaning, the manual's is taken: bit 3 is the lock rope cut (Traccar: power cut), bit 7 the
 * motor locked (Traccar: blocked), bit 14 the motor stuck (Traccar: fault). The rope cut and the
 * back cover opened are `tamper`, the seal's tampering; the lock's other alarms and states are
 * kept under their names. Every long-layout version is read so, as Traccar reads one status for all.
 */
function applyLockStatus(record: Omit<TrackerRecord, 'time'>, status: number): void {
  setExtra(record, 'status', status);
  // A position from the cell tower (the manual's bit 0) is no GNSS fix: not placed, as any other.
  if (bit(status, 0)) {
    setExtra(record, 'cellFix', true);
    unplace(record);
  }
  if (bit(status, 1)) addAlarm(record, 'geofence_enter');
  if (bit(status, 2)) addAlarm(record, 'geofence_exit');
  if (bit(status, 3)) {
    addAlarm(record, 'tamper');
    setExtra(record, 'ropeCut', true);
  }
  if (bit(status, 4)) addAlarm(record, 'vibration');
  setExtra(record, 'ropeInserted', bit(status, 6));
  setExtra(record, 'locked', bit(status, 7));
  if (bit(status, 8)) setExtra(record, 'unlockedTooLong', true);
  if (bit(status, 9)) setExtra(record, 'wrongPasswords', true);
  if (bit(status, 10)) setExtra(record, 'illegalCard', true);
  if (bit(status, 11)) addAlarm(record, 'low_battery');
  if (bit(status, 12)) {
    addAlarm(record, 'tamper');
    setExtra(record, 'backCoverOpened', true);
  }
  setExtra(record, 'backCoverClosed', bit(status, 13));
  if (bit(status, 14)) setExtra(record, 'motorStuck', true);
}

/** Versions 0x17/0x19's tail after the record: where the document gives them, cell and wake-up. */
function readLockTail(r: ByteReader, record: Omit<TrackerRecord, 'time'>, cid: number): void {
  if (r.remaining() < 4) return;
  const fence = r.u8();
  const wake = r.u8() & 0x0f;
  const mncHigh = r.u8();
  r.skip(1);
  if (fence) setExtra(record, 'geofenceId', fence);
  const source = wakeSources[wake];
  if (source) setExtra(record, 'wakeSource', source);
  if (r.remaining() < 13) return;
  r.skip(8);
  const cellHigh = r.u16();
  const mcc = r.u16();
  const mncLow = r.u8();
  // Before firmware 20211224 the MNC is one byte and its high byte is 0x0F (the manual).
  setExtra(record, 'mnc', mncHigh === 0x0f ? mncLow : (mncHigh << 8) | mncLow);
  setExtra(record, 'mcc', mcc);
  if (cellHigh) setExtra(record, 'cid', cellHigh * 0x10000 + cid);
}

function readLongRecord(r: ByteReader, version: number): { reading: Reading; ackWanted: boolean } {
  const reading = readLocation(r);
  const { record } = reading;
  record.odometerM = r.u32() * 1000;
  record.satellites = r.u8();
  r.skip(4);
  const status = r.u16();
  applyLockStatus(record, status);
  const battery = r.u8();
  if (battery === 0xff) setExtra(record, 'charging', true);
  else if (battery <= 100) record.batteryPct = battery;
  const cid = r.u16();
  const lac = r.u16();
  const csq = r.u8();
  const signal = csqPercent(csq);
  if (signal !== undefined) record.gsmSignalPct = signal;
  if (cid || lac) {
    setExtra(record, 'cid', cid);
    setExtra(record, 'lac', lac);
  }
  if (version === JT701 || version === JT701D) readLockTail(r, record, cid);
  return { reading, ackWanted: bit(status, 5) };
}

/** Traccar's reading of the short layout's status bytes (version 2); no document was at hand. */
function applyVehicleStatus(record: Omit<TrackerRecord, 'time'>, status: Buffer): void {
  const [first, second, third] = status as unknown as [number, number, number];
  record.ignition = bit(first, 0);
  setExtra(record, 'door', bit(first, 6));
  setExtra(record, 'charging', bit(second, 0));
  setExtra(record, 'blocked', bit(second, 1));
  if (bit(second, 2)) addAlarm(record, 'sos');
  // Traccar reads bit 4 as both an overspeed and a GPS antenna cut.
  if (bit(second, 3) || bit(second, 4)) setExtra(record, 'gpsAntennaCut', true);
  if (bit(second, 4)) addAlarm(record, 'overspeed');
  if (bit(third, 2)) setExtra(record, 'fatigueDriving', true);
  if (bit(third, 3)) addAlarm(record, 'tow');
}

/** The 10 bytes after the location block, by the short layout's version (Traccar's reading). */
function readShortTail(r: ByteReader, version: number, record: Omit<TrackerRecord, 'time'>): void {
  if (version === 1) {
    record.satellites = r.u8();
    setExtra(record, 'power', r.u8());
    r.skip(1);
    record.altitude = r.u16();
    const cid = r.u16();
    const lac = r.u16();
    if (cid && lac) {
      setExtra(record, 'cid', cid);
      setExtra(record, 'lac', lac);
    }
    setExtra(record, 'rssi', r.u8());
  } else if (version === 2) {
    const fuelHigh = r.u8();
    applyVehicleStatus(record, r.bytes(4));
    record.odometerM = r.u32() * 1000;
    setExtra(record, 'fuel', fuelHigh * 256 + r.u8());
  } else {
    // Bit fields, most significant first: three fuel levels (12 bits each), odometer (20, km), status (24).
    const bits = BigInt(`0x${r.bytes(10).toString('hex')}`);
    const field = (shift: bigint, width: bigint) => Number((bits >> shift) & ((1n << width) - 1n));
    setExtra(record, 'fuel1', field(68n, 12n));
    setExtra(record, 'fuel2', field(56n, 12n));
    setExtra(record, 'fuel3', field(44n, 12n));
    record.odometerM = field(24n, 20n) * 1000;
    const status = field(0n, 24n);
    record.ignition = bit(status, 0);
    setExtra(record, 'status', status);
  }
}

/** Whether the frame is in the long layout (its byte 8, the length's high byte there, is 0). */
export const isLongLayout = (frame: Buffer) => frame[8] === 0;

/** One whole binary frame (its length checked by the scanner) to events. */
export function parseBinaryFrame(frame: Buffer): TrackerEvent[] {
  const serial = frame[frame.length - 1] as number;
  const r = new ByteReader(frame, 1, frame.length - 1);
  const id = bcdDigits(r.bytes(5));
  const readings: Reading[] = [];
  if (isLongLayout(frame)) {
    const version = r.u8();
    r.skip(3);
    let ackWanted = false;
    do {
      const read = readLongRecord(r, version);
      readings.push(read.reading);
      ackWanted ||= read.ackWanted;
    } while (version !== JT701 && version !== JT701D && r.remaining() >= LONG_RECORD_BYTES);
    const ack = ackWanted ? ascii(version < JT701D ? '(P35)' : `(P69,0,${serial})`) : undefined;
    return readingEvents(id, readings, ack);
  }
  const version = r.u8() >> 4;
  r.skip(2);
  if (version < 1 || version > 3)
    return [{ type: 'bad_frame', reason: 'unsupported', detail: `a binary frame of version ${version}` }];
  if (r.remaining() === 0 || r.remaining() % SHORT_RECORD_BYTES !== 0)
    throw new FrameError(`${r.remaining()} bytes of records, not a whole number of ${SHORT_RECORD_BYTES}`);
  while (r.remaining() > 0) {
    const reading = readLocation(r);
    readShortTail(r, version, reading.record);
    readings.push(reading);
  }
  return readingEvents(id, readings);
}
