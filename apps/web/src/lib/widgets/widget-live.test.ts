import type { LatestData, SeriesData, WidgetResult } from '@pinpoint/shared/widgets/data.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  applyDeviceUpdates,
  createWidgetDataWriter,
  type LiveUpdate,
  type LiveWidgetData,
  type WidgetLiveMeta,
  widgetDataKeys,
} from './widget-live.ts';

const hour = 3_600_000;
const origin = Date.parse('2026-11-21T00:00:00.000Z');
const now = origin + 24 * hour;
const stride = 3600; // one-hour buckets

const seriesMeta = (overrides: Partial<WidgetLiveMeta> = {}): WidgetLiveMeta => ({
  type: 'series',
  relative: true,
  windowMs: 24 * hour,
  devices: ['dev-a'],
  fields: ['temperature'],
  ...overrides,
});

/** A day of hourly buckets of dev-a's temperature: 20 °C from 4 readings each. */
function seriesAnswer(meta: WidgetLiveMeta = seriesMeta()): LiveWidgetData {
  const points = Array.from({ length: 24 }, (_, i) => ({ t: origin + i * hour, avg: 20, n: 4 }));
  const series: SeriesData = {
    stride,
    origin: new Date(origin).toISOString(),
    series: [{ device: 'dev-a', field: 'temperature', points }],
  };
  return {
    range: { from: new Date(origin).toISOString(), to: new Date(now).toISOString() },
    generatedAt: new Date(now).toISOString(),
    devices: {
      'dev-a': {
        name: 'Freezer',
        type: 'lht65',
        lastSeenAt: new Date(now - 10 * 60_000).toISOString(),
        quiet: false,
      },
      'dev-b': { name: 'Van', type: 'tracker', lastSeenAt: null, quiet: true },
    },
    widgets: { chart: { status: 'ok', data: series } },
    meta: { chart: meta },
  };
}

const update = (deviceId: string, at: number, readings: Record<string, number>): LiveUpdate => ({
  deviceId,
  lastSeenAt: new Date(at).toISOString(),
  readings,
});

const pointsOf = (data: LiveWidgetData, id = 'chart') =>
  ((data.widgets[id] as Extract<WidgetResult, { status: 'ok' }>).data as SeriesData).series[0]?.points ?? [];

describe('applyDeviceUpdates', () => {
  it('folds a reading into its bucket by the n-weighted mean', () => {
    const data = seriesAnswer();
    // 23:30 lands in the 23:00 bucket, which averages 20 °C over 4 readings.
    const next = applyDeviceUpdates(data, [update('dev-a', origin + 23.5 * hour, { temperature: 25 })], now);
    const last = pointsOf(next).at(-1);
    expect(last).toEqual({ t: origin + 23 * hour, avg: (20 * 4 + 25) / 5, n: 5 });
    expect(pointsOf(next)).toHaveLength(24);
  });

  it('appends a new bucket past the last and slides the window', () => {
    const data = seriesAnswer();
    const later = now + 90 * 60_000; // 01:30 the next day
    const next = applyDeviceUpdates(data, [update('dev-a', later, { temperature: 18 })], later);
    const points = pointsOf(next);
    expect(points.at(-1)).toEqual({ t: now + hour, avg: 18, n: 1 });
    // The window is 24 h back from 01:30: the 00:00 bucket of the day before has left it, the
    // 01:00 one (half inside) stays.
    expect(points[0]?.t).toBe(origin + hour);
    expect(points).toHaveLength(24);
    // The device was heard: its last-seen time moves.
    expect(next.devices['dev-a']?.lastSeenAt).toBe(new Date(later).toISOString());
  });

  it('never patches a fixed range', () => {
    const data = seriesAnswer(seriesMeta({ relative: false }));
    const next = applyDeviceUpdates(data, [update('dev-a', origin + 23.5 * hour, { temperature: 25 })], now);
    expect(next.widgets).toBe(data.widgets);
    expect(pointsOf(next).at(-1)).toEqual({ t: origin + 23 * hour, avg: 20, n: 4 });
  });

  it('ignores devices the widget does not show and devices the answer does not know', () => {
    const data = seriesAnswer();
    const other = applyDeviceUpdates(data, [update('dev-b', origin + 23.5 * hour, { temperature: 40 })], now);
    expect(other.widgets).toBe(data.widgets);
    const unknown = applyDeviceUpdates(
      data,
      [update('dev-z', origin + 23.5 * hour, { temperature: 40 })],
      now,
    );
    expect(unknown).toBe(data);
  });

  it('gives latest values the newer reading and keeps the range’s first value for the trend', () => {
    const latest: LatestData = {
      values: [
        {
          device: 'dev-a',
          field: 'temperature',
          value: 20,
          time: new Date(now - hour).toISOString(),
          first: 18,
        },
      ],
    };
    const data: LiveWidgetData = {
      ...seriesAnswer(),
      widgets: { value: { status: 'ok', data: latest } },
      meta: { value: seriesMeta({ type: 'latest' }) },
    };
    const next = applyDeviceUpdates(data, [update('dev-a', now, { temperature: 21.5 })], now);
    expect((next.widgets.value as { data: LatestData }).data.values[0]).toEqual({
      device: 'dev-a',
      field: 'temperature',
      value: 21.5,
      time: new Date(now).toISOString(),
      first: 18,
    });
    // An older reading arriving late does not replace it.
    const late = applyDeviceUpdates(next, [update('dev-a', now - 2 * hour, { temperature: 5 })], now);
    expect((late.widgets.value as { data: LatestData }).data.values[0]?.value).toBe(21.5);
  });
});

describe('createWidgetDataWriter', () => {
  it('writes into every cached answer and refetches feeds an alert touched at most every 10 s', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const key = widgetDataKeys.dashboard('dash-1', { kind: 'last', amount: 24, unit: 'hour' }, 1200);
    const data = seriesAnswer();
    data.meta.feed = {
      type: 'event-feed',
      relative: true,
      windowMs: 24 * hour,
      devices: ['dev-a'],
      fields: [],
    };
    client.setQueryData(key, data);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const writer = createWidgetDataWriter(client);
    writer.write([update('dev-a', origin + 23.5 * hour, { temperature: 25 })], now);
    expect(pointsOf(client.getQueryData<LiveWidgetData>(key) as LiveWidgetData).at(-1)?.n).toBe(5);
    expect(invalidate).not.toHaveBeenCalled();
    const alert = { ...update('dev-a', now, {}), lastAlertAt: new Date(now).toISOString() };
    writer.write([alert], now);
    writer.write([alert], now);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    writer.dispose();
  });
});
