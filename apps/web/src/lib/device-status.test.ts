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

  it('is late after 2.5 usual intervals while still within the hour, and stale after the hour as before', () => {
    const every10 = (minutes: number) => ({
      lastSeenAt: ago(minutes),
      lastAlertAt: null,
      usualIntervalS: 600,
    });
    expect(deviceStatus(every10(24), now)).toBe('fresh');
    expect(deviceStatus(every10(26), now)).toBe('late');
    expect(deviceStatus(every10(61), now)).toBe('stale');
    // An interval not learned yet: fresh for the hour, as before.
    expect(deviceStatus({ lastSeenAt: ago(50), lastAlertAt: null, usualIntervalS: null }, now)).toBe('fresh');
    // Alerting still comes first.
    expect(deviceStatus({ ...every10(30), lastAlertAt: ago(40) }, now)).toBe('alerting');
  });
});
