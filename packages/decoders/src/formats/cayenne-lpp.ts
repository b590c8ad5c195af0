import { hexByte, s16be, s32be, u8, u16be, u24be, u32be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { walkUntilStop } from './model-output.ts';
import { chainParser } from './record-walker.ts';

// Cayenne Low Power Payload (myDevicesIoT/cayenne-docs docs/LORA.md, "Cayenne Low Power
// Payload"): a chain of records [channel][type][data], big-endian, each type's size fixed.
// The channel is the device's own numbering of its sensors; the type says what the value is.
// The types beyond myDevices' table are ElectronicCats/CayenneLPP's (src/CayenneLPP.h: 100
// generic, 116 voltage ... 142 switch), which RAKwireless devices and many Arduino sketches
// send. Field names and values are those of that library's decoder (decoders/decoder.js):
// `${name}_${channel}`, a value divided as its table says. A type we do not know has no
// known size: the walk stops there with a warning and keeps what it read.

export type LppValue = number | Readonly<Record<string, number>>;

/** One record as read: the decoder.js name its field takes (`temperature` for `temperature_3`). */
export type LppRecord = { channel: number; type: number; name: string; value: LppValue };

export type LppType = {
  name: string;
  /** Data bytes after the two header bytes; a type with two layouts lists both, usual first. */
  sizes: readonly number[];
  read: (bytes: Uint8Array, at: number, size: number) => LppValue;
  /** Further fields the vendor's decoder writes for the record (RAK's precise GPS). */
  extraFields?: (value: LppValue, channel: number) => Record<string, unknown>;
};

export type LppTypes = ReadonlyMap<number, LppType>;

const s24be = (bytes: Uint8Array, at: number): number => (u24be(bytes, at) << 8) >> 8;

type Read = (bytes: Uint8Array, at: number) => number;

/** A type holding one number, `read` divided by `divisor` as decoder.js divides it. */
function scalar(name: string, size: number, read: Read, divisor = 1): LppType {
  return { name, sizes: [size], read: (bytes, at) => read(bytes, at) / divisor };
}

/** Three signed 16-bit axes (accelerometer in 0.001 G, gyrometer in 0.01 °/s). */
function axes(name: string, divisor: number): LppType {
  return {
    name,
    sizes: [6],
    read: (bytes, at) => ({
      x: s16be(bytes, at) / divisor,
      y: s16be(bytes, at + 2) / divisor,
      z: s16be(bytes, at + 4) / divisor,
    }),
  };
}

/**
 * A GNSS fix: latitude and longitude of `coordinate` bytes each in 1/`degrees` °, then the
 * altitude in cm, of `altitude` bytes; all signed.
 */
export function gpsFix(
  bytes: Uint8Array,
  at: number,
  coordinate: 3 | 4,
  degrees: number,
  altitude: 3 | 4,
): LppValue {
  const read = (start: number, size: 3 | 4) => (size === 3 ? s24be(bytes, start) : s32be(bytes, start));
  return {
    latitude: read(at, coordinate) / degrees,
    longitude: read(at + coordinate, coordinate) / degrees,
    altitude: read(at + coordinate * 2, altitude) / 100,
  };
}

const gps = (coordinate: 3 | 4, degrees: number): LppType => ({
  name: 'gps',
  sizes: [coordinate * 2 + 3],
  read: (bytes, at) => gpsFix(bytes, at, coordinate, degrees, 3),
});

export const LPP_GPS = 136;
export const LPP_GPS_PRECISE = 137;

/** myDevices' types and ElectronicCats' extended ones, with decoder.js's names and scales. */
export const lppTypes: LppTypes = new Map<number, LppType>([
  [0, scalar('digital_in', 1, u8)],
  [1, scalar('digital_out', 1, u8)],
  [2, scalar('analog_in', 2, s16be, 100)],
  [3, scalar('analog_out', 2, s16be, 100)],
  [100, scalar('generic', 4, u32be)],
  [101, scalar('illuminance', 2, u16be)],
  [102, scalar('presence', 1, u8)],
  [103, scalar('temperature', 2, s16be, 10)],
  [104, scalar('humidity', 1, u8, 2)],
  [113, axes('accelerometer', 1000)],
  [115, scalar('barometer', 2, u16be, 10)],
  // ElectronicCats' library (CayenneLPP.cpp getTypeSigned) reads voltage and current signed;
  // its header, its decoder.js and RAK's decoder say unsigned, as here: a 400 V reading stays 400.
  [116, scalar('voltage', 2, u16be, 100)],
  [117, scalar('current', 2, u16be, 1000)],
  [118, scalar('frequency', 4, u32be)],
  [120, scalar('percentage', 1, u8)],
  [121, scalar('altitude', 2, s16be)],
  [125, scalar('concentration', 2, u16be)],
  [128, scalar('power', 2, u16be)],
  [130, scalar('distance', 4, u32be, 1000)],
  [131, scalar('energy', 4, u32be, 1000)],
  [132, scalar('direction', 2, u16be)],
  [133, scalar('time', 4, u32be)],
  [134, axes('gyrometer', 100)],
  [
    135,
    {
      name: 'colour',
      sizes: [3],
      read: (bytes, at) => ({ r: u8(bytes, at), g: u8(bytes, at + 1), b: u8(bytes, at + 2) }),
    },
  ],
  [LPP_GPS, gps(3, 10_000)],
  [142, scalar('switch', 1, u8)],
]);

/**
 * RAKwireless's additions (RAKWireless/RAKwireless_Standardized_Payload README and
 * RAKwireless_Standardized_Payload.js), which WisBlock firmware sends: 137, GNSS with six
 * decimals, for which RAK's decoder also writes `location_<ch>` ("(lat,lon)") and
 * `altitude_<ch>`; 138, the VOC index (two bytes, as its decoder reads it).
 */
export const rakTypes: LppTypes = new Map<number, LppType>([
  ...lppTypes,
  [
    LPP_GPS_PRECISE,
    {
      ...gps(4, 1_000_000),
      extraFields(value, channel) {
        if (typeof value === 'number') return {};
        return {
          [`location_${channel}`]: `(${value.latitude},${value.longitude})`,
          [`altitude_${channel}`]: value.altitude,
        };
      },
    },
  ],
  [138, scalar('voc', 2, u16be)],
]);

/**
 * Reads every record up to the end, an unknown type or a cut-off record; sets each record's
 * field as decoder.js names it (a channel and type sent twice keeps the later value, as there)
 * and returns the records in payload order. Throws DecodeError when not one record was read.
 */
export function readLpp(bytes: Uint8Array, out: ResultBuilder, types: LppTypes = lppTypes): LppRecord[] {
  const records: LppRecord[] = [];
  // Whether the payload from a position to its end is a chain of complete records of known types.
  const parses = chainParser(bytes, 2, (at) => types.get(u8(bytes, at + 1))?.sizes.map((size) => size + 2));
  walkUntilStop(bytes, out, (at) => {
    const left = bytes.length - at;
    if (left < 2) return { stop: `incomplete record header at byte ${at}: 1 byte not decoded` };
    const channel = u8(bytes, at);
    const typeId = u8(bytes, at + 1);
    const type = types.get(typeId);
    if (!type) {
      return {
        stop: `unknown LPP type ${typeId} (${hexByte(typeId)}) on channel ${channel} at byte ${at}: ${left} bytes not decoded`,
      };
    }
    const fitting = type.sizes.filter((size) => size + 2 <= left);
    // Of a type's two layouts, the one after which the rest of the payload reads.
    const size =
      fitting.length > 1
        ? (fitting.find((candidate) => parses(at + 2 + candidate)) ?? fitting[0])
        : fitting[0];
    if (size === undefined) {
      return {
        stop: `payload truncated: ${type.name} on channel ${channel} at byte ${at} needs ${(type.sizes[0] ?? 0) + 2} bytes, has ${left}; not decoded`,
      };
    }
    const value = type.read(bytes, at + 2, size);
    out.set(`${type.name}_${channel}`, value);
    for (const [name, extra] of Object.entries(type.extraFields?.(value, channel) ?? {}))
      out.set(name, extra);
    records.push({ channel, type: typeId, name: type.name, value });
    return { length: size + 2 };
  });
  return records;
}
