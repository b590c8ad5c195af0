import { ByteReader, FrameError } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { ascii } from '../text-scan.ts';
import { hex, tailOf, time7, uniqueId } from './binary-fields.ts';
import { applyReportEvent } from './parse.ts';

/**
 * The message types of +RSP and +EVT as the text reports name them. The numbers agree between
 * Traccar's decoder (RSP 3 LCB, 7 FRI, 8 GEO; EVT 6 BPL, 15 UPD, 17 IDF, 21 GSS, 45 VGN, 46 VGF)
 * and the GV55/GV350/GV600 HEX tables; the ones that differ per model above 21 are left unnamed.
 */
const rspTypes: Record<number, string> = {
  0: 'RTL',
  1: 'TOW',
  3: 'LBC',
  4: 'EPS',
  5: 'DIS',
  6: 'IOB',
  7: 'FRI',
  8: 'GEO',
  9: 'SPD',
  10: 'SOS',
  11: 'RTL',
  12: 'DOG',
  15: 'HBM',
  16: 'IGL',
  25: 'GIN',
  26: 'GOT',
  27: 'VGL',
};
const evtTypes: Record<number, string> = {
  1: 'PNA',
  2: 'PFA',
  3: 'MPN',
  4: 'MPF',
  6: 'BPL',
  7: 'BTC',
  8: 'STC',
  9: 'STT',
  10: 'ANT',
  12: 'PDP',
  13: 'IGN',
  14: 'IGF',
  15: 'UPD',
  16: 'IDN',
  17: 'IDF',
  21: 'GSS',
  45: 'VGN',
  46: 'VGF',
};
/** Bytes an event carries between <Satellites> and <Number> (Traccar's decodeEvent). */
const evtExtraBytes: Record<string, number> = { BPL: 2, VGN: 7, VGF: 7, UPD: 3, IDF: 4, GSS: 5 };

type Block = { record: TrackerRecord; end: number };

/**
 * One position block at `at`: <GPS accuracy>[<speed 3>][<azimuth 2>][<altitude 2>]<longitude 4>
 * <latitude 4><GPS UTC time 7>[<MCC 2><MNC 2><LAC 2><cell id 2><reserved 1>], as the mask's bits
 * 0..3 say; undefined when the coordinates or the time cannot be a position.
 */
function blockAt(frame: Buffer, at: number, mask: number, limit: number): Block | undefined {
  const size = 1 + (mask & 1 ? 3 : 0) + (mask & 2 ? 2 : 0) + (mask & 4 ? 2 : 0) + 15 + (mask & 8 ? 9 : 0);
  if (at < 0 || at + size > limit) return undefined;
  const r = new ByteReader(frame, at, at + size);
  const accuracy = r.u8();
  const speed = mask & 1 ? r.u24() : undefined;
  const course = mask & 2 ? r.u16() : undefined;
  const altitude = mask & 4 ? r.i16() : undefined;
  const lon = r.i32() / 1e6;
  const lat = r.i32() / 1e6;
  const timeAt = r.pos;
  r.skip(7);
  const time = time7(frame, timeAt);
  const noTime = frame.subarray(timeAt, timeAt + 7).every((b) => b === 0);
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90 || (!time && !noTime)) return undefined;
  if (time && time.getUTCFullYear() < 2000) return undefined;
  if (speed !== undefined && speed > 9999) return undefined;
  if (course !== undefined && course > 360) return undefined;
  const record: TrackerRecord = {
    time: time ?? new Date(0),
    valid: accuracy > 0 && time !== undefined,
    lat,
    lon,
  };
  if (accuracy > 0) record.hdop = accuracy;
  if (speed !== undefined) record.speedKmh = speed / 10;
  if (course !== undefined) record.course = course;
  if (altitude !== undefined) record.altitude = altitude;
  if (mask & 8) {
    // MCC and MNC as their decimal digits in hex (Portugal's 268 is 02 68), LAC and cell id binary.
    const mcc = bcd16(r.u16());
    const mnc = bcd16(r.u16());
    const lac = r.u16();
    const cellId = r.u16();
    r.skip(1);
    if (mcc > 0) record.extra = { mcc, mnc, lac, cellId };
  }
  return { record, end: at + size };
}

/** A number whose hex digits are its decimal digits, or the plain value when they are not. */
function bcd16(value: number): number {
  const digits = value.toString(16);
  return /^\d+$/.test(digits) ? Number(digits) : value;
}

/** `number` blocks in a row from `at`, or undefined when one of them is no position. */
function blocksAt(
  frame: Buffer,
  at: number,
  number: number,
  mask: number,
  limit: number,
): Block[] | undefined {
  if (number < 1 || number > 15) return undefined;
  const blocks: Block[] = [];
  let next = at;
  for (let i = 0; i < number; i++) {
    const block = blockAt(frame, next, mask, limit);
    if (!block) return undefined;
    blocks.push(block);
    next = block.end;
  }
  return blocks;
}

/**
 * +RSP/+EVT (and the buffered +BSP/+BVT): <type><mask 4>[<length 2>][<device type>][<protocol
 * version 2>][<firmware version 2>]<unique id 8>[<battery %>][<external power mV 2>][<analog
 * inputs 2 each>][<digital inputs>][<digital outputs>]<motion status><satellites>, then for a
 * +RSP <report id/type><number> and for an +EVT the event's own fields and <number>, the position
 * blocks, fields that differ per model, and the tail. Mask bits (GV200 AT+GTHRM <+RSP Mask>):
 * 0 speed, 1 azimuth, 2 altitude, 3 cell, 4 send time, 5 count number, 6 device name as the id,
 * 7 length, 8 device type, 9 protocol version, 10 firmware version, 11 battery percentage
 * (reserved on the GV200, which has none), 12 external power; 13..15 analog inputs, 16 digital
 * inputs, 17 digital outputs where the model has them.
 */
export function decodeReport(frame: Buffer, header: string): TrackerEvent[] {
  const isEvent = header === '+EVT' || header === '+BVT';
  const buffered = header === '+BSP' || header === '+BVT';
  const r = new ByteReader(frame, 4);
  const type = r.u8();
  const mask = r.u32();
  if (mask & 0x80) r.skip(2);
  const deviceType = mask & 0x100 ? r.u8() : undefined;
  const protocol = mask & 0x200 ? r.u16() : undefined;
  if (mask & 0x400) r.skip(2);
  const id = uniqueId(r.bytes(8), (mask & 0x40) !== 0);
  const idEnd = r.pos;
  const tail = tailOf(frame, (mask & 0x10) !== 0, (mask & 0x20) !== 0);
  const name = (isEvent ? evtTypes : rspTypes)[type];
  if (!isEvent && type === compressedType) return decodeCompressed(frame, r, id, buffered, tail);

  // The fields between the id and <motion status>, with and without a battery byte.
  const fieldsLength = (battery: boolean) =>
    (battery && mask & 0x800 ? 1 : 0) +
    (mask & 0x1000 ? 2 : 0) +
    [0x2000, 0x4000, 0x8000].filter((bit) => mask & bit).length * 2 +
    (mask & 0x10000 ? 1 : 0) +
    (mask & 0x20000 ? 1 : 0) +
    // GTGEO carries two reserved bytes before <motion status> (Traccar's decodeLocation).
    (!isEvent && name === 'GEO' ? 2 : 0);
  // Where <number> is expected to stand, relative to <motion status>.
  const extra = isEvent ? (evtExtraBytes[name ?? ''] ?? 0) : 1;
  const numberAfterMotion = 2 + extra;

  // The first block: where the mask puts it, else the first offset where plausible blocks stand
  // (an event whose own fields we do not know, a model whose fields differ).
  let blocks: Block[] | undefined;
  let motionAt: number | undefined;
  for (const battery of [true, false]) {
    const numberAt = idEnd + fieldsLength(battery) + numberAfterMotion;
    blocks = blocksAt(frame, numberAt + 1, frame[numberAt] ?? 0, mask, tail.start);
    if (blocks) {
      motionAt = numberAt - numberAfterMotion;
      break;
    }
  }
  if (!blocks) {
    for (let numberAt = idEnd + 2; numberAt < Math.min(tail.start, idEnd + 48) && !blocks; numberAt++) {
      blocks = blocksAt(frame, numberAt + 1, frame[numberAt] ?? 0, mask, tail.start);
      if (blocks && !isEvent) motionAt = numberAt - numberAfterMotion;
    }
  }
  if (!blocks) throw new FrameError(`no position in binary @Track ${header} type ${type}`);

  const records = blocks.map((b) => b.record);
  for (const record of records) {
    if (record.time.getTime() === 0) {
      if (!tail.sendTime) throw new FrameError(`no time in binary @Track ${header} type ${type}`);
      record.time = tail.sendTime;
    }
  }
  const last = records.at(-1) as TrackerRecord;
  if (motionAt !== undefined && motionAt >= idEnd) {
    const battery = motionAt - idEnd === fieldsLength(true);
    if (battery || motionAt - idEnd === fieldsLength(false)) readStatus(frame, idEnd, mask, battery, last);
    const motion = frame[motionAt] as number;
    if ((motion & 0xf0) === 0x10) last.ignition = false;
    if ((motion & 0xf0) === 0x20) last.ignition = true;
    const satellites = frame[motionAt + 1] as number;
    for (const record of records) record.satellites = satellites;
    const report = isEvent ? undefined : (frame[motionAt + 2] as number);
    last.extra = { ...last.extra, motionState: hex(motion, 2) };
    const kind = report === undefined ? undefined : report & 0x0f;
    applyReportEvent(last, name ?? '', {
      motionState: hex(motion, 2),
      ...(kind === undefined ? {} : { geofenceEnter: kind === 1, harshKind: kind }),
    });
  } else {
    applyReportEvent(last, name ?? '', {});
  }
  const report = name ? `GT${name}` : `${header.slice(1)}${type}`;
  for (const record of records) {
    record.extra = {
      ...record.extra,
      report,
      ...(buffered ? { buffered: true } : {}),
      ...(deviceType !== undefined && protocol !== undefined
        ? { protocolVersion: hex(deviceType, 2) + hex(protocol, 4) }
        : {}),
    };
  }
  return [
    {
      type: 'records',
      id,
      records,
      ...(tail.count === undefined ? {} : { ack: ascii(`+SACK:${hex(tail.count, 4)}$`) }),
    },
  ];
}

/** The +RSP type of the compressed positions report (Traccar's MSG_RSP_COMPRESSED). */
const compressedType = 100;

/** Reads `n` bits from a byte string, most significant first (Traccar's BitBuffer). */
function bitReader(bytes: Buffer) {
  let at = 0;
  const unsigned = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++, at++)
      value = (value << 1) | (((bytes[at >> 3] as number) >> (7 - (at & 7))) & 1);
    return value;
  };
  const signed = (n: number) => {
    const value = unsigned(n);
    return value & (1 << (n - 1)) ? value - (1 << n) : value;
  };
  return { unsigned, signed };
}

/**
 * +RSP type 100, the compressed positions (as Traccar's decodeLocation reads it): <battery %>
 * <external power 2><motion status><satellites><count 2>, then points a second apart: `01` in the
 * top bits, a full point (3 bytes of attribute 2 bits, fix 1, speed 12 (0.1 km/h), heading 9,
 * then longitude and latitude 4 bytes each, and the first point's UTC seconds 4); `10`, a
 * difference from the previous point in 5 bytes (speed 7 bits, heading 7, longitude 12,
 * latitude 11, signed); anything else one byte, an invalid or repeated point.
 */
function decodeCompressed(
  frame: Buffer,
  r: ByteReader,
  id: string,
  buffered: boolean,
  tail: { start: number; count?: number },
): TrackerEvent[] {
  const body = new ByteReader(frame, r.pos, tail.start);
  const battery = body.u8();
  const power = body.u16();
  body.skip(2);
  const count = body.u16();
  const records: TrackerRecord[] = [];
  let speed = 0;
  let course = 0;
  let lon = 0;
  let lat = 0;
  let time = 0;
  for (let i = 0; i < count; i++) {
    if (time > 0) time += 1;
    const kind = (frame[body.pos] ?? 0) >> 6;
    if (kind === 1) {
      const bits = bitReader(body.bytes(3));
      bits.unsigned(3);
      speed = bits.unsigned(12);
      course = bits.unsigned(9);
      lon = body.i32();
      lat = body.i32();
      if (time === 0) time = body.u32();
    } else if (kind === 2) {
      const bits = bitReader(body.bytes(5));
      bits.unsigned(3);
      speed += bits.signed(7);
      course += bits.signed(7);
      lon += bits.signed(12);
      lat += bits.signed(11);
    } else {
      body.skip(1);
      continue;
    }
    if (time === 0 || Math.abs(lon) > 180e6 || Math.abs(lat) > 90e6) {
      throw new FrameError('a compressed point without a position');
    }
    records.push({
      time: new Date(time * 1000),
      valid: true,
      lat: lat / 1e6,
      lon: lon / 1e6,
      speedKmh: Math.max(0, speed) / 10,
      course: ((course % 360) + 360) % 360,
      extra: { report: 'RSP100', ...(buffered ? { buffered: true } : {}) },
    });
  }
  const last = records.at(-1);
  if (!last) throw new FrameError('a compressed report without a point');
  if (battery <= 100) last.batteryPct = battery;
  last.externalPowerV = power / 1000;
  return [
    {
      type: 'records',
      id,
      records,
      ...(tail.count === undefined ? {} : { ack: ascii(`+SACK:${hex(tail.count, 4)}$`) }),
    },
  ];
}

/** Battery %, external power, inputs and outputs, where the mask puts them after the id. */
export function readStatus(
  frame: Buffer,
  at: number,
  mask: number,
  battery: boolean,
  record: TrackerRecord,
): void {
  const r = new ByteReader(frame, at);
  if (battery && mask & 0x800) {
    const pct = r.u8();
    if (pct <= 100) record.batteryPct = pct;
  }
  if (mask & 0x1000) {
    const mv = r.u16();
    record.externalPowerV = mv / 1000;
  }
  for (const bit of [0x2000, 0x4000, 0x8000]) if (mask & bit) r.skip(2);
  if (mask & 0x10000) record.inputs = r.u8();
  if (mask & 0x20000) record.outputs = r.u8();
}
