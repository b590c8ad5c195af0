import {
  type DeviceTableColumn,
  deviceTableColumns,
  type WidgetOf,
} from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { readingLabel } from '../../../lib/device-format.ts';
import { ChoicesInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** The table's columns: device facts first, then any reading field (up to eight). */
export function DeviceTableFields({
  widget,
  onChange,
  errors,
  fields,
}: FieldsProps<WidgetOf<'device-table'>>) {
  const { t } = useTranslation();
  const options = [
    ...deviceTableColumns.map((column) => ({
      value: column,
      label: t(`widgets.settings.columns.${column}`),
    })),
    ...fields.map((field) => ({ value: field, label: readingLabel(t, field) })),
  ];
  return (
    <ChoicesInput
      label={t('widgets.settings.tableColumns')}
      options={options}
      value={widget.options.columns}
      max={8}
      onChange={(columns) => onChange({ ...widget, options: { columns: columns as DeviceTableColumn[] } })}
      error={errors['options.columns']}
    />
  );
}
