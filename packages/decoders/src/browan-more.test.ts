import { describe, expect, it } from 'vitest';
import { errorOf, readingOf, readingsOf, run } from './test-support/decode-helpers.ts';
import {
  browanTtnExamples,
  TBAM100_YAML,
  TBHH100_YAML,
  TBSL100_YAML,
} from './test-support/ttn-codec-examples-browan.ts';

// Browan Tabs TBHH100, TBAM100, TBSL100 and TBOL100 (Object Locator): the TTN device
// repository's codec.yaml examples, input and output verbatim, and the payload tables of
// Browan's reference manuals.
const TTN = 'TheThingsNetwork/lorawan-devices vendor/browan';
const LOCATOR_YAML = `${TTN}/objectlocator-codec.yaml at 7af4c342b422b90b320376aad6f6c890a74f9fef`;
const BROWAN_README =
  'browanofficial/Sensor-Decoder tabs_sensor/README.md at 625a2b0a80f5e849cda475d069bc05db5021b7fd';

describe(`browan/tbhh100 vs ${TTN}/${TBHH100_YAML} and ${BROWAN_README}`, () => {
  it('"Temperature & Humidity": the example, CO2 and VOC bytes 0xFF (no such hardware)', () => {
    const { model, fPort, hex, output } = browanTtnExamples.tbhh100;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, temperature: 21, humidity: 34 });
    expect(result.warnings).toBeUndefined();
  });

  it('"Unknown FPort": refused', () => {
    expect(errorOf(() => run('browan/tbhh100', 42, '01')).kind).toBe('unsupported_port');
  });

  it('a temperature byte of 0 carries no measurement, as tbhh100.js returns nothing for it', () => {
    const result = run('browan/tbhh100', 103, '08AB8022FFFFFFFF');
    expect(result.fields).toStrictEqual({});
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual(['temperature byte 0: the frame carries no measurement']);
  });

  it('says when status bit 3 ("thh_type") calls the frame an IAQ sensor’s, and refuses 4 bytes', () => {
    expect(run('browan/tbhh100', 103, '00AB3522FFFFFFFF').warnings).toStrictEqual([
      'status bit 3 is clear: the frame says it comes from an IAQ sensor (TBHV110 layout)',
    ]);
    expect(errorOf(() => run('browan/tbhh100', 103, '08AB3522')).message).toBe(
      'browan/tbhh100: payload too short (4 bytes, expected 8)',
    );
  });
});

describe(`browan/tbam100 vs ${TTN}/${TBAM100_YAML}`, () => {
  it('"Light status changed": lux is the 24-bit word / 100 (TBAM100 manual BQW_02_0008.001 §4.1)', () => {
    const { model, fPort, hex, output } = browanTtnExamples.tbam100;
    const result = run(model, fPort, hex);
    expect(result.fields).toMatchObject(output);
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, illuminance: 251, temperature: 22 });
  });

  it('refuses the manual’s 6-byte frame cut short, and decodes nothing from zeros', () => {
    expect(errorOf(() => run('browan/tbam100', 104, '12FB360C62')).message).toBe(
      'browan/tbam100: payload too short (5 bytes, expected 6)',
    );
    expect(run('browan/tbam100', 104, '000000000000').warnings).toStrictEqual([
      'all-zero payload carries no data',
    ]);
  });
});

describe(`browan/tbsl100 vs ${TTN}/${TBSL100_YAML}`, () => {
  it('"Sound level keep alive": 40 dB(A)', () => {
    const { model, fPort, hex, output } = browanTtnExamples.tbsl100;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, temperature: 22, sound_dba: 40 });
  });

  it('255 is "sensor could not measure decibel value" (TBSL100 manual BQW_02_0011.001 §4.1.2)', () => {
    const result = run('browan/tbsl100', 105, '010CBAFF');
    expect(result.fields.decibel).toBe(255);
    expect(readingOf(result, 'sound_dba')).toBeUndefined();
    expect(readingOf(result, 'temperature')).toBe(26);
    expect(result.warnings).toStrictEqual(['the sensor could not measure the sound level (0xFF)']);
  });
});

describe(`browan/objectlocator (TBOL100) vs the payload table of ${LOCATOR_YAML}`, () => {
  it('a fix: little-endian latitude and longitude in 1e-6°, accuracy 2^(a+2) m', () => {
    // Toronto, 43.6532, -79.3832; status 0 (fixed), battery (25 + 12) / 10 V, PCB 26 °C, a = 1.
    const result = run('browan/objectlocator', 136, '000C3A50189A0260B5443B');
    expect(result.location).toStrictEqual({ lat: 43.6532, lon: -79.3832, accuracy: 8 });
    expect(readingsOf(result)).toStrictEqual({
      button: false,
      motion: false,
      temperature: 26,
      battery_mv: 3700,
    });
    expect(result.warnings).toBeUndefined();
  });

  it('"Bit [3] 1 - no GNSS fix": the last coordinates reported are no position', () => {
    const result = run('browan/objectlocator', 136, '0A0C3A50189A0260B5443B');
    expect(result.location).toBeUndefined();
    expect(result.fields).toMatchObject({ NoGNSSFix: 1, MovingMode: 1, Lat: 43.6532, Long: -79.3832 });
    expect(readingsOf(result)).toMatchObject({ motion: true });
    expect(result.warnings).toStrictEqual([
      'no GNSS fix: the coordinates are the last ones reported; not stored',
    ]);
  });

  it('"Bit [4] 1 - GNSS error": no position either', () => {
    const result = run('browan/objectlocator', 136, '110C3A50189A0260B5443B');
    expect(result.location).toBeUndefined();
    expect(readingsOf(result)).toMatchObject({ button: true });
    expect(result.warnings).toStrictEqual(['GNSS error: no position']);
  });

  it('"never a GNSS fix acquired, the values may both be 0": no (0, 0) position', () => {
    const result = run('browan/objectlocator', 136, '000C3A0000000000000000');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual(['position 0, 0 is not a fix; not stored']);
  });

  it('"the value 7 represents an accuracy estimate of worse than 256m": no accuracy claimed', () => {
    const result = run('browan/objectlocator', 136, '000C3A50189A0260B544FB');
    expect(result.location).toStrictEqual({ lat: 43.6532, lon: -79.3832 });
    expect(result.fields.PositionEstimate).toBe(512);
    expect(result.warnings).toStrictEqual([
      'GNSS accuracy worse than 256 m: position stored without accuracy',
    ]);
  });

  it('"If the sensor is charging, the battery value will always be 0x00": no voltage then', () => {
    const result = run('browan/objectlocator', 136, '00003A50189A0260B5443B');
    expect(readingOf(result, 'battery_mv')).toBeUndefined();
    expect(result.warnings).toStrictEqual(['battery level 0: the battery is charging, no voltage reported']);
  });

  it('refuses a short frame, other ports, and decodes nothing from zeros', () => {
    expect(errorOf(() => run('browan/objectlocator', 136, '000C3A50189A02')).message).toBe(
      'browan/objectlocator: payload too short (7 bytes, expected 11)',
    );
    expect(errorOf(() => run('browan/objectlocator', 204, '000C3A50189A0260B5443B')).kind).toBe(
      'unsupported_port',
    );
    expect(run('browan/objectlocator', 136, '0000000000000000000000').warnings).toStrictEqual([
      'all-zero payload carries no data',
    ]);
  });
});
