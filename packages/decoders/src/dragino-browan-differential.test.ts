import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

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

const readingsOf = (result: DecodeResult): Record<string, number | boolean> =>
  Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value]));

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
