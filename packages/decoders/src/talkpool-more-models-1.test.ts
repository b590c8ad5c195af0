import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { talkpoolExamples1 } from './test-support/talkpool-examples-1.ts';

// Talkpool OY1200 (CO2 meter) and OY1700 (particles meter) against their TTN device repository
// codecs (test-support/talkpool-examples-1.ts: TheThingsNetwork/lorawan-devices vendor/talkpool/
// oy1200.js and oy1700.js at 0a254aaa, the codec yamls' examples at 62c8acdd). Our fields are the
// codec's output, verbatim; where we differ, on purpose:
// - OY1200: the filtered CO2 is the `co2` reading (the raw value a field); a temperature word with
//   its top bit set gives no reading and a warning (the codec prints it unsigned, e.g. 368.64 °C:
//   no document says whether it is signed); a header other than the example's 01 21 is refused
//   where the codec reads any 12 bytes;
// - OY1700: PM10 is the two bytes 7-8 (the codec reads byte 7 to the end), bytes past them warned
//   of; a frame shorter than 9 bytes is refused (the codec prints a PM10 of 0 for a missing word).

describe('codec outputs: our fields, readings and warnings for the same bytes', () => {
  it.each(talkpoolExamples1.map((example) => [`${example.model}: ${example.source}`, example] as const))(
    '%s',
    (_name, example) => {
      const result = run(example.model, example.fPort, example.hex);
      expect(result.fields).toStrictEqual(example.output);
      expect(readingsOf(result)).toStrictEqual(example.readings);
      expect(result.warnings).toEqual(example.warnings);
    },
  );
});

describe('Talkpool OY1200', () => {
  it('takes the filtered CO2, not the raw one, as the reading', () => {
    const result = run('talkpool/oy1200', 1, '01210191019908af0a050000');
    expect(readingsOf(result).co2).toBe(409);
    expect(result.fields.CO2Raw).toBe(401);
  });

  it('refuses another port, a short frame and another header', () => {
    expect(errorOf(() => run('talkpool/oy1200', 2, '01210191019908af0a050000')).kind).toBe(
      'unsupported_port',
    );
    expect(errorOf(() => run('talkpool/oy1200', 1, '01210191019908af0a05')).message).toBe(
      'talkpool/oy1200: payload too short (10 bytes, expected 12)',
    );
    expect(errorOf(() => run('talkpool/oy1200', 1, '01200191019908af0a050000')).message).toBe(
      'talkpool/oy1200: header 0x01 0x20 is not the 01 21 measurement',
    );
  });
});

describe('Talkpool OY1700', () => {
  it('reads PM2.5 and PM10 and keeps PM1.0 a field', () => {
    const result = run('talkpool/oy1700', 2, '3e26c4000600070008');
    expect(readingsOf(result)).toMatchObject({ pm2_5: 7, pm10: 8 });
    expect(result.fields.PM1_0).toBe(6);
  });

  it('warns of bytes after PM10 and refuses a cut-off frame or another port', () => {
    expect(run('talkpool/oy1700', 2, '3e26c400060007000800').warnings).toStrictEqual([
      '1 bytes after the report not decoded',
    ]);
    expect(errorOf(() => run('talkpool/oy1700', 2, '3e26c40006000700')).message).toBe(
      'talkpool/oy1700: payload too short (8 bytes, expected 9)',
    );
    expect(errorOf(() => run('talkpool/oy1700', 1, '3d25aa000000000002')).kind).toBe('unsupported_port');
  });
});
