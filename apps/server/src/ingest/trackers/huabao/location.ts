import type { ByteReader } from '../bytes.ts';
import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { utcTime } from '../text-scan.ts';
import { csqPercent, readVendorItem } from './vendor-items.ts';

/**
 * The location basic information (JT/T 808-2013 §8.18, tables 23-26) and its additional
 * information items, as a record. Traccar's Jt808ProtocolDecoder (formerly Huabao) reads the
 * same fields; of its many vendor items, those that give a record field are read (vendor-items.ts).
 */

export type LocationFields = Omit<TrackerRecord, 'time' | 'valid'> & { valid: boolean };

/**
 * Alarm flag bits (table 24): 0 emergency, 1 overspeed, 7 main power under-voltage, 8 main power
 * off, 28 illegal displacement, 29 collision, 30 rollover, 31 illegal door opening. 15-17 are
 * reserved in the standard; many trackers use them for vibration and tamper, and Traccar reads
 * them so (our ones: 15 vibration, 16-17 tamper).
 */
const alarmBits: Array<[number, TrackerAlarm]> = [
  [0, 'sos'],
  [1, 'overspeed'],
  [7, 'low_battery'],
  [8, 'power_cut'],
  [15, 'vibration'],
  [16, 'tamper'],
  [17, 'tamper'],
  [28, 'movement'],
  [29, 'accident'],
  [30, 'accident'],
  [31, 'door'],
];

const bit = (word: number, n: number) => ((word >>> n) & 1) === 1;

/** BCD YY MM DD hh mm ss in GMT+8, as the standard sends it (and Traccar reads it), to UTC. */
export function readChinaTime(r: ByteReader): Date | undefined {
  const hex = r.bytes(6).toString('hex');
  if (!/^\d{12}$/.test(hex)) return undefined;
  const [yy, mo, dd, hh, mi, ss] = (hex.match(/../g) as string[]).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const local = utcTime(2000 + yy, mo, dd, hh, mi, ss);
  return local && new Date(local.getTime() - 8 * 3600_000);
}

/**
 * Additional items (table 27): 0x01 mileage in 1/10 km, 0x02 fuel in 1/10 L, 0x03 the
 * tachograph's speed in 1/10 km/h, 0x12 area entry/exit (type, area id, direction 0 in 1 out),
 * 0x25 extended vehicle signals, 0x2A IO status, 0x2B analog inputs (two in 1/100 V, as Traccar
 * reads them), 0x30 signal strength, 0x31 GNSS satellites; then the vendor items (vendor-items.ts).
 * An item running past the body ends the list.
 */
function readItems(r: ByteReader, fields: LocationFields): void {
  const extra = fields.extra ?? {};
  while (r.remaining() >= 2) {
    const id = r.u8();
    const length = r.u8();
    if (length > r.remaining()) break;
    const value = r.bytes(length);
    const u = (size: number) => (length === size ? value.readUIntBE(0, size) : undefined);
    switch (id) {
      case 0x01: {
        const mileage = u(4);
        if (mileage !== undefined) fields.odometerM = mileage * 100;
        break;
      }
      case 0x02:
        if (length === 2) extra.fuelL = (u(2) as number) / 10;
        break;
      case 0x03:
        if (length === 2) extra.tachographSpeedKmh = (u(2) as number) / 10;
        break;
      case 0x12:
        if (length === 6) {
          extra.areaType = value[0] as number;
          extra.areaId = value.readUInt32BE(1);
          const alarm: TrackerAlarm = value[5] === 0 ? 'geofence_enter' : 'geofence_exit';
          fields.alarms = [...(fields.alarms ?? []), alarm];
        }
        break;
      case 0x25:
        if (length === 4) extra.vehicleSignals = u(4) as number;
        break;
      case 0x2a:
        if (length === 2) extra.ioStatus = u(2) as number;
        break;
      case 0x30:
        if (length === 1) {
          extra.rssi = value[0] as number;
          const pct = csqPercent(value[0] as number);
          if (pct !== undefined) fields.gsmSignalPct = pct;
        }
        break;
      case 0x2b:
        if (length === 4) {
          extra.adc1 = value.readUInt16BE(0) / 100;
          extra.adc2 = value.readUInt16BE(2) / 100;
        }
        break;
      case 0x31:
        if (length === 1) fields.satellites = value[0] as number;
        break;
      default:
        readVendorItem(id, value, fields, extra);
    }
  }
  if (Object.keys(extra).length) fields.extra = extra;
}

/**
 * One location report body (0x0200, or one item of a 0x0704 batch): alarm flags, status flags
 * (bit 0 ACC, 1 positioned, 2 south, 3 west, 10 oil circuit cut), latitude and longitude in
 * 1e-6 degree, altitude in metres, speed in 1/10 km/h, direction, time, additional items.
 */
export function readLocation(r: ByteReader): { time?: Date; fields: LocationFields } {
  const alarm = r.u32();
  const { time, fields } = readBasic(r);
  const alarms = [...new Set(alarmBits.filter(([n]) => bit(alarm, n)).map(([, name]) => name))];
  if (alarms.length) fields.alarms = alarms;
  if (alarm) fields.extra = { ...fields.extra, alarm };
  readItems(r, fields);
  return { ...(time ? { time } : {}), fields };
}

/**
 * The status word and coordinates (bit 0 ACC, 1 positioned, 2 south, 3 west, 10 oil circuit
 * cut), as the location basic information and the transparent reports (transparent.ts) send them.
 */
export function readCoordinates(r: ByteReader): LocationFields {
  const status = r.u32();
  let lat = r.u32() / 1e6;
  let lon = r.u32() / 1e6;
  if (bit(status, 2)) lat = -lat;
  if (bit(status, 3)) lon = -lon;
  const fields: LocationFields = { valid: false };
  if (isPlausibleFix(lat, lon)) Object.assign(fields, { lat, lon, valid: bit(status, 1) });
  fields.ignition = bit(status, 0);
  fields.extra = { status, ...(bit(status, 10) ? { blocked: true } : {}) };
  return fields;
}

/** The status word, coordinates, altitude, speed, direction and time, without the alarm word. */
export function readBasic(r: ByteReader): { time?: Date; fields: LocationFields } {
  const fields = readCoordinates(r);
  const altitude = r.i16();
  if (fields.lat !== undefined) fields.altitude = altitude;
  fields.speedKmh = r.u16() / 10;
  fields.course = r.u16() % 360;
  const time = readChinaTime(r);
  return { ...(time ? { time } : {}), fields };
}

/** A location as a record, or undefined when the unit has no clock yet. */
export function toRecord(location: { time?: Date; fields: LocationFields }): TrackerRecord | undefined {
  return location.time ? { time: location.time, ...location.fields } : undefined;
}
