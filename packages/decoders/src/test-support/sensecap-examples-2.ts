import type { CodecOutput } from './codec-example.ts';
import type { VendorCase } from './tracker-cases.ts';

// Seeed's SenseCAP S2100 data logger decoder (Seeed-Solution/SenseCAP-Decoder
// S2100/TTN/SenseCAP_S2100_TTN_Decoder.js at bceda3d31df47908e3934566c7f640fea763d539, last changed
// at 7d9ad903; the same code as TTN device repository vendor/sensecap/sensecap2100-decoder.js) run
// in Node on frames built for it (copied to /tmp, decodeUplink({ bytes, fPort: 3 })): `vendor` is
// its `data.messages` verbatim, `ours` where we differ on purpose (with the reason), `readings` and
// `warnings` ours. Seeed publishes no S2100 uplink as bytes. Used by sensecap-more-models-2.test.ts.

const measurement = (measurementValue: number, measurementId: number) => ({
  measurementValue,
  measurementId,
  type: 'Measurement',
});

const sensorError = (errCode: string, descZh: string) => ({
  measurementId: '4101',
  type: 'sensor_error_event',
  errCode,
  descZh,
});

export const sensecapS2100Cases: VendorCase[] = [
  {
    name: 'battery / versions / intervals (0x39) and measurements 1 and 2 (0x30) in one uplink',
    port: 3,
    hex: '395F01020304000A00053012AA00006590FFFFF63C',
    vendor: {
      messages: [
        [
          {
            'Battery(%)': 95,
            'Hardware Version': '1.2',
            'Firmware Version': '3.4',
            measureInterval: 600,
            thresholdMeasureInterval: 5,
          },
        ],
        [measurement(26, 1), measurement(-2.5, 2)],
      ],
    },
    readings: { battery_pct: 95 },
  },
  {
    name: 'frame 0x32 (no skipped byte): measurement 3 only, the low nibble 0',
    port: 3,
    hex: '32300012D68700000000',
    vendor: { messages: [[measurement(1234.567, 3)]] },
    readings: {},
  },
  {
    name: 'frames 0x31 and 0x33: negative and large values, measurement 9 alone',
    port: 3,
    hex: '3134FFFFFFFFFF000F76023390FF000001F4000002BC',
    vendor: {
      messages: [[measurement(-0.001, 3), measurement(1013.25, 4)], [measurement(0.5, 9)]],
    },
    readings: {},
  },
  {
    name: 'the logger set-up (0x34)',
    port: 3,
    hex: '3401020003',
    vendor: {
      messages: [
        [
          {
            dataloggerProtocol: 1,
            dataloggerGPIOInput: 2,
            dataloggerAnalogType: 0,
            dataloggerAnalogInterface: 3,
          },
        ],
      ],
    },
    readings: {},
  },
  {
    name: 'keyed pairs (0x35 for number 2, 0x38 for number 1)',
    port: 3,
    hex: '3520000030D4FFFFFED438100000000100000002',
    vendor: { messages: [[{ 3922: 12.5, 3923: -0.3 }], [{ 3920: 0.001, 3921: 0.002 }]] },
    readings: {},
  },
  {
    name: 'battery (0x03) and a sensor error (0x06, RS485 master busy)',
    port: 3,
    hex: '03640610',
    vendor: { messages: [[{ 'Battery(%)': 100 }], [sensorError('10', 'CCL_SENSOR_RS485_MASTER_BUSY')]] },
    readings: { battery_pct: 100 },
    warnings: ['sensor error 0x10 (CCL_SENSOR_RS485_MASTER_BUSY)'],
  },
  {
    name: 'sensor EUI and status (0x10)',
    port: 3,
    hex: '101A2CF7F12010700041',
    vendor: { messages: [[{ status: 1, channelType: 2, sensorEui: '2CF7F12010700041' }]] },
    readings: {},
  },
  {
    name: 'battery / versions / intervals (0x04) and intervals (0x05)',
    port: 3,
    hex: '04550A0B0102003C05A005000F001E',
    vendor: {
      messages: [
        [
          {
            'Battery(%)': 85,
            'Hardware Version': '10.11',
            'Firmware Version': '1.2',
            measureInterval: 3600,
            gpsInterval: 86400,
          },
        ],
        [{ measureInterval: 900, gpsInterval: 1800 }],
      ],
    },
    readings: { battery_pct: 85 },
  },
  {
    name: 'a battery byte of 0x80 (-128 %)',
    port: 3,
    hex: '0380',
    vendor: { messages: [[{ 'Battery(%)': -128 }]] },
    readings: {},
    warnings: ['battery -128 % is not a percentage; not stored'],
  },
  {
    name: 'sensor error codes 0x00 (none), 0xFF and 0x30 (not in the table)',
    port: 3,
    hex: '060006FF0630',
    vendor: {
      messages: [
        [sensorError('00', 'CCL_SENSOR_ERROR_NONE')],
        [sensorError('FF', 'CCL_SENSOR_DATA_ERROR_UNKONW')],
        [sensorError('30', 'CC_OTHER_FAILED')],
      ],
    },
    readings: {},
    warnings: ['sensor error 0xFF (CCL_SENSOR_DATA_ERROR_UNKONW)', 'sensor error 0x30 (CC_OTHER_FAILED)'],
  },
  {
    name: 'a keyed pair with measurement number 0 (0x37)',
    port: 3,
    hex: '370000000064000000C8',
    // Seeed's decoder keys number 0 as 3918 / 3919 (3920 + 2(0 - 1)); we keep its keys.
    vendor: { messages: [[{ 3918: 0.1, 3919: 0.2 }]] },
    readings: {},
  },
];

/** Bytes Seeed's decoder reads wrongly or not at all; ours differs on purpose (see each reason). */
export const sensecapS2100Odd: VendorCase[] = [
  {
    name: 'two bytes of an unknown frame before the battery',
    port: 3,
    hex: 'AABB0350',
    // Seeed's decoder stops at the first id it does not know and prints nothing; one unknown
    // frame must not cost the uplink the frames we know (README).
    vendor: { messages: [] },
    ours: { messages: [[{ 'Battery(%)': 80 }]] },
    readings: { battery_pct: 80 },
    warnings: ['unknown frame 0xAA at byte 0: 2 bytes not decoded'],
  },
];

// Seeed's SenseCAP A1101 decoder (Seeed-Solution/SenseCAP-Decoder A1101/TTN/SenseCAP_A1101_TTN_Decoder.js
// at bceda3d31df47908e3934566c7f640fea763d539, last changed at 6219a23e; the S210x decoder byte for
// byte) run in Node on measurement records built for it, each with its CRC-16/KERMIT: `vendor` is
// its `data.messages` verbatim (its `valid`, `err` and `payload` are not fields of ours, as for the
// S210x models).

const detection = (measurementId: number, measurementValue: number) => ({
  type: 'report_telemetry',
  measurementId,
  measurementValue,
});

export const sensecapA1101Cases: VendorCase[] = [
  {
    name: 'AI detections 4175-4177 (2, 1, 0)',
    port: 2,
    hex: '014F10D0070000015010E8030000015110000000007C6B',
    vendor: { messages: [detection(4175, 2), detection(4176, 1), detection(4177, 0)] },
    readings: {},
  },
  {
    name: 'battery 90 % and a 60-minute interval (record 7)',
    port: 2,
    hex: '0007005A003C006B0A',
    vendor: {
      messages: [
        { type: 'upload_battery', battery: 90 },
        { type: 'upload_interval', interval: 3600 },
      ],
    },
    readings: { battery_pct: 90 },
  },
  {
    name: 'AI detections 4175, 4178 and a negative 4179',
    port: 2,
    hex: '014F10B80B000001521088130000015310FFFFFFFF3F7E',
    vendor: { messages: [detection(4175, 3), detection(4178, 5), detection(4179, -0.001)] },
    readings: {},
  },
  {
    name: 'an air temperature record (4097), not one the A1101 measures',
    port: 2,
    hex: '0101109C6300006CBC',
    vendor: { messages: [detection(4097, 25.5)] },
    readings: {},
    warnings: [
      'measurement 4097 (Air Temperature) is not one the A1101 Vision AI Sensor reports; kept in the fields only',
    ],
  },
];

/**
 * The same outputs as The Things Stack hands them on (codec-outputs.ts, the network-decoded path):
 * Seeed's decoders' whole `data`, whose `valid`, `err` and `payload` (the bytes in upper-case hex)
 * these frames leave as they are.
 */
const asCodecOutputs = (model: string, source: string, cases: readonly VendorCase[]): CodecOutput[] =>
  cases.map(({ name, port, hex, vendor }) => ({
    model,
    source: `${source}, ${name}`,
    fPort: port,
    hex,
    output: { err: 0, payload: hex, valid: true, ...vendor },
  }));

export const sensecapExamples2CodecOutputs: CodecOutput[] = [
  ...asCodecOutputs(
    'sensecap/sensecaps2100-data-logger',
    'SenseCAP-Decoder bceda3d3 S2100/TTN/SenseCAP_S2100_TTN_Decoder.js',
    sensecapS2100Cases,
  ),
  // Not the 4097 record: no A1101 measures air temperature; the name map has no per-model list of
  // measurement ids, so it would store one where our decoder warns.
  ...asCodecOutputs(
    'sensecap/a1101',
    'SenseCAP-Decoder bceda3d3 A1101/TTN/SenseCAP_A1101_TTN_Decoder.js',
    sensecapA1101Cases.filter(({ hex }) => hex !== '0101109C6300006CBC'),
  ),
];
