import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Decentlab's one uplink format, the same for every device (decentlab/decentlab-decoders, each
// device's decoder; TheThingsNetwork/lorawan-devices vendor/decentlab/dl-*.js): the protocol
// version byte (2), the device id (u16 BE), the sensor flags (u16 BE), then, for each flag bit
// set, lowest first, that sensor group's 16-bit big-endian words. Bit i is the device's i-th
// sensor group, so what a word means depends on the device: each device has its table of groups
// and, for each value, Decentlab's conversion formula of the group's words (decentlab-sensors.ts).
// A device leaves a group out when it has nothing to report for it (the battery-only uplinks of
// the codec examples). Fields are the vendor decoders' names with their values; the decoders'
// `{displayName, unit, value}` objects are flattened to the value.

/** The group's words, read as Decentlab's decoders write them: x[0], x[1], ... */
export type Word = (index: number) => number;

export type SensorReading = {
  field: ReadingField;
  /**
   * Our unit per the vendor's (V to mV: 1000). A scaled value is rounded to 0.001 of our unit, as
   * apps/server's mapping of the network-decoded value in its unit is (network-decoded/units.ts).
   */
  scale?: number;
  /** Why the group's words say this value is no measurement (DL-MBX without a valid sample). */
  unless?: (x: Word) => string | undefined;
  /** The values that can be this reading, where the reading's own bounds are not enough. */
  plausible?: { min: number; max: number; what: string };
};

export type SensorValue = { name: string; convert: (x: Word) => number; reading?: SensorReading };
export type SensorGroup = { length: number; values: readonly SensorValue[] };

/** One value of a group: its vendor name, Decentlab's formula and the reading it gives, if any. */
export const sensorValue = (
  name: string,
  convert: (x: Word) => number,
  reading?: SensorReading,
): SensorValue => (reading ? { name, convert, reading } : { name, convert });

/** Decentlab's most common formula: the word at `index`, offset by 32768, over `divisor`. */
export const offset = (index: number, divisor: number) => (x: Word) => (x(index) - 32768) / divisor;

/** Air pressure at the ground (the network-decoded mapping's window): a barometer's 0 is no pressure. */
export const airPressure = (scale: number): SensorReading => ({
  field: 'pressure',
  scale,
  plausible: { min: 300, max: 1100, what: 'an air pressure at the ground' },
});

const PROTOCOL_VERSION = 2;
const HEADER_LENGTH = 5;

/**
 * The ends of a temperature word offset by 32768 (0x0000, 0xFFFF), in tenths or hundredths of a
 * degree: no temperature, as apps/server's mapping of the network-decoded values reads them.
 */
const WORD_END_TEMPERATURES = new Set([327.67, -327.68, 3276.7, -3276.8]);
const TEMPERATURES = new Set<ReadingField>(['temperature', 'soil_temperature']);

/** -0 (DL-TRS21's potential of 0 kPa, negated) is 0: values are stored as JSON, which has no -0. */
const unsigned0 = (n: number) => (n === 0 ? 0 : n);

function readValue(out: ResultBuilder, value: SensorValue, x: Word): void {
  const raw = unsigned0(value.convert(x));
  out.set(value.name, raw);
  const rule = value.reading;
  if (!rule) return;
  const reason = rule.unless?.(x);
  if (reason !== undefined) {
    out.warn(`${value.name} is no measurement (${reason}); kept in the vendor fields only`);
    return;
  }
  const reading = rule.scale === undefined ? raw : unsigned0(Math.round(raw * rule.scale * 1000) / 1000);
  if (TEMPERATURES.has(rule.field) && WORD_END_TEMPERATURES.has(reading)) {
    out.warn(`${value.name} ${raw} is the end of its word, no temperature; kept in the vendor fields only`);
    return;
  }
  const { plausible } = rule;
  if (plausible && !(reading >= plausible.min && reading <= plausible.max)) {
    out.warn(`${value.name} ${raw} is not ${plausible.what}; kept in the vendor fields only`);
    return;
  }
  out.reading(rule.field, reading);
}

/** The words of the group at `at`, bounds-checked (the walker checked the group is complete). */
function wordsAt(bytes: Uint8Array, at: number, length: number): Word {
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= length) {
      throw new Error(`sensor table reads word ${index} of a ${length}-word group`);
    }
    return u16be(bytes, at + 2 * index);
  };
}

const hex16 = (value: number) => `0x${value.toString(16).padStart(4, '0').toUpperCase()}`;

/**
 * Decodes a Decentlab uplink with the device's sensor groups. Every complete flagged group is
 * read; a group cut off by the end of the payload ends the walk with a warning, as do flags of
 * groups the device does not have (their length is unknown) and bytes after the last group. A
 * payload with no group read is a DecodeError.
 */
export function decodeDecentlab(
  bytes: Uint8Array,
  model: string,
  groups: readonly SensorGroup[],
): DecodeResult {
  if (bytes.length < HEADER_LENGTH) {
    throw new DecodeError(
      `payload too short (${bytes.length} bytes, expected ${HEADER_LENGTH}: version, device id, flags)`,
    );
  }
  const version = bytes[0];
  if (version !== PROTOCOL_VERSION) {
    throw new DecodeError(`protocol version ${version}, expected ${PROTOCOL_VERSION}`);
  }
  const out = new ResultBuilder();
  out.set('protocol_version', version);
  out.set('device_id', u16be(bytes, 1));
  const flags = u16be(bytes, 3);
  let at = HEADER_LENGTH;
  let read = 0;
  let stop: string | undefined;
  for (const [bit, group] of groups.entries()) {
    if ((flags & (1 << bit)) === 0) continue;
    const size = group.length * 2;
    if (at + size > bytes.length) {
      stop = `payload truncated: sensor group ${bit} needs ${size} bytes at byte ${at}, has ${bytes.length - at}; not decoded`;
      break;
    }
    const x = wordsAt(bytes, at, group.length);
    for (const value of group.values) readValue(out, value, x);
    at += size;
    read += 1;
  }
  // Groups the device does not have follow its own (bits are walked lowest first): their words are
  // what is left, of a length we do not know.
  if (stop === undefined && flags >>> groups.length !== 0) {
    stop = `flags ${hex16(flags)} name sensor groups the ${model} does not have (bits ${groups.length} and up); not decoded`;
  }
  if (read === 0) throw new DecodeError(stop ?? `no sensor group in the payload (flags ${hex16(flags)})`);
  const left = bytes.length - at;
  if (stop !== undefined) out.warn(stop);
  else if (left > 0) out.warn(`${left} byte${left === 1 ? '' : 's'} after the last sensor group not decoded`);
  return out.build();
}

/**
 * A Decentlab device's model entry, with the readings its sensor groups give. Its id is the TTN
 * device repository's: DL-SHT35-001 is `decentlab/dl-sht35-001`.
 */
export function decentlabModel(model: string, groups: readonly SensorGroup[]): ModelDecoder {
  const readings = [
    ...new Set(groups.flatMap((group) => group.values.flatMap((value) => value.reading?.field ?? []))),
  ];
  return {
    modelId: `decentlab/${model.toLowerCase()}`,
    vendor: 'Decentlab',
    model,
    // Decentlab's decoders do not look at the port; the devices send on port 1.
    fPorts: 'any',
    defaultFPort: 1,
    readings,
    location: false,
    decode: (bytes) => decodeDecentlab(bytes, model, groups),
    commandsNote:
      "Decentlab's downlink commands (reporting period, ADR, reset: TTN's dl-downlink-codec.js) are not in our catalogue yet.",
  };
}
