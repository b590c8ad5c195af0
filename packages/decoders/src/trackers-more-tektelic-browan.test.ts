import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import {
  type BrowanPrinted,
  browanIndustrialTrackerPrinted,
  chickadeeScanFailed,
  tektelicTrackerExamples,
} from './test-support/tektelic-browan-tracker-examples.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// Asset trackers against their vendors' own decoders, run in Node from /tmp on frames built to reach
// every frame, port, state, sign and sentinel (outputs verbatim in test-support/tektelic-browan-
// tracker-examples.ts, with their sources):
// - Tektelic Enterprise Asset Tracker (T000594x): Tektelic's converter for it (TektelicCommunications/
//   data-converters enterprise-asset-tracker/decoder_enterprise_asset_tracker.js at
//   12b4cc6b0d568d92f57cb16b56d2f9d3e68b587b), which TTN's decoder_enterprise_asset_tracker.js (at
//   8c272c0ecf25c0fba3fb57339f84f66feafb277b) repeats. TTN's t000594x-codec.yaml disagrees with both
//   on its own example's names: at 37954c94969ad6f199e2096ef54ad191bc7a4006 it nests `acceleration:
//   {x, y, z}`, at 80042f0dce3809c16822a0b2371395784f522a21 it has the decoder's flat
//   'acceleration.xaxis' (with `port: '10'`, a string): we follow Tektelic's converter.
// - Tektelic CHICKADEE and STORK: chickadee-v2.7 and stork-v2.2 ("LoRa Alliance Payload Codec 1.0.0",
//   data-converters at 39edfa077214c0c7ed50afb5416d4ae461c2882f).
// - Browan Industrial Tracker: decoder_Industrial_Tracker_v1.0.1.js (browanofficial/Sensor-Decoder at
//   625a2b0a80f5e849cda475d069bc05db5021b7fd), the lines it prints; the layout also
//   industrialtracker-codec.yaml's payload table (TheThingsNetwork/lorawan-devices vendor/browan at
//   7af4c342b422b90b320376aad6f6c890a74f9fef).
// Our fields are the decoder's output less its echo of the input (`raw`, `port` / `fPort`), and with
// Tektelic's numeric strings ("-10.0") as numbers, as the family's other trackers; other differences
// are on purpose, each with its reason below.

const EAT = 'tektelic/t000594x-enterprise-asset-tracker';
const CHICKADEE = 'tektelic/chickadee';
const STORK = 'tektelic/stork';

const numeric = /^-?\d+(\.\d+)?$/;

/** A converter's output less its echo of the input, numeric strings as numbers. */
function asFields(output: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string' && numeric.test(value)) return Number(value);
    if (Array.isArray(value)) return value.map(convert);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)]));
    return value;
  };
  const { raw: _raw, port: _port, fPort: _fPort, ...rest } = output;
  return convert(rest) as Record<string, unknown>;
}

// chickadee-v2.7 prints the geolocation status bits and the acceleration alarm as words; we keep the
// bits (`lpgnss_scan` and `gnss_scan` are 2 bits, 3 "Scan successful/not done", 0 "Scan failed").
const scans = (gnss: number) => ({
  lpgnss_scan: 3,
  wifi_scan: 1,
  ble_scan: 1,
  duty_cycle_UL: 1,
  gnss_scan: gnss,
});
// chickadee-v2.7 leaves out each beacon's RSSI (the entry's 7th / 4th byte): ours keep it, named as
// stork-v2.2 names it.
const rssi = (n: number, ids: string[]) =>
  ids.map((id, k) => ({ [`BD_ADDR_${n}`]: id, [`RSSI_${n}`]: [-70, -60][k] }));

/** Where our fields differ on purpose from the decoder's, by the example's source. */
const ours: Record<string, Record<string, unknown>> = {
  'every scan successful': { geolocation_cycle_failed: scans(3) },
  'GNSS scan failed': { geolocation_cycle_failed: scans(0) },
  'motion detected': { acceleration_alarm: 255 },
  '"Invalid"': { acceleration_alarm: 1 },
  'chickadee-v2.7-decoder.js 39edfa07, a full BLE report': {
    basic_report: rssi(0, ['d0 c1 b2 a3 f4 e5', '11 22 33 44 55 66']),
  },
  'chickadee-v2.7-decoder.js 39edfa07, a filtered BLE report': {
    filter_report_0: rssi(1, ['a3 f4 e5', '44 55 66']),
  },
};
const oursFor = (source: string) => Object.entries(ours).find(([key]) => source.includes(key))?.[1];

// The one fix: 51.0447013, -114.0719032 at 2048.45 m (16-bit 10682 x 9500 / 65536 + 500: chickadee-
// v2.7 counts from +500 m; its own older chickadee-v2.3, at a898b26, and the SEAL's seal-v1.0 count
// the same steps from -500 m, which would make it 1048.45 m).
const FIX = { lat: 51.0447013, lon: -114.0719032, alt: 2048.45 };

describe('Tektelic trackers on their vendor decoders’ outputs', () => {
  it.each([...tektelicTrackerExamples, chickadeeScanFailed])(
    '$model: $source',
    ({ model, source, fPort, hex, output, readings, warnings }) => {
      const result = run(model, fPort, hex);
      expect(result.fields).toStrictEqual({ ...asFields(output), ...oursFor(source) });
      expect(readingsOf(result)).toStrictEqual(readings);
      expect(result.warnings).toStrictEqual(warnings);
      expect(result.location).toStrictEqual(source.includes('every scan successful') ? FIX : undefined);
    },
  );

  it('the GNSS scan the uplink says failed leaves its coordinates a field, not a position', () => {
    expect(chickadeeScanFailed.warnings).toStrictEqual([
      'the geolocation status says the GNSS scan failed: position not stored',
    ]);
    expect(run(CHICKADEE, 10, chickadeeScanFailed.hex).fields.coordinates).toStrictEqual({
      latitude: 51.0447013,
      longitude: -114.0719032,
      altitude: 2048.45,
    });
  });

  it('the STORK never reports a position, and port 100 answers are not decoded', () => {
    for (const { model, fPort, hex } of tektelicTrackerExamples.filter((e) => e.model === STORK))
      expect(run(model, fPort, hex).location).toBeUndefined();
    for (const model of [EAT, CHICKADEE, STORK])
      expect(run(model, 100, '0000112233445566778899').warnings).toStrictEqual([
        "configuration response on port 100: not decoded, as it can hold the device's LoRaWAN keys",
      ]);
    expect(errorOf(() => run(EAT, 15, '00')).kind).toBe('unsupported_port');
  });
});

const EAT_CONVERTER = 'decoder_enterprise_asset_tracker.js at 12b4cc6b (data-converters)';

checkVendorCases(EAT, EAT_CONVERTER, [
  {
    name: 'MCU temperature word 0x8000: the converter reads +3276.8 (its sign test is > 2^15, not >=)',
    port: 10,
    hex: '00678000',
    vendor: { raw: '[0,103,128,0]', port: 10, mcu_temperature: 3276.8 },
    ours: { raw: undefined, port: undefined, mcu_temperature: -3276.8 },
    readings: {},
    warnings: ["temperature -3276.8 is outside the sensor's range; not stored"],
  },
  {
    name: 'acceleration alarm byte 1: printed, neither state (0x00 none, 0xFF active), no motion reading',
    port: 10,
    hex: '000001',
    vendor: { raw: '[0,0,1]', port: 10, acceleration_alarm: 1 },
    ours: { raw: undefined, port: undefined },
    readings: {},
    warnings: ['unknown acceleration alarm value 1; not stored'],
  },
  {
    name: 'an unknown frame: the converter drops the whole uplink for its raw bytes; we keep the battery',
    port: 10,
    hex: '00BA4600AA01',
    vendor: { raw: '[0,170,1]', port: 10 },
    ours: { raw: undefined, port: undefined, 'battery_status.life': 3.2, 'battery_status.eos_alert': 0 },
    readings: { low_battery: false, battery_mv: 3200 },
    warnings: ['unknown channel 0x00 0xAA at byte 3: 3 bytes not decoded'],
  },
  {
    name: 'a BLE scan cut off in an entry: the converter adds "null": null; we say what was left',
    port: 25,
    hex: '0AD0C1B2A3F4E5BA1122',
    vendor: { raw: '[10,208,193,178,163,244,229,186,17,34]', port: 25, d0c1b2a3f4e5: -70, null: null },
    ours: { raw: undefined, port: undefined, null: undefined },
    readings: {},
    warnings: ['BLE devices: 2 bytes after the last whole entry not decoded'],
  },
]);

checkVendorCases(CHICKADEE, 'chickadee-v2.7-decoder.js at 39edfa07', [
  {
    name: 'an unknown frame: the converter keeps what it read, with "Unable to decode header 00 AA"',
    port: 10,
    hex: '00D36400AA01',
    vendor: { battery_lifetime_pct: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown channel 0x00 0xAA at byte 3: 3 bytes not decoded'],
  },
]);

const labels: Record<string, string> = {
  'moving mode': 'MovingMode',
  'no GNSS fix': 'NoGNSSFix',
  'GNSS error': 'GNSSerror',
  Battery: 'Battery',
  Temperature: 'Temp',
  'GNSS Lat': 'Lat',
  'GNSS Long': 'Long',
  'GNSS position estimate': 'PositionEstimate',
};

/** The values Browan's decoder printed, under the Object Locator's names (objectlocator.js) we use. */
function printedFields({ printed }: BrowanPrinted): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const line of printed) {
    const match = /^([^:]+):\s+(-?[\d.]+)/.exec(line);
    const name = match?.[1] && labels[match[1]];
    if (name && match?.[2]) fields[name] = Number(match[2]);
  }
  return fields;
}

type BrowanCase = {
  /** Where we differ: Browan negates a negative coordinate's one's complement, one millionth off. */
  ours?: Record<string, number>;
  readings: Record<string, number | boolean>;
  location?: { lat: number; lon: number; accuracy?: number };
  warnings?: string[];
};

const NO_FIX = 'no GNSS fix: the coordinates are the last ones reported; not stored';
const TORONTO = { lat: 43.6532, lon: -79.3832 };
const browanCases: Record<string, BrowanCase> = {
  "Browan's own sample (test_payload): no GNSS fix": {
    ours: { Lat: -33.797748 },
    readings: { motion: false, temperature: 22, battery_mv: 3500 },
    warnings: [NO_FIX],
  },
  'moving, a fix west of Greenwich, 8 m': {
    ours: { Long: -79.3832 },
    readings: { motion: true, temperature: 26, battery_mv: 3700 },
    location: { ...TORONTO, accuracy: 8 },
  },
  'moving, south and west, 4 m': {
    ours: { Lat: -10.547501, Long: -14.125072 },
    readings: { motion: true, temperature: 26, battery_mv: 3700 },
    location: { lat: -10.547501, lon: -14.125072, accuracy: 4 },
  },
  // Bit 1, the Object Locator's moving bit, is reserved here: stationary.
  'reserved status bits 2-1 set, stationary': {
    ours: { Long: -79.3832 },
    readings: { motion: false, temperature: 26, battery_mv: 3700 },
    location: { ...TORONTO, accuracy: 8 },
  },
  'GNSS error': {
    ours: { Long: -79.3832 },
    readings: { motion: true, temperature: 26, battery_mv: 3700 },
    warnings: ['GNSS error: no position'],
  },
  // Browan prints (25 + 0) / 10 = 2.5 V for the level 0 the TBOL100 manual gives while charging.
  'battery level 0 (charging)': {
    ours: { Long: -79.3832 },
    readings: { motion: true, temperature: 26 },
    location: { ...TORONTO, accuracy: 8 },
    warnings: ['battery level 0: the battery is charging, no voltage reported'],
  },
  // Browan prints 2^(7+2) = 512 m for "worse than 256 m": no accuracy claimed.
  'accuracy code 7 (worse than 256 m)': {
    ours: { Long: -113.854224 },
    readings: { motion: true, temperature: 26, battery_mv: 3700 },
    location: { lat: 44.989997, lon: -113.854224 },
    warnings: ['GNSS accuracy worse than 256 m: position stored without accuracy'],
  },
};

describe("browan/industrialtracker vs Browan's decoder_Industrial_Tracker_v1.0.1.js (625a2b0a)", () => {
  it.each(browanIndustrialTrackerPrinted)('$description ($hex)', (example) => {
    const want = browanCases[example.description];
    expect(want).toBeDefined();
    const result = run('browan/industrialtracker', 136, example.hex);
    expect(result.fields).toStrictEqual({ ...printedFields(example), ...want?.ours });
    expect(readingsOf(result)).toStrictEqual(want?.readings);
    expect(result.location).toStrictEqual(want?.location);
    expect(result.warnings).toStrictEqual(want?.warnings);
  });

  it('is 11 bytes on port 136 only', () => {
    expect(errorOf(() => run('browan/industrialtracker', 136, '010C3A50189A02')).message).toBe(
      'browan/industrialtracker: payload too short (7 bytes, expected 11)',
    );
    expect(errorOf(() => run('browan/industrialtracker', 204, '010C3A50189A0260B5443B')).kind).toBe(
      'unsupported_port',
    );
  });
});
