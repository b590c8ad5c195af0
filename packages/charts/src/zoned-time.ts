import type { WidgetLabels } from '@pinpoint/shared/widgets/labels.en.ts';

/**
 * ECharts formats time axes in UTC or in the host's zone only (apache/echarts#14453). So
 * builders draw with `useUTC: true` and times shifted to the wall clock of the viewer's
 * zone: 14:00 in Toronto is drawn at 14:00 "UTC", ticks land on local hours and midnights,
 * and the same option renders alike in a browser in Tokyo and a server in UTC. This file
 * is the one place to change if ECharts ships a `timeZone` option.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (Toronto in winter: -5 h). */
export function zoneOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(whole)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - whole;
}

/** An instant as the zone's wall clock read as UTC: what a `useUTC: true` chart shows as local time. */
export const toWallClock = (ms: number, timeZone: string): number => ms + zoneOffset(ms, timeZone);

/**
 * The instant a wall-clock time stands for (the inverse of toWallClock). In the hour a
 * fall-back repeats, the earlier instant; in the hour a spring-forward skips, the later.
 */
export function fromWallClock(wall: number, timeZone: string): number {
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  const exact = [first, second].filter((ms) => toWallClock(ms, timeZone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
}

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
