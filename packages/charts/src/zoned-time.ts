import type { WidgetLabels } from '@pinpoint/shared/widgets/labels.en.ts';

/**
 * ECharts formats time axes in UTC or in the host's zone only (apache/echarts#14453). So
 * builders draw with `useUTC: true` and times shifted to the wall clock of the viewer's
 * zone: 14:00 in Toronto is drawn at 14:00 "UTC", ticks land on local hours and midnights,
 * and the same option renders alike in a browser in Tokyo and a server in UTC. This file
 * is the one place to change if ECharts ships a `timeZone` option.
 */

export { fromWallClock, toWallClock, zoneOffset } from '@pinpoint/shared/wall-clock.ts';

/** The time-axis label templates per tick level, in the labels' language. */
export function timeAxisTemplates(labels: WidgetLabels): Record<string, string> {
  const { axis } = labels.time;
  return {
    year: axis.year,
    month: axis.month,
    day: axis.day,
    hour: axis.hour,
    minute: axis.minute,
    second: axis.second,
    millisecond: axis.second,
    none: axis.minute,
  };
}
