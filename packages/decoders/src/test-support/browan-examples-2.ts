import type { CodecOutput } from './codec-example.ts';
import type { VendorCase } from './tracker-cases.ts';

// Browan's Gasmatic Sensor (L0010) codec in the TTN device repository (TheThingsNetwork/
// lorawan-devices vendor/browan/l0010.js, stored at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200) run
// in Node (copied to /tmp, decodeUplink({ bytes, fPort })): `vendor` is its `data` verbatim, `ours`
// where we differ on purpose (with the reason), `readings` and `warnings` ours. The first three
// are the examples of vendor/browan/l0010-codec.yaml (at 36839c3cb0f92d838cee2611c690f3ae9012e008),
// whose outputs the codec reproduces; the rest are frames built for each field's bits and
// extremes. Used by browan-more-models-2.test.ts.

export const browanL0010Cases: VendorCase[] = [
  {
    name: 'l0010-codec.yaml "Gasmatic Sensor": the ADC uplink',
    port: 51,
    hex: '0437CD05CA05C705BF05',
    vendor: {
      Reading_Type: 0,
      Device_Type: 2,
      ADC_group: 0,
      battery: 86.27,
      ADC1: 1485,
      ADC2: 1482,
      ADC4: 1479,
      ADC6: 1471,
    },
    readings: { battery_pct: 86.27 },
  },
  {
    name: 'l0010-codec.yaml "Gasmatic Sensor WIFI": the Wi-Fi uplink',
    port: 51,
    hex: '0BA5CFF37B491C1E38',
    vendor: {
      Reading_Type: 1,
      WiFi_MACs_found: 5,
      packet_seq_number: 0,
      wifi_mac: '1c497bf3cfa5',
      RSSI: -30,
      battery: 87.84,
    },
    readings: { battery_pct: 87.84 },
  },
  {
    name: 'l0010-codec.yaml "Gasmatic Sensor BLE": the BLE uplink',
    port: 64,
    hex: '28A65F31D05503FA00385B',
    vendor: {
      Reading_Type: 0,
      Device_Type: 4,
      found_beacons: 2,
      ble_mac: '0355d0315fa6',
      pressure: 250,
      battery_main: 87.84,
      battery_transducer: 91,
    },
    readings: { battery_pct: 87.84 },
  },
  {
    name: 'ADC: every flag bit set, battery byte 64 (100.39 %), words at their extremes',
    port: 51,
    hex: '1F40FFFF0000341200AB',
    vendor: {
      Reading_Type: 1,
      Device_Type: 7,
      ADC_group: 1,
      battery: 100.39,
      ADC1: 65535,
      ADC2: 0,
      ADC4: 4660,
      ADC6: 43776,
    },
    readings: {},
    warnings: ['battery 100.39 % (byte 64) is over 100 %; not stored'],
  },
  {
    name: 'Wi-Fi: 7 MACs, sequence 7, RSSI byte 156, battery 0',
    port: 51,
    hex: '7E0102030405069C00',
    vendor: {
      Reading_Type: 0,
      WiFi_MACs_found: 7,
      packet_seq_number: 7,
      wifi_mac: '060504030201',
      RSSI: -156,
      battery: 0,
    },
    readings: { battery_pct: 0 },
  },
  {
    name: 'BLE: 7 beacons, pressure 10000, main battery 0, transducer battery 100',
    port: 64,
    hex: '7FFFEEDDCCBBAA10270064',
    vendor: {
      Reading_Type: 1,
      Device_Type: 7,
      found_beacons: 7,
      ble_mac: 'aabbccddeeff',
      pressure: 10000,
      battery_main: 0,
      battery_transducer: 100,
    },
    readings: { battery_pct: 0 },
  },
];

/**
 * An 11-byte port-51 payload: Browan's codec falls through (no `break`) to the BLE layout and
 * prints this; we refuse it (browan-more-models-2.test.ts).
 */
export const browanL0010FallThrough = {
  port: 51,
  hex: '0440FFFF0000341200AB01',
  vendor: {
    Reading_Type: 0,
    Device_Type: 2,
    found_beacons: 0,
    ble_mac: '340000ffff40',
    pressure: 18,
    battery_main: 268.24,
    battery_transducer: 1,
  },
};

/** The same outputs as The Things Stack hands them on (codec-outputs.ts, the network-decoded path). */
export const browanL0010CodecOutputs: CodecOutput[] = browanL0010Cases.map(({ name, port, hex, vendor }) => ({
  model: 'browan/l0010',
  source: `l0010.js 62c8acdd, ${name}`,
  fPort: port,
  hex,
  output: vendor,
}));
