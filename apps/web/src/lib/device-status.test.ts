import { describe, expect, it } from 'vitest';
import { deviceStatus } from './device-status.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('device status', () => {
  it('is fresh within the hour, stale after, alerting when an alert came within the hour', () => {
    expect(deviceStatus({ lastSeenAt: ago(59), lastAlertAt: null }, now)).toBe('fresh');
    expect(deviceStatus({ lastSeenAt: ago(61), lastAlertAt: null }, now)).toBe('stale');
    expect(deviceStatus({ lastSeenAt: null, lastAlertAt: null }, now)).toBe('stale');
    expect(deviceStatus({ lastSeenAt: ago(1), lastAlertAt: ago(30) }, now)).toBe('alerting');
    expect(deviceStatus({ lastSeenAt: ago(1), lastAlertAt: ago(90) }, now)).toBe('fresh');
  });
});
