import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { LeReader } from '../dmt/reader.ts';
import { addAlarm, isPlausibleFix, setExtra } from '../fields.ts';
import { utcTime } from '../text-scan.ts';

/**
 * Cellocator's status message (type 0, 70 bytes), as Traccar's CellocatorProtocolDecoder.decodeStatus
 * reads it and "Cellocator Integration: Practical Examples" (Pointer, 2012) lays it out: versions,
 * unit status, the transmission reason, the unit's mode, I/O, analog inputs, mileage, a
 * multi-purpose field (the driver's iButton), then the GPS data (modes, satellites, longitude,
 * latitude, altitude, speed, course) and the time of the message, UTC.
 */

/** Transmission reasons Traccar reads as alarms: the distress button, main power disconnected, main power low. */
const reasonAlarms: Partial<Record<number, TrackerAlarm>> = {
  70: 'sos',
  80: 'power_cut',
  81: 'low_external_power',
};

/** Transmission reason 31: the message answers a command (Drivetech/cellocator-parser's reading of the protocol). */
export const REPLY_TO_COMMAND = 31;

/**
 * Whether the GPS modes (the SiRF receiver's Mode 1 and Mode 2, copied into the message) say the
 * fix is one: Mode 2 bit 1 "validated", and a position mode (Mode 1 bits 0-2) of 2 to 6, the range
 * a unit's normal PMODE filter takes as valid (Drivetech/cellocator-parser). Traccar takes every
 * position as valid; a unit without a fix repeats its last coordinates, which are not stored as new.
 */
export function fixValid(mode1: number, mode2: number): boolean {
  const pmode = mode1 & 0x07;
  return (mode2 & 0x02) !== 0 && pmode >= 2 && pmode <= 6;
}

/**
 * Places the record where the coordinates are on the globe (a damaged message can carry others),
 * a fix only where `fix` says the receiver had one.
 */
export function place(record: Omit<TrackerRecord, 'time'>, lat: number, lon: number, fix: boolean): void {
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return;
  record.lat = lat;
  record.lon = lon;
  record.valid = fix && isPlausibleFix(lat, lon);
}

const RADIAN_UNITS = 1e8;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Analog inputs 1 and 2 are the main power and the backup battery, 30/255 V and 4.2/255 V a step:
 * the protocol's multipliers as Drivetech/cellocator-parser uses them (0.1176470588235,
 * 0.01647058823); jldamians/cellocator-decodes names the inputs alike. Traccar keeps them raw.
 */
const MAIN_POWER_V = 0.1176470588235;
const BACKUP_BATTERY_V = 0.01647058823;

export type Status = {
  /** The message's time; absent when its date and time are no date (a unit without one yet). */
  time?: Date;
  record: Omit<TrackerRecord, 'time'>;
  /** The transmission reason (status messages). */
  reason?: number;
};

/**
 * A status message (checksum checked, 70 bytes). `alternative` is the MCPG form, whose coordinates
 * are in 10⁻⁷ degrees, speed in km/h and course in 10⁻³ degrees, and whose analog inputs are two
 * 16-bit values of unknown scale.
 */
export function readStatus(frame: Buffer, alternative: boolean): Status {
  const r = new LeReader(frame, 12, frame.length - 1);
  const record: Omit<TrackerRecord, 'time'> = { valid: false };
  setExtra(record, 'hardware', r.u8());
  setExtra(record, 'firmware', r.u8());
  r.skip(1); // protocol version
  setExtra(record, 'status', r.u8() & 0x0f);
  r.skip(1); // GSM operator
  const reasonData = r.u8();
  const reason = r.u8();
  setExtra(record, 'reason', reason);
  if (reasonData) setExtra(record, 'reasonData', reasonData);
  const alarm = reasonAlarms[reason];
  if (alarm) addAlarm(record, alarm);
  setExtra(record, 'mode', r.u8());

  const io = r.bytes(4);
  setExtra(record, 'io', io.toString('hex'));
  // Byte 1 bit 5, as Traccar reads the ignition since "Fix event and ignition" (6c8fdbbf).
  record.ignition = ((io[0] as number) & 0x20) !== 0;
  if ((io[3] as number) & 0x80) setExtra(record, 'charging', true);

  r.skip(1); // the GSM operator's last byte (MCGP), an input byte (MCPG)
  if (alternative) {
    setExtra(record, 'adc1', r.u16());
    setExtra(record, 'adc2', r.u16());
  } else {
    record.externalPowerV = round(r.u8() * MAIN_POWER_V, 3);
    const backup = r.u8();
    if (backup > 0) record.batteryV = round(backup * BACKUP_BATTERY_V, 3);
    setExtra(record, 'adc3', r.u8());
    setExtra(record, 'adc4', r.u8());
  }
  // The mileage counter's unit is not in a document at hand (Traccar stores it as metres): kept raw.
  setExtra(record, 'mileage', r.bytes(3).readUIntLE(0, 3));
  const driver = r.bytes(6);
  if (driver.some((b) => b !== 0)) setExtra(record, 'driverUniqueId', driver.toString('hex'));

  r.skip(2); // the day, hour and minute of the last fix
  r.skip(1); // location status
  const mode1 = r.u8();
  const mode2 = r.u8();
  record.satellites = r.u8();
  const lonRaw = r.i32();
  const latRaw = r.i32();
  record.altitude = r.i32() / 100;
  const speed = r.u32();
  const course = r.u16();
  // cm/s, 10⁻³ radians (MCGP); km/h, 10⁻³ degrees (MCPG).
  record.speedKmh = alternative ? speed : round((speed / 100) * 3.6, 3);
  record.course = round(alternative ? course / 1000 : toDegrees(course / 1000), 2);
  // The MCPG vector's modes are 0 with 12 satellites and a fix: there, a fix from 3 satellites or more.
  const fix = alternative ? (record.satellites as number) >= 3 : fixValid(mode1, mode2);
  if (alternative) place(record, latRaw / 1e7, lonRaw / 1e7, fix);
  else place(record, toDegrees(latRaw / RADIAN_UNITS), toDegrees(lonRaw / RADIAN_UNITS), fix);

  const [second, minute, hour, day, month] = [r.u8(), r.u8(), r.u8(), r.u8(), r.u8()];
  const time = utcTime(r.u16(), month, day, hour, minute, second);
  return { ...(time ? { time } : {}), record, reason };
}
