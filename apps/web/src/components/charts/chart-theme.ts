import { type Theme, useTheme } from '@mui/material/styles';
import { type ChartFormat, type ChartTheme, chartFormat, themeFromColours } from '@pinpoint/charts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../lib/temperature.ts';

/** The chart theme of a MUI theme, light or dark: its text, dividers, status colours and primary first. */
export function chartThemeFrom(theme: Theme): ChartTheme {
  const { palette } = theme;
  return themeFromColours({
    mode: palette.mode,
    primary: palette.primary.main,
    text: palette.text.primary,
    mutedText: palette.text.secondary,
    axisLine: palette.text.disabled,
    splitLine: palette.divider,
    // The card under the chart shows through (MUI's dark paper carries an overlay).
    background: 'transparent',
    fontFamily: String(theme.typography.fontFamily),
    success: palette.success.main,
    warning: palette.warning.main,
    error: palette.error.main,
  });
}

/** The current MUI theme as a chart theme. */
export function useChartTheme(): ChartTheme {
  const theme = useTheme();
  return useMemo(() => chartThemeFrom(theme), [theme]);
}

/** The browser's own time zone, where this screen shows times. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * What chart builders need from the viewer: the app's language, the browser's zone, the
 * user's temperature unit, and `now` (pass one to keep an option stable across renders).
 */
export function useChartFormat(now?: number): ChartFormat {
  const { i18n } = useTranslation();
  const unit = useTemperatureUnit();
  const language = i18n.language || 'en';
  const [mounted] = useState(() => Date.now());
  const at = now ?? mounted;
  return useMemo(
    () => chartFormat({ locale: language, timeZone: browserTimeZone(), temperatureUnit: unit, now: at }),
    [language, unit, at],
  );
}
