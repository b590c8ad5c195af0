import { type AlertType, alertTypeDefinitions } from '@pinpoint/shared/action.ts';
import type { EventsData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import type { ChartFormat } from '../format.ts';
import { deviceName } from '../types.ts';
import { formatNumber, formatTime, round, valueCell } from '../values.ts';
import { type TableInput, textCell } from './input.ts';
import type { TableCell, TableModel } from './types.ts';

const isAlertType = (type: string): type is AlertType => type in alertTypeDefinitions;

/** An alert's value in its field's display unit (°F for a temperature alert), plain otherwise. */
function alertValue(type: string, value: number | null, format: ChartFormat): TableCell {
  const field = isAlertType(type) ? alertTypeDefinitions[type].field : undefined;
  if (field) return valueCell(field, value, format);
  if (value === null) return { value: null, text: '—' };
  const unit = isAlertType(type) ? (alertTypeDefinitions[type].threshold?.unit ?? '') : '';
  return { value: round(value), text: `${formatNumber(value, format)}${unit ? ` ${unit}` : ''}` };
}

/** Alert and event feed: newest first, at most the widget's limit. */
export function eventFeedTable({
  widget,
  data,
  devices,
  format,
}: TableInput<WidgetOf<'event-feed'>, EventsData>): TableModel {
  const words = format.labels.columns;
  const events = [...(data?.events ?? [])]
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(0, widget.options.limit);
  return {
    columns: [
      { key: 'time', label: words.time, numeric: false },
      { key: 'device', label: words.device, numeric: false },
      { key: 'alert', label: words.alert, numeric: false },
      { key: 'value', label: words.value, numeric: true },
      { key: 'message', label: words.message, numeric: false },
    ],
    rows: events.map((event) => ({
      cells: [
        { value: event.time, text: formatTime(event.time, format) },
        textCell(deviceName(devices, event.device)),
        {
          value: event.alertType,
          text: isAlertType(event.alertType) ? format.labels.alertTypes[event.alertType] : event.alertType,
        },
        alertValue(event.alertType, event.value, format),
        textCell(event.message, ''),
      ],
    })),
  };
}
