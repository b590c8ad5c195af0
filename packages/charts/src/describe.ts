import { displayUnit } from '@pinpoint/shared/units.ts';
import type { SeriesData, WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import { type ChartFormat, fill } from './format.ts';
import { type SeriesWidget, seriesLines } from './series-lines.ts';
import { fieldTitle, formatDisplayValue, formatTime, round } from './values.ts';

/**
 * The accessible summary of a series chart, one sentence a line: "Temperature (°F) from
 * … to …: lowest 37.4 °F, highest 44.6 °F, latest 42.8 °F." Screen readers read it as the
 * chart's description; its values are the table's.
 */
export function describeSeries(input: {
  widget: Pick<SeriesWidget, 'fields'>;
  data: SeriesData | null;
  devices: Record<string, WidgetDevice>;
  format: ChartFormat;
  /** The chart's name, for the sentence of an empty chart. */
  label?: string;
}): string {
  const { format } = input;
  const lines = seriesLines(input);
  const sentences = lines.flatMap((line) => {
    const points = line.points.filter((p) => p.avg !== null);
    const first = points[0];
    const last = points[points.length - 1];
    const label =
      lines.length === 1
        ? fieldTitle(line.field, format)
        : displayUnit(line.field, format.temperatureUnit)
          ? fill(format.labels.withUnit, {
              label: line.name,
              unit: displayUnit(line.field, format.temperatureUnit),
            })
          : line.name;
    if (!first || !last || last.avg === null) return [];
    const value = (v: number) => formatDisplayValue(line.field, round(v), format);
    return [
      fill(format.labels.summary, {
        label,
        from: formatTime(first.t, format),
        to: formatTime(last.t, format),
        min: value(Math.min(...points.map((p) => p.min ?? p.avg ?? 0))),
        max: value(Math.max(...points.map((p) => p.max ?? p.avg ?? 0))),
        latest: value(last.avg),
      }),
    ];
  });
  if (sentences.length > 0) return sentences.join(' ');
  const label =
    input.label ?? (input.widget.fields.length === 1 ? fieldTitle(input.widget.fields[0] ?? '', format) : '');
  return fill(format.labels.summaryEmpty, { label });
}
