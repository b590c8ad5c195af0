import type { TripsData } from '@pinpoint/shared/widgets/data.ts';
import { describe, expect, it } from 'vitest';
import { optionCases, tableCases } from './fixtures/cases.ts';
import * as f from './fixtures/index.ts';
import { chartParts, plainOptionKeys } from './modules.ts';
import { buildSeriesOption } from './series-option.ts';
import { tripSummaryTable } from './tables/trip-summary-table.ts';

/** Every value is JSON: no functions, Dates, class instances, undefined or NaN. */
function assertPlainJson(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} is a finite number`).toBe(true);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) assertPlainJson(item, `${path}[${index}]`);
    return;
  }
  expect(typeof value, `${path} is an object`).toBe('object');
  expect(Object.getPrototypeOf(value), `${path} is a plain object`).toBe(Object.prototype);
  for (const [key, child] of Object.entries(value as object)) assertPlainJson(child, `${path}.${key}`);
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe('chart option builders', () => {
  for (const [name, build] of Object.entries(optionCases)) {
    it(`${name}: plain JSON, the same object through JSON, and its golden snapshot`, () => {
      const option = build();
      assertPlainJson(option, name);
      expect(JSON.parse(JSON.stringify(option))).toEqual(option);
      expect(option).toMatchSnapshot();
    });

    it(`${name}: every option key is drawn by a part registered in modules.ts`, () => {
      const option = build() as Record<string, unknown>;
      const components = chartParts.components as Record<string, unknown>;
      const charts = chartParts.charts as Record<string, unknown>;
      for (const key of Object.keys(option)) {
        if ((plainOptionKeys as readonly string[]).includes(key)) continue;
        expect(components[key], `top-level key ${key}`).toBeDefined();
      }
      for (const series of asList(option.series as Record<string, unknown>[])) {
        expect(charts[String(series.type)], `series type ${series.type}`).toBeDefined();
        for (const key of ['markLine', 'markArea', 'markPoint'])
          if (key in series) expect(components[key], `series key ${key}`).toBeDefined();
      }
    });
  }

  it('draws one line per device with its name, gaps as nulls and thresholds in the display unit', () => {
    const option = optionCases.series();
    const series = asList(option.series) as {
      name?: string;
      data: [number, number | null][];
      markLine?: unknown;
    }[];
    expect(series.map((s) => s.name)).toEqual(['Cold room', 'Freezer']);
    const freezer = series[1]?.data ?? [];
    // Four missing hours: one null where the next bucket would be, never a line across.
    expect(freezer.filter(([, v]) => v === null)).toHaveLength(1);
    expect(freezer).toHaveLength(20 + 1);
    // 4 °C in the fixture's °F; the threshold (8 °C) labelled 46.4 °F.
    expect(series[0]?.data[0]?.[1]).toBe(37.4);
    expect(JSON.stringify(series[0]?.markLine)).toContain('"46.4 °F"');
    expect((option.legend as { data: string[] }).data).toEqual(['Cold room', 'Freezer']);
  });

  it('keeps °C when the user reads Celsius and prints French', () => {
    const option = optionCases.seriesFrenchDark();
    const first = (asList(option.series)[0] as { data: [number, number][] }).data[0];
    expect(first?.[1]).toBe(3);
    expect(JSON.stringify(option)).toContain('"8 °C"');
    expect(JSON.stringify(option.xAxis)).toContain('{d} {MMM}');
  });

  it('applies yMin/yMax in the display unit, bounds humidity at 100 % and steps flags', () => {
    const band = optionCases.seriesBandArea();
    const axes = asList(band.yAxis) as { min?: number }[];
    expect(axes[0]?.min).toBe(23); // -5 °C
    expect(asList(band.series)).toHaveLength(3); // the line and its band's two edges
    const two = optionCases.seriesTwoAxesStep();
    const [left, right] = asList(two.yAxis) as { max?: number; axisLabel: { formatter: string } }[];
    expect(left?.axisLabel.formatter).toBe('{value} °F');
    expect(right?.max).toBe(100);
    expect(right?.axisLabel.formatter).toBe('{value}');
    expect(asList(two.series).every((s) => (s as { step?: string }).step === 'end')).toBe(true);
  });

  it('draws at most 12 lines and says how many it left out', () => {
    const devices = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        `d${i}`,
        { name: `Sensor ${i}`, type: 'temperature', lastSeenAt: null, quiet: false },
      ]),
    );
    const data = {
      ...f.seriesData,
      series: Array.from({ length: 15 }, (_, i) => ({
        device: `d${i}`,
        field: 'temperature',
        points: [{ t: 0, avg: i, n: 1 }],
      })),
    };
    const option = buildSeriesOption({
      widget: { ...f.seriesWidget, options: { ...f.seriesWidget.options, band: true } },
      data,
      devices,
      theme: f.fixtureTheme,
      format: f.fixtureFormat,
      size: f.fixtureSize,
    });
    expect(asList(option.series)).toHaveLength(12);
    expect(JSON.stringify(option.title)).toContain('12 of 15 series shown');
  });

  it('says "No data" when there is none', () => {
    expect(JSON.stringify(optionCases.seriesEmpty().title)).toContain('No data');
    expect(JSON.stringify(optionCases.gaugeEmpty())).toContain('No data');
  });

  it('colours the gauge from each threshold and prints the value in °F', () => {
    const gauge = asList(optionCases.gauge().series)[0] as {
      min: number;
      max: number;
      axisLine: { lineStyle: { color: [number, string][] } };
      detail: { formatter: string; color: string };
    };
    expect([gauge.min, gauge.max]).toEqual([14, 68]);
    expect(gauge.axisLine.lineStyle.color.map(([, c]) => c)).toEqual(['#1a3a6b', '#2e7d32', '#d32f2f']);
    expect(gauge.detail).toMatchObject({ formatter: '40.1 °F', color: '#2e7d32' });
  });

  it('sparklines run first to last when only the latest value is known', () => {
    const line = asList(optionCases.sparklineFirstLast().series)[0] as {
      data: unknown;
      lineStyle: { color: string };
    };
    expect(line.data).toEqual([
      [0, 37.4],
      [1, 40.1],
    ]);
    expect(line.lineStyle.color).toBe('#ed6c02'); // 4.5 °C passed the 4 °C threshold
  });
});

describe('table models', () => {
  for (const [name, build] of Object.entries(tableCases)) {
    it(`${name}: plain JSON and its golden snapshot`, () => {
      const table = build();
      assertPlainJson(table, name);
      expect(table).toMatchSnapshot();
    });
  }

  it('battery list: lowest battery first, whole days since heard, low ones marked', () => {
    const table = tableCases.batteryList();
    expect(table?.columns.map((c) => c.label)).toEqual(['Device', 'Battery', 'Last heard']);
    expect(table?.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Freezer', '12 %', '4 days ago'],
      ['Cold room', '64 %', 'Today'],
      ['Van 7', '—', 'Today'],
    ]);
    expect(table?.rows[0]?.cells[1]?.tone).toBe('error');
  });

  it('trip summary: says how each distance was measured (map matching, issue 20)', () => {
    const measured = (source: TripsData['distanceSource'], format = f.fixtureFormat) => {
      const device = { ...(f.tripsData.devices[0] as TripsData['devices'][number]), distanceSource: source };
      const table = tripSummaryTable({
        widget: f.tripsWidget,
        data: { devices: [device] },
        devices: f.fixtureDevices,
        format,
      });
      const at = table.columns.findIndex((c) => c.key === 'distanceSource');
      return [table.columns[at]?.label, table.rows[0]?.cells[at]?.text];
    };
    expect(measured('matched')).toEqual(['Measured', 'Along roads']);
    expect(measured('mixed')).toEqual(['Measured', 'Partly along roads']);
    expect(measured('raw')).toEqual(['Measured', 'Straight lines between positions']);
    // Data from before map matching: it was measured between positions.
    expect(measured(undefined)).toEqual(['Measured', 'Straight lines between positions']);
    expect(measured('matched', f.fixtureFormatFr)).toEqual(['Mesure', 'Le long des routes']);
  });

  it('numbers agree between value and text (what CSV and PDF print)', () => {
    const table = tableCases.deviceTable();
    const cold = table?.rows[0]?.cells ?? [];
    expect(cold.find((_, i) => table?.columns[i]?.key === 'temperature')).toEqual({
      value: 40.1,
      text: '40.1 °F',
    });
    const fr = tableCases.deviceTableFrench();
    expect(fr?.rows[1]?.cells.map((c) => c.text)).toContain('-17,5 °C');
  });

  it('event feed: newest first within the limit, values in the display unit', () => {
    const table = tableCases.eventFeed();
    expect(table?.rows).toHaveLength(3);
    expect(table?.rows[0]?.cells.map((c) => c.text)).toEqual([
      'Nov 1, 2026, 9:00 AM',
      'Van 7',
      'Geofence exit',
      '—',
      '',
    ]);
    expect(table?.rows[1]?.cells[3]?.text).toBe('47.3 °F');
  });
});
