import type { TemperatureUnit } from '@pinpoint/shared/units.ts';
import { type WidgetLabels, widgetLabelsEn } from '@pinpoint/shared/widgets/labels.en.ts';
import { widgetLabelsFr } from '@pinpoint/shared/widgets/labels.fr.ts';

/**
 * Everything a builder would otherwise take from its host: the language, the zone the
 * times are shown in, the user's temperature unit, the clock, and the resolved words.
 */
export type ChartFormat = {
  locale: string;
  timeZone: string;
  temperatureUnit: TemperatureUnit;
  /** ms since the epoch: "days ago" and open ranges count from here. */
  now: number;
  labels: WidgetLabels;
};

/** The drawing's size in px (the element on the web, the page box in a report). */
export type ChartSize = { width: number; height: number };

/** The chart words of a locale ('fr', 'fr-CA'...): French or English. */
export const chartLabels = (locale: string): WidgetLabels =>
  locale.toLowerCase().startsWith('fr') ? widgetLabelsFr : widgetLabelsEn;

/** A ChartFormat with the locale's labels. */
export const chartFormat = (format: Omit<ChartFormat, 'labels'>): ChartFormat => ({
  ...format,
  labels: chartLabels(format.locale),
});

/** Fills {{name}} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
