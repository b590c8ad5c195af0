import { describe, expect, it } from 'vitest';
import {
  base64BytesSchema,
  bestReception,
  compact,
  euiSchema,
  formatPath,
  kmhToMps,
  knotsToMps,
  normaliseHeading,
  parseTimestampText,
  parseWith,
} from './common.ts';
import { expectParseError } from './test-fixtures.ts';

describe('parseTimestampText', () => {
  it('reads RFC 3339 with offsets and cuts nanoseconds to milliseconds', () => {
    expect(parseTimestampText('2026-11-20T14:03:11.482913512Z')).toEqual(
      new Date('2026-11-20T14:03:11.482Z'),
    );
    expect(parseTimestampText('2026-11-20T15:11:09.530111+00:00')).toEqual(
      new Date('2026-11-20T15:11:09.530Z'),
    );
    expect(parseTimestampText('2026-11-20T10:00:00-05:00')).toEqual(new Date('2026-11-20T15:00:00Z'));
    expect(parseTimestampText('2026-11-20T10:00:00.5+0130')).toEqual(new Date('2026-11-20T08:30:00.500Z'));
  });

  it('needs a zone unless told otherwise, then takes UTC', () => {
    expect(parseTimestampText('2026-11-20 10:00:00')).toBeUndefined();
    expect(parseTimestampText('2026-11-20 10:00:00', true)).toEqual(new Date('2026-11-20T10:00:00Z'));
  });

  it('rejects impossible dates that Date.parse would roll over', () => {
    expect(parseTimestampText('2026-02-30T10:00:00Z')).toBeUndefined();
    expect(parseTimestampText('2026-11-20T24:00:00Z')).toBeUndefined();
    expect(parseTimestampText('20 Nov 2026 10:00:00 GMT')).toBeUndefined();
  });
});

describe('value schemas', () => {
  it('normalises EUIs to 16 upper-case hex digits', () => {
    expect(parseWith(euiSchema, '24:e1:24:13:6b:50:22:17')).toBe('24E124136B502217');
    expectParseError(
      () => parseWith(euiSchema, '24e124136b50221g', 'devEui'),
      'devEui: expected an EUI of 16 hex digits',
    );
  });

  it('decodes strict base64, padded or not, and refuses anything else', () => {
    expect(parseWith(base64BytesSchema, 'gkHe')).toEqual(Uint8Array.from([0x82, 0x41, 0xde]));
    expect(parseWith(base64BytesSchema, 'AQ')).toEqual(Uint8Array.from([1]));
    expect(parseWith(base64BytesSchema, '')).toEqual(new Uint8Array());
    for (const bad of ['A', 'AQ=', 'gk-e', 'gk e', 'AQ==AQ==']) {
      expectParseError(() => parseWith(base64BytesSchema, bad, 'data'), 'data: expected base64');
    }
  });
});

describe('helpers', () => {
  it('drops only the fields that are undefined, in their order', () => {
    const message = compact({
      devEui: 'A1',
      rssi: undefined,
      snr: 0,
      fPort: null,
      confirmed: false,
      text: '',
    });
    expect(message).toEqual({ devEui: 'A1', snr: 0, fPort: null, confirmed: false, text: '' });
    expect(Object.keys(message)).toEqual(['devEui', 'snr', 'fPort', 'confirmed', 'text']);
    expect('rssi' in message).toBe(false);
  });

  it('formats paths the way a sender reads its own body', () => {
    expect(formatPath(['uplink_message', 'rx_metadata', 0, 'rssi'])).toBe(
      'uplink_message.rx_metadata[0].rssi',
    );
    expect(formatPath([])).toBe('body');
    expect(formatPath([0, 'location'])).toBe('[0].location');
    expect(formatPath(['coords'], 'location[2]')).toBe('location[2].coords');
  });

  it('converts speeds to m/s', () => {
    expect(knotsToMps(1)).toBe(0.514);
    expect(knotsToMps(12.5)).toBe(6.431);
    expect(kmhToMps(36)).toBe(10);
  });

  it('normalises headings, negative meaning unknown', () => {
    expect(normaliseHeading(360)).toBe(0);
    expect(normaliseHeading(725)).toBe(5);
    expect(normaliseHeading(-1)).toBeUndefined();
  });

  it('reports the strongest gateway', () => {
    expect(bestReception([])).toEqual({});
    expect(
      bestReception([
        { id: 'a', snr: 3 },
        { id: 'b', rssi: -120, snr: -5 },
        { id: 'c', rssi: -100, snr: 1 },
      ]),
    ).toEqual({ rssi: -100, snr: 1 });
  });
});
