import {
  buildGaugeOption,
  buildSeriesOption,
  type ChartOption,
  describeSeries,
  seriesTable,
} from '@pinpoint/charts';
import * as f from '@pinpoint/charts/fixtures/index.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { type ChartFactory, type ChartHandle, EChart } from './echart.tsx';

const input = {
  widget: f.seriesWidget,
  data: f.seriesData,
  devices: f.fixtureDevices,
  format: f.fixtureFormat,
};
const option = buildSeriesOption({
  ...input,
  theme: f.fixtureTheme,
  size: f.fixtureSize,
  range: f.fixtureRange,
});

/** A fake chart recording what the component asks of it (as connectLive takes createSocket). */
function fakeChart() {
  const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() } satisfies ChartHandle;
  const createChart = vi.fn<ChartFactory>(() => chart);
  return { chart, createChart };
}

let resizeCallbacks: (() => void)[] = [];
class FakeResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  resizeCallbacks = [];
  vi.unstubAllGlobals();
});

/** A parent that swaps the option, as new data would. */
function Switching({
  first,
  next,
  createChart,
}: {
  first: ChartOption;
  next: ChartOption;
  createChart: ChartFactory;
}) {
  const [current, setCurrent] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setCurrent(next)}>
        Next
      </button>
      <EChart option={current} height={280} label="x" summary="" createChart={createChart} />
    </>
  );
}

describe('EChart', () => {
  it('gives ECharts exactly the builder’s option plus the browser’s tooltip and zoom', async () => {
    const { chart, createChart } = fakeChart();
    renderWithProviders(
      <EChart option={option} height={280} label="Cold chain" summary="summary" createChart={createChart} />,
    );
    await waitFor(() => expect(chart.setOption).toHaveBeenCalledTimes(1));
    const [given, opts] = chart.setOption.mock.calls[0] ?? [];
    const { tooltip, dataZoom, ...rest } = given as Record<string, unknown>;
    expect(rest).toEqual(option);
    expect(tooltip).toMatchObject({ trigger: 'axis', confine: true });
    expect(dataZoom).toEqual([{ type: 'inside', xAxisIndex: 0, filterMode: 'none' }]);
    expect(opts).toEqual({ notMerge: true });
    expect(createChart).toHaveBeenCalledWith(expect.any(HTMLDivElement), { locale: 'en', height: 280 });
  });

  it('adds nothing to a chart that is not over time (a gauge)', async () => {
    const { chart, createChart } = fakeChart();
    const gauge = buildGaugeOption({
      ...input,
      widget: f.gaugeWidget,
      data: f.latestData,
      theme: f.fixtureTheme,
      size: { width: 240, height: 200 },
    });
    renderWithProviders(
      <EChart option={gauge} height={200} label="Fridge" summary="" createChart={createChart} />,
    );
    await waitFor(() => expect(chart.setOption).toHaveBeenCalledWith(gauge, { notMerge: true }));
  });

  it('prints tooltip values with the axis unit and escapes device names', async () => {
    const { chart, createChart } = fakeChart();
    renderWithProviders(
      <EChart option={option} height={280} label="x" summary="" createChart={createChart} />,
    );
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    const given = chart.setOption.mock.calls[0]?.[0] as { tooltip: { formatter: (p: unknown) => string } };
    const { tooltip } = given;
    const text = tooltip.formatter([
      { seriesIndex: 0, seriesName: '<b>Cold</b>', marker: '', value: [Date.UTC(2026, 10, 1, 1, 30), 37.4] },
      { seriesIndex: 1, seriesName: 'Freezer', marker: '', value: [Date.UTC(2026, 10, 1, 1, 30), null] },
    ]);
    expect(text).toBe('Nov 1, 2026, 1:30 AM<br/>&#60;b&#62;Cold&#60;/b&#62;: <b>37.4 °F</b>');
  });

  it('gives each new option whole, resizes with its box and disposes when unmounted', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { chart, createChart } = fakeChart();
    const next = buildSeriesOption({
      ...input,
      data: f.bandData,
      theme: f.fixtureTheme,
      size: f.fixtureSize,
    });
    const view = renderWithProviders(<Switching first={option} next={next} createChart={createChart} />);
    await waitFor(() => expect(resizeCallbacks).toHaveLength(1));
    act(() => resizeCallbacks[0]?.());
    expect(chart.resize).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(chart.setOption).toHaveBeenCalledTimes(2));
    expect(chart.setOption.mock.calls[1]?.[0]).toMatchObject({ series: next.series });
    expect(createChart).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
  });

  it('disposes a chart that arrives after the component is gone', async () => {
    const { chart } = fakeChart();
    let resolve: (handle: ChartHandle) => void = () => undefined;
    const createChart = vi.fn<ChartFactory>(() => new Promise<ChartHandle>((r) => (resolve = r)));
    const view = renderWithProviders(
      <EChart option={option} height={280} label="x" summary="" createChart={createChart} />,
    );
    await waitFor(() => expect(createChart).toHaveBeenCalled());
    view.unmount();
    await act(async () => resolve(chart));
    expect(chart.dispose).toHaveBeenCalledTimes(1);
    expect(chart.setOption).not.toHaveBeenCalled();
  });

  it('is an image named by its label and described by its summary, with its values one click away', async () => {
    const { createChart } = fakeChart();
    const summary = describeSeries(input);
    renderWithProviders(
      <EChart
        option={option}
        height={280}
        label="Cold chain"
        summary={summary}
        table={seriesTable(input)}
        createChart={createChart}
      />,
    );
    const image = screen.getByRole('img', { name: 'Cold chain' });
    expect(image).toHaveAccessibleDescription(summary);
    expect(summary).toMatch(
      /^Cold room \(°F\) from Oct 31, 2026, 12:00 PM to Nov 1, 2026, 10:00 AM: lowest 32 °F/,
    );
    const button = screen.getByRole('button', { name: 'Show the values as a table' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Cold chain' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Cold room', 'Freezer']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Oct 31, 2026, 12:00 PM37.4 °F-0.4 °F');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps its summary when the browser cannot draw', async () => {
    const createChart = vi.fn<ChartFactory>(() => Promise.reject(new Error('No canvas to draw on')));
    renderWithProviders(
      <EChart
        option={option}
        height={280}
        label="Cold chain"
        summary="Still here."
        createChart={createChart}
      />,
    );
    await waitFor(() => expect(createChart).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Cold chain' })).toHaveAccessibleDescription('Still here.');
  });
});
