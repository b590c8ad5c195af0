import { hexByte, toHex, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';

// Talkpool's OY1xxx sensors (OY1110 LoRaWAN Temperature and humidity sensor and OY1210 LoRaWAN
// CO2 meter user manuals, version 1.0, chapter 9 "Protocol"). A measurement is two unsigned
// 12-bit values in three bytes: byte 0 the temperature's bits 11-4, byte 1 the humidity's bits
// 11-4, byte 2 the temperature's bits 3-0 (high nibble) and the humidity's (low nibble);
// temperature = (T - 800) / 10 °C, humidity = (H - 250) / 10 % (offsets 80 °C and 25 %).

export type Pair = { temperature: number; humidity: number };

/** The raw 12-bit words of the measurement at `at`. */
export function packedPair(bytes: Uint8Array, at: number): { t: number; h: number } {
  const low = u8(bytes, at + 2);
  return { t: (u8(bytes, at) << 4) | (low >> 4), h: (u8(bytes, at + 1) << 4) | (low & 0x0f) };
}

/** A measurement in °C and % (tenths, kept exact). */
export function measurement(bytes: Uint8Array, at: number): Pair {
  const { t, h } = packedPair(bytes, at);
  return { temperature: (t - 800) / 10, humidity: (h - 250) / 10 };
}

// Port 1: the status report a sensor sends unsolicited while in its Configure state, and its
// answers to queries: [type: 01 data, 02 NACK][command index][data] (manuals 9.5 and 9.6).
const answers = new Map<number, (bytes: Uint8Array, out: ResultBuilder) => void>([
  [0x03, (bytes, out) => out.set('firmwareBuildHash', toHex(bytes.subarray(2, 8)))],
  [0x06, (bytes, out) => out.set('cpuVoltage', (u8(bytes, 2) * 25) / 1000)],
  [0x0a, (bytes, out) => out.set('cpuTemperature', u16be(bytes, 2) / 100 - 50)],
  [
    0x20,
    (bytes, out) => {
      const status = u8(bytes, 2);
      out.set('status', status);
      // "Should be 0, otherwise contact support with error code information."
      if (status !== 0) out.warn(`status ${hexByte(status)}: the sensor reports an error`);
    },
  ],
]);

/** A port 1 uplink: fields only (a CPU's voltage is no reading of the battery Talkpool names). */
export function decodeTalkpoolPort1(bytes: Uint8Array, out: ResultBuilder): void {
  const type = u8(bytes, 0);
  const index = u8(bytes, 1);
  out.set('commandIndex', index);
  if (type === 0x02) {
    out.set('nack', true);
    out.warn(`the sensor refused command ${hexByte(index)} (NACK)`);
    return;
  }
  if (type !== 0x01)
    throw new DecodeError(`port 1 message type ${hexByte(type)} is neither data (01) nor NACK (02)`);
  const answer = answers.get(index);
  if (answer) answer(bytes, out);
  else out.set('data', toHex(bytes.subarray(2)));
}
