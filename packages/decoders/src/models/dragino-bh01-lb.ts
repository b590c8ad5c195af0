import { requireLength, s8, s16le, u8, u16be, u16le, u32le } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino BH01-LB BLE hub: it listens to Dragino's Bluetooth sensors and forwards what it heard.
// Names and layout as Dragino's decoder (dragino/dragino-end-node-decoder
// BH01-LB/BH01_Decode_V1.0.2.txt), Lora_node left out:
//   port 2: the hub's clock (u32, little-endian; Timestamp, a field), then one record per sensor
//     heard: its MAC (6 bytes, hex), its type, the length of what follows, then
//     type 1 EWTAH02: temperature (s16le / 10, printed as a string), battery %, RSSI;
//     type 2 ES01: humidity % (0 printed "NULL"), temperature (s16le / 10, a string), battery %, RSSI;
//     type 3 iBeacon: major, minor (u16be), TX power, RSSI (printed as strings);
//     type 4 DMT01 probe: food and ambient temperature (u16le, bit 15 the sign, / 10), battery %
//       (its RSSI byte not printed, as the vendor's);
//     another type: skipped by its length. Listed under EWTAH02, ES01, ibecaon, DMT01Probe.
//     The sensors are other devices, several in one uplink: fields only, no readings of the hub's
//     own (a record cut off by the payload's end is left out with a warning; the vendor prints NaN).
//   port 5, the device status (the hub's battery).

const CLOCK = 4;
const HEADER = 8;
const EWTAH02 = 1;
const ES01 = 2;
const IBEACON = 3;
const DMT01 = 4;

/** What each sensor type's record holds after its MAC, type and length, and how many bytes of it the decoder reads. */
const READS: Readonly<Record<number, number>> = { [EWTAH02]: 4, [ES01]: 5, [IBEACON]: 6, [DMT01]: 6 };

const oneDecimal = (value: number): number => Number.parseFloat(value.toFixed(1));

/** The DMT01 probe's temperatures: bit 15 the sign, the rest the magnitude in tenths. */
function signMagnitude(raw: number): number {
  const magnitude = (raw & 0x7fff) / 10;
  return oneDecimal(raw & 0x8000 ? -magnitude : magnitude);
}

function mac(bytes: Uint8Array, at: number): string {
  return Array.from(bytes.subarray(at, at + 6), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readRecord(bytes: Uint8Array, at: number, type: number): Record<string, unknown> {
  const address = mac(bytes, at);
  const data = at + HEADER;
  switch (type) {
    case EWTAH02:
      return {
        MACaddr: address,
        Temp: `${oneDecimal(s16le(bytes, data) / 10)}`,
        Bat: `${u8(bytes, data + 2)}%`,
        Rssi: s8(bytes, data + 3),
      };
    case ES01: {
      const humidity = u8(bytes, data);
      return {
        MACaddr: address,
        Humidity: humidity === 0 ? 'NULL' : `${humidity}%`,
        Temp: `${oneDecimal(s16le(bytes, data + 1) / 10)}`,
        Bat: `${u8(bytes, data + 3)}%`,
        Rssi: s8(bytes, data + 4),
      };
    }
    case IBEACON:
      return {
        MACaddr: address,
        Major: `${u16be(bytes, data)}`,
        Minor: `${u16be(bytes, data + 2)}`,
        Txpower: `${s8(bytes, data + 4)}`,
        Rssi: `${s8(bytes, data + 5)}`,
      };
    default:
      return {
        MACaddr: address,
        FoodTemp: signMagnitude(u16le(bytes, data)),
        ENVTemp: signMagnitude(u16le(bytes, data + 2)),
        Bat: `${u8(bytes, data + 4)}%`,
      };
  }
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, CLOCK);
  const out = new ResultBuilder();
  const lists: Record<number, Record<string, unknown>[]> = {
    [EWTAH02]: [],
    [ES01]: [],
    [IBEACON]: [],
    [DMT01]: [],
  };
  let at = CLOCK;
  while (at < bytes.length) {
    if (at + HEADER > bytes.length) {
      out.warn(`payload truncated: the sensor record at byte ${at} is incomplete; not decoded`);
      break;
    }
    const type = u8(bytes, at + 6);
    const length = u8(bytes, at + 7);
    const reads = READS[type];
    if (reads !== undefined) {
      if (at + HEADER + reads > bytes.length) {
        out.warn(`payload truncated: the sensor record at byte ${at} is incomplete; not decoded`);
        break;
      }
      lists[type]?.push(readRecord(bytes, at, type));
    }
    at += HEADER + length;
  }
  out.set('EWTAH02', lists[EWTAH02]);
  out.set('ES01', lists[ES01]);
  out.set('ibecaon', lists[IBEACON]);
  out.set('DMT01Probe', lists[DMT01]);
  out.set('Timestamp', u32le(bytes, 0));
  return out.build();
}

export const draginoBh01Lb = draginoModel({
  modelId: 'dragino/bh01-lb',
  model: 'BH01-LB (BLE hub)',
  readings: ['battery_mv'],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 68: 'BH01-LB' }),
  },
});
