import type { HealthData } from '@pinpoint/shared/widgets/data.ts';
import { describe, expect, it } from 'vitest';
import { foldWidget, type WidgetLiveMeta } from './live-folds.ts';

const hour = 3_600_000;
const now = Date.parse('2026-11-27T15:00:00.000Z');
const meta: WidgetLiveMeta = {
  type: 'uplink-health',
  relative: true,
  windowMs: 24 * hour,
  devices: ['dev-a', 'dev-b'],
  fields: [],
};

/** dev-a late (every 10 minutes, silent 30), dev-b offline. */
const health: HealthData = {
  devices: [
    {
      device: 'dev-a',
      lastSeenAt: new Date(now - 30 * 60_000).toISOString(),
      rssi: -101,
      snr: 3.5,
      hourly: [{ t: now - hour, n: 3 }],
      total: 3,
      usualIntervalS: 600,
      state: 'late',
      lateGaps: 1,
      longestGapS: 1800,
    },
    {
      device: 'dev-b',
      lastSeenAt: new Date(now - 3 * hour).toISOString(),
      rssi: null,
      snr: null,
      hourly: [],
      total: 0,
      usualIntervalS: 600,
      state: 'offline',
      lateGaps: 0,
      longestGapS: null,
    },
  ],
};

describe('the uplink-health widget, live', () => {
  it("puts a late device back on time at its next uplink, and leaves the others' lateness alone", () => {
    const at = new Date(now).toISOString();
    const result = foldWidget(
      { status: 'ok', data: health },
      meta,
      [{ deviceId: 'dev-a', lastSeenAt: at, readings: { rssi: -99 } }],
      now,
    );
    const devices = (result as { data: HealthData }).data.devices;
    expect(devices[0]).toMatchObject({
      lastSeenAt: at,
      state: 'fresh',
      rssi: -99,
      total: 4,
      usualIntervalS: 600,
      lateGaps: 1,
    });
    expect(devices[1]).toBe(health.devices[1]);
  });
});
