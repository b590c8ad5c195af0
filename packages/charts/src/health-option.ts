import type { HealthData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { fill } from './format.ts';
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
  const legend = shown.length > 1;
  const limited = all.length > shown.length;
  const empty = shown.every((d) => d.hourly.length === 0);
  const titles = [
    ...(empty
      ? [
          {
            text: format.labels.noData,
            left: 'center',
            top: 'middle',
            textStyle: { color: theme.mutedText, fontSize: 14, fontWeight: 'normal' as const },
          },
        ]
      : []),
    ...(limited
      ? [
          {
            text: fill(format.labels.seriesLimited, { shown: shown.length, total: all.length }),
            right: 8,
            top: 0,
            textStyle: { color: theme.mutedText, fontSize: 11, fontWeight: 'normal' as const },
          },
        ]
      : []),
  ];
  return {
    animation: false,
    useUTC: true,
    backgroundColor: theme.background,
    color: theme.palette,
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    ...(titles.length > 0 ? { title: titles } : {}),
    ...(legend
      ? {
          legend: {
            type: 'scroll' as const,
            top: 0,
            left: 8,
            right: limited ? 160 : 8,
            data: shown.map((d) => deviceName(devices, d.device)),
            textStyle: { color: theme.text },
            pageTextStyle: { color: theme.mutedText },
            itemWidth: 14,
            itemHeight: 8,
          },
        }
      : {}),
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
