import type { ByteReader } from '../bytes.ts';
import { isTrackerAlarm, type TrackerAlarm, type TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { bcd, type Head, messageType, readTime } from './frame.ts';

/**
 * GPS (0x02, 0x13, 0x16) and alarm (0x04, 0x14, 0x18) messages of every family, field by field as
 * Traccar's T800xProtocolDecoder.decodePosition reads them (the 0x2323 layout is the T880x v5.6
 * document's GPS data; 0x16/0x18 are 0x02/0x04 with accelerometer axes after them, per
 * TOPFLYtech/TOPFLYtechCodec's Decoder.parseDataMessage, and are read as those):
 *
 * - 0x2323/0x2525/0x2626: report intervals and compensations (7), over-speed setting whose low
 *   7 bits Traccar keeps as `rssi` (2), status (1: bit 6 a GPS fix, bit 7 history, bits 0-4 the
 *   satellites), G-sensor, flags, heartbeat, relay (4), drag setting (2), I/O (2: bit 15 external
 *   power cut, 14 ignition, 13 AC, 12 input 3, 11 input 4, 7-9 outputs 1-3), the output byte and a
 *   reserved one (0x13/0x14 only), analog inputs (not 0x2626: 2, or 5 for 0x13/0x14, 2 bytes each,
 *   FFFF none), alarm code (1), reserved (1), odometer (4, metres), battery level (1, BCD %);
 * - 0x2727: status (1), alarm code (1);
 * - then the time (BCD, UTC) and either the fix (altitude, longitude, latitude as little-endian
 *   floats, speed BCD 0.1 km/h, or a reserved word on 0x2626, course) or, without a fix, the
 *   serving cells (MCC, MNC, 3 × LAC/CI, little-endian): no position is invented for those;
 * - 0x2727 then: acceleration (5), battery level (BCD %), device temperature (signed °C), light
 *   (BCD /10), battery (BCD /10 V), solar panel (BCD /10 V), odometer (4), input status (2: bit 2
 *   ignition, bits 4-10 signal), report settings (10);
 * - the others then: the battery (BCD /100 V, 0x13/0x14 only), the external power (BCD /100 V,
 *   where present) and, on OBD units, speed, OBD speed, fuel used and consumption, RPM.
 */

/** Alarm codes of the vehicle families (Traccar's decodeAlarm1); unmapped ones stay in `extra`. */
const vehicleAlarms: Record<number, TrackerAlarm | string> = {
  1: 'power_cut',
  2: 'low_battery',
  3: 'sos',
  4: 'overspeed',
  5: 'geofence_enter',
  6: 'geofence_exit',
  7: 'tow',
  8: 'vibration',
  10: 'vibration',
  21: 'jamming',
  23: 'power_restored',
  24: 'low_external_power',
};

/** Alarm codes of the 0x2727 asset family (Traccar's decodeAlarm2). */
const assetAlarms: Record<number, TrackerAlarm | string> = {
  1: 'tamper',
  2: 'tamper',
  3: 'sos',
  4: 'tamper',
  5: 'fall',
  6: 'low_battery',
  14: 'geofence_enter',
  15: 'geofence_exit',
};

export type Extra = Record<string, number | string | boolean>;

/** Adds an alarm: one of ours to `alarms`, another under `extra.alarm`. */
export function addAlarm(record: { alarms?: TrackerAlarm[]; extra?: Extra }, name: string | undefined) {
  if (!name) return;
  if (isTrackerAlarm(name)) {
    const alarms = record.alarms ?? [];
    if (!alarms.includes(name)) alarms.push(name);
    record.alarms = alarms;
  } else {
    record.extra = { ...record.extra, alarm: name };
  }
}

const bit = (value: number, n: number) => ((value >> n) & 1) === 1;
const bcdOf = (r: ByteReader, n: number) => bcd(r.bytes(n));

export const isAlarmType = (type: number) =>
  type === messageType.alarm || type === messageType.alarm2 || type === messageType.alarmSensor;

export function isPositionType(type: number): boolean {
  return (
    isAlarmType(type) ||
    type === messageType.gps ||
    type === messageType.gps2 ||
    type === messageType.gpsSensor
  );
}

export type PositionMessage = { record: TrackerRecord; alarmCode: number };

export function readPosition(head: Head, r: ByteReader): PositionMessage {
  const { header, type } = head;
  const second = type === messageType.gps2 || type === messageType.alarm2;
  const asset = header === 0x2727;
  const extra: Extra = { index: head.serial };
  const record: TrackerRecord = { time: new Date(0), valid: false, extra };

  if (!asset) {
    r.skip(7); // ACC on/off intervals, angle and distance compensation
    extra.rssi = r.u16() & 0x7f;
  }
  const status = r.u8();
  record.satellites = status & 0x1f;
  if (!asset) {
    r.skip(6); // G-sensor, flags, heartbeat, relay, drag alarm setting
    const io = r.u16();
    record.ignition = bit(io, 14);
    extra.powerCut = bit(io, 15);
    extra.ac = bit(io, 13);
    extra.in3 = bit(io, 12);
    extra.in4 = bit(io, 11);
    if (second) {
      record.outputs = r.u8();
      r.skip(1);
    } else {
      record.outputs = (bit(io, 7) ? 1 : 0) | (bit(io, 8) ? 2 : 0) | (bit(io, 9) ? 4 : 0);
    }
    if (header !== 0x2626) {
      for (let i = 1; i <= (second ? 5 : 2); i++) {
        const adc = r.u16();
        if (adc !== 0xffff) extra[`adc${i}`] = adc / 100;
      }
    }
  }
  const alarmCode = r.u8();
  if (alarmCode !== 0) extra.alarmCode = alarmCode;
  addAlarm(record, (asset ? assetAlarms : vehicleAlarms)[alarmCode] as string | undefined);
  if (!asset) {
    r.skip(1);
    record.odometerM = r.u32();
    const level = bcdOf(r, 1);
    if (level !== undefined) record.batteryPct = level > 0 ? Math.min(level, 100) : 100;
  }

  record.time = readTime(r);
  if (bit(status, 6)) {
    const fix = r.bytes(12);
    const altitude = fix.readFloatLE(0);
    const lon = fix.readFloatLE(4);
    const lat = fix.readFloatLE(8);
    // The OBD family has a reserved word (or HDOP) here; its speed comes from the bus below.
    const speedBcd = r.bytes(2);
    const speed = header === 0x2626 ? undefined : bcd(speedBcd);
    const course = r.u16();
    if (isPlausibleFix(lat, lon)) {
      Object.assign(record, { valid: true, lat: round6(lat), lon: round6(lon) });
      if (Number.isFinite(altitude)) record.altitude = Math.round(altitude * 10) / 10;
      if (speed !== undefined) record.speedKmh = speed / 10;
      if (course <= 360) record.course = course;
    }
  } else {
    readCells(r, extra);
  }

  if (asset) readAssetTail(r, record, extra);
  else readVehicleTail(r, record, extra, second);
  return { record, alarmCode };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The serving cells of a message without a fix, kept for reference (no position is derived). */
function readCells(r: ByteReader, extra: Extra) {
  const network = r.bytes(4);
  const mcc = network.readUInt16LE(0);
  const mnc = network.readUInt16LE(2);
  if (mcc === 0xffff || mnc === 0xffff) return;
  const cells: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cell = r.bytes(4);
    cells.push(`${cell.readUInt16LE(0)}:${cell.readUInt16LE(2)}`);
  }
  Object.assign(extra, { mcc, mnc, cells: cells.join(',') });
}

function readAssetTail(r: ByteReader, record: TrackerRecord, extra: Extra) {
  r.skip(5); // acceleration
  const level = bcdOf(r, 1);
  if (level !== undefined) record.batteryPct = level > 0 ? Math.min(level, 100) : 100;
  extra.deviceTemp = r.i8();
  const light = bcdOf(r, 1);
  if (light !== undefined) extra.lightSensor = light / 10;
  const battery = bcdOf(r, 1);
  if (battery !== undefined) record.batteryV = battery / 10;
  const solar = bcdOf(r, 1);
  if (solar !== undefined) extra.solarPanelV = solar / 10;
  record.odometerM = r.u32();
  const input = r.u16();
  record.ignition = bit(input, 2);
  extra.rssi = (input >> 4) & 0x7f;
  extra.input = input;
  // The report settings that follow (10 bytes) are configuration, not state.
}

function readVehicleTail(r: ByteReader, record: TrackerRecord, extra: Extra, second: boolean) {
  if (second) {
    const battery = bcdOf(r, 2);
    if (battery !== undefined) record.batteryV = battery / 100;
  }
  if (r.remaining() >= 2) {
    const power = bcdOf(r, 2);
    if (power !== undefined) record.externalPowerV = power / 100;
  }
  if (r.remaining() >= 19) {
    // OBD units: speed from the vehicle bus replaces the GPS one, as in Traccar.
    const speed = bcdOf(r, 2);
    if (speed !== undefined) record.speedKmh = speed / 10;
    const obdSpeed = bcdOf(r, 2);
    if (obdSpeed !== undefined) extra.obdSpeed = obdSpeed / 100;
    const fuelUsed = r.u32();
    const consumption = r.u32();
    const rpm = r.u16();
    if (fuelUsed !== 0xffffffff) extra.fuelUsed = fuelUsed / 1000;
    if (consumption !== 0xffffffff) extra.fuelConsumption = consumption / 1000;
    if (rpm !== 0xffff) extra.rpm = rpm;
  }
}
