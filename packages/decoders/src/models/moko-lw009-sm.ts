import { hexByte, requireLength, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { localText } from './moko-lw006-sb.ts';

// MOKO LW009-SM parking sensor (magnetometer, radar, temperature and humidity), port 1: a frame
// 0x7E, protocol version, the frame's Unix time, frame count, message length, instruction code,
// encryption flag, then the message's tag-length-value records (big-endian), then 2 bytes and 0x7E.
// Layouts and names: MOKO's "LW009/LW009-SM/LW009-SM Decoder Chirpstack V4.js" (its TTN decoder
// reads the records at fixed places, and some at the wrong ones). That decoder prints `time` in
// the zone of the machine running it and that zone as `timezone`: `time` here is UTC, and
// `timezone` is left out.

const MESSAGE_TYPES: Record<number, string> = {
  0: 'Heartbeat report',
  11: 'Parking spaces become empty',
  12: 'Parking spaces was occuiped',
  13: 'Strong magnetic interference',
  14: 'Low battery alert',
  16: 'Magnetic sensor failed',
  17: 'TT&H sensor failed',
  18: 'Radar sensor failed',
};
/** Tags MOKO's decoder skips: the radar's data. */
const SKIPPED = new Set([0x23]);
/** The frame header's bytes, before the first record. */
export const HEADER = 12;

type TlvRecord = { tag: number; value: Uint8Array };

/** A record's value as one unsigned number, as MOKO's decoder reads every tag. */
const numberOf = (value: Uint8Array) => value.reduce((n, byte) => n * 256 + byte, 0);

function readRecord({ tag, value }: TlvRecord, out: ResultBuilder, time?: string): void {
  const n = numberOf(value);
  if (tag === 0x03) {
    out.set('payloadType', 'Device Parameter Payload');
    if (n === 0x85) out.set('deviceType', 'LW009-SM');
  } else if (tag === 0x05) out.set('deviceVersion', n.toString(16));
  else if (tag === 0x06) out.set('heartbeatInterval', `${n * 30}s`);
  else if (tag === 0x22) out.set('sensitivity', `Level${n}`);
  else if (tag === 0x02) {
    out.set('payloadType', 'Device State Payload');
    const type = MESSAGE_TYPES[n];
    if (type !== undefined) out.set('messageType', type);
  } else if (tag === 0x24) {
    out.set('batteryLevel', `${n}%`);
    out.reading('battery_pct', n, time);
  } else if (tag === 0x29) {
    out.set('batteryVoltage', `${n}mV`);
    out.reading('battery_mv', n, time);
  } else readMeasurement(tag, value, out, time);
}

function readMeasurement(tag: number, value: Uint8Array, out: ResultBuilder, time?: string): void {
  const n = numberOf(value);
  if (tag === 0x25) {
    requireLength(value, 6);
    out.set('magneticSensorAxisX', u16be(value, 0));
    out.set('magneticSensorAxisY', u16be(value, 2));
    out.set('magneticSensorAxisZ', u16be(value, 4));
  } else if (tag === 0x32) {
    out.set('parkingStatusCode', n);
    out.set('parkingStatus', n === 1 ? 'Parking space with car' : 'No car');
    out.reading('occupied', n === 1, time);
  } else if (tag === 0x0b) {
    out.set('temperature', `${n}°C`);
    // MOKO's decoder reads the byte unsigned; no document says how a frost is sent.
    if (n < 0x80) out.reading('temperature', n, time);
    else out.warn(`temperature byte ${hexByte(n)} (${n} °C as MOKO's decoder reads it): not stored`);
  } else if (tag === 0x35) {
    out.set('humidity', `${n}%`);
    out.reading('humidity', n, time);
  } else if (!SKIPPED.has(tag))
    out.warn(`unknown record ${hexByte(tag)} (${value.length} bytes) not decoded`);
}

/** The message's records, each whole; a record cut off by the message's end is a warning. */
function recordsOf(message: Uint8Array, out: ResultBuilder): TlvRecord[] {
  const records: TlvRecord[] = [];
  let at = 0;
  while (at < message.length) {
    const tag = u8(message, at);
    const length = at + 1 < message.length ? u8(message, at + 1) : 0;
    if (at + 2 + length > message.length) {
      out.warn(`payload truncated: record ${hexByte(tag)} at byte ${HEADER + at} cut off; not decoded`);
      break;
    }
    records.push({ tag, value: message.subarray(at + 2, at + 2 + length) });
    at += 2 + length;
  }
  return records;
}

/**
 * The LW009 family's frame header (0x7E, version, Unix time, count, length, instruction, encryption
 * flag; `HEADER` bytes): checked, its time set as `timestamp` / `time`, and the ISO time that dates
 * the readings (undefined for a clock never set, with a warning). `minLength` counts the first record.
 */
export function openLw009Frame(bytes: Uint8Array, model: string, minLength = HEADER) {
  requireLength(bytes, minLength);
  if (u8(bytes, 0) !== 0x7e)
    throw new DecodeError(`not an ${model} frame (starts ${hexByte(u8(bytes, 0))}, not 0x7E)`);
  if (u8(bytes, 11) !== 0) throw new DecodeError('encrypted message: not decoded');
  const out = new ResultBuilder();
  const seconds = u32be(bytes, 2);
  out.set('timestamp', seconds);
  out.set('time', localText(seconds, 0));
  const time = unixToIso(seconds);
  if (time === undefined)
    out.warn(`device clock not set (timestamp ${seconds}): the values are dated by the uplink`);
  return { out, time };
}

function decodeFrame(bytes: Uint8Array): ResultBuilder {
  const { out, time } = openLw009Frame(bytes, 'LW009-SM');
  const length = u16be(bytes, 8);
  const message = bytes.subarray(HEADER, HEADER + length);
  if (message.length < length)
    out.warn(`message of ${length} bytes announced, ${message.length} in the payload`);
  for (const record of recordsOf(message, out)) readRecord(record, out, time);
  return out;
}

export const mokoLw009Sm: ModelDecoder = {
  modelId: 'moko/lw009-sm',
  vendor: 'MOKO',
  model: 'LW009-SM',
  fPorts: [1],
  defaultFPort: 1,
  readings: ['occupied', 'battery_pct', 'battery_mv', 'temperature', 'humidity'],
  location: false,
  decode: (bytes) => decodeFrame(bytes).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW009-SM payload document.",
};
