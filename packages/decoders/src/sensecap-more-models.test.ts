import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { sensecapS2107Cases, sensecapS2107Odd } from './test-support/sensecap-s2107-examples.ts';
import { senseCapT2000ClockUnset, senseCapT2000Examples } from './test-support/sensecap-t2000-examples.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// SenseCAP models added with sensecap-more-models: the S2107 (three PT1000 probes) and the T2000
// A/B/C tracker (its outputs and sources in test-support/sensecap-t2000-examples.ts). Expected fields
// are the outputs of Seeed-Solution/SenseCAP-Decoder S2107/TTN/SenseCAP_S2107_TTN_Decoder.js at
// bceda3d31df47908e3934566c7f640fea763d539, run in Node on the frames of
// test-support/sensecap-s2107-examples.ts (differences on purpose there, each with its reason).
const S2107 = 'sensecap/s2107';
const SEEED = 'Seeed-Solution/SenseCAP-Decoder bceda3d3 S2107/TTN/SenseCAP_S2107_TTN_Decoder.js';

checkVendorCases(S2107, SEEED, sensecapS2107Cases);
checkVendorCases(S2107, `${SEEED} (bytes it misreads)`, sensecapS2107Odd);

describe('SenseCAP S2107', () => {
  it('reads any port, as Seeed’s decoder does', () => {
    expect(run(S2107, 99, '470A2880008000').readings).toEqual([{ field: 'external_temperature', value: 26 }]);
  });

  it('refuses a payload without one whole frame it knows', () => {
    expect(errorOf(() => run(S2107, 3, '470A28')).message).toBe(
      'sensecap/s2107: payload truncated: frame 0x47 at byte 0 needs 7 bytes, has 3; not decoded',
    );
    // 0x01 is the S2120 weather station's frame, not one the S2107 sends.
    expect(errorOf(() => run(S2107, 3, '0100FA3200000064000010')).kind).toBe('invalid_payload');
  });
});

const T2000 = 'sensecap/sensecapt2000-tracker-abc';

/** Our fields: the decoder output's `messages`, and its `err` / `errMessage` when it has an error. */
const fieldsOf = ({ messages, err, errMessage }: Readonly<Record<string, unknown>>) =>
  err ? { messages, err, errMessage } : { messages };

describe("SenseCAP T2000 against Seeed's decoder", () => {
  it.each([...senseCapT2000Examples, senseCapT2000ClockUnset])(
    '$source',
    ({ hex, fPort, output, readings, warnings }) => {
      const result = run(T2000, fPort, hex);
      expect(result.fields).toStrictEqual(fieldsOf(output));
      expect(readingsOf(result)).toStrictEqual(readings);
      expect(result.warnings).toStrictEqual(warnings);
    },
  );
});

describe('SenseCAP T2000 positions', () => {
  it("gives the wiki's 0x2B and 0x2E fixes at their UTC time (longitude first in the frame)", () => {
    expect(run(T2000, 5, '2B010000694B3DC6032FFFFE024106CA509801587EE462').location).toStrictEqual({
      lat: 22.576868,
      lon: 113.9222,
      time: '2025-12-24T01:11:34.000Z',
    });
    expect(run(T2000, 5, '2E01000164F1A2B306CA509801587EE462').location).toStrictEqual({
      lat: 22.576868,
      lon: 113.9222,
      time: '2023-09-01T08:37:07.000Z',
    });
  });

  it('reads the coordinates signed (the wiki calls them uint32; Seeed’s decoder reads them signed)', () => {
    expect(run(T2000, 5, '2E004103694B3DC6FBC9AC0CFE019C3C50').location).toStrictEqual({
      lat: -33.4489,
      lon: -70.6693,
      time: '2025-12-24T01:11:34.000Z',
    });
  });

  it('stores no 0, 0 fix, and a fix of a clock never set without a time', () => {
    expect(run(T2000, 5, '2E000400694B3DC6000000000000000032').location).toBeUndefined();
    expect(run(T2000, 5, '2E0000000000000006CA509801587EE462').location).toStrictEqual({
      lat: 22.576868,
      lon: 113.9222,
    });
  });

  it('gives no position for Wi-Fi or BLE scans (they need a solver)', () => {
    const wifi = senseCapT2000Examples.find((example) => example.source.includes('0x2C Wi-Fi'));
    expect(wifi && run(T2000, 5, wifi.hex).location).toBeUndefined();
  });
});

describe('SenseCAP T2000 bytes Seeed’s decoder drops', () => {
  it('decodes the heartbeat after an unknown frame id, where Seeed’s decoder prints nothing', () => {
    // Seeed's decoder: {"valid":false,"messages":[]} (it stops at the first id it does not know).
    const result = run(T2000, 5, '992A5A02070101');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 90 });
    expect(result.warnings).toStrictEqual(['unknown frame 0x99 at byte 0: 1 bytes not decoded']);
  });

  it('warns about a frame cut off after a whole one, and refuses a payload with none whole', () => {
    const result = run(T2000, 5, '2A5A020701012E0100');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 90 });
    expect(result.warnings).toStrictEqual([
      'payload truncated: frame 0x2E at byte 6 needs 17 bytes, has 3; not decoded',
    ]);
    // A scan frame's length comes from its count byte: 2 entries need 24 bytes.
    expect(errorOf(() => run(T2000, 5, '2F000000694B3DC65A02FFFFFFFFFFFFC4')).message).toBe(
      'sensecap/sensecapt2000-tracker-abc: payload truncated: frame 0x2F at byte 0 needs 24 bytes, has 17; not decoded',
    );
  });
});
