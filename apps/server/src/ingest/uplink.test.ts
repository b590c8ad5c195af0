import { describe, expect, it } from 'vitest';
import {
  checkStorable,
  GPS_ROLLOVER_MS,
  IngestParseError,
  implausibleTime,
  type NormalisedMessage,
} from './uplink.ts';

const message = (extra: Record<string, unknown>): NormalisedMessage =>
  ({ kind: 'uplink', devEui: '70B3D57ED0051A7C', receivedAt: new Date(), ...extra }) as NormalisedMessage;

const nested = (levels: number) => {
  let value: unknown = 1;
  for (let i = 1; i < levels; i++) value = { a: value };
  return { a: value };
};

const refusal = (m: NormalisedMessage) => {
  try {
    checkStorable(m);
  } catch (err) {
    if (err instanceof IngestParseError) return err.message;
    throw err;
  }
  return undefined;
};

describe('checkStorable', () => {
  it('accepts a decoded payload 32 levels deep and refuses 33, without overflowing on 100,000', () => {
    expect(refusal(message({ decoded: nested(32) }))).toBeUndefined();
    expect(refusal(message({ decoded: nested(33) }))).toBe('The decoded payload nests deeper than 32 levels');
    expect(refusal(message({ decoded: nested(100_000) }))).toBe(
      'The decoded payload nests deeper than 32 levels',
    );
  });

  it('refuses a decoded payload or radio metadata larger than 64 kB', () => {
    expect(refusal(message({ decoded: { blob: 'x'.repeat(60_000) } }))).toBeUndefined();
    expect(refusal(message({ decoded: { list: Array.from({ length: 20_000 }, () => 12345) } }))).toBe(
      'The decoded payload is larger than 64 kB',
    );
    const gateways = Array.from({ length: 2000 }, (_, i) => ({ id: `gateway-${i}-${'x'.repeat(30)}` }));
    expect(refusal(message({ radio: { gateways } }))).toBe('The radio metadata is larger than 64 kB');
  });

  it('refuses U+0000 and lone surrogates in any string or key, and keeps well-formed pairs', () => {
    expect(refusal(message({ decoded: { note: 'frost ❄️ 🧊' } }))).toBeUndefined();
    expect(refusal(message({ decoded: { list: [{ note: 'a\u0000' }] } }))).toBe(
      'decoded.list[0].note: contains U+0000 (a NUL character), which cannot be stored',
    );
    expect(refusal(message({ decoded: { '\u0000': 1 } }))).toBe(
      'decoded: a key contains U+0000 (a NUL character), which cannot be stored',
    );
    expect(refusal(message({ decoded: { note: 'x\ud800' } }))).toBe(
      'decoded.note: contains a lone UTF-16 surrogate, which is not valid Unicode',
    );
    expect(refusal(message({ decoded: { note: '\udc00x' } }))).toMatch(/lone UTF-16 surrogate/);
    expect(refusal(message({ dedupKey: 'id\u0000' }))).toBe(
      'dedupKey: contains U+0000 (a NUL character), which cannot be stored',
    );
    expect(refusal(message({ radio: { gateways: [{ id: 'gw\ud83d' }] } }))).toMatch(
      /^radio\.gateways\[0\]\.id/,
    );
  });
});

describe('implausibleTime', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const fiveMinutes = 5 * 60_000;

  it('takes times up to the tolerance ahead, and old but possible ones', () => {
    expect(implausibleTime(new Date(now.getTime() + fiveMinutes), now, fiveMinutes)).toBeUndefined();
    expect(implausibleTime(new Date('2026-11-20T00:00:00Z'), now, fiveMinutes)).toBeUndefined();
    expect(implausibleTime(new Date('2010-06-01T00:00:00Z'), now, fiveMinutes)).toBeUndefined();
  });

  it('flags the future beyond the tolerance, which is configurable', () => {
    const later = new Date(now.getTime() + fiveMinutes + 1000);
    expect(implausibleTime(later, now, fiveMinutes)).toBe('future');
    expect(implausibleTime(later, now, 10 * 60_000)).toBeUndefined();
  });

  it('flags clocks at their epoch (1970, GPS 1980-01-06, anything before 2000) and a GPS week rollover', () => {
    expect(implausibleTime(new Date(0), now, fiveMinutes)).toBe('epoch');
    expect(implausibleTime(new Date('1980-01-06T00:00:00Z'), now, fiveMinutes)).toBe('epoch');
    expect(implausibleTime(new Date('1999-12-31T23:59:59Z'), now, fiveMinutes)).toBe('epoch');
    expect(implausibleTime(new Date(now.getTime() - GPS_ROLLOVER_MS), now, fiveMinutes)).toBe('rollover');
    expect(implausibleTime(new Date(now.getTime() - GPS_ROLLOVER_MS + 3_600_000), now, fiveMinutes)).toBe(
      'rollover',
    );
  });
});
