import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { multisensorAnswers, multisensorKeepalives } from './test-support/mclimate-multisensor-examples.ts';

// MClimate Multisensor (models/mclimate-multisensor.ts) against MClimate's own parser, the npm
// package mclimate-payload-helper 1.6.0 (MClimate/mclimate-payload-helper b0b53173), its outputs
// recorded verbatim in test-support/mclimate-multisensor-examples.ts: each keep-alive alone, and
// every GET answer put before a keep-alive. Our fields must be the parser's; our readings are what
// its values mean (its own formulas, multisensorPayloadParser.ts: battery XX * 2200 / 255 + 1600 mV).
// The vendor code is not needed to run these tests.

type Readings = Record<string, number | boolean>;

/** Our readings of each keep-alive, and our warnings for it. */
const meaning: Record<string, { readings: Readings; warnings?: readonly string[] }> = {
  // 0xDD: 3506.67 mV; the static AQI at accuracy 1.
  '820F17CB2DA80D0600040A3A01DD03': {
    readings: {
      temperature: 45.9,
      humidity: 45,
      pressure: 956.94,
      iaq: 25,
      illuminance: 39,
      battery_mv: 3507,
      motion: false,
    },
  },
  // A PIR event; the static AQI at accuracy 0 is no index yet.
  '8105152C378000FF01F4FF410CA018': {
    readings: {
      temperature: 30,
      humidity: 55,
      pressure: 895.76,
      illuminance: 1000,
      battery_mv: 2980,
      motion: true,
    },
    warnings: ['the air quality sensor is stabilising (accuracy 0); its index is not stored'],
  },
  '820000000000FF0000000000000006': {
    readings: {
      temperature: 0,
      humidity: 0,
      pressure: 700,
      iaq: 500,
      illuminance: 0,
      battery_mv: 1600,
      motion: false,
    },
  },
  // A humidity byte of 101 % is no humidity.
  '817FFFFF65FF80FFFFFF80FFFFFF04': {
    readings: {
      temperature: 51.1,
      pressure: 1090,
      iaq: 251,
      illuminance: 502,
      battery_mv: 3800,
      motion: false,
    },
    warnings: ["humidity 101 is outside the sensor's range; not stored"],
  },
};

const [firstKeepalive, firstOutput] = multisensorKeepalives[0] ?? ['', {}];

describe('MClimate Multisensor against mclimate-payload-helper 1.6.0', () => {
  it.each(multisensorKeepalives)('keep-alive %s', (hex, output) => {
    const result = run('mclimate/multisensor', 2, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual(meaning[hex]?.readings);
    expect(result.warnings).toStrictEqual(meaning[hex]?.warnings);
  });

  it.each(multisensorAnswers)('answer %s before the keep-alive', (answer, fields) => {
    const result = run('mclimate/multisensor', 2, `${answer}${firstKeepalive}`);
    // The parser prints 1B's uplink type as its hex text ('01'); we print the number, as MClimate's
    // other decoders (and our other MClimate models) do.
    const expected = fields.uplinkType === '01' ? { ...fields, uplinkType: 1 } : fields;
    expect(result.fields).toStrictEqual({ ...expected, ...firstOutput });
    expect(readingsOf(result)).toStrictEqual(meaning[firstKeepalive]?.readings);
    expect(result.warnings).toBeUndefined();
  });

  it('reads answers without a keep-alive (the parser: {"pirBlindPeriod":300})', () => {
    const result = run('mclimate/multisensor', 2, '2F012C');
    expect(result.fields).toStrictEqual({ pirBlindPeriod: 300 });
    expect(result.readings).toStrictEqual([]);
  });
});

describe('MClimate Multisensor frames we cannot read whole', () => {
  it('decodes the keep-alive after an answer it does not know, with a warning', () => {
    const result = run('mclimate/multisensor', 2, `3001${firstKeepalive}`);
    expect(result.fields).toStrictEqual(firstOutput);
    expect(result.warnings).toStrictEqual(['unknown command 0x30 at byte 0: 2 bytes not decoded']);
  });

  it('throws DecodeError for a cut-off keep-alive or answer', () => {
    expect(errorOf(() => run('mclimate/multisensor', 2, firstKeepalive.slice(0, -2))).message).toBe(
      'mclimate/multisensor: payload truncated: keep-alive 0x82 at byte 0 needs 15 bytes, has 14: 14 bytes not decoded',
    );
    expect(errorOf(() => run('mclimate/multisensor', 2, '2F01')).kind).toBe('invalid_payload');
  });
});
