import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';
import { checkVendorCases } from './test-support/tracker-cases.ts';

// Differential checks of our Dragino, Browan and SenseCAP decoders against the vendors' own
// decoders, run in Node on payloads built to cover each message type, sign, sentinel and flag.
// Every expected value below is what the vendor decoder gave for those bytes, unless a comment
// says where and why we differ on purpose. The vendor code is not needed at run time.
//
// Sources, decoded in Node:
const TTN = 'TheThingsNetwork/lorawan-devices';
const LGT92 = `${TTN} vendor/dragino/lgt92.js at 0874a8f55ab95202ce0200aafaeae28e0361e8ef`;
const LHT65 = `${TTN} vendor/dragino/lht65.js at 0a254aaa3adb0237faed50aa34916df1d07cf417`;
const LSE01 = `${TTN} vendor/dragino/lse01.js at 0874a8f55ab95202ce0200aafaeae28e0361e8ef`;
const LLMS01 = `${TTN} vendor/dragino/llms01.js at 0a254aaa3adb0237faed50aa34916df1d07cf417`;
const LAQ4 = `${TTN} vendor/dragino/laq4.js at 00f265f71b6d35f3ab541273e3749dccf4fe746b`;
const LDDS04 = `${TTN} vendor/dragino/ldds04.js at 04566030412e61d1778ca71da2bc4effdfbed9f0`;
const LDS02 = `${TTN} vendor/dragino/lds02.js at 0a254aaa3adb0237faed50aa34916df1d07cf417`;
const LWL02 = `${TTN} vendor/dragino/lwl02.js at eb8f5e8b2228e93f33748910318b981f0349af85`;
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';
const LHT65N = `${DRAGINO} LHT65N/LHT65N-TTN-v1.5.6_decoder.txt`;
const LDS02_EDC = `${DRAGINO} LDS02/LDS02_Decoder_1.8.2.txt`;
const BROWAN = (file: string, commit: string) => `${TTN} vendor/browan/${file} at ${commit}`;
const T1000 =
  'Seeed-Solution/SenseCAP-Decoder T1000/TTN/SenseCAP_T1000_TTN_Decoder.js at bceda3d31df47908e3934566c7f640fea763d539';

describe(`dragino/lht65n vs ${LHT65N}`, () => {
  it('reads bits 7-6 = 10 of byte 6 as an entry sent again (datalog layout), not a live frame', () => {
    // Vendor: {DATALOG: "[27.81,28.29,88.6,2023-11-11 ...]", retransmission_Status}. The TTN
    // repository's vendor/dragino/lht65n.js also takes bit 7 as the datalog flag. We used to read
    // the entry's time as a probe value and its probe word as the battery (2781 mV).
    const result = run('dragino/lht65n', 2, '0ADD0B0D037681654F3A00');
    const time = new Date(0x654f3a00 * 1000).toISOString();
    expect(result.fields.Retransmission).toBe(true);
    expect(result.fields.DATALOG).toStrictEqual([
      { ext: 1, external: 0x0add, TempC_SHT: 28.29, Hum_SHT: 88.6, timestamp: 0x654f3a00 },
    ]);
    expect(result.readings).toStrictEqual([
      { field: 'temperature', value: 28.29, time },
      { field: 'humidity', value: 88.6, time },
      { field: 'external_temperature', value: 27.81, time },
    ]);
  });

  it('decodes the first 11 bytes of a 15-byte frame, as the vendor does, and says so', () => {
    const result = run('dragino/lht65n', 2, 'CBF60B0D0376010ADD7FFF12345678');
    expect(result.fields).toMatchObject({ BatV: 3.062, TempC_SHT: 28.29, Hum_SHT: 88.6, TempC_DS: 27.81 });
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3062,
      temperature: 28.29,
      humidity: 88.6,
      external_temperature: 27.81,
    });
    expect(result.warnings).toEqual(['4 bytes after the 11-byte frame not decoded']);
  });

  it('reads negative built-in and TMP117 temperatures', () => {
    // Vendor: BatV 3.062, Bat_status "Good" (we keep the TTN codec's 3), TempC_SHT -16,
    // Hum_SHT 88.6, Ext_sensor "Temperature Sensor", TempC_TMP117 -7.5.
    const result = run('dragino/lht65n', 2, 'CBF6F9C0037602FD127FFF');
    expect(result.fields).toStrictEqual({
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: -16,
      Hum_SHT: 88.6,
      Ext_sensor: 'Temperature Sensor',
      TempC_TMP117: -7.5,
    });
    expect(readingsOf(result)).toMatchObject({ temperature: -16, external_temperature: -7.5 });
  });
});

describe(`dragino/lht65 vs ${LHT65}`, () => {
  it('reads a negative DS18B20 probe and leaves out the 0x7FFF "no probe" value', () => {
    const cold = run('dragino/lht65', 2, 'CBF60B0D037601F54F7FFF');
    expect(cold.fields).toStrictEqual({
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
      Ext_sensor: 'Temperature Sensor',
      TempC_DS: -27.37,
    });
    expect(readingsOf(cold).external_temperature).toBe(-27.37);
    const absent = run('dragino/lht65', 2, 'CBF60B0D0376017FFF7FFF');
    expect(absent.fields.TempC_DS).toBe(327.67);
    expect(readingsOf(absent)).not.toHaveProperty('external_temperature');
  });

  it('keeps a 32-bit count unsigned where the vendor overflows to a negative number', () => {
    // Vendor: Exit_count -28898489 (bitwise << on a JS number is signed 32-bit); a count
    // cannot be negative, 0xFE470B47 is 4266068807.
    expect(run('dragino/lht65', 2, 'CBF60B0D037608FE470B47').fields.Exit_count).toBe(4266068807);
  });
});

describe(`dragino/lgt92 vs ${LGT92}`, () => {
  it('reads an 18-byte frame with a southern latitude, alarm, HDOP and altitude', () => {
    // Vendor: latitude -33.85894, longitude 144.950208, ALARM_status "TRUE", BatV 3.15,
    // LON "ON", FW 160, Roll 1.5, hdop 0.44, altitude 30. Where we differ on purpose:
    // - Pitch: vendor 653.86 (0xFF6A read unsigned); a pitch is within ±180°, so -1.5.
    // - MD: vendor always "Disable" (`bytes[10] & 0xC0==0x40` compares first); bits 7-6 = 01 is "Move".
    const result = run('dragino/lgt92', 2, 'FDFB5A8408A3C3C04C4E600096FF6A2C0BB8');
    expect(result.fields).toStrictEqual({
      latitude: -33.85894,
      longitude: 144.950208,
      ALARM_status: true,
      BatV: 3.15,
      MD: 'Move',
      LON: true,
      FW: 160,
      Roll: 1.5,
      Pitch: -1.5,
      hdop: 0.44,
      altitude: 30,
    });
    expect(result.location).toStrictEqual({ lat: -33.85894, lon: 144.950208, alt: 30 });
    expect(readingsOf(result)).toStrictEqual({ button: true, battery_mv: 3150 });
  });

  it('keeps a latitude whose first byte is 0 (the vendor zeroes it: 0x004166F1 -> 0)', () => {
    const result = run('dragino/lgt92', 2, '004166F105FFFED9B3CC00');
    expect(result.fields.latitude).toBe(4.286193);
  });
});

describe('dragino/lse01 and llms01 (vendor formula for negatives, raw - 0xFFFF)', () => {
  it(`lse01 vs ${LSE01}`, () => {
    const result = run('dragino/lse01', 2, '0D0CFF9C07A5FF7E00C810');
    expect(result.fields).toStrictEqual({
      Bat: 3.34,
      TempC_DS18B20: '-10.0',
      water_SOIL: '19.57',
      temp_SOIL: '-1.29',
      conduct_SOIL: 200,
    });
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3340,
      temperature: -10,
      soil_moisture: 19.57,
      soil_temperature: -1.29,
      soil_conductivity: 200,
    });
  });

  it(`llms01 vs ${LLMS01}`, () => {
    const result = run('dragino/llms01', 2, '0D0C00000190FF9C000000');
    expect(result.fields).toStrictEqual({
      Bat: 3.34,
      TempC_DS18B20: '0.00',
      Leaf_Moisture: '40.00',
      Leaf_Temperature: '-9.90',
      Interrupt_flag: 0,
      Message_type: 0,
    });
    // The probe's 0x0000 is "no probe" (formats/dragino-probe.ts).
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3340, leaf_wetness: 40, leaf_temperature: -9.9 });
  });
});

describe('dragino/laq4, ldds04, lds02, lwl02', () => {
  it(`laq4 vs ${LAQ4}: CO2 mode with a negative temperature, and the alarm settings`, () => {
    const co2 = run('dragino/laq4', 2, '0BB805006401F4FF9C01C2');
    expect(co2.fields).toStrictEqual({
      Bat_V: 3,
      Work_mode: 'CO2',
      Alarm_status: 'TRUE',
      TVOC_ppb: 100,
      CO2_ppm: 500,
      TempC_SHT: -10,
      Hum_SHT: 45,
    });
    expect(readingsOf(co2)).toStrictEqual({
      battery_mv: 3000,
      tvoc: 100,
      co2: 500,
      temperature: -10,
      humidity: 45,
    });
    expect(run('dragino/laq4', 2, '0BB87CF6281450019007D0').fields).toStrictEqual({
      Bat_V: 3,
      Work_mode: 'ALARM',
      SHTEMPMIN: -10,
      SHTEMPMAX: 40,
      SHTHUMMIN: 20,
      SHTHUMMAX: 80,
      CO2MIN: 400,
      CO2MAX: 2000,
    });
  });

  it(`ldds04 vs ${LDDS04}: interrupt flag, an unplugged probe (0) kept out of the readings`, () => {
    const result = run('dragino/ldds04', 2, '8CE40BB80000138800FF01');
    expect(result.fields).toStrictEqual({
      BatV: 3.3,
      EXTI_Trigger: 'TRUE',
      distance1_cm: 300,
      distance2_cm: 0,
      distance3_cm: 500,
      distance4_cm: 25.5,
      mes_type: 1,
    });
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3300,
      distance_mm: 3000,
      distance_3_mm: 5000,
      distance_4_mm: 255,
    });
  });

  it(`lds02 vs ${LDS02} (port 10) and ${LDS02_EDC} (port 7)`, () => {
    const door = run('dragino/lds02', 10, '8BA40100000500002201');
    expect(door.fields).toStrictEqual({
      BAT_V: 2.98,
      MOD: 1,
      DOOR_OPEN_STATUS: 1,
      DOOR_OPEN_TIMES: 5,
      LAST_DOOR_OPEN_DURATION: 34,
      ALARM: 1,
    });
    expect(readingsOf(door)).toStrictEqual({ battery_mv: 2980, door_open: true });
    const count = run('dragino/lds02', 7, '8BA4000010');
    expect(count.fields).toStrictEqual({ BatV: 2.98, edc_mod: 'OPEN', times: 16 });
  });

  it(`lwl02 vs ${LWL02}: leak mode`, () => {
    const result = run('dragino/lwl02', 10, '4BA40200000300001000');
    expect(result.fields).toStrictEqual({
      BAT_V: 2.98,
      MOD: 2,
      WATER_LEAK_STATUS: 1,
      WATER_LEAK_TIMES: 3,
      LAST_WATER_LEAK_DURATION: 16,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 2980, leak: true });
  });
});

describe('Browan Tabs vs the TTN repository codecs', () => {
  it(`tbdw100 vs ${BROWAN('tbdw100.js', '0a254aaa3adb0237faed50aa34916df1d07cf417')}`, () => {
    const result = run('browan/tbdw100', 100, '0103380A00170000');
    expect(result.fields).toStrictEqual({
      status: 1,
      battery: 2.8,
      temperatureBoard: 24,
      time: 10,
      count: 23,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 2800, door_open: true, temperature: 24 });
  });

  it(`tbms100 vs ${BROWAN('tbms100.js', '004ed1ca6ed6c4c1ba9d3c5ca8d662518694a9ba')}`, () => {
    const result = run('browan/tbms100', 102, '010B2C05002C0100');
    expect(result.fields).toStrictEqual({
      status: 1,
      battery: 3.6,
      temperatureBoard: 12,
      time: 5,
      count: 300,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, motion: true, temperature: 12 });
  });

  it(`tbpb100 vs ${BROWAN('tbpb100.js', '0a254aaa3adb0237faed50aa34916df1d07cf417')}`, () => {
    const result = run('browan/tbpb100', 147, '010E3C');
    expect(result.fields).toStrictEqual({ status: 1, battery: 3.9, temperatureBoard: 28 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3900, button: true, temperature: 28 });
  });

  it(`tbhv110 vs ${BROWAN('tbhv110.js', '004ed1ca6ed6c4c1ba9d3c5ca8d662518694a9ba')}`, () => {
    // Vendor: the same values, but iaqChanged 0: it reads bit 5; Browan's manual puts the IAQ
    // flag in bit 6 (set in 0x41), see models/browan-tbhv110.ts.
    const result = run('browan/tbhv110', 103, '410B3A2B6B0291000C003A');
    expect(result.fields).toStrictEqual({
      status: 1,
      battery: 3.6,
      temperatureBoard: 26,
      tempHumidChanged: 0,
      iaqChanged: 1,
      humidity: 43,
      eco2: 619,
      voc: 145,
      iaq: 12,
      temperature: 26,
    });
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3600,
      temperature: 26,
      humidity: 43,
      co2: 619,
      tvoc: 145,
      iaq: 12,
    });
  });

  it(`tbwl100 vs ${BROWAN('tbwl100.js', '004ed1ca6ed6c4c1ba9d3c5ca8d662518694a9ba')}`, () => {
    const dry = run('browan/tbwl100', 106, '600A363529');
    expect(dry.fields).toStrictEqual({
      status: 0,
      battery: 3.5,
      temperatureBoard: 22,
      temperatureChanged: 1,
      humidityChanged: 1,
      humidity: 53,
      temperature: 9,
    });
    expect(readingsOf(dry)).toStrictEqual({ battery_mv: 3500, leak: false, temperature: 9, humidity: 53 });
    // Vendor: humidity 255 (the whole byte). RH is bits 6-0 and 127 is the manual's error value.
    const failed = run('browan/tbwl100', 106, '010B3AFF3B');
    expect(failed.fields.humidity).toBe(255);
    expect(readingsOf(failed)).not.toHaveProperty('humidity');
  });

  it('refuses frames too short for the model, which the vendor fills with zeros (-32 °C)', () => {
    expect(() => run('browan/tbms100', 102, '9E53')).toThrow(/too short/);
  });
});

describe(`sensecap/t1000-a vs ${T1000}`, () => {
  it('reads 0x8000 in an accelerometer axis as "no value", not -32768', () => {
    // Vendor (frame 0x1D): AccelerometerX null, AccelerometerY -16, AccelerometerZ 1000,
    // Air Temperature 25, Light 50, Battery 90, events 1 and 2, positioning status 0.
    const result = run('sensecap/t1000-a', 5, '1D0000000365D4E4AE00FA00328000FFF003E85A');
    expect(result.fields).toMatchObject({
      positioningStatus: 0,
      collectTime: 1708450990000,
      startMovementEvent: true,
      endMovementEvent: true,
      temperature: 25,
      light: 50,
      accelerometerX: null,
      accelerometerY: -16,
      accelerometerZ: 1000,
      batteryLevel: 90,
    });
  });

  it('reads a GNSS fix with a negative longitude and no temperature (0x8000)', () => {
    const result = run('sensecap/t1000-a', 5, '060000010565D4E4AEF8E4D0C4021C9A6E8000003C5A');
    expect(result.fields).toMatchObject({
      startMovementEvent: true,
      motionId: 5,
      collectTime: 1708450990000,
      longitude: -119.222076,
      latitude: 35.428974,
      temperature: null,
      light: 60,
      batteryLevel: 90,
    });
    const time = new Date(1708450990000).toISOString();
    expect(result.location).toStrictEqual({ lat: 35.428974, lon: -119.222076, time });
    expect(readingsOf(result)).toStrictEqual({
      button: false,
      motion: true,
      light_percent: 60,
      battery_pct: 90,
    });
  });
});

// The Dragino models of dragino-more-models-2.test.ts (whose documented uplinks are there), against
// each model's decoder in dragino/dragino-end-node-decoder: payloads built to reach each mode, flag,
// sign and sentinel, in the cases' form of test-support/tracker-cases.ts (Node_type left out).
checkVendorCases('dragino/dds75-lb', `${DRAGINO} DDS75-LB/DDS75-LB TTN Decoder.txt`, [
  {
    name: 'a negative DS18B20 probe',
    port: 2,
    hex: '0CF60B0500FF9C01',
    vendor: { Bat: 3.318, Distance: 2821, Interrupt_flag: 0, TempC_DS18B20: '-1.00', Sensor_flag: 1 },
    // The DDS75-LB TTN file divides by 100 since July 2025; its ChirpStack v4 file, the DDS20-LB and
    // DDS45-LB files and the DS18B20 itself (0.1 °C words on every Dragino node) say 10.
    ours: { TempC_DS18B20: '-10.00' },
    readings: { battery_mv: 3318, distance_mm: 2821, temperature: -10 },
  },
  {
    name: 'distance 0: no sensor, no reading',
    port: 2,
    hex: '0CF6000000000000',
    vendor: { Bat: 3.318, Distance: 0, Interrupt_flag: 0, TempC_DS18B20: '0.00', Sensor_flag: 0 },
    readings: { battery_mv: 3318 },
    warnings: ['distance 0: no ultrasonic sensor detected'],
  },
  {
    name: 'byte 0 bit 4: several distances, no times',
    port: 2,
    hex: '1CF60000000000000B050B0600FF9C01',
    vendor: {
      Bat: 3.318,
      Additional_Distance_Data: [2821, 2822],
      Interrupt_flag: 0,
      TempC_DS18B20: '-10.00',
      Sensor_flag: 1,
    },
    readings: { battery_mv: 3318, temperature: -10 },
    warnings: ['several distances without their own times: kept in the vendor fields only'],
  },
  {
    name: 'datalog',
    port: 3,
    hex: '0CF60B0501050165F1A2C08CE80AF0FF9C4265F1A640',
    vendor: {
      DATALOG:
        '[3318,2821,26.1,YES,FALSE,0,2024-03-13 12:57:36],[36072,2800,6543.6,NO,TRUE,1,2024-03-13 13:12:32],',
      PNACKMD: 'False',
    },
    // The vendor prints the battery word with its flag bit (36072) and the probe unsigned (6543.6).
    ours: {
      DATALOG:
        '[3318,2821,26.1,YES,FALSE,0,2024-03-13 12:57:36],[3304,2800,-10,NO,TRUE,1,2024-03-13 13:12:32],',
    },
    readings: {
      'battery_mv@2024-03-13T12:57:36.000Z': 3318,
      'distance_mm@2024-03-13T12:57:36.000Z': 2821,
      'temperature@2024-03-13T12:57:36.000Z': 26.1,
      'battery_mv@2024-03-13T13:12:32.000Z': 3304,
      'distance_mm@2024-03-13T13:12:32.000Z': 2800,
      'temperature@2024-03-13T13:12:32.000Z': -10,
    },
  },
  {
    name: 'port 6, detect mode words',
    port: 6,
    hex: '0B050B060B07',
    vendor: { Detect_Mode_Data: '[2821],[2822],[2823],' },
    readings: {},
  },
]);

checkVendorCases('dragino/dds45-lb', `${DRAGINO} DDS45-LB/DDS45-LB_TTN_Decoder.txt`, [
  {
    name: 'flag bits above the battery, 100 mm',
    port: 2,
    hex: '8CF6006400010501',
    vendor: { Bat: 3.318, Distance: 100, Interrupt_flag: 0, TempC_DS18B20: '26.10', Sensor_flag: 1 },
    readings: { battery_mv: 3318, distance_mm: 100, temperature: 26.1 },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '0CF6006401050065F1A2C0',
    vendor: { DATALOG: '[3318,100,26.1,NO,FALSE,0,2024-03-13 12:57:36],', PNACKMD: 'False' },
    readings: {
      'battery_mv@2024-03-13T12:57:36.000Z': 3318,
      'distance_mm@2024-03-13T12:57:36.000Z': 100,
      'temperature@2024-03-13T12:57:36.000Z': 26.1,
    },
  },
]);

checkVendorCases('dragino/dds20-lb', `${DRAGINO} DDS20-LB/DDS20-LB_TTN_Decoder.txt`, [
  {
    name: '18 mm is not a reading',
    port: 2,
    hex: '0CF6001200FF9C01',
    vendor: { Bat: 3.318, Distance: 18, Interrupt_flag: 0, TempC_DS18B20: '-10.00', Sensor_flag: 1 },
    readings: { battery_mv: 3318, temperature: -10 },
    warnings: ['distance 18 mm is not a valid reading'],
  },
  {
    name: '1000 mm',
    port: 2,
    hex: '0CF603E800010500',
    vendor: { Bat: 3.318, Distance: 1000, Interrupt_flag: 0, TempC_DS18B20: '26.10', Sensor_flag: 0 },
    readings: { battery_mv: 3318, liquid_level_mm: 1000, temperature: 26.1 },
  },
  {
    name: 'datalog, clock unset',
    port: 3,
    hex: '0CF603E8010501000000000CF603E801050165F1A2C0',
    vendor: {
      DATALOG:
        '[3.318,1000,261,YES,FALSE,0,1970-01-01 00:00:00],[3.318,1000,261,YES,FALSE,0,2024-03-13 12:57:36],',
      PNACKMD: 'False',
    },
    // The DDS20-LB decoder prints the probe word undivided (261); the DDS75-LB and DDS45-LB ones / 10.
    ours: {
      DATALOG:
        '[3.318,1000,26.1,YES,FALSE,0,1970-01-01 00:00:00],[3.318,1000,26.1,YES,FALSE,0,2024-03-13 12:57:36],',
    },
    readings: {
      'battery_mv@2024-03-13T12:57:36.000Z': 3318,
      'liquid_level_mm@2024-03-13T12:57:36.000Z': 1000,
      'temperature@2024-03-13T12:57:36.000Z': 26.1,
    },
    warnings: ['datalog entry 1 has no valid timestamp (0); not stored'],
  },
]);

checkVendorCases('dragino/se01-lb', `${DRAGINO} SE01-LB/se01-lb_TTN_Decoder.txt`, [
  {
    name: 'mod0 negative soil',
    port: 2,
    hex: '0CF6FF9C091EFF7E00C81F',
    vendor: {
      BatV: 3.318,
      temp_DS18B20: '-10.00',
      temp_SOIL: '-1.29',
      water_SOIL: '23.34',
      conduct_SOIL: 200,
      s_flag: 1,
      i_flag: 15,
      Mod: 0,
    },
    readings: {
      battery_mv: 3318,
      temperature: -10,
      soil_moisture: 23.34,
      soil_temperature: -1.29,
      soil_conductivity: 200,
    },
  },
  {
    name: 'MOD 1: raw values, no soil readings',
    port: 2,
    hex: '0CF60000091E2EE000C880',
    vendor: {
      BatV: 3.318,
      temp_DS18B20: '0.00',
      Soil_dielectric_constant: '233.4',
      Raw_water_SOIL: 12000,
      Raw_conduct_SOIL: 200,
      s_flag: 0,
      i_flag: 0,
      Mod: 1,
    },
    readings: { battery_mv: 3318 },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '0A61091E00C80065F1A2C0',
    vendor: { DATALOG: '[26.57,23.34,20,2024-03-13 12:57:36],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entries kept as fields: their layout is not documented for the SE01-LB'],
  },
]);

checkVendorCases('dragino/ps-lb', `${DRAGINO} PS-LB/PS-LB_v1.2_decoder.txt`, [
  {
    name: 'depth 10 m probe, 12.5 mA',
    port: 2,
    hex: '0CF6000A30D4000001',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '000a',
      IDC_intput_mA: 12.5,
      VDC_intput_V: 0,
      IN1_pin_level: 'Low',
      IN2_pin_level: 'Low',
      Exti_pin_level: 'Low',
      Exti_status: 'True',
      IDC_Roc_flagL: 'FALSE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
      Water_deep_cm: 531.25,
    },
    readings: { battery_mv: 3318, liquid_level_mm: 5312.5 },
  },
  {
    name: '3 mA loop fault',
    port: 2,
    hex: '0CF6000A0BB8000000',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '000a',
      IDC_intput_mA: 3,
      VDC_intput_V: 0,
      IN1_pin_level: 'Low',
      IN2_pin_level: 'Low',
      Exti_pin_level: 'Low',
      Exti_status: 'False',
      IDC_Roc_flagL: 'FALSE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
      Water_deep_cm: 0,
    },
    readings: { battery_mv: 3318 },
    warnings: ['loop current 3 mA is under 3.8 mA: no probe reading'],
  },
  {
    name: 'pressure code 1 MPa',
    port: 2,
    hex: '0CF6010130D4753000',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '0101',
      IDC_intput_mA: 12.5,
      VDC_intput_V: 30,
      IN1_pin_level: 'Low',
      IN2_pin_level: 'Low',
      Exti_pin_level: 'Low',
      Exti_status: 'False',
      IDC_Roc_flagL: 'FALSE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
      Water_pressure_kPa: 0.319,
    },
    readings: { battery_mv: 3318, liquid_pressure_kpa: 319 },
  },
  {
    name: 'pressure code 9 negative',
    port: 2,
    hex: '0CF60109271000000F',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '0109',
      IDC_intput_mA: 10,
      VDC_intput_V: 0,
      IN1_pin_level: 'High',
      IN2_pin_level: 'High',
      Exti_pin_level: 'High',
      Exti_status: 'True',
      IDC_Roc_flagL: 'FALSE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
      Water_pressure_kPa: -0.025,
    },
    readings: { battery_mv: 3318, liquid_pressure_kpa: -25 },
  },
  {
    name: 'pressure code 10 kPa',
    port: 2,
    hex: '0CF6010A30D4000000',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '010a',
      IDC_intput_mA: 12.5,
      VDC_intput_V: 0,
      IN1_pin_level: 'Low',
      IN2_pin_level: 'Low',
      Exti_pin_level: 'Low',
      Exti_status: 'False',
      IDC_Roc_flagL: 'FALSE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
      Water_pressure_kPa: 2.656,
    },
    readings: { battery_mv: 3318, liquid_pressure_kpa: 2.656 },
  },
  {
    name: 'differential',
    port: 2,
    hex: '0CF6020C1F40000080',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '020c',
      IDC_intput_mA: 8,
      VDC_intput_V: 0,
      IN1_pin_level: 'Low',
      IN2_pin_level: 'Low',
      Exti_pin_level: 'Low',
      Exti_status: 'False',
      IDC_Roc_flagL: 'TRUE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
      Differential_pressure_Pa: -500,
    },
    readings: { battery_mv: 3318 },
  },
  {
    name: 'unknown range 16',
    port: 2,
    hex: '0CF6011030D4000000',
    vendor: {
      Bat_V: 3.318,
      Probe_mod: '0110',
      IDC_intput_mA: 12.5,
      VDC_intput_V: 0,
      IN1_pin_level: 'Low',
      IN2_pin_level: 'Low',
      Exti_pin_level: 'Low',
      Exti_status: 'False',
      IDC_Roc_flagL: 'FALSE',
      IDC_Roc_flagH: 'FALSE',
      VDC_Roc_flagL: 'FALSE',
      VDC_Roc_flagH: 'FALSE',
    },
    readings: { battery_mv: 3318 },
    warnings: ['unknown probe model 0110; the loop current is kept as a field only'],
  },
  {
    name: 'datalog',
    port: 3,
    hex: '000A30D4000F0965F1A2C0',
    vendor: { DATALOG2: '[000a,12.5,0.015,High,Low,Low,True,0,2024-03-13 12:57:36]', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entries kept as fields: which word is the loop current is not documented'],
  },
  {
    name: 'samples',
    port: 7,
    hex: '0CF630D4271000FA',
    vendor: { Bat_V: 3.318, DATALOG: '[12.500][10.000][0.250]' },
    readings: { battery_mv: 3318 },
  },
]);

checkVendorCases('dragino/d2x-lb', `${DRAGINO} D20-LB&D20S-LB&D22-LB&D23-LB/D23-LB_v1.3_TTN_decode.txt`, [
  {
    name: 'three probes negative',
    port: 2,
    hex: '0CF6FF9C00008DFF38FFEC',
    vendor: { BatV: 3.318, EXTI_Trigger: 'TRUE', Door_status: 'CLOSE', TempC1: -10, TempC2: -20, TempC3: -2 },
    readings: { battery_mv: 3318, external_temperature: -10 },
  },
  {
    name: 'probe 1 absent',
    port: 2,
    hex: '0CF67FFF00000C01F47FFF',
    vendor: { BatV: 3.318, EXTI_Trigger: 'FALSE', Door_status: 'OPEN', TempC1: 'NULL', TempC2: 50 },
    readings: { battery_mv: 3318 },
    warnings: ['temperature probe 1 reads 0x7FFF (no probe connected); not stored'],
  },
  {
    name: 'mode 31',
    port: 2,
    hex: '0CF60000EC1E7CF6140A1E',
    vendor: {
      TEMPC1_MIN: -20,
      TEMPC1_MAX: 30,
      TEMPC2_MIN: -10,
      TEMPC2_MAX: 20,
      TEMPC3_MIN: 10,
      TEMPC3_MAX: 30,
    },
    // The vendor prints nothing of bytes 0-1 here; they are the battery in every mode.
    ours: { BatV: 3.318 },
    readings: { battery_mv: 3318 },
  },
  {
    name: 'an unknown mode: the battery only',
    port: 2,
    hex: '0CF600FA0000007FFF7FFF',
    vendor: {},
    // The vendor prints nothing of bytes 0-1 here; they are the battery in every mode.
    ours: { BatV: 3.318 },
    readings: { battery_mv: 3318 },
    warnings: ['unknown working mode 0; only the battery was decoded'],
  },
  {
    name: 'datalog',
    port: 3,
    hex: '00FA7FFF7FFF0165F1A2C0',
    vendor: { DATALOG: '[25,3276.7,3276.7,Low,True,2024-03-13 12:57:36],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entries kept as fields: which word is which probe is not documented'],
  },
]);

checkVendorCases('dragino/sn50v3-lb', `${DRAGINO} SN50_v3-LB/SN50_v3-LB_TTN_decode.txt`, [
  {
    name: 'mode 0 SHT',
    port: 2,
    hex: '0CF600FA01F40000FA0258',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'IIC',
      TempC_SHT: 25,
      Hum_SHT: 60,
    },
    readings: { battery_mv: 3318, external_temperature: 25, temperature: 25, humidity: 60 },
  },
  {
    name: 'mode 0 light, no DS18B20',
    port: 2,
    hex: '0CF67FFF01F40100C80000',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: 'NULL',
      ADC1_V: 0.5,
      EXTI_Trigger: 'TRUE',
      Door_status: 'OPEN',
      Work_mode: 'IIC',
      Illum: 200,
    },
    readings: { battery_mv: 3318, illuminance: 200 },
    warnings: ['temperature probe 1 reads 0x7FFF (no probe connected); not stored'],
  },
  {
    name: 'mode 1 distance',
    port: 2,
    hex: '0CF600FA01F40601F4FFFF',
    vendor: {
      Digital_IStatus: 'H',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'Distance',
      Distance_cm: 50,
    },
    readings: { battery_mv: 3318, external_temperature: 25, distance_mm: 500 },
  },
  {
    name: 'mode 2',
    port: 2,
    hex: '0CF600FA01F40A0BB8000020',
    vendor: {
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3ADC+IIC',
      BatV: 3.2,
      ADC1_V: 3.318,
      ADC2_V: 0.25,
      ADC3_V: 0.5,
      Illum: 3000,
    },
    readings: { battery_mv: 3200, illuminance: 3000 },
  },
  {
    name: 'mode 3',
    port: 2,
    hex: '0CF600FA01F40C00FA00FF',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3DS18B20',
      TempC2: 25,
      TempC3: 25.5,
    },
    readings: { battery_mv: 3318, external_temperature: 25 },
  },
  {
    name: 'mode 4 negative weight',
    port: 2,
    hex: '0CF600FA01F410FFFFFFFE',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'Weight',
      Weight: -65537,
    },
    readings: { battery_mv: 3318, external_temperature: 25 },
  },
  {
    name: 'mode 5 count',
    port: 2,
    hex: '0CF600FA01F414FFFFFFFF',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      Work_mode: '1Count',
      Count: 4294967295,
    },
    readings: { battery_mv: 3318, external_temperature: 25, pulse_count: 4294967295 },
  },
  {
    name: 'mode 6',
    port: 2,
    hex: '0CF600FA01F41811010000',
    vendor: {
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      Work_mode: '3Interrupt',
      EXTI1_Trigger: 'FALSE',
      EXTI1_Status: 'OPEN',
      EXTI2_Trigger: 'TRUE',
      EXTI2_Status: 'CLOSE',
      EXTI3_Trigger: 'FALSE',
      EXTI3_Status: 'CLOSE',
    },
    readings: { battery_mv: 3318, external_temperature: 25 },
  },
  {
    name: 'mode 7',
    port: 2,
    hex: '0CF600FA01F41C01F403E8',
    vendor: {
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3ADC+1DS18B20',
      ADC2: 0.5,
      ADC3: 1,
    },
    readings: { battery_mv: 3318, external_temperature: 25 },
  },
  {
    name: 'mode 8',
    port: 2,
    hex: '0CF600FA7FFF2000FA000000050000000A',
    vendor: {
      BatV: 3.318,
      TempC1: 25,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3DS18B20+2Count',
      TempC2: 'NULL',
      TempC3: 25,
      Count1: 5,
      Count2: 10,
    },
    readings: { battery_mv: 3318, external_temperature: 25, pulse_count: 5 },
  },
  {
    name: 'mode 9 ms',
    port: 2,
    hex: '0CF600FA01F42603E801F4',
    vendor: {
      Digital_IStatus: 'H',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'PWM',
      pwm_mode: 'ms',
      Frequency: 1,
      Dutycycle: 50,
    },
    readings: { battery_mv: 3318, external_temperature: 25 },
  },
  {
    name: 'mode 10',
    port: 2,
    hex: '0CF600FA01F428FF380000',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: 25,
      ADC1_V: 0.5,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'TMP117',
      TempC_tmp117: -2,
    },
    readings: { battery_mv: 3318, external_temperature: -2 },
  },
  {
    name: 'mode 11',
    port: 2,
    hex: '0CF6FF9C02582C00000064',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.318,
      TempC1: -10,
      ADC1_V: 0.6,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'Count+SHT31',
      TempC_SHT: -10,
      Hum_SHT: 60,
      Count: 100,
    },
    readings: { battery_mv: 3318, temperature: -10, humidity: 60, pulse_count: 100 },
  },
]);

checkVendorCases('dragino/cpl03-lb', `${DRAGINO} CPL03-LB/CPL03-LB_TTN_v1.1.1_decoder.txt`, [
  {
    name: 'CPL01 SUM',
    port: 2,
    hex: '1100000A00001E65F1A2C0',
    vendor: {
      WORKMOD: 'CPL01',
      CMOD: 'SUM',
      TDC: 'YES',
      ALARM: 'FALSE',
      PIN_STATUS: 'OPEN',
      TTRIG_MOD: 0,
      TOTAL_PULSE: 10,
      LAST_DURATION: 30,
      TIME: '2024-03-13 12:57:36',
    },
    readings: { pulse_count: 10 },
  },
  {
    name: 'CPL01 PART',
    port: 2,
    hex: '3200000A00001E65F1A2C0',
    vendor: {
      WORKMOD: 'CPL01',
      CMOD: 'PART',
      TDC: 'YES',
      ALARM: 'TRUE',
      PIN_STATUS: 'CLOSE',
      TTRIG_MOD: 0,
      TOTAL_PULSE: 10,
      LAST_DURATION: 30,
      TIME: '2024-03-13 12:57:36',
    },
    readings: {},
  },
  {
    name: 'CPL03 SUM',
    port: 2,
    hex: '0F00000A00001400001E05',
    vendor: {
      WORKMOD: 'CPL03',
      CMOD: 'SUM',
      TDC: 'NO',
      CALCULATE_FLAG: 7,
      PA8_TOTAL_PULSE: 10,
      PA4_TOTAL_PULSE: 20,
      PB15_TOTAL_PULSE: 30,
      PA8_ROC: 'TRUE',
      PA4_ROC: 'FALSE',
      PB15_ROC: 'TRUE',
    },
    readings: { pulse_count: 10 },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '1100000A00001E65F1A2C03900000A00001E65F1A2C0',
    vendor: {
      DATALOG:
        '[CPL01,SUM,YES,FALSE,OPEN,0,10,30,2024-03-13 12:57:36],[CPL03,PART,YES,1,10,30,2024-03-13 12:57:36],',
      PNACKMD: 'False',
    },
    readings: { 'pulse_count@2024-03-13T12:57:36.000Z': 10 },
  },
  {
    name: 'settings',
    port: 4,
    hex: '0004B00101003C01020314',
    vendor: {
      TDC: 1200,
      DISALARM: 1,
      KEEP_STATUS: 1,
      KEEP_TIME: 60,
      TTRIG_MOD1: 1,
      TTRIG_MOD2: 2,
      TTRIG_MOD3: 3,
      ALARM_TDC: 20,
    },
    readings: {},
  },
  {
    name: 'interrupts',
    port: 7,
    hex: '2D',
    vendor: {
      EXTI_PA8_Trigger: 'FALSE',
      EXTI_PA8_Status: 'CLOSE',
      EXTI_PA4_Trigger: 'TRUE',
      EXTI_PA4_Status: 'CLOSE',
      EXTI_PB15_Trigger: 'TRUE',
      EXTI_PB15_Status: 'OPEN',
    },
    readings: {},
  },
]);

checkVendorCases('dragino/cpl01', `${DRAGINO} CPL01/Decoder.txt`, [
  {
    name: 'connect, alarm',
    port: 2,
    hex: '0E00000A00001E65F1A2C0',
    vendor: {
      ALARM: 'TRUE',
      PIN_STATUS: 'CONNECT',
      CALCULATE_FLAG: 3,
      TOTAL_PULSE: 10,
      LAST_DISCONNECT_DURATION: 30,
      TIME: '2024-03-13 12:57:36',
    },
    readings: { pulse_count: 10 },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '0100000A00001E65F1A2C0',
    vendor: { DATALOG: '[FALSE,OPEN,10,0,30,2024-03-13 12:57:36],' },
    readings: { 'pulse_count@2024-03-13T12:57:36.000Z': 10 },
  },
  {
    name: 'settings',
    port: 4,
    hex: '0004B00101003C01',
    vendor: { TDC: 1200, DISALARM: 1, KEEP_STATUS: 1, KEEP_TIME: 60, TRIGGER_MODE: 1 },
    readings: {},
  },
]);

checkVendorCases('dragino/wl03a-lb', `${DRAGINO} WL03A-LB/WL03A-LB_TTN_Decoder.txt`, [
  {
    name: 'PART leak',
    port: 2,
    hex: '0D00000A00001E65F1A2C0',
    vendor: {
      CMOD: 'PART',
      TDC: 'YES',
      ALARM: 'FALSE',
      WATER_LEAK_STATUS: 'LEAK',
      WATER_LEAK_TIMES: 10,
      LAST_WATER_LEAK_DURATION: 30,
      TIME: '2024-03-13 12:57:36',
    },
    readings: { leak: true },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '8D00000A00001E65F1A2C00800000000000065F1A640',
    vendor: {
      DATALOG:
        '[PART,YES,FALSE,LEAK,10,30,2024-03-13 12:57:36],[PART,NO,FALSE,NO LEAK,0,0,2024-03-13 13:12:32],',
      PNACKMD: 'True',
    },
    readings: { 'leak@2024-03-13T12:57:36.000Z': true, 'leak@2024-03-13T13:12:32.000Z': false },
  },
  {
    name: 'settings',
    port: 4,
    hex: '0004B00101003C05',
    vendor: { TDC: 1200, DISALARM: 1, KEEP_STATUS: 1, KEEP_TIME: 60, LEAK_ALARM_TIME: 5 },
    readings: {},
  },
]);

checkVendorCases('dragino/ds03a-lb', `${DRAGINO} DS03A-LB/DS03A-LB_TTN_v1.0_decode.txt`, [
  {
    name: 'one door',
    port: 2,
    hex: '0F00000A00001E65F1A2C0',
    vendor: {
      CMOD: 'PART',
      TDC: 'YES',
      ALARM: 'TRUE',
      DOOR_OPEN_STATUS: 'OPEN',
      DOOR_OPEN_TIMES: 10,
      LAST_DOOR_OPEN_DURATION: 30,
      TIME: '2024-03-13 12:57:36',
    },
    readings: { door_open: true },
  },
  {
    name: 'two doors',
    port: 2,
    hex: '0700000A00001E65F1A2C00200000500000A',
    vendor: {
      CMOD: 'SUM',
      TDC: 'YES',
      ALARM1: 'TRUE',
      DOOR1_OPEN_STATUS: 'OPEN',
      DOOR1_OPEN_TIMES: 10,
      LAST_DOOR1_OPEN_DURATION: 30,
      ALARM2: 'TRUE',
      DOOR2_OPEN_STATUS: 'CLOSE',
      DOOR2_OPEN_TIMES: 5,
      LAST_DOOR2_OPEN_DURATION: 10,
      TIME: '2024-03-13 12:57:36',
    },
    readings: { door_open: true },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '0D00000A00001E65F1A2C0',
    vendor: { DATALOG: '[PART,YES,FALSE,OPEN,10,30,2024-03-13 12:57:36],', PNACKMD: 'False' },
    readings: { 'door_open@2024-03-13T12:57:36.000Z': true },
  },
  {
    name: 'settings',
    port: 4,
    hex: '0004B00101003C01007814',
    vendor: {
      TDC: 1200,
      DISALARM: 1,
      KEEP_STATUS1: 1,
      KEEP_TIME1: 60,
      KEEP_STATUS2: 1,
      KEEP_TIME2: 120,
      ALARM_TDC: 20,
    },
    readings: {},
  },
]);

checkVendorCases('dragino/lds01', `${DRAGINO} LDS02/lds01_02_Decoder_ttn_v1.5.txt`, [
  {
    name: 'door mode',
    port: 10,
    hex: '8BA40100000500002201',
    vendor: {
      BAT_V: 2.98,
      MOD: 1,
      DOOR_OPEN_STATUS: 1,
      DOOR_OPEN_TIMES: 5,
      LAST_DOOR_OPEN_DURATION: 34,
      ALARM: 1,
    },
    readings: { battery_mv: 2980, door_open: true },
  },
]);

checkVendorCases('dragino/lwl01', `${DRAGINO} LDS02/lds01_02_Decoder_ttn_v1.5.txt`, [
  {
    name: 'leak mode',
    port: 10,
    hex: '4BA40200000300001000',
    vendor: { BAT_V: 2.98, MOD: 2, WATER_LEAK_STATUS: 1, WATER_LEAK_TIMES: 3, LAST_WATER_LEAK_DURATION: 16 },
    readings: { battery_mv: 2980, leak: true },
  },
]);

checkVendorCases('dragino/lht65n-pir', `${DRAGINO} LHT65N-PIR/lht65n_pir ttn_decoder.js`, [
  {
    name: 'activity',
    port: 2,
    hex: 'CBF60B0D03760E01000005',
    vendor: {
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
      Work_mode: 'PIR Sensor',
      Exti_pin_level: 'Activity',
      Move_count: 5,
    },
    readings: { battery_mv: 3062, temperature: 28.29, humidity: 88.6, motion: true },
  },
  {
    name: 'negative, no activity',
    port: 2,
    hex: 'CBF6FF9C03760E00000000',
    vendor: {
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: 654.36,
      Hum_SHT: 88.6,
      Work_mode: 'PIR Sensor',
      Exti_pin_level: 'No activity',
      Move_count: 0,
    },
    // The vendor reads the temperature unsigned: 0xFF9C is 654.36 °C; it is -1.00 °C.
    ours: { TempC_SHT: -1 },
    readings: { battery_mv: 3062, temperature: -1, humidity: 88.6, motion: false },
  },
]);

checkVendorCases('dragino/dds04-lb', `${DRAGINO} DDS04-LB/DDS04-LB TTN Decoder.txt`, [
  {
    name: 'trigger, two probes',
    port: 2,
    hex: '4D4A031600000BB8000001',
    vendor: {
      BatV: 3.402,
      EXTI_Trigger: 'TRUE',
      EXTI_Level: 'LOW',
      distance1_cm: 79,
      distance2_cm: 0,
      distance3_cm: 300,
      distance4_cm: 0,
      mes_type: 1,
    },
    readings: { battery_mv: 3402, distance_mm: 790, distance_3_mm: 3000 },
  },
]);
