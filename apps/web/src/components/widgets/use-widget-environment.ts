import { type ChartFormat, type ChartTheme, chartFormat } from '@pinpoint/charts';
import type { WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TemperatureUnit, useTemperatureUnit } from '../../lib/temperature.ts';
import { browserTimeZone, useChartTheme } from '../charts/chart-theme.ts';
import type { WidgetViewContext } from './views/view-types.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** A clock that ticks every `everyMs`, so "went quiet" and "days ago" appear by themselves. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export type WidgetEnvironment = {
  context: Omit<WidgetViewContext, 'size'>;
  format: ChartFormat;
  theme: ChartTheme;
};

/**
 * What the widget views and chart builders share on a screen: the answer's devices, the clock,
 * the viewer's language, zone and temperature unit (°C for a signed-out share unless given), and
 * the chart theme of the MUI theme (light or dark).
 */
export function useWidgetEnvironment({
  devices,
  range,
  temperatureUnit: forced,
}: {
  devices: Record<string, WidgetDevice>;
  range: { from: string; to: string } | null;
  temperatureUnit?: TemperatureUnit;
}): WidgetEnvironment {
  const { i18n } = useTranslation();
  const userUnit = useTemperatureUnit();
  const temperatureUnit = forced ?? userUnit;
  const now = useNow();
  const locale = locales[i18n.language] ?? i18n.language;
  const timeZone = useMemo(browserTimeZone, []);
  const theme = useChartTheme();
  const format = useMemo(
    () => chartFormat({ locale: i18n.language || 'en', timeZone, temperatureUnit, now }),
    [i18n.language, timeZone, temperatureUnit, now],
  );
  const context = useMemo(
    () => ({ devices, now, temperatureUnit, range, locale, timeZone }),
    [devices, now, temperatureUnit, range, locale, timeZone],
  );
  return { context, format, theme };
}
