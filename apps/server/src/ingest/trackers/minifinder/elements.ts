import { ByteReader, FrameError, readableText } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, isTrackerId, setExtra } from '../fields.ts';

/**
 * The key-value elements of MiniFinder's data (0x01) and services (0x03) messages, read as
 * Traccar's Minifinder2ProtocolDecoder reads them (9e5c458a). All values are little-endian:
 *
 *   0x01 IMEI (15 ASCII digits)
 *   0x02 alarm/event bits (4), then the event's time (4, UTC seconds) when the element has room
 *   0x14 battery: level (1, %), volts (2, mV)
 *   0x19 / 0x22 Wi-Fi access points: signal (1, signed), BSSID (6) [, 0x19: name length (1), name]
 *   0x20 GPS: latitude, longitude (4 each, 1e-7°), speed (2, km/h), course (2), altitude (2,
 *        signed, m), HDOP (2, tenths; 0 = no fix), odometer (4, m), satellites (1)
 *   0x21 / 0x29 / 0x2B cells: MCC (2), MNC (1; 0x2B: 2), per cell signal (1), LAC (2), cell id
 *        (2; 0x29 and 0x2B: 4)
 *   0x23 / 0x26 a BLE tag: its id (6, last byte first), the tag's stored position (8), then
 *        0x26: HDOP (2), altitude (2); 0x23: a description
 *   0x24 general data: time (4, UTC seconds), status (4: bit 4 charging, 7 from the archive,
 *        9 moving, 19–23 GSM signal 0–31, 24–31 battery %)
 *   0x25 a call: time (4), status (1), duration (2, s), result (1), the number
 *   0x27 a position from BLE: latitude, longitude (4 each), HDOP (2), altitude (2)
 *   0x28 / 0x2C BLE beacons: flags (1: bits 0–3 index, 6 has a description, 7 has a position), id
 *        (6), signal (1), signal at 1 m (1) [, 0x2C: battery (1)] [, position (8)] [, description]
 *        [, 0x2C: temperature (2, tenths of °C; little-endian like every other value here: Traccar
 *        reads it big-endian, which makes its vector's F1 00 −384 °C, where 24.1 °C is meant)]
 *   0x2A a known Wi-Fi access point: flags (1, as 0x28), BSSID (6), signal (1) [, position] [, name]
 *   0x30 steps, 0x31 activity, 0x37 barking, 0x40 heart rate, 0x41 SpO2: a timestamp (4) first
 *
 * A key met again starts the next record (beacons 0x28/0x2C excepted: a record lists several),
 * so one message carries a unit's backlog. The GPS element alone gives a fix: a BLE tag's, a
 * beacon's or a Wi-Fi access point's stored position is kept in `extra` (it is the place the tag
 * was registered at, not a measured fix), cells and access points as they are, no position made up.
 */

type Extra = Record<string, number | string | boolean>;

/** One record of a message, before it is given its time. */
export type Draft = {
  fields: Omit<TrackerRecord, 'time' | 'valid'>;
  valid: boolean;
  extra: Extra;
  /** The time of the general data (0x24) or a call (0x25): the record's own time. */
  time?: Date;
  /** A time another element gives (an event's, a step count's…), used when the record has no other. */
  stamp?: Date;
  /** Whether anything besides the IMEI was read. */
  filled: boolean;
};

export type Elements = { id?: string; drafts: Draft[]; keys: number[] };

/** Access points and cells kept per record (the count says how many were heard). */
const MAX_LISTED = 8;

const bit = (value: number, n: number) => Math.floor(value / 2 ** n) % 2 === 1;
const macOf = (bytes: Buffer) => bytes.toString('hex').replace(/(..)(?!$)/g, '$1:');
/** A tag's id: six bytes, sent last byte first. */
const tagIdOf = (bytes: Buffer) => Buffer.from(bytes).reverse().toString('hex');
const timeOf = (seconds: number) => (seconds > 0 ? new Date(seconds * 1000) : undefined);
const text = (bytes: Buffer) => readableText(bytes, 'latin1');

class ElementReader {
  private readonly view: DataView;
  readonly r: ByteReader;
  readonly end: number;
  constructor(r: ByteReader, end: number) {
    this.r = r;
    this.end = end;
    this.view = new DataView(r.buf.buffer, r.buf.byteOffset, r.buf.byteLength);
  }
  left(): number {
    return this.end - this.r.pos;
  }
  private at(n: number): number {
    if (this.r.pos + n > this.end)
      throw new FrameError(`an element cut short: wanted ${n} byte(s), ${this.left()} left`);
    const at = this.r.pos;
    this.r.pos += n;
    return at;
  }
  u8 = () => this.view.getUint8(this.at(1));
  i8 = () => this.view.getInt8(this.at(1));
  u16 = () => this.view.getUint16(this.at(2), true);
  i16 = () => this.view.getInt16(this.at(2), true);
  u32 = () => this.view.getUint32(this.at(4), true);
  i32 = () => this.view.getInt32(this.at(4), true);
  bytes = (n: number) => {
    const at = this.at(n);
    return this.r.buf.subarray(at, at + n);
  };
  rest = () => this.bytes(this.left());
}

function newDraft(): Draft {
  return { fields: {}, valid: false, extra: {}, filled: false };
}

/** Alarm bits (0x02) to our kinds; the others by name, the raw word as `event`. */
function readAlarm(d: Draft, alarm: number): void {
  const f = d.fields;
  if (bit(alarm, 0)) addAlarm(f, 'low_battery');
  if (bit(alarm, 1)) addAlarm(f, 'overspeed');
  // "Fall down" (man-down): the Pico's and Nano's fall detector.
  if (bit(alarm, 2)) addAlarm(f, 'fall');
  for (let i = 0; i < 4; i++) {
    if (!bit(alarm, i + 4)) continue;
    addAlarm(f, bit(alarm, i + 26) ? 'geofence_enter' : 'geofence_exit');
    d.extra.geofence = i + 1;
  }
  if (bit(alarm, 8)) d.extra.powerOff = true;
  if (bit(alarm, 9)) d.extra.powerOn = true;
  if (bit(alarm, 10)) addAlarm(f, 'movement');
  if (bit(alarm, 12)) addAlarm(f, 'sos');
  if (bit(alarm, 13)) d.extra.button1 = true;
  if (bit(alarm, 14)) d.extra.button2 = true;
  if (bit(alarm, 31)) d.extra.bark = true;
  d.extra.event = alarm;
}

function readGps(d: Draft, e: ElementReader): void {
  const lat = e.i32() / 1e7;
  const lon = e.i32() / 1e7;
  const speedKmh = e.u16();
  const course = e.u16();
  const altitude = e.i16();
  const hdop = e.u16();
  const odometer = e.u32();
  const satellites = e.u8();
  Object.assign(d.fields, { speedKmh, course, altitude, satellites, odometerM: odometer });
  if (hdop > 0) d.fields.hdop = hdop / 10;
  if (isPlausibleFix(lat, lon)) {
    d.fields.lat = lat;
    d.fields.lon = lon;
    d.valid = hdop > 0;
  }
}

function readCells(d: Draft, key: number, e: ElementReader): void {
  const mcc = e.u16();
  const mnc = key === 0x2b ? e.u16() : e.u8();
  let n = (d.extra.cellCount as number | undefined) ?? 0;
  if (n === 0) {
    d.extra.mcc = mcc;
    d.extra.mnc = mnc;
  }
  while (e.left() > 0) {
    const signal = e.i8();
    const lac = e.u16();
    const cellId = key === 0x21 ? e.u16() : e.u32();
    n++;
    if (n <= MAX_LISTED) {
      d.extra[`cell${n}Lac`] = lac;
      d.extra[`cell${n}Id`] = cellId;
      d.extra[`cell${n}Signal`] = signal;
    }
  }
  d.extra.cellCount = n;
}

function readWifi(d: Draft, key: number, e: ElementReader): void {
  let n = (d.extra.wifiCount as number | undefined) ?? 0;
  while (e.left() > 0) {
    const signal = e.i8();
    const mac = macOf(e.bytes(6));
    // 0x19 names each network; the names are not kept (a private network's name says nothing we use).
    if (key === 0x19) e.bytes(e.u8());
    n++;
    if (n <= MAX_LISTED) {
      d.extra[`wifi${n}Mac`] = mac;
      d.extra[`wifi${n}Signal`] = signal;
    }
  }
  d.extra.wifiCount = n;
}

/** A BLE tag the unit is at (0x23, 0x26): the tag's id and the position it was registered with. */
function readTag(d: Draft, key: number, e: ElementReader): void {
  if (e.left() >= 6) d.extra.tagId = tagIdOf(e.bytes(6));
  if (e.left() >= 8) storedPosition(d, 'tag', e);
  if (key === 0x26) {
    d.extra.tagHdop = e.u16() / 10;
    d.extra.tagAltitude = e.i16();
  } else if (e.left() > 0) d.extra.description = text(e.rest());
}

/** A stored (not measured) position, kept under `<prefix>Lat`/`<prefix>Lon` where it is on the globe. */
function storedPosition(d: Draft, prefix: string, e: ElementReader): void {
  const lat = e.i32() / 1e7;
  const lon = e.i32() / 1e7;
  if (!isPlausibleFix(lat, lon)) return;
  d.extra[`${prefix}Lat`] = lat;
  d.extra[`${prefix}Lon`] = lon;
}

/** BLE beacons heard (0x28, 0x2C), numbered by the index in their flags (1–16). */
function readBeacon(d: Draft, key: number, e: ElementReader): void {
  const flags = e.u8();
  const n = (flags & 0x0f) + 1;
  d.extra[`tag${n}Id`] = tagIdOf(e.bytes(6));
  d.extra[`tag${n}Rssi`] = e.i8();
  d.extra[`tag${n}Rssi1m`] = e.i8();
  if (key === 0x2c) d.extra[`tag${n}Battery`] = e.u8();
  if (bit(flags, 7)) storedPosition(d, `tag${n}`, e);
  if (bit(flags, 6)) {
    const length = key === 0x2c ? e.u8() : e.left();
    d.extra[`tag${n}Description`] = text(e.bytes(length));
  }
  if (key === 0x2c && e.left() >= 2) d.extra[`tag${n}Temp`] = e.i16() / 10;
}

/** A known access point (0x2A): its stored position and name. */
function readKnownWifi(d: Draft, e: ElementReader): void {
  const flags = e.u8();
  d.extra.wifiMac = macOf(e.bytes(6));
  d.extra.wifiSignal = e.i8();
  if (bit(flags, 7)) storedPosition(d, 'wifi', e);
  if (bit(flags, 6) && e.left() > 0) d.extra.description = text(e.rest());
}

function readGeneral(d: Draft, e: ElementReader): void {
  d.time = timeOf(e.u32());
  const status = e.u32();
  d.extra.status = status;
  if (bit(status, 4)) d.extra.charging = true;
  if (bit(status, 7)) d.extra.archive = true;
  d.extra.motion = bit(status, 9);
  const csq = (status >>> 19) & 0x1f;
  d.extra.rssi = csq;
  d.fields.gsmSignalPct = Math.round((csq / 31) * 100);
  const level = status >>> 24;
  if (level <= 100 && d.fields.batteryPct === undefined) d.fields.batteryPct = level;
}

/** One element into the draft; `key` is already read. */
function readElement(d: Draft, key: number, e: ElementReader, out: Elements): void {
  switch (key) {
    case 0x01: {
      const id = e.bytes(15).toString('latin1');
      if (!isTrackerId(id)) throw new FrameError(`IMEI ${JSON.stringify(id)} is not digits`);
      if (out.id !== undefined && out.id !== id) throw new FrameError('two IMEIs in one message');
      out.id = id;
      return;
    }
    case 0x02:
      readAlarm(d, e.u32());
      if (e.left() >= 4) d.stamp ??= timeOf(e.u32());
      break;
    case 0x14: {
      const level = e.u8();
      if (level <= 100) d.fields.batteryPct = level;
      d.fields.batteryV = e.u16() / 1000;
      break;
    }
    case 0x19:
    case 0x22:
      readWifi(d, key, e);
      break;
    case 0x20:
      readGps(d, e);
      break;
    case 0x21:
    case 0x29:
    case 0x2b:
      readCells(d, key, e);
      break;
    case 0x23:
    case 0x26:
      readTag(d, key, e);
      break;
    case 0x24:
      readGeneral(d, e);
      break;
    case 0x25:
      d.time = timeOf(e.u32());
      d.extra.callStatus = e.u8();
      d.extra.callDuration = e.u16();
      d.extra.callResult = e.u8();
      d.extra.phone = text(e.rest());
      break;
    case 0x27:
      storedPosition(d, 'ble', e);
      d.extra.bleHdop = e.u16() / 10;
      d.extra.bleAltitude = e.i16();
      break;
    case 0x28:
    case 0x2c:
      readBeacon(d, key, e);
      break;
    case 0x2a:
      readKnownWifi(d, e);
      break;
    case 0x30:
      d.stamp ??= timeOf(e.u32());
      d.extra.steps = e.u32();
      break;
    case 0x31:
      for (let i = 1; e.left() >= 8; i++) {
        const at = e.u32();
        const activity = e.u32();
        if (i <= MAX_LISTED) {
          d.extra[`activity${i}Time`] = at;
          d.extra[`activity${i}`] = activity;
        }
      }
      break;
    case 0x37: {
      d.stamp ??= timeOf(e.u32());
      const barking = e.u32();
      if (bit(barking, 31)) d.extra.barkStop = true;
      d.extra.barkCount = barking & 0x7fffffff;
      break;
    }
    case 0x40: {
      d.stamp ??= timeOf(e.u32());
      const rate = e.u8();
      if (rate > 1) d.extra.heartRate = rate;
      break;
    }
    case 0x41: {
      d.stamp ??= timeOf(e.u32());
      const spo2 = e.u8();
      if (spo2 > 1) d.extra.spO2 = spo2;
      break;
    }
    default:
      // Elements we do not read (a services request's 0x10–0x12…) are listed, nothing kept.
      return;
  }
  d.filled = true;
}

/** The elements from `start` to the end of the content, split into records. */
export function readElements(content: Buffer, start: number): Elements {
  const r = new ByteReader(content, start);
  const out: Elements = { drafts: [], keys: [] };
  let draft = newDraft();
  let seen = new Set<number>();
  while (r.remaining() > 0) {
    const length = r.u8();
    if (length === 0) throw new FrameError('an element of length 0');
    const end = r.pos + length;
    if (end > content.length)
      throw new FrameError(`an element of ${length} bytes where ${r.remaining()} are`);
    const key = r.u8();
    out.keys.push(key);
    if (key !== 0x28 && key !== 0x2c && seen.has(key)) {
      out.drafts.push(draft);
      draft = newDraft();
      seen = new Set();
    }
    seen.add(key);
    readElement(draft, key, new ElementReader(r, end), out);
    r.pos = end;
  }
  out.drafts.push(draft);
  return out;
}

/** A draft with its time as a record, its extras attached. */
export function toRecord(d: Draft, time: Date): TrackerRecord {
  const record: TrackerRecord = { time, valid: d.valid, ...d.fields };
  for (const [k, v] of Object.entries(d.extra)) setExtra(record, k, v);
  return record;
}

/** A draft without a time of its own, as a heartbeat's state. */
export function toState(d: Draft): Omit<TrackerRecord, 'time' | 'valid'> {
  const state: Omit<TrackerRecord, 'time' | 'valid'> = { ...d.fields };
  for (const [k, v] of Object.entries(d.extra)) setExtra(state, k, v);
  return state;
}
