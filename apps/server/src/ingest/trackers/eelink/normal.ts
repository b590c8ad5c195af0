import type { ByteReader } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { pid } from './frame.ts';
import { addEelinkAlarm, type Extra } from './old.ts';

/**
 * Protocol 2's packages with a position (Eelink "Device Protocol V2.0" §3.6, §5.4–5.10: GPT06,
 * GPT46, GOT10 and the later units), read as Traccar's EelinkProtocolDecoder.decodeNew:
 *
 *   time (4, UTC seconds) | mask (1) | the blocks the mask selects:
 *   bit 0 GPS: latitude (4), longitude (4), altitude (2), speed (2, km/h), course (2), satellites (1)
 *   bit 1 serving cell: MCC (2), MNC (2), LAC (2), cell id (4), signal (1)
 *   bits 2–3 neighbour cells: LAC (2), cell id (4), signal (1)
 *   bits 4–6 Wi-Fi access points: BSSID (6), signal (1)
 *   bit 7 LTE cells: access technology (1), count (1), when any: MCC, MNC, LAC, TAC (2 each),
 *         cell id (4), timing advance (2); per cell: physical id (2), EARFCN (2), signal (1)
 *
 * then for a warning (0x14) the warning code (1), for a report (0x15) the report type (1); for
 * location, warning and report the status word (2); for a location the hardware and sensor
 * values as far as the package goes. A package without the GPS block has no fix: its cells and
 * access points are kept as they are, no position is made up from them.
 */

const bit = (value: number, n: number) => ((value >> n) & 1) === 1;
const mac = (bytes: Buffer) => bytes.toString('hex').replace(/(..)(?!$)/g, '$1:');

function readCells(mask: number, r: ByteReader, extra: Extra): void {
  let cells = 0;
  if (bit(mask, 1)) {
    extra.mcc = r.u16();
    extra.mnc = r.u16();
    extra.lac = r.u16();
    extra.cellId = r.u32();
    extra.cellSignal = r.u8();
    cells++;
  }
  for (const n of [2, 3]) {
    if (!bit(mask, n)) continue;
    r.skip(7);
    cells++;
  }
  let wifi = 0;
  for (const n of [4, 5, 6]) {
    if (!bit(mask, n)) continue;
    wifi++;
    extra[`wifi${wifi}Mac`] = mac(r.bytes(6));
    extra[`wifi${wifi}Signal`] = r.u8();
  }
  if (bit(mask, 7)) {
    extra.radioAccess = r.u8();
    const count = r.u8();
    if (count > 0) {
      extra.mcc = r.u16();
      extra.mnc = r.u16();
      extra.lac = r.u16();
      r.skip(2 + 4 + 2); // TAC, cell id, timing advance
    }
    r.skip(count * 5);
    cells += count;
  }
  if (cells) extra.cellCount = cells;
  if (wifi) extra.wifiCount = wifi;
}

/**
 * Protocol 2's status word: bit 0 GPS fixed, then "known"/value pairs as the first protocol's
 * (except that bit 6 is the relay itself), bit 9 moving (with the armed pair), bit 10 GPS on.
 */
function readStatus(record: TrackerRecord, status: number, extra: Extra): void {
  extra.status = status;
  if (bit(status, 1)) record.ignition = bit(status, 2);
  if (bit(status, 3)) {
    extra.armed = bit(status, 4);
    extra.motion = bit(status, 9);
  }
  if (bit(status, 5)) extra.blocked = bit(status, 6);
  if (bit(status, 7)) extra.charge = bit(status, 8);
  extra.gps = bit(status, 10);
}

/** The location package's tail: hardware counters, then the sensors and BLE tags a unit has. */
function readLocationTail(record: TrackerRecord, r: ByteReader, extra: Extra): void {
  if (r.remaining() >= 2) record.batteryV = r.u16() / 1000;
  if (r.remaining() >= 4) {
    extra.adc0 = r.u16();
    extra.adc1 = r.u16();
  }
  if (r.remaining() >= 4) record.odometerM = r.u32();
  if (r.remaining() >= 4) r.skip(4); // GSM and GPS counters
  if (r.remaining() >= 4) {
    extra.steps = r.u16();
    r.skip(2); // walking time
  }
  // Sensors a unit does not have are sent as zeros (Traccar's vectors: a unit without any sends
  // twelve zero bytes and a zero probe), so a raw zero is taken as no reading; a true 0.0 °C is lost.
  if (r.remaining() >= 12) {
    // The air sensor (temperature, humidity, light, CO2) of GPT46-class units.
    const temperature = r.i16();
    const humidity = r.u16();
    const illuminance = r.u32();
    const co2 = r.u32();
    if (temperature !== 0) record.temperatureC = temperature / 256;
    if (humidity !== 0) record.humidityPct = humidity / 10;
    if (illuminance !== 0) extra.illuminance = illuminance / 256;
    if (co2 !== 0) extra.co2 = co2;
  }
  // A wired probe, in sixteenths of a degree (a DS18B20's resolution).
  if (r.remaining() >= 2) {
    const probe = r.i16();
    if (probe !== 0) record.externalTemperatureC = probe / 16;
  }
  if (r.remaining() >= 2) {
    const count = r.u8();
    r.skip(1); // the block's id
    for (let i = 1; i <= count; i++) {
      extra[`tag${i}Id`] = r.bytes(6).toString('hex');
      r.skip(4); // signal, reserved, model, version
      extra[`tag${i}Battery`] = r.u16() / 1000;
      extra[`tag${i}Temp`] = r.i16() / 256;
      extra[`tag${i}Data`] = r.u16();
    }
  }
}

export function readNormal(type: number, r: ByteReader): TrackerRecord {
  const time = new Date(r.u32() * 1000);
  const mask = r.u8();
  const extra: Extra = {};
  const record: TrackerRecord = { time, valid: false, extra };
  let gps = false;
  if (bit(mask, 0)) {
    const lat = r.i32() / 1_800_000;
    const lon = r.i32() / 1_800_000;
    const altitude = r.i16();
    const speedKmh = r.u16();
    const course = r.u16();
    record.satellites = r.u8();
    if (isPlausibleFix(lat, lon)) {
      Object.assign(record, { lat, lon, altitude, speedKmh, course });
      gps = true;
    }
  }
  readCells(mask, r, extra);
  if (type === pid.warning) addEelinkAlarm(record, r.u8());
  else if (type === pid.report) extra.report = r.u8();
  if (type === pid.normal || type === pid.warning || type === pid.report) {
    const status = r.u16();
    readStatus(record, status, extra);
    record.valid = gps && bit(status, 0);
  } else {
    // Message and OBD packages carry no status: the GPS block is the fix.
    record.valid = gps;
  }
  if (type === pid.normal) readLocationTail(record, r, extra);
  if (Object.keys(extra).length === 0) delete record.extra;
  else record.extra = extra;
  return record;
}
