import type { Device } from '@pinpoint/shared';
import type { DevicePage } from '@pinpoint/shared/device-page.ts';
import {
  type DevicePositions,
  packDevicePositions,
  unpackDevicePositions,
} from '@pinpoint/shared/device-positions.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testDevice } from '../test/fixtures.ts';
import { type DeviceUpdate, deviceKeys, writeDeviceUpdates } from './device-cache.ts';

// Issue 31 items 2 and 5: live updates go into the table's pages (only the rows on them change)
// and into the map's packed positions, which the list screen reads instead of the whole list.

const range = { minMv: 2300, maxMv: 3000 };
const device = (id: string) =>
  testDevice(0, `Device ${id}`, {
    id,
    batteryMv: 2900,
    location: { lat: 43.6, lon: -79.4, at: '2026-11-21T10:00:00.000Z' },
    lastSeenAt: '2026-11-21T10:00:00.000Z',
  });
const update = (deviceId: string, overrides: Partial<DeviceUpdate> = {}): DeviceUpdate => ({
  organisationId: 'org-1',
  deviceId,
  lastSeenAt: '2026-11-21T10:05:00.000Z',
  readings: { battery_mv: 2650 },
  position: { lat: 43.7, lon: -79.3, time: '2026-11-21T10:05:00.000Z' },
  ...overrides,
});
const page = (items: Device[]): DevicePage => ({
  items,
  total: 40,
  page: 1,
  pageSize: 2,
  types: ['location'],
});
const placed = (...ids: string[]): DevicePositions =>
  unpackDevicePositions(
    packDevicePositions({
      builtAt: Date.parse('2026-11-21T10:01:00.000Z'),
      devices: ids.map((id) => ({
        id,
        lat: 43.6,
        lon: -79.4,
        lastSeenAt: '2026-11-21T10:00:00.000Z',
        lastAlertAt: null,
        usualIntervalS: 300,
      })),
    }),
  );

describe('live updates and the paged device list', () => {
  it('changes only the rows on a page they touch, and no page they do not', () => {
    const queryClient = new QueryClient();
    const [d1, d2, d3] = [device('d1'), device('d2'), device('d3')];
    const first = page([d1, d2] as Device[]);
    const second = page([d3] as Device[]);
    queryClient.setQueryData(deviceKeys.page('org-1', 'page=1'), first);
    queryClient.setQueryData(deviceKeys.page('org-1', 'page=2'), second);

    const { unknownIds } = writeDeviceUpdates(queryClient, 'org-1', [update('d1')], range);
    // A device on no page held here is on another page, not a new device.
    expect(unknownIds).toEqual([]);
    const written = queryClient.getQueryData<DevicePage>(deviceKeys.page('org-1', 'page=1'));
    expect(written?.items[0]).toMatchObject({
      lastSeenAt: '2026-11-21T10:05:00.000Z',
      batteryPct: 50,
      location: { lat: 43.7, lon: -79.3 },
    });
    // The untouched row keeps its identity (React skips it); the untouched page is the same object.
    expect(written?.items[1]).toBe(d2);
    expect(queryClient.getQueryData(deviceKeys.page('org-1', 'page=2'))).toBe(second);
  });

  it('moves the map’s positions, and asks again for a device placed for the first time', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(deviceKeys.positions('org-1'), placed('d1', 'd2'));
    const fired = '2026-11-21T10:06:00.000Z';
    const { unknownIds } = writeDeviceUpdates(
      queryClient,
      'org-1',
      [update('d1', { lastAlertAt: fired }), update('d7'), update('d8', { position: undefined })],
      range,
    );
    // d7 has a position the map does not hold; d8 has none, so nothing is missing for it.
    expect(unknownIds).toEqual(['d7']);
    const [d1, d2] = queryClient.getQueryData<DevicePositions>(deviceKeys.positions('org-1'))?.devices ?? [];
    expect(d1).toEqual({
      id: 'd1',
      lat: 43.7,
      lon: -79.3,
      lastSeenAt: '2026-11-21T10:05:00.000Z',
      lastAlertAt: fired,
      usualIntervalS: 300,
    });
    expect(d2).toMatchObject({ lat: 43.6, lon: -79.4, lastSeenAt: '2026-11-21T10:00:00.000Z' });

    // An older uplink arriving late does not move the marker back.
    writeDeviceUpdates(
      queryClient,
      'org-1',
      [
        update('d1', {
          lastSeenAt: '2026-11-21T09:00:00.000Z',
          position: { lat: 1, lon: 1, time: '2026-11-21T09:00:00.000Z' },
        }),
      ],
      range,
    );
    expect(
      queryClient.getQueryData<DevicePositions>(deviceKeys.positions('org-1'))?.devices[0],
    ).toMatchObject({ lat: 43.7, lon: -79.3, lastSeenAt: '2026-11-21T10:05:00.000Z' });
  });
});

describe('the packed positions', () => {
  it('carry each place to 1e-7 degrees and the times to the second, as columns', () => {
    const packed = packDevicePositions({
      builtAt: Date.parse('2026-11-21T10:00:30.500Z'),
      devices: [
        {
          id: 'a1',
          lat: -33.8567844,
          lon: 151.213108,
          lastSeenAt: '2026-11-21T10:00:00.000Z',
          lastAlertAt: null,
          usualIntervalS: null,
        },
      ],
    });
    expect(packed).toEqual({
      v: 1,
      builtAt: Math.floor(Date.parse('2026-11-21T10:00:30Z') / 1000),
      ids: ['a1'],
      lat: [-338567844],
      lon: [1512131080],
      seen: [30],
      alert: [null],
      interval: [null],
    });
    expect(unpackDevicePositions(JSON.parse(JSON.stringify(packed))).devices[0]).toEqual({
      id: 'a1',
      lat: -33.8567844,
      lon: 151.213108,
      lastSeenAt: '2026-11-21T10:00:00.000Z',
      lastAlertAt: null,
      usualIntervalS: null,
    });
    // A cut or unknown answer is refused rather than drawn wrong.
    expect(() => unpackDevicePositions({ ...packed, lat: [] })).toThrow('Unknown device positions layout');
    expect(() => unpackDevicePositions({ ...packed, v: 2 })).toThrow();
  });
});
