import type { DeviceUpdate } from '@pinpoint/shared/live.ts';
import { describe, expect, it } from 'vitest';
import { testDevice } from '../test/fixtures.ts';
import { defaultBatteryRange } from './battery.ts';
import { applyDeviceUpdate } from './device-cache.ts';

const range = defaultBatteryRange;
const update = (at: string, fields: Partial<DeviceUpdate> = {}): DeviceUpdate => ({
  organisationId: '00000000-0000-4000-8000-0000000000a1',
  deviceId: '00000000-0000-4000-8000-000000000001',
  lastSeenAt: at,
  readings: {},
  ...fields,
});

describe('a live update applied to the device page', () => {
  const device = testDevice(1, 'Van', {
    lastSeenAt: '2026-11-29T10:00:00.000Z',
    readings: { battery_pct: 80 },
    events: { door_open: { value: 1, at: '2026-11-29T09:00:00.000Z' } },
  });

  it("records an uplink's events as the device's last events, at the uplink's time, never as readings", () => {
    const next = applyDeviceUpdate(
      device,
      update('2026-11-29T10:05:00.000Z', { readings: { battery_pct: 79 }, events: { button: 1 } }),
      range,
    );
    expect(next.readings).toEqual({ battery_pct: 79 });
    expect(next.events).toEqual({
      door_open: { value: 1, at: '2026-11-29T09:00:00.000Z' },
      button: { value: 1, at: '2026-11-29T10:05:00.000Z' },
    });
  });

  it('keeps the last events as they were for an update without any', () => {
    const next = applyDeviceUpdate(
      device,
      update('2026-11-29T10:05:00.000Z', { readings: { battery_pct: 79 } }),
      range,
    );
    expect(next.events).toEqual(device.events);
  });

  it('does not let an older uplink (a backlog) replace a newer event of the same kind', () => {
    const next = applyDeviceUpdate(
      device,
      update('2026-11-29T08:00:00.000Z', { events: { door_open: 1 } }),
      range,
    );
    expect(next.events?.door_open?.at).toBe('2026-11-29T09:00:00.000Z');
  });
});
