import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import {
  LW002_SOURCE,
  LW005_SOURCE,
  LW006_SEVEN_BYTE_SOURCE,
  LW006_SOURCE,
  LW007_SOURCE,
  LW009_PRO_SOURCE,
  LW009_SOURCE,
  lw002Cases,
  lw005Cases,
  lw006Cases,
  lw006SevenByteCases,
  lw007Cases,
  lw009Cases,
  lw009ProCases,
  type MokoCase,
} from './test-support/moko-more-examples.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// MOKO models beyond the trackers of moko-differential.test.ts, each against MOKO's own decoder
// (LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder at
// 5c5db2e3e3496435f9f9b95f7ba07c92923536ab) run in Node with TZ=UTC on frames built to reach every
// port, state, event and fix kind: the frames and the decoder's output are in
// test-support/moko-more-examples.ts, with the fields we print differently and why.

/** tracker-cases.ts's checkVendorCases, for cases whose fix carries its age. */
function checkVendorCases(model: string, source: string, cases: MokoCase[]): void {
  describe(`${model} vs ${source}`, () => {
    it.each(cases)('$name (port $port)', (c) => {
      const result = run(model, c.port, c.hex);
      const merged: Record<string, unknown> = { ...c.vendor, ...c.ours };
      const fields = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
      expect(result.fields).toStrictEqual(fields);
      expect(readingsOf(result)).toStrictEqual(c.readings);
      expect(result.location).toStrictEqual(c.location);
      expect(result.warnings).toStrictEqual(c.warnings);
    });
  });
}

// LW006 (TTN's lw006-sb): the SOS and alert alarms are the card's button, man down its fall
// detection, motion mode's start and trip states motion. A stored frame (port 7) keeps MOKO's fields (its bytes in hex), and
// its readings and fix are stored at the storage time (a fix its age before it), which MOKO's
// decoder leaves undecoded.
checkVendorCases('moko/lw006-sb', LW006_SOURCE, lw006Cases);
checkVendorCases('moko/lw006-sb', LW006_SEVEN_BYTE_SOURCE, lw006SevenByteCases);

describe("moko/lw006-sb: frames MOKO's decoder fails on", () => {
  it("refuses a stored frame cut short (MOKO's decoder throws a TypeError reading past the bytes)", () => {
    const error = errorOf(() => run('moko/lw006-sb', 7, '0D6644F2D01005506644F2D010'));
    expect(error.kind).toBe('invalid_payload');
    expect(error.message).toBe('moko/lw006-sb: payload too short (13 bytes, expected 14)');
  });
});

// LW005-MP: every frame is dated by its own timestamp; the protections' states (over- and
// sag-voltage, over-current, over-load: 1 tripped, 0 released) are the plug's threshold alarm, the
// switch frame's output state its relay; energy in Wh (3200 pulses to the kWh).
checkVendorCases('moko/lw005-mp', LW005_SOURCE, lw005Cases);

// LW007-PIR: the PIR state is motion, the magnet the door; the temperature and humidity threshold
// and change-rate states are the threshold alarm (raised by any, released when every enabled one
// is normal); 0x3FF is a disabled sensor, no reading.
checkVendorCases('moko/lw007-pir', LW007_SOURCE, lw007Cases);

// LW009-SM PRO: the parking state is `occupied`, the header's flag `low_battery`, every value dated
// by the frame's own time.
checkVendorCases('moko/lw009-sm-pro', LW009_PRO_SOURCE, lw009ProCases);

describe("moko/lw009-sm-pro: lengths MOKO's decoder refuses", () => {
  it.each([
    ['000E106644F2D01019', 9],
    ['000E106644F2D0101901FF', 11],
  ])('refuses a heartbeat of %s (%i bytes), where MOKO\'s decoder prints "Format wrong"', (hex, length) => {
    const error = errorOf(() => run('moko/lw009-sm-pro', 1, hex));
    expect(error.kind).toBe('invalid_payload');
    expect(error.message).toBe(`moko/lw009-sm-pro: payload of ${length} bytes on port 1, expected 10`);
  });
});

// LW002-TH: either alarm byte raises the threshold alarm; the battery voltage of the device
// information frame is battery_mv.
checkVendorCases('moko/lw002-th', LW002_SOURCE, lw002Cases);

describe("moko/lw002-th: frames MOKO's decoder prints nothing for", () => {
  it("refuses a frame of an unknown type (MOKO's decoder returns {})", () => {
    const error = errorOf(() => run('moko/lw002-th', 1, '0200100E'));
    expect(error.message).toBe('moko/lw002-th: unknown LW002-TH frame type 0x02');
  });
});

// LW009-SM: the parking status record is `occupied`; battery level and voltage, temperature and
// humidity records are dated by the frame's own time. A temperature byte of 0x80 or more is not
// stored (MOKO's decoder reads it unsigned: 246 °C).
checkVendorCases('moko/lw009-sm', LW009_SOURCE, lw009Cases);

describe('moko/lw009-sm: frames it cannot read', () => {
  it("refuses an encrypted message (flag byte 11), which MOKO's decoder reads as plain records", () => {
    const error = errorOf(() => run('moko/lw009-sm', 1, '7E106644F2D000010006010102010B32010000007E'));
    expect(error.message).toBe('moko/lw009-sm: encrypted message: not decoded');
  });
});
