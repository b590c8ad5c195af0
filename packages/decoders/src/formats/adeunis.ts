import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Adeunis's frames (big-endian): byte 0 the frame code, byte 1 the status byte, then the frame's
// data. Field names and values as Adeunis's codec prints them (npm @adeunis/codecs 1.6.1, the
// library the TTN device repository's vendor/adeunis/*_lib.js are built from): `type`, `status`,
// then the frame's own names. The status byte: bits 7-5 the frame counter, bit 1 low battery,
// bit 0 configuration done, and per product bit 3 configuration inconsistency, bit 2 a
// timestamp at the frame's end (seconds since 2013-01-01, printed without a zone: Adeunis says
// it does not know whether the device's clock is local time or UTC, so no reading takes it).
// Readings: the newest of a frame's samples (`values: [t=0, t-1, ...]`) at the uplink's time;
// the earlier samples stay in the fields, as no frame says the interval between them (only the
// 0x10 configuration frame does).

export type Content = Record<string, unknown>;

/** A frame's content (its `type` first) and readings; throws DecodeError on truncated bytes. */
export type FrameReader = (bytes: Uint8Array, out: ResultBuilder) => Content;

/** A product's status flag beside the common ones: its codec name and bit. */
export type StatusFlag = readonly [name: string, mask: number];

export const configurationInconsistency: StatusFlag = ['configurationInconsistency', 0x08];
export const timestampFlag: StatusFlag = ['timestamp', 0x04];

/** The status byte as the product's codec prints it (GenericStatusByteParser and its extensions). */
function readStatus(byte: number, flags: readonly StatusFlag[]): Content {
  const status: Content = {
    frameCounter: (byte & 0xe0) >> 5,
    // The codec's comment: no longer used (the bit it was became the timestamp flag).
    hardwareError: false,
    lowBattery: (byte & 0x02) !== 0,
    configurationDone: (byte & 0x01) !== 0,
  };
  for (const [name, mask] of flags) status[name] = (byte & mask) !== 0;
  return status;
}

/** Whether the status byte says a timestamp ends the frame. */
export const stamped = (bytes: Uint8Array): boolean => (u8(bytes, 1) & 0x04) !== 0;

/** The device clock at `at` as the codec prints it: ISO without a zone. */
export function timestampAt(bytes: Uint8Array, at: number): string {
  const date = new Date((u32be(bytes, at) + 1_356_998_400) * 1000);
  return date.toJSON().replace('Z', '');
}

/** `{ timestamp }` from the device clock at `at` when the status byte says the frame has one. */
export const timestampField = (bytes: Uint8Array, at: number): Content =>
  stamped(bytes) ? { timestamp: timestampAt(bytes, at) } : {};

/**
 * A history frame's samples from `start` to `end` (the timestamp, if any, excluded), `size`
 * bytes each, newest first. Bytes after the last whole sample are warned of (the codec fails on
 * them, or reads a last sample into the timestamp's bytes); a frame with no sample is too, unless
 * its samples are `optional` (after a first value).
 */
export function eachSample(
  out: ResultBuilder,
  span: { start: number; end: number; size: number; optional?: boolean },
  read: (at: number) => void,
): void {
  let at = span.start;
  for (; at + span.size <= span.end; at += span.size) read(at);
  if (at < span.end) out.warn(`${span.end - at} bytes after the last whole sample not decoded`);
  if (span.start >= span.end && !span.optional) out.warn('the frame holds no sample');
}

/** End of a frame's samples: before the 4-byte timestamp when the status byte says there is one. */
export const samplesEnd = (bytes: Uint8Array): number => (stamped(bytes) ? bytes.length - 4 : bytes.length);

/** Adeunis's alarm state byte, `active` for any non-zero value (0x54, 0x56, 0x50, 0x5d). */
export const activeWord = (value: number): string => (value ? 'active' : 'inactive');

/** `{unit, value}` as the codec writes a measurement. */
export const measure = (unit: string, value: number) => ({ unit, value });

/** The codec's invalid temperature (0x8000 in tenths): "probe disconnected for instance". */
export const INVALID_TEMPERATURE = -3276.8;

/** A temperature reading, none for the invalid value (with a warning naming the channel). */
export function temperatureReading(
  out: ResultBuilder,
  field: 'temperature' | 'external_temperature',
  value: number,
  channel: string,
): void {
  if (value === INVALID_TEMPERATURE)
    out.warn(`${channel}: ${value} °C is the codec's invalid value (no probe); no reading`);
  else out.reading(field, value);
}

/** The codec's `[value, unit]` debounce tables: 4-bit codes of the Dry Contacts and Analog inputs. */
export const debounceDurations: ReadonlyArray<readonly [number, string]> = [
  [0, 's'],
  [10, 'ms'],
  [20, 'ms'],
  [50, 'ms'],
  [100, 'ms'],
  [200, 'ms'],
  [500, 'ms'],
  [1, 's'],
  [2, 's'],
  [5, 's'],
  [10, 's'],
  [20, 's'],
  [40, 's'],
  [60, 's'],
  [5, 'm'],
  [10, 'm'],
];

/**
 * The register-based 0x10 configuration of Temp 4, Comfort, Comfort CO2, Delta P and Motion:
 * `head` (the keep-alive period, see keepAliveConfig, or what the product has there), words 4, 6
 * and 8 (histories per frame, samples per history, sampling period in 2 s), the product's `extra`
 * fields, and the periods the codec computes from them.
 */
export function registerConfig(
  bytes: Uint8Array,
  head: Content,
  extra: (bytes: Uint8Array) => Content,
): Content {
  const historization = u16be(bytes, 4);
  const sampling = u16be(bytes, 6);
  const period = u16be(bytes, 8);
  return {
    ...head,
    numberOfHistorizationBeforeSending: historization,
    numberOfSamplingBeforeHistorization: sampling,
    samplingPeriod: measure('s', period * 2),
    ...extra(bytes),
    calculatedPeriodRecording: measure('s', period * sampling * 2),
    calculatedSendingPeriod: measure('s', period * sampling * historization * 2),
  };
}

/** The register-based 0x10 that starts with the keep-alive period (word 2, in 10 s). */
export const keepAliveConfig =
  (type: string, extra: (bytes: Uint8Array) => Content = () => ({})): FrameReader =>
  (bytes) =>
    registerConfig(bytes, { type, transmissionPeriodKeepAlive: measure('s', u16be(bytes, 2) * 10) }, extra);

/** The product mode byte of the older products' 0x10 frames (PlateformCommonUtils). */
export const productMode = (value: number): string => ['PARK', 'PRODUCTION', 'TEST', 'DEAD'][value] ?? '';

export type AdeunisSpec = {
  modelId: string;
  model: string;
  /** The product's readings; every product's status byte adds `low_battery` after them. */
  readings: readonly ReadingField[];
  /** The product's status flags after the common four, in the codec's order. */
  status: readonly StatusFlag[];
  frames: ReadonlyMap<number, FrameReader>;
};

function decodeAdeunis(bytes: Uint8Array, spec: AdeunisSpec) {
  if (bytes.length < 2) throw new DecodeError('an Adeunis frame starts with a frame code and a status byte');
  const code = u8(bytes, 0);
  const reader = spec.frames.get(code);
  if (!reader) throw new DecodeError(`frame code ${hexByte(code)} is not one the ${spec.model} sends`);
  const out = new ResultBuilder();
  const status = readStatus(u8(bytes, 1), spec.status);
  const { type, ...content } = reader(bytes, out);
  out.set('type', type);
  out.set('status', status);
  for (const [name, value] of Object.entries(content)) out.set(name, value);
  out.reading('low_battery', status.lowBattery === true);
  return out.build();
}

export function adeunisModel(spec: AdeunisSpec): ModelDecoder {
  return {
    modelId: spec.modelId,
    vendor: 'Adeunis',
    model: spec.model,
    // Adeunis's codec ignores the port; the devices send their frames on port 1.
    fPorts: 'any',
    defaultFPort: 1,
    readings: [...spec.readings, 'low_battery'],
    location: false,
    decode: (bytes) => decodeAdeunis(bytes, spec),
    commandsNote: "Adeunis's downlink frames (register reads and writes) are not in our catalogue yet.",
  };
}
