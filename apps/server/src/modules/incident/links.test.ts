import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAckToken, signAckToken, verifyAckToken } from './links.ts';

const key = randomBytes(32);
const row = { id: randomUUID(), incidentId: randomUUID(), expiresAt: new Date('2031-01-17T15:00:00Z') };

describe("an 'I'm on it' link token", () => {
  it('verifies for its own row only', () => {
    const token = signAckToken(key, row);
    const parsed = parseAckToken(token);
    expect(parsed?.id).toBe(row.id);
    expect(verifyAckToken(key, parsed as never, row)).toBe(true);
    // Another incident, another expiry, another key: refused.
    expect(verifyAckToken(key, parsed as never, { ...row, incidentId: randomUUID() })).toBe(false);
    expect(
      verifyAckToken(key, parsed as never, { ...row, expiresAt: new Date('2031-02-01T00:00:00Z') }),
    ).toBe(false);
    expect(verifyAckToken(randomBytes(32), parsed as never, row)).toBe(false);
  });

  it('refuses a tampered expiry or a malformed token', () => {
    const [id, exp, mac] = signAckToken(key, row).split('.');
    const later = parseAckToken(`${id}.${Number(exp) + 86_400}.${mac}`);
    expect(
      verifyAckToken(key, later as never, { ...row, expiresAt: new Date((Number(exp) + 86_400) * 1000) }),
    ).toBe(false);
    for (const bad of ['', 'x.y.z', `${id}.${exp}`, `${id}.${exp}.${mac}.more`, `${id}.-1.${mac}`])
      expect(parseAckToken(bad), bad).toBeNull();
  });
});
