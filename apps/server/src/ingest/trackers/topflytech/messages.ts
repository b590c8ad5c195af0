import { type ByteReader, readableText } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { bcd, readTime } from './frame.ts';
import { addAlarm, type Extra } from './position.ts';

/**
 * The messages besides positions, as Traccar's T800xProtocolDecoder reads them (cross-checked with
 * TOPFLYtech/TOPFLYtechCodec's Decoder/ObdDecoder/PersonalAssetMsgDecoder): network information,
 * Bluetooth peripherals, the OBD family's driver behaviour, and the answer to a command.
 */

const bcdOf = (r: ByteReader, n: number) => bcd(r.bytes(n));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Network information (0x2727 0x05, any family's 0x11): time, then length-prefixed operator name
 * (UTF-16LE), access technology, band, IMSI (not kept) and ICCID. State only: no fix.
 */
export function readNetwork(r: ByteReader): Extra {
  readTime(r);
  const text = (encoding: 'utf16le' | 'latin1') => {
    const bytes = r.bytes(r.u8());
    return encoding === 'latin1'
      ? readableText(bytes, 'latin1')
      : readableText(Buffer.from(bytes.subarray(0, bytes.length & ~1)).swap16(), 'utf16be');
  };
  const operator = text('utf16le');
  const networkTechnology = text('latin1');
  const networkBand = text('latin1');
  text('latin1'); // IMSI
  const iccid = text('latin1');
  return { operator, networkTechnology, networkBand, iccid };
}

/** Signed magnitude, 0.01 °C (a BLE sensor's temperature). */
function bleTemp(r: ByteReader): number {
  const raw = r.u16();
  const value = (raw & 0x7fff) / 100;
  return raw & 0x8000 ? -value : value;
}

/**
 * Bluetooth peripherals (0x10): time, ignition, then tagged readings of the sensors the unit
 * hears (1 tyre, 2 SOS button, 3 driver badge, 4 temperature/humidity, 5 door, 6 relay). The unit
 * sends no position with them: the record keeps the time and values, without a fix.
 */
export function readBle(r: ByteReader): TrackerRecord {
  const time = readTime(r);
  const extra: Extra = {};
  const record: TrackerRecord = { time, valid: false, ignition: r.u8() > 0, extra };
  for (let i = 1; r.remaining() >= 2; i++) {
    const kind = r.u16();
    const tag = `tag${i}`;
    const id = () => {
      extra[`${tag}Id`] = r.bytes(6).toString('hex');
    };
    if (kind === 0x01) {
      id();
      extra[`${tag}Battery`] = Math.round((r.u8() / 100 + 1.22) * 100) / 100;
      extra[`${tag}TirePressure`] = Math.round(r.u8() * 1.527 * 2 * 1000) / 1000;
      extra[`${tag}TireTemp`] = r.u8() - 55;
      extra[`${tag}TireStatus`] = r.u8();
    } else if (kind === 0x02 || kind === 0x03) {
      if (kind === 0x02) id();
      else extra.driverId = r.bytes(6).toString('hex');
      const battery = bcdOf(r, 1);
      if (battery !== undefined) extra[`${tag}Battery`] = battery / 10;
      const alert = r.u8();
      if (kind === 0x02 && alert === 0) addAlarm(record, 'sos');
      if (alert === 1) addAlarm(record, 'low_battery');
      r.skip(1 + 16); // status, the tag's own location
    } else if (kind === 0x04 || kind === 0x05 || kind === 0x06) {
      id();
      extra[`${tag}Battery`] = Math.round((r.u8() / 100 + 2) * 100) / 100;
      if (kind === 0x06) {
        extra[`${tag}Output`] = r.u8() > 0;
      } else {
        r.skip(1); // battery level
        extra[`${tag}Temp`] = bleTemp(r);
        if (kind === 0x04) {
          extra[`${tag}Humidity`] = r.u16() / 100;
          extra[`${tag}LightSensor`] = r.u16();
        } else {
          extra[`${tag}Door`] = r.u8() > 0;
        }
      }
      extra[`${tag}Rssi`] = r.u8() - 128;
    } else {
      extra[`${tag}Type`] = kind;
      break; // a sensor type not known: its length is not either
    }
  }
  return record;
}

/** Fix as three little-endian floats (altitude, longitude, latitude); all FF bytes: none. */
function readFix(r: ByteReader, record: TrackerRecord) {
  const fix = r.bytes(12);
  if (fix.every((b) => b === 0xff)) return;
  const lon = fix.readFloatLE(4);
  const lat = fix.readFloatLE(8);
  if (!isPlausibleFix(lat, lon)) return;
  Object.assign(record, { valid: true, lat: round6(lat), lon: round6(lon) });
  const altitude = fix.readFloatLE(0);
  if (Number.isFinite(altitude)) record.altitude = Math.round(altitude * 10) / 10;
}

/**
 * The OBD family's (0x2626) driver behaviour from GPS (0x05): the event (0/2/4 braking, 1/3/5
 * acceleration), then 24-byte samples (time, fix or FF, speed, course /10 or FFFF, RPM or FFFF);
 * the event belongs to the last sample.
 */
export function readGpsBehaviour(r: ByteReader): TrackerRecord[] {
  const kind = r.u8();
  const records: TrackerRecord[] = [];
  while (r.remaining() >= 24) {
    const record: TrackerRecord = { time: readTime(r), valid: false };
    readFix(r, record);
    const speed = bcdOf(r, 2);
    if (speed !== undefined) record.speedKmh = speed / 10;
    const course = r.u16();
    if (course !== 0xffff && course <= 3600) record.course = course / 10;
    const rpm = r.u16();
    if (rpm !== 0xffff) record.extra = { rpm };
    records.push(record);
  }
  const last = records.at(-1);
  if (last && kind <= 5) addAlarm(last, kind % 2 === 0 ? 'harsh_braking' : 'harsh_acceleration');
  return records;
}

/**
 * The OBD family's driver behaviour from the accelerometer (0x06): the event (0 braking,
 * 1 acceleration, 2 cornering), time, status (bit 7: no fix), acceleration (5), fix, speed,
 * course (/10), RPM.
 */
export function readAccelerationBehaviour(r: ByteReader): TrackerRecord {
  const kind = r.u8();
  const record: TrackerRecord = { time: readTime(r), valid: false };
  const status = r.u8();
  r.skip(5);
  readFix(r, record);
  if (status & 0x80) {
    record.valid = false;
    delete record.lat;
    delete record.lon;
  }
  const speed = bcdOf(r, 2);
  if (speed !== undefined) record.speedKmh = speed / 10;
  const course = r.u16();
  if (course <= 3600) record.course = course / 10;
  record.extra = { rpm: r.u16() };
  addAlarm(record, ['harsh_braking', 'harsh_acceleration', 'cornering'][kind]);
  return record;
}

/** A command's answer (0x81): the mode byte (1 setting, 3 forward, 5 USSD), then UTF-16LE text. */
export function readCommandResult(r: ByteReader): string {
  r.u8();
  const bytes = r.bytes(r.remaining());
  return readableText(Buffer.from(bytes.subarray(0, bytes.length & ~1)).swap16(), 'utf16be');
}
