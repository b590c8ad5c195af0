import { describe, expect, it } from 'vitest';
import { decode, EncodeError, encode, toHex } from './index.ts';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';

const MODELS: ReadonlyArray<readonly [string, number, number]> = [
  ['browan/tbms100', 102, 8],
  ['browan/tbdw100', 100, 8],
  ['browan/tbwl100', 106, 5],
  ['browan/tbpb100', 147, 3],
  ['browan/tbhv110', 103, 11],
];

describe.each(MODELS)('%s', (modelId, fPort, length) => {
  it('refuses a short payload', () => {
    const short = new Uint8Array(length - 1).fill(0x01);
    expect(errorOf(() => decode(modelId, fPort, short)).message).toBe(
      `${modelId}: payload too short (${length - 1} bytes, expected ${length})`,
    );
  });

  it('refuses the ports of the other Tabs models (the port identifies the model)', () => {
    const other = MODELS.find(([id]) => id !== modelId)?.[1] ?? 1;
    expect(errorOf(() => decode(modelId, other, new Uint8Array(length).fill(1))).kind).toBe(
      'unsupported_port',
    );
  });

  it('decodes nothing from an all-zero payload, as the TTN codecs do', () => {
    const result = decode(modelId, fPort, new Uint8Array(length));
    expect(result.fields).toStrictEqual({});
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual(['all-zero payload carries no data']);
  });

  it('reads the battery in mV from the shared header', () => {
    const bytes = new Uint8Array(length).fill(0);
    bytes[1] = 0x0b;
    bytes[2] = 0x34;
    expect(readingOf(decode(modelId, fPort, bytes), 'battery_mv')).toBe(3600);
  });
});

describe('Browan states', () => {
  it('map status bit 0 to the model’s reading', () => {
    expect(readingOf(run('browan/tbms100', 102, '00BB340400DC7801'), 'motion')).toBe(false);
    expect(readingOf(run('browan/tbdw100', 100, '01CB3500008A3A00'), 'door_open')).toBe(true);
    expect(readingOf(run('browan/tbwl100', 106, '100B362836'), 'leak')).toBe(false);
    expect(readingOf(run('browan/tbpb100', 147, '00FE370000040000'), 'button')).toBe(false);
  });
});

describe('Browan status flags and sentinels (reference manuals)', () => {
  it('TBHV110: bit 6 flags an IAQ change, bit 5 an RH change', () => {
    // [ttn-device-repo] vendor/browan/tbhv110-codec.yaml, example "IAQ changed" (status 0x61).
    const example = run('browan/tbhv110', 103, '610B351EBF030100510036');
    expect(example.fields).toMatchObject({ iaqChanged: 1, tempHumidChanged: 0, eco2: 959, voc: 1, iaq: 81 });
    // Browan TBHV110 reference manual §4.1.2: bit 4 temperature, bit 5 RH, bit 6 IAQ changed.
    // The TTN codec reads the IAQ flag from bit 5; we follow the manual.
    expect(run('browan/tbhv110', 103, '210B351EBF030100510036').fields.iaqChanged).toBe(0);
    expect(run('browan/tbhv110', 103, '410B351EBF030100510036').fields.iaqChanged).toBe(1);
  });

  it('TBWL100: humidity 127 is a measurement error, bit 7 is reserved', () => {
    // [ttn-device-repo] vendor/browan/tbwl100-codec.yaml, example "Water leakage detected".
    expect(readingOf(run('browan/tbwl100', 106, '110B362836'), 'humidity')).toBe(40);
    // Browan TBWL100 reference manual §4.1.3: RH in bits 6-0, "127 indicates measurement error".
    const failed = run('browan/tbwl100', 106, '110B367F36');
    expect(readingOf(failed, 'humidity')).toBeUndefined();
    expect(readingOf(failed, 'temperature')).toBe(22);
    expect(failed.warnings).toEqual(['humidity sensor reported a measurement error']);
    expect(readingOf(run('browan/tbwl100', 106, '110B36A836'), 'humidity')).toBe(40);
  });
});

describe('Browan TBHV110 keep-alive downlink (its own manual, not the other Tabs models)', () => {
  // Browan TBHV110 reference manual (© 2019), "Appendix. Configuration Downlink Command",
  // Appx. 1.1: port 204, command 0x00 "Set keep alive value (per unit: 5 min)", one byte,
  // "default value: 1 => 1*5 min = 5 min", "value range: 1~216 (5min ~ 18hours)".
  // browanofficial/Sensor-Decoder tabs_sensor/Decoder_tabssensor_forTTN_v4.1.txt (commit
  // fd4b3184a58cedfe7f492d966b8d3bef85624a4f) reads the setting back times 5, in minutes.
  it('sends the interval as one byte of 5-minute units', () => {
    expect(toHex(encode('browan/tbhv110', { kind: 'set_interval', minutes: 5 }).bytes)).toBe('0001');
    expect(toHex(encode('browan/tbhv110', { kind: 'set_interval', minutes: 60 }).bytes)).toBe('000c');
    expect(toHex(encode('browan/tbhv110', { kind: 'set_interval', minutes: 1080 }).bytes)).toBe('00d8');
    expect(encode('browan/tbhv110', { kind: 'set_interval', minutes: 60 }).fPort).toBe(204);
  });

  it('refuses what one byte of 5-minute units cannot say', () => {
    const refused = (minutes: number) => {
      try {
        encode('browan/tbhv110', { kind: 'set_interval', minutes });
      } catch (error) {
        return error instanceof EncodeError ? error.message : 'not an EncodeError';
      }
      return 'sent';
    };
    expect(refused(1085)).toBe('The interval must be a whole number of minutes from 5 to 1080');
    expect(refused(4)).toBe('The interval must be a whole number of minutes from 5 to 1080');
    expect(refused(7)).toBe('This device takes its interval in steps of 5 minutes');
  });

  it('leaves the other Tabs models in seconds (TBHH100 manual: 00 100E = 3600 s)', () => {
    expect(toHex(encode('browan/tbhh100', { kind: 'set_interval', minutes: 60 }).bytes)).toBe('00100e');
  });
});
