import { type ByteReader, FrameError, toHex } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isTrackerId, setExtra } from '../fields.ts';
import { applyExtendedStatus, applyStatus } from './status.ts';

/**
 * Galileosky's tags, each an id byte and a value of the size its id gives, little-endian
 * ("Тэги протокола Galileosky", the protocol document's tag table; Traccar's GalileoProtocolDecoder
 * knows the same ids and sizes, and 0xE0/0xE1/0xEA/0xFE of later firmware). The packet has no way to
 * step over an id it does not know, so a packet with one is refused whole (counted, unconfirmed):
 * every id of the document has its size here. The 2019 table leaves its numbers 98-128 out; later
 * firmware fills some with the values at inputs 8-13 (0x78-0x7D, 2 bytes as inputs 0-7: flespi's
 * Galileosky protocol page, "ain", tags 0x50...0x57 and 0x78...0x7D; pikhovkin/galileosky's tags.py
 * Tag78/Tag79, unsigned 16 bits), which Traccar does not know (it refuses such a packet whole).
 */

/** A fix as the coordinates tag (0x30) or the compressed packet's minimal data set gives it. */
export type Fix = { valid: boolean; lat: number; lon: number; satellites?: number; cell?: boolean };

/** One record as its tags are read. */
export type Draft = {
  record: Omit<TrackerRecord, 'time' | 'valid'>;
  time?: Date;
  fix?: Fix;
  /** Tag 0x35's byte: HDOP × 10 for a satellite fix, the accuracy in tens of metres for a cell one. */
  precision?: number;
  imei?: string;
  /** A command's answer (0xE1). */
  reply?: string;
};

const sizes = new Map<number, number>();
function sized(size: number, ...ids: Array<number | [number, number]>) {
  for (const id of ids) {
    const [from, to] = typeof id === 'number' ? [id, id] : id;
    for (let tag = from; tag <= to; tag++) sizes.set(tag, size);
  }
}
sized(1, 0x01, 0x02, 0x35, 0x43, [0x88, 0x8c], [0xa0, 0xaf], [0xc4, 0xd2], 0xd5);
sized(2, 0x04, 0x10, 0x34, 0x40, 0x41, 0x42, 0x45, 0x46, 0x48, [0x50, 0x59], [0x60, 0x62]);
sized(2, [0x70, 0x7d], [0xb0, 0xb9], [0xd6, 0xda]);
sized(3, 0x5d, [0x63, 0x6f], [0x80, 0x87], 0xfa);
sized(4, 0x20, 0x33, 0x44, 0x47, 0x5a, 0x90, [0xc0, 0xc3], 0xd3, 0xd4, [0xdb, 0xdf], 0xe0);
sized(4, [0xe2, 0xe9], [0xf0, 0xf9]);
sized(8, 0xfd);
sized(9, 0x30);

/** Tags of one kind in a row, kept under a name and the place in the row (Traccar's names). */
const rows: Array<[from: number, to: number, name: (i: number) => string, signed?: boolean]> = [
  [0x50, 0x57, (i) => `adc${i}`],
  // Inputs 8-13: a voltage (mV), a pulse count or a frequency (Hz), as the input is set up.
  [0x78, 0x7d, (i) => `adc${i + 8}`],
  [0x58, 0x59, (i) => `rs232${i}`],
  [0x60, 0x62, (i) => `fuel${i}`],
  // Extended RS232 data: a fuel sensor's temperature or a weight indicator's value, signed.
  [0x88, 0x89, (i) => `rs232Ext${i}`, true],
  // The temperature of the fuel sensors at RS485 addresses 0-2.
  [0x8a, 0x8c, (i) => `fuelTemp${i}`, true],
  [0xa0, 0xaf, (i) => `can8BitR${i + 15}`],
  [0xb0, 0xb9, (i) => `can16BitR${i + 5}`],
  [0xc4, 0xd2, (i) => `can8BitR${i}`],
  [0xd6, 0xda, (i) => `can16BitR${i}`],
  [0xdb, 0xdf, (i) => `can32BitR${i}`],
  [0xe2, 0xe9, (i) => `userData${i}`],
  [0xf0, 0xf9, (i) => `can32BitR${i + 5}`],
];

const le = (b: Buffer) => b.readUIntLE(0, b.length);
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A command's answer is CP1251 text (tables 7 and 8). */
const cp1251 = new TextDecoder('windows-1251');

/** 1-Wire thermometers 0x70-0x77 send id 127 and -128 °C for a broken wire. */
const BROKEN_PROBE = 0x807f;

/** One tag at the reader's place, into `draft`. `compressed`: read from a main packet with compression. */
export function readTag(r: ByteReader, tag: number, draft: Draft, compressed: boolean): void {
  switch (tag) {
    case 0x03: {
      const imei = r.ascii(15);
      if (!isTrackerId(imei))
        throw new FrameError(`IMEI tag ${toHex(Buffer.from(imei, 'latin1'))} is not digits`);
      draft.imei = imei;
      return;
    }
    case 0x5b:
      skipRefrigeration(r, draft);
      return;
    case 0x5c: {
      // PressurePro tyre sensors: 34 × 2 bytes; in a compressed packet 00 FF when there are none.
      const none = compressed && r.remaining() >= 2 && r.buf[r.pos] === 0x00 && r.buf[r.pos + 1] === 0xff;
      r.skip(none ? 2 : 68);
      return;
    }
    case 0xe1:
      draft.reply = cp1251.decode(r.bytes(r.u8())).replace(/\0+/g, ' ').trim();
      return;
    case 0xea:
      setExtra(draft.record, 'userDataArray', toHex(r.bytes(r.u8())));
      return;
    case 0xeb:
      // Binary data sent with a command's answer (table 8).
      setExtra(draft.record, 'resultData', toHex(r.bytes(r.u8())));
      return;
    case 0xfe:
      // Extended tags (later firmware): a length, then data not read here.
      r.skip(r.bytes(2).readUInt16LE(0));
      return;
  }
  const size = sizes.get(tag);
  if (size === undefined) throw new FrameError(`unknown tag 0x${tag.toString(16).padStart(2, '0')}`);
  applyValue(draft, tag, r.bytes(size));
}

function applyValue(draft: Draft, tag: number, v: Buffer): void {
  const { record } = draft;
  for (const [from, to, name, signed] of rows) {
    if (tag < from || tag > to) continue;
    setExtra(record, name(tag - from), signed ? v.readIntLE(0, v.length) : le(v));
    return;
  }
  if (tag >= 0x63 && tag <= 0x6f) {
    // RS485 fuel sensors at addresses 3-15: relative level (2) and temperature (1, signed).
    setExtra(record, `fuel${tag - 0x60}`, v.readUInt16LE(0));
    setExtra(record, `fuelTemp${tag - 0x60}`, v.readInt8(2));
    return;
  }
  if (tag >= 0x70 && tag <= 0x77) {
    readThermometer(record, tag - 0x70, v);
    return;
  }
  if (tag >= 0x80 && tag <= 0x87) {
    readHygrometer(record, tag - 0x80, v);
    return;
  }
  applyScalar(draft, tag, v);
}

/** A 1-Wire thermometer (DS18S20): its id, then °C signed; the first working one is the probe's reading. */
function readThermometer(record: Draft['record'], i: number, v: Buffer): void {
  if (v.readUInt16LE(0) === BROKEN_PROBE) return;
  const celsius = v.readInt8(1);
  setExtra(record, `temp${i}`, celsius);
  record.externalTemperatureC ??= celsius;
}

/** A 1-Wire DS1923 (air temperature and humidity): id, °C signed, humidity × 255/100. */
function readHygrometer(record: Draft['record'], i: number, v: Buffer): void {
  const celsius = v.readInt8(1);
  const humidity = round(((v[2] as number) * 100) / 255, 2);
  setExtra(record, `ds1923Temp${i}`, celsius);
  setExtra(record, `ds1923Humidity${i}`, humidity);
  if (record.temperatureC === undefined) {
    record.temperatureC = celsius;
    record.humidityPct = humidity;
  }
}

/** Tags kept as the unit sends them, under a name (0xFA and 0xFD, undocumented, by their id). */
const rawNames = new Map<number, string>([
  [0x01, 'versionHw'],
  [0x02, 'versionFw'],
  [0x04, 'deviceNumber'],
  [0x10, 'index'],
  // EcoDrive: acceleration, braking, cornering, bumps (a byte each, 100 = 1 g).
  [0x47, 'ecoDrive'],
  // A REP-500 electricity meter's reading.
  [0x5a, 'energyMeter'],
  // A DBG-S11D dosimeter's dose rate and state.
  [0x5d, 'dosimeter'],
  [0xc2, 'canB0'],
  [0xc3, 'canB1'],
  // Which of the iButton keys set by the iButtons command are connected, a bit each.
  [0xd5, 'iButtonState'],
  // The command number of a command's answer.
  [0xe0, 'commandNumber'],
]);

function applyScalar(draft: Draft, tag: number, v: Buffer): void {
  const { record } = draft;
  switch (tag) {
    case 0x20:
      draft.time = new Date(v.readUInt32LE(0) * 1000);
      break;
    case 0x30:
      readCoordinates(draft, v);
      break;
    case 0x33: {
      record.speedKmh = v.readUInt16LE(0) / 10;
      const course = v.readUInt16LE(2) / 10;
      if (course <= 360) record.course = course;
      break;
    }
    case 0x34:
      record.altitude = v.readInt16LE(0);
      break;
    case 0x35:
      draft.precision = v[0] as number;
      break;
    case 0x40:
      applyStatus(record, le(v));
      break;
    case 0x41:
      record.externalPowerV = le(v) / 1000;
      break;
    case 0x42:
      record.batteryV = le(v) / 1000;
      break;
    case 0x43:
      setExtra(record, 'deviceTempC', v.readInt8(0));
      break;
    case 0x44:
      readAcceleration(record, le(v));
      break;
    case 0x45:
      record.outputs = le(v);
      break;
    case 0x46:
      record.inputs = le(v);
      break;
    case 0x48:
      applyExtendedStatus(record, le(v));
      break;
    case 0x90:
      setExtra(record, 'driverUniqueId', String(le(v)));
      break;
    case 0xc0:
      // Fuel used by the vehicle since it was built, litres (CAN_A0 or CAN-LOG).
      setExtra(record, 'fuelTotal', le(v) / 2);
      break;
    case 0xc1:
      // CAN_A1: fuel level (× 0.4 %), coolant temperature (− 40 °C), engine speed (× 0.125 rpm).
      setExtra(record, 'fuel', round((v[0] as number) * 0.4, 1));
      setExtra(record, 'coolantTempC', (v[1] as number) - 40);
      setExtra(record, 'rpm', v.readUInt16LE(2) * 0.125);
      break;
    case 0xd3:
      setExtra(record, 'driverUniqueId2', String(le(v)));
      break;
    case 0xd4:
      record.odometerM = le(v);
      break;
    default:
      setExtra(record, rawNames.get(tag) ?? `tag${tag.toString(16)}`, v.length <= 4 ? le(v) : toHex(v));
  }
}

/**
 * Tag 0x30: satellites (low 4 bits), correctness (high 4 bits: 0 a satellite fix, 2 a position from
 * the cell network, anything else none), latitude and longitude (signed, 10⁻⁶ degrees). Only a
 * satellite fix places the record; a cell position is not one (Traccar likewise marks it invalid).
 */
function readCoordinates(draft: Draft, v: Buffer): void {
  const correctness = (v[0] as number) >> 4;
  draft.fix = {
    valid: correctness === 0,
    satellites: (v[0] as number) & 0x0f,
    lat: v.readInt32LE(1) / 1e6,
    lon: v.readInt32LE(5) / 1e6,
    ...(correctness === 2 ? { cell: true } : {}),
  };
}

/** Tag 0x44: three 10-bit axes (X lowest), 512 = 0 g, 186 a g (the document's scale). */
function readAcceleration(record: Draft['record'], word: number): void {
  const axis = (shift: number) => round((((word >>> shift) & 0x3ff) - 512) / 186);
  setExtra(record, 'accelX', axis(0));
  setExtra(record, 'accelY', axis(10));
  setExtra(record, 'accelZ', axis(20));
}

/**
 * Tag 0x5B, a refrigeration unit's data (table 15): 7 bytes always (type, status flags, four
 * inputs), then what the status flags say is there: zones 1-3 (bits 1-3, 10 bytes each), sensors
 * 1-6 (bits 4-9, 2 each), alarms (bit 10, 32), service hours (bit 11, 20), engine hours (bit 12,
 * 12), request errors (bit 13, 2), engine speed (bit 14, 2). Traccar steps over 7 bytes only.
 */
function skipRefrigeration(r: ByteReader, draft: Draft): void {
  const head = r.bytes(7);
  const flags = head.readUInt16LE(1);
  const parts: Array<[bit: number, bytes: number]> = [
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 2],
    [5, 2],
    [6, 2],
    [7, 2],
    [8, 2],
    [9, 2],
    [10, 32],
    [11, 20],
    [12, 12],
    [13, 2],
    [14, 2],
  ];
  for (const [bit, bytes] of parts) if (flags & (1 << bit)) r.skip(bytes);
  setExtra(draft.record, 'refrigerationType', head[0] as number);
}
