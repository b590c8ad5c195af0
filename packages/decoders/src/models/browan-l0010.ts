import { requireLength, toHex, u8, u16le } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Browan Gasmatic Sensor (L0010), a gas-cylinder gauge. Browan's codec in the TTN device repository
// (vendor/browan/l0010.js, whose field names these are; l0010-codec.yaml has its examples); the
// port and the length say which of three uplinks it is:
//   port 51, 10 bytes (ADC): byte 0 bit 0 reading type, bits 3-1 device type (2 ADC, 4 BLE),
//     bit 4 ADC group; byte 1 battery; four ADC words (LE): ADC1, ADC2, ADC4, ADC6;
//   port 51, 9 bytes (Wi-Fi): byte 0 bit 0 reading type, bits 3-1 MACs found, bits 6-4 packet
//     sequence; a Wi-Fi MAC (bytes 1-6, printed last byte first); RSSI (-byte 7 dBm); battery;
//   port 64, 11 bytes (BLE): byte 0 as the ADC's but bits 6-4 beacons found; a BLE MAC (bytes 1-6);
//     pressure (LE word, unit undocumented: a field); main battery; transducer battery (raw).
// The battery byte is a percentage of 63.75 (Browan's `byte / 63.75 × 100`, rounded to 0.01):
// `battery_pct` when 0-100 %, else a warning. A Wi-Fi MAC is no position (no solver here).
// Browan's codec lets any other port-51 length fall through to the BLE layout (no `break`); we
// refuse it: a 10- or 9-byte layout cut short or grown is not a BLE uplink on another port.

const ADC_PORT = 51;
const BLE_PORT = 64;

/** Browan's battery percentage, rounded as its `toFixed(2)`. */
const batteryPercent = (raw: number): number => Number(((raw / 63.75) * 100).toFixed(2));

function battery(raw: number, out: ResultBuilder): number {
  const percent = batteryPercent(raw);
  if (percent <= 100) out.reading('battery_pct', percent);
  else out.warn(`battery ${percent} % (byte ${raw}) is over 100 %; not stored`);
  return percent;
}

/** Six bytes from `at`, printed last byte first as Browan does. */
const mac = (bytes: Uint8Array, at: number): string => toHex(bytes.slice(at, at + 6).reverse());

export const browanL0010: ModelDecoder = {
  modelId: 'browan/l0010',
  vendor: 'Browan',
  model: 'Gasmatic Sensor (L0010)',
  fPorts: [ADC_PORT, BLE_PORT],
  defaultFPort: ADC_PORT,
  readings: ['battery_pct'],
  location: false,
  decode(bytes, fPort) {
    const out = new ResultBuilder();
    const head = bytes.length > 0 ? u8(bytes, 0) : 0;
    if (fPort === BLE_PORT) {
      requireLength(bytes, 11);
      out.set('Reading_Type', head & 0x01);
      out.set('Device_Type', (head >> 1) & 0x07);
      out.set('found_beacons', (head >> 4) & 0x07);
      out.set('ble_mac', mac(bytes, 1));
      out.set('pressure', u16le(bytes, 7));
      out.set('battery_main', battery(u8(bytes, 9), out));
      out.set('battery_transducer', u8(bytes, 10));
      if (bytes.length > 11) out.warn(`${bytes.length - 11} bytes after the BLE uplink not decoded`);
      return out.build();
    }
    if (bytes.length === 10) {
      out.set('Reading_Type', head & 0x01);
      out.set('Device_Type', (head >> 1) & 0x07);
      out.set('ADC_group', (head >> 4) & 0x01);
      out.set('battery', battery(u8(bytes, 1), out));
      out.set('ADC1', u16le(bytes, 2));
      out.set('ADC2', u16le(bytes, 4));
      out.set('ADC4', u16le(bytes, 6));
      out.set('ADC6', u16le(bytes, 8));
      return out.build();
    }
    if (bytes.length === 9) {
      out.set('Reading_Type', head & 0x01);
      out.set('WiFi_MACs_found', (head >> 1) & 0x07);
      out.set('packet_seq_number', (head >> 4) & 0x07);
      out.set('wifi_mac', mac(bytes, 1));
      out.set('RSSI', -u8(bytes, 7));
      out.set('battery', battery(u8(bytes, 8), out));
      return out.build();
    }
    throw new DecodeError(
      `port ${ADC_PORT} payload of ${bytes.length} bytes is neither the ADC (10 bytes) nor the Wi-Fi (9 bytes) uplink`,
    );
  },
  commandsNote: 'Browan publishes no downlink commands for the Gasmatic Sensor; none is in the catalogue.',
};
