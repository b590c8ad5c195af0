import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';

// Differential checks of the TBHH100, TBAM100, TBSL100 and Object Locator decoders against the
// TTN repository codecs and Browan's own Tabs decoder, run in Node on payloads built to cover
// each flag, sign, sentinel and reserved bit. `fields` is what the TTN codec gave for those bytes
// (its `data`) unless a comment says where and why we differ; Browan's decoder's values are in
// the comments. Neither is needed at run time.
//
// Sources, decoded in Node:
const TTN = 'TheThingsNetwork/lorawan-devices vendor/browan';
const TBHH100 = `${TTN}/tbhh100.js at 2beef98416a91e78a4c164b06795800f053deeee`;
const TBAM100 = `${TTN}/tbam100.js at 9d654066b1a5bb4c5f46d75c5dfdacf8eb04a941`;
const TBSL100 = `${TTN}/tbsl100.js at 0a254aaa3adb0237faed50aa34916df1d07cf417`;
const LOCATOR = `${TTN}/objectlocator.js at 7af4c342b422b90b320376aad6f6c890a74f9fef`;
const BROWAN =
  'browanofficial/Sensor-Decoder tabs_sensor/Decoder_tabssensor_forTTN_v4.1.txt at 625a2b0a80f5e849cda475d069bc05db5021b7fd';

describe(`browan/tbhh100 vs ${TBHH100} and ${BROWAN}`, () => {
  it('a cold, damp room (Browan: battery_volt 3.7, temperature 10, humidity 75, thh_type 1)', () => {
    const result = run('browan/tbhh100', 103, '080C2A4BFFFFFFFF');
    expect(result.fields).toStrictEqual({ status: 1, battery: 3.7, temperature: 10, humidity: 75 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3700, temperature: 10, humidity: 75 });
  });

  it('below zero, 100 % RH, and a status with more bits (status is byte 0 >> 3 there)', () => {
    // Browan: temperature -2, humidity 100, thh_type 1.
    const result = run('browan/tbhh100', 103, '180B1E64FFFFFFFF');
    expect(result.fields).toStrictEqual({ status: 3, battery: 3.6, temperature: -2, humidity: 100 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, temperature: -2, humidity: 100 });
  });

  it('temperature byte 0: TTN returns {}, Browan -32 °C; we store nothing and say why', () => {
    const result = run('browan/tbhh100', 103, '08AB8022FFFFFFFF');
    expect(result.fields).toStrictEqual({});
    expect(result.readings).toStrictEqual([]);
  });
});

describe(`browan/tbam100 vs ${TBAM100} (${BROWAN}: "Invalid fPort or payload length" for 6 bytes)`, () => {
  it('darker, keep-alive, 10000 lx; ours adds the Tabs `status` (bit 0) the codec leaves out', () => {
    const result = run('browan/tbam100', 104, '21FB3A40420F');
    expect(result.fields).toStrictEqual({
      status: 1,
      darker: 1,
      lighter: 0,
      statusChange: 0,
      keepAlive: 1,
      battery: 3.6,
      temperatureBoard: 26,
      lux: 10000,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, illuminance: 10000, temperature: 26 });
  });

  it('darkness: 0 lx is a reading', () => {
    const result = run('browan/tbam100', 104, '010C2E000000');
    expect(result.fields).toMatchObject({ darker: 1, battery: 3.7, temperatureBoard: 14, lux: 0 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3700, illuminance: 0, temperature: 14 });
  });
});

describe(`browan/tbsl100 vs ${TBSL100} and ${BROWAN}`, () => {
  it('a threshold event at 90 dB(A) (Browan: sound_trig 1, sound_db 90)', () => {
    const result = run('browan/tbsl100', 105, '010C3A5A');
    expect(result.fields).toStrictEqual({ status: 1, battery: 3.7, temperatureBoard: 26, decibel: 90 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3700, temperature: 26, sound_dba: 90 });
  });

  it('255 and a set bit 7 of the temperature byte: both decoders give decibel 255, temperature 26', () => {
    const result = run('browan/tbsl100', 105, '010CBAFF');
    expect(result.fields).toStrictEqual({ status: 1, battery: 3.7, temperatureBoard: 26, decibel: 255 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3700, temperature: 26 });
  });
});

describe(`browan/objectlocator vs ${LOCATOR} and ${BROWAN}`, () => {
  const fix = (Lat: number, Long: number, PositionEstimate: number) => ({ Lat, Long, PositionEstimate });

  it('Paris, 16 m (the bytes apps/server vendor-trackers.test.ts quotes)', () => {
    const result = run('browan/objectlocator', 136, '000B37257AE9025EE42340');
    expect(result.fields).toStrictEqual({
      ButtonTrigger: 0,
      MovingMode: 0,
      NoGNSSFix: 0,
      GNSSerror: 0,
      Battery: 3.6,
      Temp: 23,
      ...fix(48.855589, 2.352222, 16),
    });
    expect(result.location).toStrictEqual({ lat: 48.855589, lon: 2.352222, accuracy: 16 });
  });

  it('south and west: two’s complement (Browan: -10.5475, -14.125071, one off in the last digit)', () => {
    const result = run('browan/objectlocator', 136, '000C3AD30E5F0FF077281F');
    expect(result.fields).toMatchObject(fix(-10.547501, -14.125072, 4));
    expect(result.location).toStrictEqual({ lat: -10.547501, lon: -14.125072, accuracy: 4 });
  });

  it('button and moving with accuracy code 7: TTN and Browan 512 m, we claim none', () => {
    const result = run('browan/objectlocator', 136, '030C3A2D7EAE02F0B836F9');
    expect(result.fields).toMatchObject({
      ButtonTrigger: 1,
      MovingMode: 1,
      ...fix(44.989997, -113.854224, 512),
    });
    expect(readingsOf(result)).toStrictEqual({
      button: true,
      motion: true,
      temperature: 26,
      battery_mv: 3700,
    });
    expect(result.location).toStrictEqual({ lat: 44.989997, lon: -113.854224 });
  });

  it('reserved bits: TTN reads GNSSerror 14 (high nibble) and Temp 154 (whole byte); Browan and we do not', () => {
    // Browan: obj_gnserr 0, temperature 26; the manual: status bits 7-5 and temperature bit 7 RFU.
    const result = run('browan/objectlocator', 136, 'E00CBA50189A0260B5443B');
    expect(result.fields).toMatchObject({ GNSSerror: 0, Temp: 26, ...fix(43.6532, -79.3832, 8) });
    expect(result.location).toStrictEqual({ lat: 43.6532, lon: -79.3832, accuracy: 8 });
  });

  it('latitude bits 31-28 reserved: TTN reads 328.865872, Browan and we 43.6532', () => {
    const result = run('browan/objectlocator', 136, '000C3A50189AF260B5443B');
    expect(result.fields).toMatchObject(fix(43.6532, -79.3832, 8));
    expect(result.location).toStrictEqual({ lat: 43.6532, lon: -79.3832, accuracy: 8 });
  });

  it('GNSS error while charging: Battery 2.5 as the codecs print it, no voltage, no position', () => {
    const result = run('browan/objectlocator', 136, '10003A2D7EAE02F0B836F9');
    expect(result.fields).toMatchObject({ GNSSerror: 1, Battery: 2.5 });
    expect(readingsOf(result)).toStrictEqual({ button: false, motion: false, temperature: 26 });
    expect(result.location).toBeUndefined();
  });
});
