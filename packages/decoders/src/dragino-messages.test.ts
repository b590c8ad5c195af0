import { describe, expect, it } from 'vitest';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';

// Dragino message types besides the regular frame, as Dragino's own decoders read them
// (dragino/dragino-end-node-decoder): LHT65N/LHT65N-TTN-v1.5.6_decoder.txt (datalog
// poll reply: byte 6 bits 7-6 = 01, 11-byte entries; port 5 device status) and
// LDS02/LDS02_Decoder_1.8.2.txt (port 7 EDC frame). The decoders come without worked
// examples for these, so the bytes follow their layouts and the values are what the
// vendor decoder computes from them.

describe('LHT65N datalog poll reply', () => {
  // Entry: external value, SHT temperature, SHT humidity, status (0x41: poll reply, DS18B20), unix time.
  const first = '7FFF0A2901DC416063F0A0'; // no probe reading, 26.01 °C, 47.6 %, 2021-03-31T03:46:40Z
  const second = '0A1E0A2B01DE416063F4E4'; // probe 25.9 °C, 26.03 °C, 47.8 %, 2021-03-31T04:04:52Z

  it('stores each entry at its own time', () => {
    const result = run('dragino/lht65n', 2, `${first}${second}`);
    expect(result.readings).toEqual([
      { field: 'temperature', value: 26.01, time: '2021-03-31T03:46:40.000Z' },
      { field: 'humidity', value: 47.6, time: '2021-03-31T03:46:40.000Z' },
      { field: 'temperature', value: 26.03, time: '2021-03-31T04:04:52.000Z' },
      { field: 'humidity', value: 47.8, time: '2021-03-31T04:04:52.000Z' },
      { field: 'external_temperature', value: 25.9, time: '2021-03-31T04:04:52.000Z' },
    ]);
    expect(result.fields.DATALOG).toHaveLength(2);
    expect(result.warnings).toBeUndefined();
  });

  it('keeps the complete entries of a cut reply, and refuses one without any', () => {
    const cut = run('dragino/lht65', 2, `${first}${second.slice(0, 10)}`);
    expect(cut.readings).toHaveLength(2);
    expect(cut.warnings).toEqual([
      'payload truncated: datalog entry at byte 11 is incomplete; 5 bytes not decoded',
    ]);
    expect(errorOf(() => run('dragino/lht65', 2, first.slice(0, 16))).message).toMatch(/too short/);
  });

  it('stores nothing for an entry whose device clock was never set', () => {
    const result = run('dragino/lht65n', 2, '7FFF0A2901DC4100000000');
    expect(result.readings).toEqual([]);
    expect(result.warnings?.[0]).toMatch(/no valid timestamp/);
  });
});

describe('LHT65N device status (port 5)', () => {
  it('gives the model, firmware, band and battery', () => {
    // [model 0x0B][firmware 0x01 0x56][band 0x01][sub-band 0xFF][battery mV u16].
    const result = run('dragino/lht65n', 5, '0B015601FF0C4B');
    expect(result.fields).toStrictEqual({
      SENSOR_MODEL: 'LHT65N',
      FIRMWARE_VERSION: '1.5.6',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.147,
    });
    expect(result.readings).toEqual([{ field: 'battery_mv', value: 3147 }]);
  });
});

describe('LDS02 EDC mode (port 7)', () => {
  it('gives the door state, the count and the battery', () => {
    const result = run('dragino/lds02', 7, '8C4B000010');
    expect(result.fields).toStrictEqual({ BatV: 3.147, edc_mod: 'OPEN', times: 16 });
    expect(readingOf(result, 'door_open')).toBe(true);
    expect(readingOf(result, 'battery_mv')).toBe(3147);
  });
});
