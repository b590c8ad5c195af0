import { describe, expect, it } from 'vitest';
import { decode } from './index.ts';
import { errorOf, readingFieldsOf as fieldsOf, readingOf, run } from './test-support/decode-helpers.ts';

const FRAMES: ReadonlyArray<readonly [string, number, number]> = [
  ['dragino/lht65', 2, 11],
  ['dragino/lht65n', 2, 11],
  ['dragino/lds02', 10, 10],
  ['dragino/lwl02', 10, 10],
  ['dragino/lse01', 2, 11],
  ['dragino/llms01', 2, 11],
  ['dragino/lgt92', 2, 11],
  ['dragino/ldds04', 2, 11],
  ['dragino/laq4', 2, 11],
];

describe.each(FRAMES)('%s', (modelId, fPort, length) => {
  it('names the model, the length and the expected length when the payload is short', () => {
    const error = errorOf(() => decode(modelId, fPort, new Uint8Array(length - 1).fill(0x0c)));
    expect(error.message).toBe(`${modelId}: payload too short (${length - 1} bytes, expected ${length})`);
    expect(error.kind).toBe('invalid_payload');
  });

  it('refuses a port the device does not send data on', () => {
    const error = errorOf(() => decode(modelId, 99, new Uint8Array(length)));
    expect(error.message).toMatch(
      new RegExp(`^${modelId}: unsupported fPort 99 \\(expected ${fPort}( or \\d+)*\\)$`),
    );
    expect(error.kind).toBe('unsupported_port');
  });

  it('refuses an empty payload', () => {
    expect(errorOf(() => decode(modelId, fPort, new Uint8Array())).message).toBe(`${modelId}: empty payload`);
  });
});

describe('dragino/lht65', () => {
  it('matches the example of the brief', () => {
    expect(errorOf(() => run('dragino/lht65', 2, 'CBF60B0D')).message).toBe(
      'dragino/lht65: payload too short (4 bytes, expected 11)',
    );
  });

  it('keeps the 0x7FFF probe sentinel out of the readings', () => {
    const result = run('dragino/lht65', 2, 'CC2C0A2901DC017FFF7FFF');
    expect(result.fields.TempC_DS).toBe(327.67);
    expect(fieldsOf(result)).not.toContain('external_temperature');
  });

  it('gives no probe reading without a probe, and reports a disconnected one', () => {
    expect(fieldsOf(run('dragino/lht65', 2, 'CBF60B0D0376000ADD7FFF'))).not.toContain('external_temperature');
    const disconnected = run('dragino/lht65', 2, 'CBF60B0D0376810ADD7FFF');
    expect(disconnected.fields.No_connect).toBe('Sensor no connection');
    expect(fieldsOf(disconnected)).not.toContain('external_temperature');
  });

  it('decodes the illuminance probe', () => {
    const result = run('dragino/lht65', 2, 'CBF60B0D03760501F47FFF');
    expect(result.fields).toMatchObject({ Work_mode: 'Illumination Sensor', ILL_lx: 500 });
    expect(readingOf(result, 'illuminance')).toBe(500);
  });

  it('drops an impossible humidity with a warning', () => {
    const result = run('dragino/lht65', 2, 'CBF60B0D0FFF010ADD7FFF');
    expect(fieldsOf(result)).not.toContain('humidity');
    expect(result.warnings?.[0]).toMatch(/humidity 409.5 is outside/);
  });

  it('refuses an unknown message status and over-long frames', () => {
    expect(errorOf(() => run('dragino/lht65', 2, 'CBF60B0D0376C10ADD7FFF')).message).toMatch(
      /unknown message status/,
    );
    expect(errorOf(() => run('dragino/lht65', 2, 'CBF60B0D0376010ADD7FFF00')).message).toMatch(
      /unexpected length/,
    );
  });

  it('decodes the TMP117 probe on the LHT65N only', () => {
    const payload = 'CBF60B0D037602096C7FFF';
    expect(readingOf(run('dragino/lht65n', 2, payload), 'external_temperature')).toBe(24.12);
    expect(fieldsOf(run('dragino/lht65', 2, payload))).not.toContain('external_temperature');
  });
});

describe('dragino/lds02 and lwl02 (shared frame)', () => {
  it('gives both states in mode 3', () => {
    const result = run('dragino/lds02', 10, 'CC96030000000000000100');
    expect(readingOf(result, 'door_open')).toBe(true);
    expect(readingOf(result, 'leak')).toBe(true);
  });

  it('refuses the TTN example cut to 7 bytes, as Dragino’s own decoder does', () => {
    // [ttn-device-repo] vendor/dragino/lds02-codec.yaml and lwl02-codec.yaml, example "Distance
    // Detection" (0B880100250001): the codec pads the missing bytes with zeros and reports
    // DOOR_OPEN_TIMES 9472, LAST_DOOR_OPEN_DURATION 65536. The frame is 10 bytes (manual;
    // dragino-end-node-decoder LDS02/lds01_02_Decoder_ttn_v1.5 returns nothing otherwise),
    // so those counters are not in the payload.
    for (const modelId of ['dragino/lds02', 'dragino/lwl02']) {
      expect(errorOf(() => run(modelId, 10, '0B880100250001')).message).toBe(
        `${modelId}: payload too short (7 bytes, expected 10)`,
      );
    }
  });

  it('keeps only the battery in an unknown mode', () => {
    const result = run('dragino/lwl02', 10, '0C96090000000000000000');
    expect(result.fields).toStrictEqual({ BAT_V: 3.222, MOD: 9 });
    expect(fieldsOf(result)).toEqual(['battery_mv']);
    expect(result.warnings).toHaveLength(1);
  });
});

describe('dragino/lse01 and llms01', () => {
  it('treats a 0x0000 probe word as "no probe"', () => {
    expect(fieldsOf(run('dragino/llms01', 2, '0D230000025400F9000001'))).not.toContain('temperature');
    expect(fieldsOf(run('dragino/lse01', 2, 'CE29000007A5099B6E2890'))).not.toContain('temperature');
  });

  it('reads negative soil and leaf temperatures as Dragino does, (raw - 0xFFFF)', () => {
    // The probe word stays two's complement, as in Dragino's decoders; see vendor-examples.test.ts.
    const result = run('dragino/lse01', 2, 'CE29FFF607A5FF7E6E2890');
    expect(result.fields).toMatchObject({ TempC_DS18B20: '-1.0', temp_SOIL: '-1.29' });
    expect(readingOf(result, 'soil_temperature')).toBe(-1.29);
    expect(run('dragino/llms01', 2, '0D2300000254FFF6000001').fields.Leaf_Temperature).toBe('-0.90');
  });
});

describe('dragino/lgt92', () => {
  it('gives no location without a fix', () => {
    const result = run('dragino/lgt92', 2, '00000000000000000D2060');
    expect(result.location).toBeUndefined();
    expect(result.fields).not.toHaveProperty('latitude');
    expect(result.warnings).toEqual(['GPS failed to obtain location']);
  });

  it('gives no location when low battery turned GPS off', () => {
    const result = run('dragino/lgt92', 2, '0FFFFFFF0FFFFFFF0AF060');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toEqual(['GPS turned off because of low battery']);
  });

  it('decodes the roll, pitch and HDOP of the vendor’s 16-byte example', () => {
    // [ttn-device-repo] vendor/dragino/lgt92-codec.yaml @ 0874a8f5, example "Distance Detection":
    // Roll 0.75, Pitch 4, hdop 0. That codec's altitude 0 (and MD "Disable", string flags) came
    // from bytes the frame does not have and from its own bugs; the current codec reads
    // the same first 15 bytes as MD "Move", LON true.
    const result = run('dragino/lgt92', 2, '015A785406CF33D80D2060004B019000');
    expect(result.fields).toStrictEqual({
      latitude: 22.70626,
      longitude: 114.24252,
      ALARM_status: false,
      BatV: 3.36,
      MD: 'Move',
      LON: true,
      FW: 160,
      Roll: 0.75,
      Pitch: 4,
      hdop: 0,
    });
    expect(result.location).toEqual({ lat: 22.70626, lon: 114.24252 });
    expect(result.warnings).toEqual(['unexpected length 16 (LGT-92 frames have 11, 15 or 18 bytes)']);
  });

  it('keeps roll and pitch when a frame stops inside a later part', () => {
    const result = run('dragino/lgt92', 2, '015A785406CF33D80D2060004B0190');
    expect(result.fields).toMatchObject({ Roll: 0.75, Pitch: 4 });
    const cut = run('dragino/lgt92', 2, '015A785406CF33D80D2060004B01');
    expect(cut.fields).not.toHaveProperty('Roll');
    expect(cut.warnings).toEqual(['unexpected length 14; decoded the first 11 bytes only']);
  });

  it('reads the alarm button and the altitude of 18-byte frames', () => {
    const result = run('dragino/lgt92', 2, '015A785406CF33D84D2060004B01900A2710');
    expect(readingOf(result, 'button')).toBe(true);
    expect(result.fields).toMatchObject({ hdop: 0.1, altitude: 100, Roll: 0.75, Pitch: 4 });
    expect(result.location).toEqual({ lat: 22.70626, lon: 114.24252, alt: 100 });
  });
});

describe('dragino/ldds04', () => {
  it('gives no reading for an unplugged probe', () => {
    const result = run('dragino/ldds04', 2, '0D4A03160000031A031501');
    expect(result.fields.distance2_cm).toBe(0);
    expect(fieldsOf(result)).not.toContain('distance_2_mm');
    expect(readingOf(result, 'distance_mm')).toBe(790);
  });

  it('decodes nothing from a configuration frame', () => {
    const result = run('dragino/ldds04', 2, '0300000000000000000002');
    expect(result.fields).toStrictEqual({});
    expect(result.warnings).toHaveLength(1);
  });
});

describe('dragino/laq4', () => {
  it('decodes the alarm settings mode and warns on unknown modes', () => {
    const settings = run('dragino/laq4', 2, '0D077CF6285A3201F403E8');
    expect(settings.fields).toMatchObject({
      Work_mode: 'ALARM',
      SHTEMPMIN: -10,
      SHTEMPMAX: 40,
      CO2MAX: 1000,
    });
    const unknown = run('dragino/laq4', 2, '0D07080012020B00FB01B3');
    expect(unknown.fields).toStrictEqual({});
    expect(unknown.warnings).toEqual(['unknown work mode 2; nothing decoded']);
  });
});
