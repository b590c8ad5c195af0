import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8, u16le, u24le } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Browan's MerryIoT sensors (DW10 open/close, MS10 motion, WL10 leak, CD10 CO2), as Browan's own
// decoder reads them (browanofficial/Sensor-Decoder MerryIoT/MerryIoT_forTTN_v4.0.txt, names its
// own) and their reference manuals' payload tables: byte 0 status bits (the model's own), byte 1 the
// battery, bits 3-0 ν, (21 + ν) / 10 V (bits 7-4 reserved: Browan's decoder reads the whole byte,
// TTN's cd10.js and the manuals the low nibble, as we do), then the temperature and the humidity
// (%, one byte). Two firmware layouts, told apart by the length: the first sends the temperature
// as one byte in whole °C, the later as a little-endian word in 0.1 °C, one byte longer. Browan's
// decoder reads a byte above 125 and a word above 1250 (125.0 °C) as negative; so do we.

/** A MerryIoT model's own part: its status bits and the bytes after the humidity. */
export type MerryIotSpec = {
  modelId: string;
  model: string;
  port: number;
  /** The payload length with the one-byte temperature (the later firmware's is one more). */
  length: number;
  readings: readonly ReadingField[];
  status: (status: number, out: ResultBuilder) => void;
  /** The bytes after the humidity, from `at`. */
  tail?: (bytes: Uint8Array, at: number, out: ResultBuilder) => void;
};

const bit = (status: number, n: number): number => (status >> n) & 0x01;

/** Sets the vendor's 0 / 1 field for status bit `n` and stores it as `reading` when given. */
export function statusBit(
  status: number,
  n: number,
  name: string,
  out: ResultBuilder,
  reading?: ReadingField,
): void {
  out.set(name, bit(status, n));
  if (reading) out.reading(reading, bit(status, n) === 1);
}

function temperature(bytes: Uint8Array, word: boolean): number {
  if (word) {
    const raw = u16le(bytes, 2);
    return (raw > 1250 ? raw - 65536 : raw) / 10;
  }
  const raw = u8(bytes, 2);
  return raw > 125 ? raw - 256 : raw;
}

function decodeMerryIot(spec: MerryIotSpec, bytes: Uint8Array): DecodeResult {
  const word = bytes.length === spec.length + 1;
  if (bytes.length !== spec.length && !word)
    throw new DecodeError(
      `payload of ${bytes.length} bytes: the ${spec.model} sends ${spec.length} or ${spec.length + 1}`,
    );
  const out = new ResultBuilder();
  const decivolts = 21 + (u8(bytes, 1) & 0x0f);
  const celsius = temperature(bytes, word);
  const humidityAt = word ? 4 : 3;
  out.set('battery_volt', decivolts / 10);
  out.set('temperature', celsius);
  out.set('humi', u8(bytes, humidityAt));
  spec.status(u8(bytes, 0), out);
  spec.tail?.(bytes, humidityAt + 1, out);
  out.reading('battery_mv', decivolts * 100);
  out.reading('temperature', celsius);
  out.reading('humidity', u8(bytes, humidityAt));
  return out.build();
}

/** A MerryIoT model on its one port. */
export function merryIotModel(spec: MerryIotSpec): ModelDecoder {
  return {
    modelId: spec.modelId,
    vendor: 'Browan',
    model: spec.model,
    fPorts: [spec.port],
    defaultFPort: spec.port,
    readings: spec.readings,
    location: false,
    decode: (bytes) => decodeMerryIot(spec, bytes),
    commandsNote:
      "MerryIoT sensors take their settings as configuration downlinks (the reference manuals' section 5); not in our catalogue yet.",
  };
}

/**
 * The event count and the time since the last event (DW10, MS10): a little-endian word and a
 * little-endian 24-bit count. Browan's DW10 decoder drops the middle count byte's leading zero (a
 * byte under 0x10 shifts the count); we read the three bytes as the manual lays them out.
 */
export function eventTail(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  out.set('time', u16le(bytes, at));
  out.set('count', u24le(bytes, at + 2));
}
