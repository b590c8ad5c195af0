import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { milesightCases11 } from './test-support/milesight-decoder-examples-11.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// UC11-N1 against what Milesight's own decoder gives for the same bytes
// (test-support/milesight-decoder-examples-11.ts, where the source is named: Milesight-IoT/
// SensorDecoders e79c9d8b uc-series/uc11-n1/uc11-n1-decoder.js): our fields are the decoder's
// output (or `ours`), our readings and warnings as listed. Where `ours` differs, on purpose:
// - a Modbus float whose exponent is all ones (NaN / infinity) is null with a warning, where the
//   decoder's readFloatLE, which does not test for it, prints a huge finite number.
// Also on purpose: a record the decoder does not know (it steps over its 2 header bytes and reads
// on from there) stops our decoding with a warning, as for every Milesight model.

describe.each(Object.entries(milesightCases11))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    const readings = Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value]));
    expect(readings).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('UC11-N1', () => {
  it('is registered with the readings it gives and no commands', () => {
    const model = findDecoder('milesight-iot/uc11-n1');
    expect(model?.readings).toEqual(['digital_inputs', 'pulse_count', 'battery_pct']);
    expect(model?.commands).toEqual([]);
  });

  it('the 8-byte serial number record of other models (ff 16) is not one of its records', () => {
    // uc11-n1-decoder.js has no ff 16 record (its serial number is ff 08, 6 bytes).
    const result = run('milesight-iot/uc11-n1', 85, '017564FF166B12345678901234');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.fields.sn).toBeUndefined();
    expect(result.warnings).toEqual(['unknown channel 0xFF 0x16 at byte 3: 10 bytes not decoded']);
  });

  it('channel 03 with type C8 is no GPIO (the decoder has no record for it)', () => {
    expect(errorOf(() => run('milesight-iot/uc11-n1', 85, '03C801')).message).toBe(
      'milesight-iot/uc11-n1: unknown channel 0x03 0xC8 at byte 0: 3 bytes not decoded',
    );
  });

  it('a cut record keeps the records before it, with a warning', () => {
    const result = run('milesight-iot/uc11-n1', 85, '04C8E8030000FF0E0A050000');
    expect(readingsOf(result)).toStrictEqual({ pulse_count: 1000 });
    expect(result.warnings).toEqual([
      'payload truncated: channel 0xFF 0x0E at byte 6 needs 8 bytes, has 6; not decoded',
    ]);
  });

  it('an empty uplink is an error', () => {
    expect(errorOf(() => run('milesight-iot/uc11-n1', 85, '')).message).toMatch(/.+/);
  });
});
