import { type ChartFormat, toTable } from '@pinpoint/charts';
import type { WidgetData } from '@pinpoint/shared/widgets/data.ts';
import type { Widget } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table.tsx';
import type { WidgetViewContext } from './view-types.ts';

type Props = {
  widget: Widget;
  data: WidgetData | null;
  context: WidgetViewContext;
  format: ChartFormat;
  label: string;
};

/**
 * The tabular widgets (battery list, device table, feed, occupancy, uplink health, trips): the
 * charts package's table model, the one a PDF, CSV or XLSX of the same widget prints, drawn by MUI.
 */
export function TableWidget({ widget, data, context, format, label }: Props) {
  const { t } = useTranslation();
  const model = toTable({ widget, data, devices: context.devices, format });
  if (!model) return null;
  return <DataTable label={label} model={model} emptyText={t('widgets.noRows')} />;
}
