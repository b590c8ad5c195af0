import type { IncidentsData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { type ChartFormat, fill } from '../format.ts';
import { deviceName } from '../types.ts';
import { formatTime, round } from '../values.ts';
import { type TableInput, textCell } from './input.ts';
import type { TableCell, TableModel } from './types.ts';

/** Minutes as a person reads them ('45 min', '2 h 5 min'); the value stays in minutes. */
export function minutesCell(minutes: number | null, format: ChartFormat): TableCell {
  if (minutes === null) return { value: null, text: '—' };
  const whole = Math.round(minutes);
  const text =
    whole < 60
      ? fill(format.labels.minutes, { minutes: whole })
      : fill(format.labels.hoursMinutes, { hours: Math.floor(whole / 60), minutes: whole % 60 });
  return { value: round(minutes), text };
}

const tones = { open: 'error', acknowledged: 'warning', resolved: 'success' } as const;

/**
 * Incidents (issue 30): a first row for every incident opened over the range (how many, how
 * many unresolved, the median times to acknowledge and to resolve), then the latest, newest first.
 */
export function incidentsTable({
  data,
  devices,
  format,
}: TableInput<WidgetOf<'incidents'>, IncidentsData>): TableModel {
  const words = format.labels.columns;
  const summary = data?.summary;
  const incidents = [...(data?.incidents ?? [])].sort(
    (a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt),
  );
  return {
    columns: [
      { key: 'opened', label: words.opened, numeric: false },
      { key: 'device', label: words.device, numeric: false },
      { key: 'action', label: words.action, numeric: false },
      { key: 'state', label: words.state, numeric: false },
      { key: 'ack', label: words.timeToAcknowledge, numeric: true },
      { key: 'resolve', label: words.timeToResolve, numeric: true },
    ],
    rows: [
      ...(summary && summary.opened > 0
        ? [
            {
              cells: [
                {
                  value: summary.opened,
                  text: fill(format.labels.incidentsAll, {
                    count: summary.opened,
                    unresolved: summary.unresolved,
                  }),
                },
                textCell(null, ''),
                textCell(null, ''),
                textCell(null, ''),
                minutesCell(summary.ackMinutes, format),
                minutesCell(summary.resolveMinutes, format),
              ],
            },
          ]
        : []),
      ...incidents.map((incident) => ({
        cells: [
          { value: incident.openedAt, text: formatTime(incident.openedAt, format) },
          textCell(deviceName(devices, incident.device)),
          textCell(incident.action),
          {
            value: incident.state,
            text: format.labels.incidentStates[incident.state],
            tone: tones[incident.state],
          },
          minutesCell(incident.ackMinutes, format),
          minutesCell(incident.resolveMinutes, format),
        ],
      })),
    ],
  };
}
