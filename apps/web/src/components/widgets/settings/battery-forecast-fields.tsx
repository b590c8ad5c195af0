import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** Battery forecast (issue 30 item 4): list the devices due within this many days. */
export function BatteryForecastFields({
  widget,
  onChange,
  errors,
}: FieldsProps<WidgetOf<'battery-forecast'>>) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('widgets.settings.forecastDays')}
      value={widget.options.days}
      onChange={(days) => onChange({ ...widget, options: { days: days ?? Number.NaN } })}
      error={errors['options.days']}
      step={1}
    />
  );
}
