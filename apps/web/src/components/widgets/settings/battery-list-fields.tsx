import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** The battery level under which a device stands out. */
export function BatteryListFields({ widget, onChange, errors }: FieldsProps<WidgetOf<'battery-list'>>) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('widgets.settings.lowPercent')}
      value={widget.options.lowPercent}
      onChange={(lowPercent) => onChange({ ...widget, options: { lowPercent: lowPercent ?? Number.NaN } })}
      error={errors['options.lowPercent']}
      step={1}
    />
  );
}
