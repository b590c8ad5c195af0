import { type ByteReader, bcdDigits, FrameError, isPrintableAscii, toHex } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { readGh3000Record } from './gh3000.ts';
import { applyIoElement, signedIoIds } from './io.ts';
import { applyVariableElement } from './variable.ts';

/**
 * The part of a Teltonika packet from the codec id to "Number of Data 2", which TCP frames
 * (preamble, length, CRC) and UDP datagrams (channel header) both carry. Layouts from Teltonika's
 * wiki, "Teltonika Data Sending Protocols": Codec 7 (0x07, older GH3000-family units, gh3000.ts), Codec 8 (0x08), Codec 8 Extended (0x8E: 2-byte ids
 * and counts, variable-length elements), Codec 16 (0x10: 2-byte ids, generation type), Codec 12
 * (0x0C: GPRS commands and their responses), Codec 13 (0x0D: device messages with a timestamp) and
 * Codec 14 (0x0E: Codec 12 addressed to an IMEI, answered with an ACK or a nACK).
 */

export const codecIds = {
  codec7: 0x07,
  codec8: 0x08,
  codec8e: 0x8e,
  codec16: 0x10,
  codec12: 0x0c,
  codec13: 0x0d,
  codec14: 0x0e,
} as const;

/**
 * Codec 12 message types: 0x05 a command (server to device), 0x06 a response (device to server).
 * Codec 13 goes one way only, device to server, and its messages carry type 0x05 (the wiki's
 * example and Traccar's test vector alike), so its type says nothing and is not checked.
 */
const TYPE_RESPONSE = 0x06;
const TYPE_CAMERA = 0x0d;
/**
 * Codec 14 (FMB firmware 03.25.04 and newer): the server's command carries the device's IMEI (8
 * bytes, its 15 digits as hex with a leading 0). The device executes it only when the IMEI is its
 * own and answers 0x06 (ACK) with the same IMEI before the response text; otherwise 0x11 (nACK),
 * the IMEI and no text.
 */
const TYPE_NACK = 0x11;
const CODEC14_IMEI_BYTES = 8;

export type AvlPayload =
  | { kind: 'records'; records: TrackerRecord[] }
  | { kind: 'response'; text: string }
  | { kind: 'message'; text: string; time: Date; driverUniqueId?: string }
  | { kind: 'unsupported'; detail: string };

/** Reads codec id .. number of data 2; the reader must end exactly there. */
export function readAvlPayload(r: ByteReader): AvlPayload {
  const codec = r.u8();
  const count = r.u8();
  if (codec === codecIds.codec8 || codec === codecIds.codec8e || codec === codecIds.codec16)
    return readRecords(r, codec, count);
  let payload: AvlPayload;
  if (codec === codecIds.codec7) {
    const records: TrackerRecord[] = [];
    for (let i = 0; i < count; i++) records.push(readGh3000Record(r));
    payload = { kind: 'records', records };
  } else if (codec === codecIds.codec14) {
    if (count !== 1) throw new FrameError(`codec 0xe with ${count} messages, expected 1`);
    payload = readCodec14(r, r.u8(), r.u32());
  } else if (codec === codecIds.codec12 || codec === codecIds.codec13) {
    if (count !== 1) throw new FrameError(`codec 0x${codec.toString(16)} with ${count} messages, expected 1`);
    const type = r.u8();
    const size = r.u32();
    if (codec === codecIds.codec12 && type !== TYPE_RESPONSE) {
      r.skip(size);
      // 0x0D is a camera's (DualCam) file transfer, which goes on only as the server asks for it.
      const what = type === TYPE_CAMERA ? ' (camera file transfer)' : '';
      payload = {
        kind: 'unsupported',
        detail: `codec 0x${codec.toString(16)} message type 0x${type.toString(16)}${what}`,
      };
    } else if (codec === codecIds.codec13) {
      if (size < 4) throw new FrameError(`codec 13 message of ${size} bytes has no timestamp`);
      const time = new Date(r.u32() * 1000);
      const text = readText(r, size - 4);
      payload = { kind: 'message', time, text, ...driverOf(text) };
    } else {
      payload = { kind: 'response', text: readText(r, size) };
    }
  } else {
    throw new FrameError(`unknown codec 0x${codec.toString(16)}`);
  }
  finish(r, count);
  return payload;
}

/** "Number of Data 2", which must repeat the first, and nothing after it. */
function finish(r: ByteReader, count: number): void {
  const count2 = r.u8();
  if (count2 !== count) throw new FrameError(`number of data ${count} and ${count2} differ`);
  if (r.remaining() !== 0) throw new FrameError(`${r.remaining()} byte(s) after the last record`);
}

/**
 * AVL records. Some units add a group of 16-byte elements after the 8-byte group (a count, then
 * id and 16 bytes each; Traccar reads it when its `teltonika.extended` option is set, and its test
 * vectors of such units carry an empty group in every record). The packet says nothing of it, so a
 * packet that does not read to its end as the codec's layout is read again with that group; the
 * CRC has already been checked, and only an exact fit, both counts agreeing, is taken.
 */
function readRecords(r: ByteReader, codec: number, count: number): AvlPayload {
  const start = r.pos;
  const read = (sixteen: boolean): AvlPayload => {
    r.pos = start;
    const records: TrackerRecord[] = [];
    for (let i = 0; i < count; i++) records.push(readRecord(r, codec, sixteen));
    finish(r, count);
    return { kind: 'records', records };
  };
  try {
    return read(false);
  } catch (error) {
    if (!(error instanceof FrameError)) throw error;
    try {
      return read(true);
    } catch {
      throw error;
    }
  }
}

/**
 * A Codec 13 message of a driver identification reader: "GTSL|<fields>|" with the driver's id in
 * its fifth field (Traccar's decoder and test vector: "GTSL|6|1|0|12749884|1|" gives 12749884).
 */
function driverOf(text: string): { driverUniqueId?: string } {
  if (!text.startsWith('GTSL')) return {};
  const id = text.split('|')[4];
  return id ? { driverUniqueId: id } : {};
}

function readCodec14(r: ByteReader, type: number, size: number): AvlPayload {
  if (size < CODEC14_IMEI_BYTES) throw new FrameError(`codec 14 message of ${size} bytes has no IMEI`);
  if (type !== TYPE_RESPONSE && type !== TYPE_NACK) {
    r.skip(size);
    return { kind: 'unsupported', detail: `codec 0xe message type 0x${type.toString(16)}` };
  }
  const imei = bcdDigits(r.bytes(CODEC14_IMEI_BYTES)).replace(/^0/, '');
  const text = readText(r, size - CODEC14_IMEI_BYTES);
  if (type === TYPE_NACK)
    return { kind: 'response', text: `nACK: the command for IMEI ${imei} was not executed` };
  return { kind: 'response', text };
}

/** Printable text as text (trimmed of its CR LF), anything else as hex. */
function readText(r: ByteReader, size: number): string {
  const bytes = r.bytes(size);
  return isPrintableAscii(bytes) ? bytes.toString('latin1').trim() : toHex(bytes);
}

function readRecord(r: ByteReader, codec: number, sixteen: boolean): TrackerRecord {
  const time = new Date(Number(r.u64()));
  const priority = r.u8();
  const lon = r.i32() / 1e7;
  const lat = r.i32() / 1e7;
  const altitude = r.i16();
  const course = r.u16();
  const satellites = r.u8();
  const speedKmh = r.u16();
  // The wiki: a record without a fix carries the last valid coordinates and 0 satellites;
  // one that never had a fix carries 0,0.
  const hasCoordinates = isPlausibleFix(lat, lon);
  const record: TrackerRecord = {
    time,
    valid: satellites > 0 && hasCoordinates,
    ...(hasCoordinates ? { lat, lon } : {}),
    altitude,
    course,
    satellites,
    speedKmh,
  };
  const wide = codec === codecIds.codec8e;
  const readId = () => (codec === codecIds.codec8 ? r.u8() : r.u16());
  const readCount = () => (wide ? r.u16() : r.u8());
  const eventIoId = readId();
  record.extra = { priority, eventIoId };
  if (codec === codecIds.codec16) record.extra.generationType = r.u8();
  if (priority === 2) record.alarms = ['sos'];
  readCount(); // total number of elements: the per-size counts below say the same
  for (const size of [1, 2, 4, 8]) {
    const n = readCount();
    for (let i = 0; i < n; i++) {
      const id = readId();
      applyIoElement(record, id, readValue(r, size, signedIoIds.has(id)), eventIoId, size);
    }
  }
  if (sixteen) {
    const n = readCount();
    for (let i = 0; i < n; i++) applyIoElement(record, readId(), toHex(r.bytes(16)), eventIoId);
  }
  if (wide) {
    const n = r.u16();
    for (let i = 0; i < n; i++) {
      const id = r.u16();
      applyVariableElement(record, id, r.bytes(r.u16()));
    }
  }
  return record;
}

/** An element's value; an 8-byte value beyond what a number holds exactly (an iButton id, say) stays hex. */
function readValue(r: ByteReader, size: number, signed: boolean): number | string {
  if (size === 8) {
    const value = r.u64();
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString(16).toUpperCase();
  }
  const unsigned = r.uint(size);
  if (!signed) return unsigned;
  const bits = size * 8;
  return unsigned >= 2 ** (bits - 1) ? unsigned - 2 ** bits : unsigned;
}
