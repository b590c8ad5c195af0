import { describe, expect, it } from 'vitest';
import { recordToUplink } from './records.ts';

// The key that makes a record a tracker sends again (its acknowledgement lost) one frame.
describe('a tracker record’s duplicate key', () => {
  const periodic = {
    time: new Date('2026-11-29T08:00:00Z'),
    valid: true,
    lat: 43.65,
    lon: -79.38,
    speedKmh: 0,
  };

  it('is the same for the same record sent again', () => {
    const first = recordToUplink(periodic, '352964052096642', 'dmt');
    const again = recordToUplink({ ...periodic }, '352964052096642', 'dmt');
    expect(again.dedupKey).toBe(first.dedupKey);
  });

  it('tells an alarm apart from a periodic report of the same second and place', () => {
    // Digital Matter's fixed-64 records (Traccar's DmtProtocolDecoderTest): two records in one
    // second at one place, for two log reasons; an SOS there must not be taken for the report.
    const report = recordToUplink(periodic, '352964052096642', 'dmt');
    const sos = recordToUplink({ ...periodic, alarms: ['sos'] }, '352964052096642', 'dmt');
    expect(sos.dedupKey).not.toBe(report.dedupKey);
    const sosAgain = recordToUplink({ ...periodic, alarms: ['sos', 'sos'] }, '352964052096642', 'dmt');
    expect(sosAgain.dedupKey).toBe(sos.dedupKey);
  });
});
