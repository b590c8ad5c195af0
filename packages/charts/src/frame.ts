import type { ChartFormat } from './format.ts';
import { fill } from './format.ts';
import type { ChartTheme } from './theme.ts';

/**
 * What every time chart starts with: no animation, UTC axes over wall-clock times, the
 * theme's colours, a centred "No data" when nothing is drawn, a "12 of 15 series shown"
 * note when lines were left out, and a scrolling legend when there is more than one line.
 * `legend` and `limited` tell the builder how much room to leave above its grid.
 */
export function chartFrame({
  theme,
  format,
  names,
  total,
  empty,
}: {
  theme: ChartTheme;
  format: ChartFormat;
  /** The lines drawn, by name, in order. */
  names: string[];
  /** How many lines there were before any was left out. */
  total: number;
  empty: boolean;
}) {
  const legend = names.length > 1;
  const limited = total > names.length;
  const muted = (fontSize: number) => ({ color: theme.mutedText, fontSize, fontWeight: 'normal' as const });
  const titles = [
    ...(empty ? [{ text: format.labels.noData, left: 'center', top: 'middle', textStyle: muted(14) }] : []),
    ...(limited
      ? [
          {
            text: fill(format.labels.seriesLimited, { shown: names.length, total }),
            right: 8,
            top: 0,
            textStyle: muted(11),
          },
        ]
      : []),
  ];
  const option = {
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
            data: names,
            textStyle: { color: theme.text },
            pageTextStyle: { color: theme.mutedText },
            itemWidth: 14,
            itemHeight: 8,
          },
        }
      : {}),
  };
  return { option, legend, limited };
}
