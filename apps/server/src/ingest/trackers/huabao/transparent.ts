import { type ByteReader, readableText } from '../bytes.ts';
import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix } from '../fields.ts';
import type { HuabaoFrame } from './frame.ts';
import { type LocationFields, readBasic, readChinaTime, readCoordinates, toRecord } from './location.ts';

/**
 * 0x0900, transparent data (JT/T 808-2013 §8.63: a type byte, then the vendor's bytes), as the
 * units of Traccar's Jt808 decoder tests send it:
 * - 0x40 text; `GTSL|…|<driver id>|…` a driver's card (Jimi);
 * - 0x41 `$OBD-RT,<power>,<rpm>,<speed>,<throttle>,<load>,<coolant>,…,<fuel used>` (OBD dongles);
 * - 0xF0, a vehicle report: time (GMT+8), archive flag, vehicle type, a subtype, its data, and
 *   for subtypes 1 (OBD values), 2 (trouble codes) and 3 (driving events) the status word and
 *   coordinates of the location basic information; other subtypes hold no position;
 * - 0xFF a position: time, signed coordinates in 1e-6 degree, altitude, speed, direction;
 * - 0x53 (Bluetooth tags) and 0x54 (sensor samples, mask bit 1 the unit's temperature and
 *   humidity), after the location basic information without its alarm word (AOVX GL100).
 * What gives no position is kept as the unit's state.
 */

type Extra = NonNullable<TrackerRecord['extra']>;

/** 0xF0 subtype 3 event ids, as Traccar reads them, that are alarms of ours. */
const drivingAlarms: Record<number, TrackerAlarm> = {
  2: 'power_cut',
  26: 'harsh_acceleration',
  27: 'harsh_braking',
  37: 'overspeed',
  38: 'accident',
  39: 'accident',
  40: 'accident',
  49: 'door',
  50: 'door',
};

/** 0xF0 subtype 1, OBD values by id: those that are record fields or plain readings. */
function readObdValues(r: ByteReader, fields: LocationFields, extra: Extra): void {
  const count = r.u8();
  for (let i = 0; i < count; i++) {
    const id = r.u16();
    const value = r.bytes(r.u8());
    const n = value.length > 0 && value.length <= 4 ? value.readUIntBE(0, value.length) : undefined;
    if (n === undefined) continue;
    if (id === 0x0102 || id === 0x0528 || id === 0x0546) fields.odometerM = n * 100;
    else if (id === 0x0530) fields.externalPowerV = n / 1000;
    else if (id === 0x0536) extra.rpm = n;
    else if (id === 0x0535) extra.obdSpeedKmh = n / 10;
    else if (id === 0x052d) extra.coolantTempC = n - 40;
    else if (id === 0x0105 || id === 0x052c) extra.fuelUsedL = n / 100;
  }
}

/** 0xF0 subtype 2: systems, each with its trouble codes (id, status, text). */
function readTroubleCodes(r: ByteReader, extra: Extra): void {
  const codes: string[] = [];
  for (let systems = r.u16(); systems > 0; systems--) {
    r.skip(4);
    for (let count = r.u16(); count > 0; count--) {
      r.skip(8);
      codes.push(readableText(r.bytes(r.u16()), 'latin1'));
    }
  }
  if (codes.length) extra.dtcs = codes.join(' ');
}

type Located = { time?: Date; fields: LocationFields };

function vehicleReport(r: ByteReader): { read?: Located; extra: Extra } {
  const time = readChinaTime(r);
  const archive = r.u8() > 0;
  r.u8(); // vehicle type
  const subtype = r.u8();
  const fields: LocationFields = { valid: false };
  const extra: Extra = archive ? { archive } : {};
  if (subtype === 1) readObdValues(r, fields, extra);
  else if (subtype === 2) readTroubleCodes(r, extra);
  else if (subtype === 3) {
    for (let count = r.u8(); count > 0; count--) {
      const alarm = drivingAlarms[r.u8()];
      r.skip(r.u8());
      if (alarm) addAlarm(fields, alarm);
    }
  } else return { extra };
  const place = readCoordinates(r);
  const read = {
    ...(time ? { time } : {}),
    fields: { ...fields, ...place, extra: { ...place.extra, ...extra } },
  };
  return { read, extra };
}

/** 0x53 tags, 0x54 samples; what follows the basic information. */
function readSamples(r: ByteReader, type: number, fields: LocationFields): void {
  if (type === 0x53) {
    r.u8(); // nodes in all packages
    let tags = 0;
    while (r.remaining() >= 9) {
      r.skip(8);
      r.skip(r.u8());
      tags++;
    }
    fields.extra = { ...fields.extra, tags };
    return;
  }
  while (r.remaining() >= 8) {
    const mask = r.u16();
    r.skip(6); // sample time
    if (mask & 0x01) r.skip(2); // light
    if (mask & 0x02) {
      fields.extra = { ...fields.extra, deviceTempC: r.i16() / 10 };
      fields.humidityPct = r.i16() / 10;
    }
    if (mask & 0x04) r.skip(2);
    if (mask & 0x08) r.skip(6);
    if (mask & 0x10) r.skip(2);
  }
}

export function transparent(frame: HuabaoFrame, ack: Uint8Array): TrackerEvent {
  const r = frame.body;
  const type = r.u8();
  const state = (extra: Extra, more: Partial<TrackerRecord> = {}): TrackerEvent => ({
    type: 'heartbeat',
    id: frame.id,
    ack,
    record: Object.keys(extra).length ? { ...more, extra } : more,
  });
  const located = (read: Located): TrackerEvent => {
    const record = toRecord(read);
    if (record) return { type: 'records', id: frame.id, records: [record], ack };
    const { valid: _valid, lat: _lat, lon: _lon, ...rest } = read.fields;
    return { type: 'heartbeat', id: frame.id, ack, record: rest };
  };
  if (type === 0x40) {
    // Traccar reads ASCII and trims control characters too (a length word precedes GTSL).
    const text = readableText(r.bytes(r.remaining()), 'latin1')
      .replace(/[^\x20-\x7e]/g, '')
      .trim();
    const driver = text.startsWith('GTSL') ? text.split('|')[4] : undefined;
    return state(driver ? { driverId: driver } : text ? { data: text } : {});
  }
  if (type === 0x41) {
    const v = readableText(r.bytes(r.remaining()), 'latin1').trim().split(',');
    const num = (i: number) => (v[i] && /^-?\d+(\.\d+)?$/.test(v[i] as string) ? Number(v[i]) : undefined);
    const extra: Extra = {};
    const put = (key: string, value: number | undefined) => {
      if (value !== undefined) extra[key] = value;
    };
    put('rpm', num(2));
    put('obdSpeedKmh', num(3));
    put('coolantTempC', num(6));
    put('fuelUsedL', num(12));
    const power = num(1);
    return state(extra, power === undefined ? {} : { externalPowerV: power });
  }
  if (type === 0xf0) {
    const { read, extra } = vehicleReport(r);
    return read ? located(read) : state(extra);
  }
  if (type === 0xff) {
    const time = readChinaTime(r);
    const lat = r.i32() / 1e6;
    const lon = r.i32() / 1e6;
    const altitude = r.i16();
    const fields: LocationFields = { valid: false, speedKmh: r.u16() / 10, course: r.u16() % 360 };
    if (isPlausibleFix(lat, lon)) Object.assign(fields, { valid: true, lat, lon, altitude });
    return located({ ...(time ? { time } : {}), fields });
  }
  if (type === 0x53 || type === 0x54) {
    const read = readBasic(r);
    readSamples(r, type, read.fields);
    return located(read);
  }
  return state({ transparent: type });
}
