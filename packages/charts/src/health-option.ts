import type { HealthData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { chartFrame } from './frame.ts';
import { MAX_CHART_LINES } from './series-lines.ts';
import { type BuilderInput, type ChartOption, deviceName } from './types.ts';
import { timeAxisTemplates, toWallClock } from './zoned-time.ts';

export type HealthWidget = WidgetOf<'uplink-health'>;

/**
 * Uplinks per hour of an uplink-health widget: one stacked bar series a device (at most
 * 12), hours in the viewer's zone, so a gap in the bars is an hour nothing was heard.
 */
export function buildHealthOption({
  data,
  devices,
  theme,
  format,
  size,
}: BuilderInput<HealthWidget, HealthData>): ChartOption {
  const all = data?.devices ?? [];
  const shown = all.slice(0, MAX_CHART_LINES);
  const frame = chartFrame({
    theme,
    format,
    names: shown.map((d) => deviceName(devices, d.device)),
    total: all.length,
    empty: shown.every((d) => d.hourly.length === 0),
  });
  const { legend, limited } = frame;
  return {
    ...frame.option,
    grid: {
      left: 8,
      right: 16,
      top: legend || limited ? 56 : 28,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'time',
      splitNumber: Math.max(2, Math.floor(size.width / 120)),
      axisLabel: { color: theme.mutedText, formatter: timeAxisTemplates(format.labels), hideOverlap: true },
      axisLine: { lineStyle: { color: theme.axisLine } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      name: format.labels.uplinksPerHour,
      nameLocation: 'end',
      nameTextStyle: { color: theme.mutedText, align: 'left' },
      axisLabel: { color: theme.mutedText },
      splitLine: { lineStyle: { color: theme.splitLine } },
    },
    series: shown.map((device) => ({
      type: 'bar' as const,
      id: device.device,
      name: deviceName(devices, device.device),
      stack: 'uplinks',
      barMaxWidth: 12,
      data: device.hourly.map((h) => [toWallClock(h.t, format.timeZone), h.n]),
    })),
  };
}
