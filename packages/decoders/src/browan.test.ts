import { describe, expect, it } from 'vitest';
import { decode } from './index.ts';
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
