import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import {
  LW009_IG_SOURCE,
  LW013_SOURCE,
  lw009IgCases,
  lw013Cases,
} from './test-support/moko-more-examples-2.ts';
import { checkVendorCases } from './test-support/tracker-cases.ts';

// More MOKO models, each against MOKO's own decoder (LoRaWAN-Product-Decoder/
// MOKOSMART-LoRaWAN-Product-Decoder at 5c5db2e3e3496435f9f9b95f7ba07c92923536ab) run in Node with
// TZ=UTC on frames built to reach every port, message and event: the frames and the decoder's
// output are in test-support/moko-more-examples-2.ts, with the fields we print differently and why.

// LW013-SB: each frame's temperature and battery voltage, dated by its own Unix time; port 6's
// counters unsigned.
checkVendorCases('moko/lw013-sb', LW013_SOURCE, lw013Cases);

describe("moko/lw013-sb: frames MOKO's decoder misreads", () => {
  it('refuses a header cut short (MOKO reads the missing byte as 0: "3584mV")', () => {
    const error = errorOf(() => run('moko/lw013-sb', 1, '6644F2D010190E'));
    expect(error.kind).toBe('invalid_payload');
    expect(error.message).toBe('moko/lw013-sb: payload too short (7 bytes, expected 8)');
  });

  it('refuses short counters (MOKO reads the missing bytes as 0)', () => {
    const error = errorOf(() => run('moko/lw013-sb', 6, '0001518000'));
    expect(error.message).toBe('moko/lw013-sb: payload too short (5 bytes, expected 64)');
  });
});

// LW009-IG: the parking status is `occupied`, the battery level `battery_pct`, both dated by the
// frame's own time (which MOKO's decoder does not print).
checkVendorCases('moko/lw009-ig', LW009_IG_SOURCE, lw009IgCases);

describe("moko/lw009-ig: frames MOKO's decoder misreads", () => {
  it("refuses a state message whose records are not where MOKO's decoder reads them", () => {
    // The LW009-SM's quoted heartbeat (battery in mV, record 0x29): MOKO's LW009-IG decoder
    // prints a byte of the voltage as "13%" and a car where the frame says none.
    const hex = '7E1165F027B200090016010002010023031C003C29020DE92506F01DF040FD6F3201000B011635012600007E';
    const error = errorOf(() => run('moko/lw009-ig', 1, hex));
    expect(error.message).toBe('moko/lw009-ig: record 0x29 at byte 20, expected 0x24: layout not decoded');
  });

  it("refuses an encrypted message (flag byte 11), which MOKO's decoder reads as plain", () => {
    const error = errorOf(() =>
      run('moko/lw009-ig', 1, '7E1165F027B200090016010102010023031C003C24015A2506F01DF040FD6F320101'),
    );
    expect(error.message).toBe('moko/lw009-ig: encrypted message: not decoded');
  });
});
