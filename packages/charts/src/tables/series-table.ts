import type { SeriesData } from '@pinpoint/shared/widgets/data.ts';
import { type SeriesWidget, seriesLines } from '../series-lines.ts';
import { formatDisplayValue, formatTime, round } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableCell, TableModel } from './types.ts';

/**
 * A series widget's buckets as a table, the chart's accessible twin: one line gives time,
 * average, lowest and highest; several give time and each line's average.
 */
export function seriesTable(input: TableInput<Pick<SeriesWidget, 'fields'>, SeriesData>): TableModel {
  const { format } = input;
  const { columns: words } = format.labels;
  const lines = seriesLines(input);
  const cell = (field: string, value: number | null): TableCell =>
    value === null
      ? { value: null, text: '—' }
      : { value: round(value), text: formatDisplayValue(field, round(value), format) };
  const timeCell = (t: number): TableCell => ({
    value: new Date(t).toISOString(),
    text: formatTime(t, format),
  });
  const [only] = lines;
  if (lines.length === 1 && only) {
    const ranges = only.points.some((p) => p.min !== null || p.max !== null);
    return {
      columns: [
        { key: 'time', label: words.time, numeric: false },
        { key: 'avg', label: words.average, numeric: true },
        ...(ranges
          ? [
              { key: 'min', label: words.minimum, numeric: true },
              { key: 'max', label: words.maximum, numeric: true },
            ]
          : []),
      ],
      rows: only.points.map((p) => ({
        cells: [
          timeCell(p.t),
          cell(only.field, p.avg),
          ...(ranges ? [cell(only.field, p.min ?? p.avg), cell(only.field, p.max ?? p.avg)] : []),
        ],
      })),
    };
  }
  const times = [...new Set(lines.flatMap((l) => l.points.map((p) => p.t)))].sort((a, b) => a - b);
  const byTime = lines.map((l) => new Map(l.points.map((p) => [p.t, p.avg])));
  return {
    columns: [
      { key: 'time', label: words.time, numeric: false },
      ...lines.map((l) => ({ key: `${l.device}:${l.field}`, label: l.name, numeric: true })),
    ],
    rows: times.map((t) => ({
      cells: [timeCell(t), ...lines.map((l, i) => cell(l.field, byTime[i]?.get(t) ?? null))],
    })),
  };
}
