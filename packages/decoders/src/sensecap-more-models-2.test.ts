import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import {
  sensecapA1101Cases,
  sensecapS2100Cases,
  sensecapS2100Odd,
} from './test-support/sensecap-examples-2.ts';
import { checkVendorCases } from './test-support/tracker-cases.ts';

// SenseCAP models added with sensecap-more-models-2: the S2100 data logger and the A1101 Vision AI
// sensor (its outputs and source in test-support/sensecap-examples-2.ts). Expected S2100 fields are the
// outputs of Seeed-Solution/SenseCAP-Decoder S2100/TTN/SenseCAP_S2100_TTN_Decoder.js at
// bceda3d31df47908e3934566c7f640fea763d539, run in Node on the frames of
// test-support/sensecap-examples-2.ts (differences on purpose there, each with its reason).
const S2100 = 'sensecap/sensecaps2100-data-logger';
const SEEED = 'Seeed-Solution/SenseCAP-Decoder bceda3d3 S2100/TTN/SenseCAP_S2100_TTN_Decoder.js';

checkVendorCases(S2100, SEEED, sensecapS2100Cases);
checkVendorCases(S2100, `${SEEED} (bytes it misreads)`, sensecapS2100Odd);

describe('SenseCAP S2100', () => {
  it('reads any port, as Seeed’s decoder does', () => {
    expect(run(S2100, 99, '0350').readings).toEqual([{ field: 'battery_pct', value: 80 }]);
  });

  it('keeps the logged values as fields: what a measurement number measures is set up per logger', () => {
    const result = run(S2100, 3, '3012AA00006590FFFFF63C');
    expect(result.readings).toEqual([]);
    expect(result.fields.messages).toEqual([
      [
        { measurementValue: 26, measurementId: 1, type: 'Measurement' },
        { measurementValue: -2.5, measurementId: 2, type: 'Measurement' },
      ],
    ]);
  });

  it('refuses a payload without one whole frame it knows', () => {
    expect(errorOf(() => run(S2100, 3, '3012AA0000')).message).toBe(
      'sensecap/sensecaps2100-data-logger: payload truncated: frame 0x30 at byte 0 needs 11 bytes, has 5; not decoded',
    );
    // 0x47 is the S2107's frame, not one the S2100 sends.
    expect(errorOf(() => run(S2100, 3, '470A2880008000')).kind).toBe('invalid_payload');
  });

  it('warns about a frame cut off after a whole one', () => {
    const result = run(S2100, 3, '03503012');
    expect(result.readings).toEqual([{ field: 'battery_pct', value: 80 }]);
    expect(result.warnings).toEqual([
      'payload truncated: frame 0x30 at byte 2 needs 11 bytes, has 2; not decoded',
    ]);
  });
});

const A1101 = 'sensecap/a1101';

checkVendorCases(
  A1101,
  'Seeed-Solution/SenseCAP-Decoder bceda3d3 A1101/TTN/SenseCAP_A1101_TTN_Decoder.js',
  sensecapA1101Cases,
);

describe('SenseCAP A1101', () => {
  it('refuses records whose CRC does not check, as the S210x models do', () => {
    expect(errorOf(() => run(A1101, 2, '014F10D0070000015010E8030000015110000000007C6C')).message).toBe(
      'sensecap/a1101: CRC mismatch (payload ends in 0x6c7c, records give 0x6b7c)',
    );
  });
});
