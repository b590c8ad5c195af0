import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, u8 } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { walkUntilStop } from './model-output.ts';

// MClimate devices (TTN device repository vendor/mclimate/, MClimate's device communication
// protocols at docs.mclimate.eu, mirrored in MClimate/docs 6f04fe9c): an uplink is the device's
// answers to the server's GET commands, each [command code][data of the code's length], then the
// periodic keep-alive, whose first byte says which keep-alive it is. The device leaves the
// keep-alive out when the answers fill the frame ("Communication concepts" of each protocol).
// MClimate's decoders read the keep-alive from the payload's last bytes; so do we, but only where a
// keep-alive's first byte stands there, and an answer we cannot read stops the walk with a warning.

type Reader = (bytes: Uint8Array, at: number, out: ResultBuilder) => void;

/** A GET command's answer: its data's length after the code, and what it means. */
export type McResponse = { length: number; read: Reader };
export type McResponses = ReadonlyMap<number, McResponse>;

export type McKeepalive = {
  /** The length a keep-alive starting at `at` has, or undefined if none can start there. */
  lengthAt: (bytes: Uint8Array, at: number) => number | undefined;
  /** Every length it can have, to find one at the end of the payload. */
  lengths: readonly number[];
  read: Reader;
};

/** A keep-alive told by its first byte (0x01, or 0x81 for newer firmware), each kind its length. */
export function keepaliveByCode(lengths: ReadonlyMap<number, number>, read: Reader): McKeepalive {
  return {
    lengthAt: (bytes, at) => lengths.get(u8(bytes, at)),
    lengths: [...new Set(lengths.values())],
    read,
  };
}

/** The keep-alive of most devices: the code 0x01 and one length. */
export const keepalive01 = (length: number, read: Reader): McKeepalive =>
  keepaliveByCode(new Map([[0x01, length]]), read);

/** Walks the answers up to the keep-alive that ends the payload. */
export function decodeMclimate(
  bytes: Uint8Array,
  keepalive: McKeepalive,
  responses: McResponses,
): DecodeResult {
  const out = new ResultBuilder();
  walkUntilStop(bytes, out, (at) => {
    const rest = bytes.length - at;
    const code = u8(bytes, at);
    const expected = keepalive.lengthAt(bytes, at);
    if (expected === rest) {
      keepalive.read(bytes, at, out);
      return { length: rest };
    }
    const response = responses.get(code);
    if (response && rest > response.length) {
      response.read(bytes, at + 1, out);
      return { length: response.length + 1 };
    }
    if (response)
      return {
        stop: `payload truncated: command ${hexByte(code)} at byte ${at} needs ${response.length + 1} bytes, has ${rest}; not decoded`,
      };
    const problem =
      expected === undefined
        ? `unknown command ${hexByte(code)} at byte ${at}`
        : rest < expected
          ? `payload truncated: keep-alive ${hexByte(code)} at byte ${at} needs ${expected} bytes, has ${rest}`
          : `keep-alive ${hexByte(code)} at byte ${at} is followed by ${rest - expected} more bytes than its ${expected}`;
    const tail = keepalive.lengths
      .map((length) => bytes.length - length)
      .find((start) => start > at && keepalive.lengthAt(bytes, start) === bytes.length - start);
    if (tail === undefined) return { stop: `${problem}: ${rest} byte${rest === 1 ? '' : 's'} not decoded` };
    out.warn(`${problem}: ${tail - at} byte${tail - at === 1 ? '' : 's'} not decoded`);
    keepalive.read(bytes, tail, out);
    return { length: rest };
  });
  return out.build();
}

/** An MClimate model: its keep-alive and answers on any port (the devices send on port 2). */
export function mclimateModel(spec: {
  modelId: string;
  model: string;
  defaultFPort: number;
  readings: readonly ReadingField[];
  keepalive: McKeepalive;
  responses: McResponses;
}): ModelDecoder {
  return {
    modelId: spec.modelId,
    vendor: 'MClimate',
    model: spec.model,
    // MClimate's decoders ignore the port; the devices send on port 2 (Vicki's example: port 1).
    fPorts: 'any',
    defaultFPort: spec.defaultFPort,
    readings: spec.readings,
    location: false,
    decode: (bytes) => decodeMclimate(bytes, spec.keepalive, spec.responses),
    commandsNote:
      "MClimate's downlink commands (keep-alive period, target temperature, ...) are not in our catalogue yet.",
  };
}

/** The vendor's two-decimal rounding (`Number(x.toFixed(2))`), which its fields and our readings share. */
export const twoDecimals = (value: number): number => Number(value.toFixed(2));

/** The battery byte of the newer sensors: XX * 8 + 1600 mV (HT, CO2, AQI, Open/Close protocols). */
export const batteryByteMv = (byte: number): number => byte * 8 + 1600;

/** Temperature sensor words of the HT, CO2 and Wireless Thermostat: (T - 400) / 10 °C. */
export const sensorTemperature = (word: number): number => (word - 400) / 10;

/** A temperature byte whose bit 7 is its sign (flood sensor, 16ASPM); 0x80 is 0, not -0. */
export function signedByte(byte: number): number {
  const magnitude = byte & 0x7f;
  return byte & 0x80 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Relative humidity bytes: XX * 100 / 256 %. */
export const sensorHumidity = (byte: number): number => twoDecimals((byte * 100) / 256);

/** The temperature word (T - 400) / 10 °C and the humidity byte, as fields and readings. */
export function climate(out: ResultBuilder, temperatureWord: number, humidityByte: number): void {
  const temperature = twoDecimals(sensorTemperature(temperatureWord));
  const humidity = sensorHumidity(humidityByte);
  out.set('sensorTemperature', temperature);
  out.set('relativeHumidity', humidity);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
}

/**
 * The battery: the vendor's `batteryVoltage` in V, rounded as its decoder rounds it (`decimals`),
 * and the reading in whole mV.
 */
export function battery(out: ResultBuilder, mv: number, decimals: number): void {
  out.set('batteryVoltage', Number((mv / 1000).toFixed(decimals)));
  out.reading('battery_mv', Math.round(mv));
}

/** An answer of `length` data bytes read by `read`. */
export const response = (length: number, read: Reader): McResponse => ({ length, read });

/** A one-byte answer: the byte, divided as the vendor's decoder divides it. */
export const byteField = (name: string, divisor = 1): McResponse => ({
  length: 1,
  read: (bytes, at, out) => out.set(name, u8(bytes, at) / divisor),
});

export const flagField = (name: string): McResponse => ({
  length: 1,
  read: (bytes, at, out) => out.set(name, u8(bytes, at) === 1),
});

/** A two-byte answer, big-endian, divided as the vendor's decoder divides it. */
export const wordField = (name: string, divisor = 1): McResponse => ({
  length: 2,
  read: (bytes, at, out) => out.set(name, ((u8(bytes, at) << 8) | u8(bytes, at + 1)) / divisor),
});

/** A version byte is two decimal digits in hex (0x23 = 23, as MClimate's decoders print it). */
function versionDigits(byte: number): number | undefined {
  return byte >> 4 <= 9 && (byte & 0x0f) <= 9 ? (byte >> 4) * 10 + (byte & 0x0f) : undefined;
}

const versions = (code: number): McResponse => ({
  length: 2,
  read(bytes, at, out) {
    const hardware = versionDigits(u8(bytes, at));
    const software = versionDigits(u8(bytes, at + 1));
    if (hardware === undefined || software === undefined)
      out.warn(`command ${hexByte(code)}: version bytes are not two decimal digits; not decoded`);
    else out.set('deviceVersions', { hardware, software });
  },
});

/**
 * The answers every MClimate device gives (firmware and hardware versions 04, keep-alive period
 * 12 in minutes, join retry period 19 in 5 s steps, uplink type 1B, radio watch-dog 1D, LoRaWAN
 * region A4), named as MClimate's decoders name them (A4 as mclimate-payload-helper does); each
 * model adds its own.
 */
export const commonResponses: ReadonlyArray<[number, McResponse]> = [
  [0x04, versions(0x04)],
  [0x12, byteField('keepAliveTime')],
  [
    0x19,
    {
      length: 1,
      read: (bytes, at, out) => out.set('joinRetryPeriod', (u8(bytes, at) * 5) / 60),
    },
  ],
  [0x1b, byteField('uplinkType')],
  [
    0x1d,
    {
      length: 2,
      read(bytes, at, out) {
        // 0 switches a watch-dog off, which MClimate's decoders print as false.
        const period = (value: number) => (value === 0 ? false : value);
        out.set('watchDogParams', { wdpC: period(u8(bytes, at)), wdpUc: period(u8(bytes, at + 1)) });
      },
    },
  ],
  [0xa4, byteField('region')],
];

/** The thermostats' (Vicki, Wireless Thermostat) child lock (14) and set point range (15) answers. */
export const thermostatResponses: ReadonlyArray<[number, McResponse]> = [
  [0x14, flagField('childLock')],
  [
    0x15,
    response(2, (bytes, at, out) =>
      out.set('temperatureRangeSettings', { min: u8(bytes, at), max: u8(bytes, at + 1) }),
    ),
  ],
];

/** The firmware-update address (A0, 4 bytes), as a number and as its hex text. */
export const fuotaResponse: McResponse = {
  length: 4,
  read(bytes, at, out) {
    const raw = Array.from(bytes.subarray(at, at + 4), (byte) => byte.toString(16).padStart(2, '0')).join('');
    out.set('fuota', { fuota_address: Number.parseInt(raw, 16), fuota_address_raw: raw });
  },
};

export { versions as versionsResponse };
