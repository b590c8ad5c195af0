import { describe, expect, it } from 'vitest';
import { readingFieldsOf, readingOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Vendors' own worked examples replayed through our decoders, each with its source. Where a
// vendor documents a format but gives no example bytes, the bytes are built from that format
// and say so. Vendor values are compared through our readings (our units) and, where the
// model's vendor fields follow that source, through the fields too.

const LHT65N_DECODER = 'dragino/dragino-end-node-decoder LHT65N/LHT65N-TTN-v1.5.6_decoder.txt';

describe(`dragino/lht65n external sensor types (${LHT65N_DECODER}; bytes built from its format)`, () => {
  it('0x0A, TMP117 & timestamp: the probe temperature sits where the battery is', () => {
    // 096C TMP117 24.12 °C | 0B0D SHT 28.29 °C | C376 Bat_status 3, humidity 88.6 % | 0A | 654F3A00 time.
    const result = run('dragino/lht65n', 2, '096C0B0DC3760A654F3A00');
    expect(result.fields).toStrictEqual({
      TempC_TMP117: 24.12,
      Bat_status: 3,
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
      Work_mode: 'TMP117 & timestamp',
      Systimestamp: 0x654f3a00,
    });
    // No battery voltage: bytes 0-1 are the probe, not 2412 mV.
    expect(readingsOf(result)).toStrictEqual({
      external_temperature: 24.12,
      temperature: 28.29,
      humidity: 88.6,
    });
    expect(result.warnings).toBeUndefined();
  });

  it('0x0B, SHT31 probe: probe temperature beside the built-in sensor', () => {
    const result = run('dragino/lht65n', 2, 'CBF60B0D03760B0A280258');
    expect(result.fields).toMatchObject({ Work_mode: 'SHT31 Sensor', Ext_TempC_SHT: 26, Ext_Hum_SHT: 60 });
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3062,
      temperature: 28.29,
      humidity: 88.6,
      external_temperature: 26,
    });
  });

  it('0x10, SHT31 with its ID: bytes 2-5 are the ID, not the built-in sensor', () => {
    const result = run('dragino/lht65n', 2, 'CBF611223344100A280258');
    expect(result.fields).toStrictEqual({
      BatV: 3.062,
      Bat_status: 3,
      Work_mode: 'SHT31ID',
      ID: '11 22 33 44 ',
      Ext_TempC_SHT: 26,
      Ext_Hum_SHT: 60,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3062, external_temperature: 26 });
  });

  it('0x20, TMP117 with its ID: the probe temperature, no built-in reading, no "no probe"', () => {
    const result = run('dragino/lht65n', 2, 'CBF61122334420096C5566');
    expect(result.fields).toStrictEqual({
      BatV: 3.062,
      Bat_status: 3,
      Work_mode: 'NE117ID',
      ID: '11 22 33 44 55 66 ',
      TempC_TMP117: 24.12,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3062, external_temperature: 24.12 });
  });

  it('keeps the disconnected-probe flag and the 0x7FFF sentinel out of the readings', () => {
    expect(readingFieldsOf(run('dragino/lht65n', 2, 'CBF61122334420' + '7FFF5566'))).toEqual(['battery_mv']);
    expect(readingFieldsOf(run('dragino/lht65n', 2, 'CBF60B0D03768B0A280258'))).not.toContain(
      'external_temperature',
    );
  });

  it('reads the SHT31 probe temperature of a datalog entry (type 0x0B)', () => {
    const result = run('dragino/lht65n', 2, '0A280B0D03764B654F3A00');
    const time = new Date(0x654f3a00 * 1000).toISOString();
    expect(result.readings).toContainEqual({ field: 'external_temperature', value: 26, time });
  });

  it('leaves the LHT65 reading only the low nibble, as its TTN codec (vendor/dragino/lht65.js) does', () => {
    expect(run('dragino/lht65', 2, 'CBF60B0D03760B0A280258').warnings).toEqual([
      'unknown external sensor type 0x0B',
    ]);
  });
});

describe('dragino/lse01 and llms01 negative temperatures (vendor formula, raw - 0xFFFF)', () => {
  it('replays the TTN example of the LSE01', () => {
    // TheThingsNetwork/lorawan-devices vendor/dragino/lse01-codec.yaml, "Moisture & EC Sensor".
    const result = run('dragino/lse01', 2, 'CE2900F107A5099B6E2890');
    expect(result.fields).toStrictEqual({
      Bat: 3.625,
      TempC_DS18B20: '24.1',
      water_SOIL: '19.57',
      temp_SOIL: '24.59',
      conduct_SOIL: 28200,
    });
  });

  it('gives the manual’s FF7E as -1.29 °C', () => {
    // LSE01 LoRaWAN Soil Moisture & EC Sensor User Manual §2.3.3 "Soil Temperature": "If payload
    // is FF7EH: ... temp = (FF7E(H)-FFFF(H))/100 = -1.29 °C"; the same in vendor/dragino/lse01.js
    // (TTN device repository) and LSE01/LSE01_TTN Decoder V1.2.1.txt (dragino-end-node-decoder).
    // The manual's word in the TTN example frame:
    const result = run('dragino/lse01', 2, 'CE2900F107A5FF7E6E2890');
    expect(result.fields.temp_SOIL).toBe('-1.29');
    expect(readingOf(result, 'soil_temperature')).toBe(-1.29);
  });

  it('replays the TTN example of the LLMS01 and reads a negative leaf temperature the same way', () => {
    // TheThingsNetwork/lorawan-devices vendor/dragino/llms01-codec.yaml, "LoRaWAN Leaf Moisture Sensor";
    // the negative branch of vendor/dragino/llms01.js is (value - 0xFFFF) / 10.
    const example = run('dragino/llms01', 2, '0D230000025400F9000001');
    expect(example.fields).toStrictEqual({
      Bat: 3.363,
      TempC_DS18B20: '0.00',
      Leaf_Moisture: '59.60',
      Leaf_Temperature: '24.90',
      Interrupt_flag: 0,
      Message_type: 1,
    });
    const frost = run('dragino/llms01', 2, '0D2300000254FF9C000001');
    expect(frost.fields.Leaf_Temperature).toBe('-9.90');
    expect(readingOf(frost, 'leaf_temperature')).toBe(-9.9);
  });
});

describe('sensecap/t1000-a event-mode settings (Seeed-Solution/SenseCAP-Decoder T1000/TTN/SenseCAP_T1000_TTN_Decoder.js)', () => {
  // Bytes built from the decoder's frame table and getMotionSetting ... getLightSetting: motion
  // on, threshold 100, start 5 min | static on, 120 min | shock on, 300 | temperature on, 5 min,
  // 60 s, max 40.0, min -10.0, type 1 | light on, 5 min, 60 s, max 80.0, min 10.0, type 2.
  const settings = '0100640005' + '010078' + '01012C' + '010005003C0190FF9C01' + '010005003C0320006402';
  const expected = {
    motionEnable: 1,
    anyMotionThreshold: 100,
    motionStartInterval: 5,
    staticEnable: 1,
    deviceStaticTimeout: 120,
    shockEnable: 1,
    shockThreshold: 300,
    tempEnable: 1,
    eventTempInterval: 5,
    eventTempSampleInterval: 60,
    tempThMax: 40,
    tempThMin: -10,
    tempWarningType: 1,
    lightEnable: 1,
    eventLightInterval: 5,
    eventLightSampleInterval: 60,
    lightThMax: 80,
    lightThMin: 10,
    lightWarningType: 2,
  };

  it('decodes frame 0x03 as settings, with no warning and no reading', () => {
    const result = run('sensecap/t1000-a', 5, `03${settings}`);
    expect(result.fields).toStrictEqual(expected);
    expect(result.readings).toEqual([]);
    expect(result.warnings).toBeUndefined();
  });

  it('decodes the same settings at the end of the 0x01 status frame', () => {
    const status = '5A' + '0105' + '0103' + '02' + '00' + '00F0' + '003C' + '0005' + '01' + '00';
    const result = run('sensecap/t1000-a', 5, `01${status}${settings}`);
    expect(result.fields).toMatchObject({ batteryLevel: 90, workMode: 2, eventInterval: 5, ...expected });
    expect(readingOf(result, 'battery_pct')).toBe(90);
  });
});

// Milesight-IoT/SensorDecoders @ e79c9d8 (2026-07-30), `<series>/<model>/README.md` "Example":
// the vendor's output in our readings' units (mA to A for the WS523's current).
const MILESIGHT_README: ReadonlyArray<readonly [string, string, string, Record<string, number | boolean>]> = [
  [
    'milesight-iot/em300-th',
    'em-series/em300-th',
    '01755C03673401046865',
    { battery_pct: 92, temperature: 30.8, humidity: 50.5 },
  ],
  [
    'milesight-iot/em300-sld',
    'em-series/em300-sld',
    '01755C03673401046865050000',
    { battery_pct: 92, temperature: 30.8, humidity: 50.5, leak: false },
  ],
  [
    'milesight-iot/am307',
    'am-series/am307',
    '0367EE0004687C05000106CB02077DA803087D250009736627',
    {
      temperature: 23.8,
      humidity: 62,
      motion: true,
      light_level: 2,
      co2: 936,
      tvoc_level: 0.37,
      pressure: 1008.6,
    },
  ],
  [
    'milesight-iot/am319-hcho',
    'am-series/am319-hcho',
    '0367EE0004687C05000106CB02077DA803087D2500097366270A7D07000B7D20000C7D3000',
    {
      temperature: 23.8,
      humidity: 62,
      motion: true,
      light_level: 2,
      co2: 936,
      tvoc_level: 0.37,
      pressure: 1008.6,
      hcho: 0.07,
      pm2_5: 32,
      pm10: 48,
    },
  ],
  ['milesight-iot/ws101', 'ws-series/ws101', '017510FF2E01', { battery_pct: 16, button: true }],
  ['milesight-iot/ws202', 'ws-series/ws202', '017510030001040000', { battery_pct: 16, motion: true }],
  ['milesight-iot/ct101', 'ct-series/ct101', '039710270000', { current_total: 100 }],
  ['milesight-iot/ct101', 'ct-series/ct101', '0498FFFF', {}],
  ['milesight-iot/ct101', 'ct-series/ct101', '8498B80BD007C40905', { current: 25, threshold_alarm: true }],
  [
    'milesight-iot/ws523',
    'ws-series/ws523',
    '08700105812C07C94A00037430090683096600000480070000' + '00',
    { relay_on: true, power_factor: 44, current: 0.074, voltage: 235.2, energy: 26121, power: 7 },
  ],
  ['milesight-iot/em500-udl', 'em-series/em500-udl', '01756403821E00', { battery_pct: 100, distance_mm: 30 }],
  [
    'milesight-iot/em310-udl',
    'em-series/em310-udl',
    '01755C03824408040001',
    { battery_pct: 92, distance_mm: 2116, tilt: true },
  ],
  [
    'milesight-iot/em500-smtc',
    'em-series/em500-smtc',
    '01756403671901046873057FF000',
    { battery_pct: 100, soil_temperature: 28.1, soil_moisture: 57.5, soil_conductivity: 240 },
  ],
  [
    'milesight-iot/at101',
    'at-series/at101',
    '01756403671B01050000048836BF7701F000090722',
    { battery_pct: 100, temperature: 28.3, tilt: false, motion: true },
  ],
];

describe('Milesight README examples (Milesight-IoT/SensorDecoders)', () => {
  it.each(MILESIGHT_README)('%s: %s/README.md %s', (modelId, _path, hex, readings) => {
    const result = run(modelId, 85, hex);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toBeUndefined();
  });

  it('at-series/at101/README.md: the fix of the first example', () => {
    const result = run('milesight-iot/at101', 85, '01756403671B01050000048836BF7701F000090722');
    expect(result.location).toEqual({ lat: 24.62495, lon: 118.030576 });
  });

  it('em-series/em300-th/README.md: the history record at its own time', () => {
    const result = run('milesight-iot/em300-th', 85, '20CE9E74466310015D00');
    const time = new Date(1665561758 * 1000).toISOString();
    expect(result.readings).toStrictEqual([
      { field: 'temperature', value: 27.2, time },
      { field: 'humidity', value: 46.5, time },
    ]);
  });

  it('ws-series/ws301/README.md: 040001 is "uninstalled" by the table and the decoder, not the example', () => {
    // The README's example output says "installed" for 04 00 01; its own table and
    // ws301-decoder.js readTamperStatus give 0: installed, 1: uninstalled. We follow the decoder.
    const result = run('milesight-iot/ws301', 85, '017564030001040001');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100, door_open: true, tamper: true });
  });
});
