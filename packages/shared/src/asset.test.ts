import { describe, expect, it } from 'vitest';
import {
  assetInputSchema,
  assetStatus,
  assetWidgets,
  fieldFitsMetric,
  groupAssetImportRows,
} from './asset.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('asset metrics', () => {
  it('take a field of the same unit and kind, and a position only from a position', () => {
    expect(fieldFitsMetric('temperature', 'external_temperature')).toBe(true);
    expect(fieldFitsMetric('temperature', 'humidity')).toBe(false);
    expect(fieldFitsMetric('door_open', 'motion')).toBe(true);
    expect(fieldFitsMetric('position', 'position')).toBe(true);
    expect(fieldFitsMetric('position', 'temperature')).toBe(false);
  });

  it("require a name and a description with the spec's message", () => {
    const parsed = assetInputSchema.safeParse({ name: ' ', description: '\u200B' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Description is required',
    ]);
  });

  it('become one asset-metric widget each', () => {
    const widgets = assetWidgets({
      id: uuid(1),
      metrics: [
        {
          id: 'm1',
          type: 'temperature',
          field: 'temperature',
          deviceId: uuid(2),
          deviceName: 'A',
          since: null,
        },
      ],
    });
    expect(widgets).toMatchObject([{ id: 'm1', type: 'asset-metric', assetId: uuid(1), metricId: 'm1' }]);
  });
});

describe('assetStatus', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
  const asset = {
    metrics: [
      {
        id: 'm1',
        type: 'temperature',
        field: 'temperature',
        deviceId: uuid(1),
        deviceName: 'A',
        since: null,
      },
      { id: 'm2', type: 'position', field: 'position', deviceId: uuid(2), deviceName: 'B', since: null },
    ],
  } as const;
  const status = (a: { lastSeenAt: string | null; lastAlertAt: string | null }, b = a) =>
    assetStatus(
      { metrics: [...asset.metrics] },
      new Map([
        [uuid(1), a],
        [uuid(2), b],
      ]),
      now,
      3_600_000,
    );

  it('is alerting after an alert within a day, silent when a device went quiet, else ok', () => {
    expect(status({ lastSeenAt: hoursAgo(0.1), lastAlertAt: null })).toBe('ok');
    expect(status({ lastSeenAt: hoursAgo(0.1), lastAlertAt: hoursAgo(23) })).toBe('alerting');
    expect(status({ lastSeenAt: hoursAgo(0.1), lastAlertAt: hoursAgo(25) })).toBe('ok');
    expect(
      status(
        { lastSeenAt: hoursAgo(0.1), lastAlertAt: null },
        { lastSeenAt: hoursAgo(2), lastAlertAt: null },
      ),
    ).toBe('silent');
    expect(status({ lastSeenAt: null, lastAlertAt: null })).toBe('silent');
  });
});

describe('groupAssetImportRows', () => {
  it('makes one asset of rows sharing a name, its metric type doubling as the field', () => {
    const { groups, problems } = groupAssetImportRows([
      { name: 'Pump 1', description: 'Basement', metric_type: 'Temperature', device: 'Probe A' },
      { name: 'PUMP 1', description: '', metric_type: 'door open', device: 'A84041000181C8F2', field: '' },
    ]);
    expect(problems.size).toBe(0);
    expect(groups).toEqual([
      {
        name: 'Pump 1',
        description: 'Basement',
        rows: [1, 2],
        metrics: [
          { row: 1, type: 'temperature', device: 'Probe A', field: 'temperature' },
          { row: 2, type: 'door_open', device: 'A84041000181C8F2', field: 'door_open' },
        ],
      },
    ]);
  });

  it('refuses an asset whole when one of its rows is wrong, or when its descriptions differ', () => {
    const { groups, problems } = groupAssetImportRows([
      { name: 'Fridge', description: 'Bar', metric_type: 'temperature', device: 'Probe A' },
      { name: 'Fridge', description: 'Kitchen', metric_type: 'humidity', device: 'Probe A' },
      {
        name: 'Van',
        description: 'Route 12',
        metric_type: 'position',
        device: 'Tracker',
        field: 'temperature',
      },
      { name: 'Shelf', description: 'Dock' },
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Shelf']);
    expect(Object.fromEntries(problems)).toEqual({
      1: ['Another row of this asset was refused'],
      2: ['The rows of one asset must give the same description'],
      3: ['field: A position metric takes the device position'],
    });
  });
});
