import type { CodecExample } from './codec-example.ts';

// Vendor decoders' outputs for asset trackers, each with its uplink and our readings for the bytes
// (trackers-more-tektelic-browan.test.ts), run in Node from /tmp on frames built to reach each frame,
// port, state and sign, their outputs verbatim:
// - Tektelic's own converter for the Enterprise Asset Tracker (T000594x), TektelicCommunications/
//   data-converters enterprise-asset-tracker/decoder_enterprise_asset_tracker.js at
//   12b4cc6b0d568d92f57cb16b56d2f9d3e68b587b (Decoder(bytes, port); TTN's decoder_enterprise_asset_
//   tracker.js at 8c272c0ecf25c0fba3fb57339f84f66feafb277b is the same code), with its `raw` and
//   `port` echo of the input;
// - Tektelic's CHICKADEE and STORK converters, data-converters "LoRa Alliance Payload Codec 1.0.0/
//   chickadee/chickadee-v2.7-decoder.js" and ".../stork/stork-v2.2-decoder.js" at
//   39edfa077214c0c7ed50afb5416d4ae461c2882f: decodeUplink's `data`, with its `raw` and `fPort` echo;
// - Browan's decoder_Industrial_Tracker_v1.0.1.js (browanofficial/Sensor-Decoder at
//   625a2b0a80f5e849cda475d069bc05db5021b7fd), which returns nothing and prints its values with
//   console.log: the lines it printed.
// The Tektelic outputs are what a network server running those decoders hands on: through
// codec-outputs.ts, apps/server's vendor-codecs-agreement.test.ts maps them by name.

const EAT = 'tektelic/t000594x-enterprise-asset-tracker';
const CHICKADEE = 'tektelic/chickadee';
const STORK = 'tektelic/stork';
const EAT_SOURCE = 'decoder_enterprise_asset_tracker.js 12b4cc6b';
const CHICKADEE_SOURCE = 'chickadee-v2.7-decoder.js 39edfa07';
const STORK_SOURCE = 'stork-v2.2-decoder.js 39edfa07';

const example = (
  model: string,
  source: string,
  fPort: number,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
): CodecExample => ({ model, source, fPort, hex, output, readings, ...(warnings ? { warnings } : {}) });

export const tektelicTrackerExamples: readonly CodecExample[] = [
  example(
    EAT,
    `${EAT_SOURCE}, the t000594x-codec.yaml example's bytes ("Acceleration Uplink")`,
    10,
    '00712A00008005C4',
    {
      raw: '[0,113,42,0,0,128,5,196]',
      port: 10,
      'acceleration.xaxis': 10.752,
      'acceleration.yaxis': 0.128,
      'acceleration.zaxis': 1.476,
    },
    {},
  ),
  example(
    EAT,
    `${EAT_SOURCE}, battery 3.20 V, FSM state, MCU temperature, motion`,
    10,
    '00BA46000402006700FA0000FF',
    {
      raw: '[0,186,70,0,4,2,0,103,0,250,0,0,255]',
      port: 10,
      'battery_status.life': 3.2,
      'battery_status.eos_alert': 0,
      fsm_state: 2,
      mcu_temperature: 25,
      acceleration_alarm: 255,
    },
    { low_battery: false, battery_mv: 3200, temperature: 25, motion: true },
  ),
  example(
    EAT,
    `${EAT_SOURCE}, end-of-service alert, below zero, no motion`,
    10,
    '00BAC60067FF9C000000',
    {
      raw: '[0,186,198,0,103,255,156,0,0,0]',
      port: 10,
      'battery_status.life': 3.2,
      'battery_status.eos_alert': 1,
      mcu_temperature: -10,
      acceleration_alarm: 0,
    },
    { low_battery: true, battery_mv: 3200, temperature: -10, motion: false },
  ),
  example(
    EAT,
    `${EAT_SOURCE}, acceleration, a negative axis`,
    10,
    '0071FC1803E80000',
    {
      raw: '[0,113,252,24,3,232,0,0]',
      port: 10,
      'acceleration.xaxis': -1,
      'acceleration.yaxis': 1,
      'acceleration.zaxis': 0,
    },
    {},
  ),
  example(
    EAT,
    `${EAT_SOURCE}, a BLE scan of two beacons`,
    25,
    '0AD0C1B2A3F4E5BA112233445566C4',
    {
      raw: '[10,208,193,178,163,244,229,186,17,34,51,68,85,102,196]',
      port: 25,
      d0c1b2a3f4e5: -70,
      '112233445566': -60,
    },
    {},
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, remaining battery capacity and days`,
    10,
    '00D36400BD0199',
    { raw: '00 D3 64 00 BD 01 99', fPort: 10, battery_lifetime_pct: 100, battery_lifetime_dys: 409 },
    { battery_pct: 100 },
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, a fix with its packed UTC time, ground speed, every scan successful`,
    10,
    '0085619EC7AD00884898CFAEE1D829BA00920A00957F',
    {
      raw: '00 85 61 9E C7 AD 00 88 48 98 CF AE E1 D8 29 BA 00 92 0A 00 95 7F',
      fPort: 10,
      utc_timestamp: {
        year_utc: 24,
        month_utc: 6,
        day_utc: 15,
        hour_utc: 12,
        minute_utc: 30,
        second_utc: 45,
      },
      coordinates: { latitude: '51.0447013', longitude: '-114.0719032', altitude: '2048.45' },
      ground_speed: '2.778',
      geolocation_cycle_failed: {
        lpgnss_scan: 'Scan successful/not done',
        wifi_scan: 'Scan successful/not done',
        ble_scan: 'Scan successful/not done',
        duty_cycle_UL: 'No Duty Cycle Restriction Impacts',
        gnss_scan: 'Scan successful/not done',
      },
    },
    {},
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, coordinates 0, 0: no position`,
    10,
    '00880000000000000000',
    {
      raw: '00 88 00 00 00 00 00 00 00 00',
      fPort: 10,
      coordinates: { latitude: '0.0000000', longitude: '0.0000000', altitude: '500.00' },
    },
    {},
    ['coordinates 0, 0 are no fix: position not stored'],
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, motion detected, acceleration, temperature below zero`,
    10,
    '0000FF007103E8FC1800000367FF9C',
    {
      raw: '00 00 FF 00 71 03 E8 FC 18 00 00 03 67 FF 9C',
      fPort: 10,
      acceleration_alarm: 'Motion detected',
      gnss_fix: 255,
      acceleration_vector: { xaxis: '1.000', yaxis: '-1.000', zaxis: '0.000' },
      temperature: '-10.0',
    },
    { motion: true, temperature: -10 },
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, the 0x00 0x00 byte 1: gnss_fix 1, acceleration alarm "Invalid": no motion reading`,
    10,
    '000001',
    { raw: '00 00 01', fPort: 10, acceleration_alarm: 'Invalid', gnss_fix: 1 },
    {},
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, every GNSS diagnostic`,
    16,
    '0D3C080D6400C80D6300FA00640D0F00100D95030D96001E0D97000500030D98000003E80D9902',
    {
      raw: '0D 3C 08 0D 64 00 C8 0D 63 00 FA 00 64 0D 0F 00 10 0D 95 03 0D 96 00 1E 0D 97 00 05 00 03 0D 98 00 00 03 E8 0D 99 02',
      fPort: 16,
      num_satellites: 8,
      avg_satellite_snr: '20.0',
      min_max_satellite_snr: { max_satellite_snr: '25.0', min_satellite_snr: '10.0' },
      log_num: 16,
      fix_type: 3,
      time_to_fix: 30,
      gnss_fix_accuracy: { gnss_vertical_accuracy: 5, gnss_horizontal_accuracy: 3 },
      ground_speed_accuracy: '1.000',
      num_of_fixes: 2,
    },
    {},
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, a full BLE report`,
    25,
    '0AD0C1B2A3F4E5BA112233445566C4',
    {
      raw: '0A D0 C1 B2 A3 F4 E5 BA 11 22 33 44 55 66 C4',
      fPort: 25,
      basic_report: [{ BD_ADDR_0: 'd0 c1 b2 a3 f4 e5' }, { BD_ADDR_0: '11 22 33 44 55 66' }],
    },
    {},
  ),
  example(
    CHICKADEE,
    `${CHICKADEE_SOURCE}, a filtered BLE report`,
    25,
    'B0A3F4E5BA445566C4',
    {
      raw: 'B0 A3 F4 E5 BA 44 55 66 C4',
      fPort: 25,
      filter_report_0: [{ BD_ADDR_1: 'a3 f4 e5' }, { BD_ADDR_1: '44 55 66' }],
    },
    {},
  ),
  example(
    STORK,
    `${STORK_SOURCE}, battery, geolocation status, acceleration, temperature, humidity`,
    10,
    '00D35000BD010000950F0071000A0014FC18036700FA04685B',
    {
      raw: '00 D3 50 00 BD 01 00 00 95 0F 00 71 00 0A 00 14 FC 18 03 67 00 FA 04 68 5B',
      fPort: 10,
      battery_lifetime_pct: 80,
      battery_lifetime_dys: 256,
      geolocation_cycle_failed: { gnss_geo: 3, wifi_geo: 1, ble_geo: 1, duty_cycle_geo: 0 },
      acceleration_vector: { xaxis: '0.010', yaxis: '0.020', zaxis: '-1.000' },
      temperature: '25.0',
      relative_humidity: 45.5,
    },
    { battery_pct: 80, temperature: 25, humidity: 45.5 },
  ),
  example(
    STORK,
    `${STORK_SOURCE}, satellites and SNR`,
    16,
    '0D3C070D64FFEC0D630064FFCE',
    {
      raw: '0D 3C 07 0D 64 FF EC 0D 63 00 64 FF CE',
      fPort: 16,
      num_satellites: 7,
      min_max_satellite_snr: {
        avg_satellite_snr: '-2.0',
        min_satellite_snr: '-5.0',
        maxi_satellite_snr: '10.0',
      },
    },
    {},
  ),
  example(
    STORK,
    `${STORK_SOURCE}, a full BLE report`,
    25,
    '0AD0C1B2A3F4E5BA',
    {
      raw: '0A D0 C1 B2 A3 F4 E5 BA',
      fPort: 25,
      basic_report: [{ BD_ADDR_0: 'd0 c1 b2 a3 f4 e5', RSSI_0: -70 }],
    },
    {},
  ),
  example(
    STORK,
    `${STORK_SOURCE}, a filtered BLE report`,
    25,
    'B1A3F4E5BA445566C4',
    {
      raw: 'B1 A3 F4 E5 BA 44 55 66 C4',
      fPort: 25,
      filter_report_1: [
        { BD_ADDR_2: 'a3 f4 e5', RSSI_2: -70 },
        { BD_ADDR_2: '44 55 66', RSSI_2: -60 },
      ],
    },
    {},
  ),
  example(
    STORK,
    `${STORK_SOURCE}, Wi-Fi MAC addresses`,
    192,
    '00D0C1B2A3F4E5112233445566',
    {
      raw: '00 D0 C1 B2 A3 F4 E5 11 22 33 44 55 66',
      fPort: 192,
      mac_addr: [{ mac_addr_only: 'd0 c1 b2 a3 f4 e5' }, { mac_addr_only: '11 22 33 44 55 66' }],
    },
    {},
  ),
  example(
    STORK,
    `${STORK_SOURCE}, Wi-Fi MAC addresses with RSSI`,
    197,
    '01BAD0C1B2A3F4E5C4112233445566',
    {
      raw: '01 BA D0 C1 B2 A3 F4 E5 C4 11 22 33 44 55 66',
      fPort: 197,
      wifi_mw_payload_mac_rssi: [
        { rssi: -70, mac_addr: 'd0 c1 b2 a3 f4 e5' },
        { rssi: -60, mac_addr: '11 22 33 44 55 66' },
      ],
    },
    {},
  ),
  example(
    STORK,
    `${STORK_SOURCE}, the LoRa Cloud status byte`,
    199,
    '01',
    { raw: '01', fPort: 199, lora_cloud_communications: 1 },
    {},
  ),
];

/**
 * A fix the CHICKADEE's own geolocation status says failed: Tektelic's converter prints the
 * coordinates beside "Scan failed"; neither our decoder nor the network server's mapping
 * (apps/server network-decoded/location.ts `saysNoFix`) takes them for a position.
 */
export const chickadeeScanFailed: CodecExample = example(
  CHICKADEE,
  `${CHICKADEE_SOURCE}, the GNSS scan failed: coordinates, no position`,
  10,
  '00951F00884898CFAEE1D829BA',
  {
    raw: '00 95 1F 00 88 48 98 CF AE E1 D8 29 BA',
    fPort: 10,
    geolocation_cycle_failed: {
      lpgnss_scan: 'Scan successful/not done',
      wifi_scan: 'Scan successful/not done',
      ble_scan: 'Scan successful/not done',
      duty_cycle_UL: 'No Duty Cycle Restriction Impacts',
      gnss_scan: 'Scan failed',
    },
    coordinates: { latitude: '51.0447013', longitude: '-114.0719032', altitude: '2048.45' },
  },
  {},
  ['the geolocation status says the GNSS scan failed: position not stored'],
);

/** What Browan's Industrial Tracker decoder printed for an uplink on port 136. */
export type BrowanPrinted = { description: string; hex: string; printed: readonly string[] };

export const browanIndustrialTrackerPrinted: readonly BrowanPrinted[] = [
  {
    description: "Browan's own sample (test_payload): no GNSS fix",
    hex: '080A368C49FC0D843D0269',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 0',
      'no GNSS fix: 1',
      'GNSS error: 0',
      'Battery: 3.5 v',
      'Temperature: 22 oC',
      'GNSS Lat:  -33.797747',
      'GNSS Long:  151.141764',
      'GNSS position estimate: 32 m',
    ],
  },
  {
    description: 'moving, a fix west of Greenwich, 8 m',
    hex: '010C3A50189A0260B5443B',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 1',
      'no GNSS fix: 0',
      'GNSS error: 0',
      'Battery: 3.7 v',
      'Temperature: 26 oC',
      'GNSS Lat:  43.6532',
      'GNSS Long:  -79.383199',
      'GNSS position estimate: 8 m',
    ],
  },
  {
    description: 'moving, south and west, 4 m',
    hex: '010C3AD30E5F0FF077281F',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 1',
      'no GNSS fix: 0',
      'GNSS error: 0',
      'Battery: 3.7 v',
      'Temperature: 26 oC',
      'GNSS Lat:  -10.5475',
      'GNSS Long:  -14.125071',
      'GNSS position estimate: 4 m',
    ],
  },
  {
    description: 'reserved status bits 2-1 set, stationary',
    hex: '060C3A50189A0260B5443B',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 0',
      'no GNSS fix: 0',
      'GNSS error: 0',
      'Battery: 3.7 v',
      'Temperature: 26 oC',
      'GNSS Lat:  43.6532',
      'GNSS Long:  -79.383199',
      'GNSS position estimate: 8 m',
    ],
  },
  {
    description: 'GNSS error',
    hex: '110C3A50189A0260B5443B',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 1',
      'no GNSS fix: 0',
      'GNSS error: 1',
      'Battery: 3.7 v',
      'Temperature: 26 oC',
      'GNSS Lat:  43.6532',
      'GNSS Long:  -79.383199',
      'GNSS position estimate: 8 m',
    ],
  },
  {
    description: 'battery level 0 (charging)',
    hex: '01003A50189A0260B5443B',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 1',
      'no GNSS fix: 0',
      'GNSS error: 0',
      'Battery: 2.5 v',
      'Temperature: 26 oC',
      'GNSS Lat:  43.6532',
      'GNSS Long:  -79.383199',
      'GNSS position estimate: 8 m',
    ],
  },
  {
    description: 'accuracy code 7 (worse than 256 m)',
    hex: '010C3A2D7EAE02F0B836F9',
    printed: [
      'Fport: 136',
      'Sensor Type: Industrial Tracker',
      'DeviceEUI: 00161600000023CC',
      'moving mode: 1',
      'no GNSS fix: 0',
      'GNSS error: 0',
      'Battery: 3.7 v',
      'Temperature: 26 oC',
      'GNSS Lat:  44.989997',
      'GNSS Long:  -113.854223',
      'GNSS position estimate: 512 m',
    ],
  },
];
