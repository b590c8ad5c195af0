import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** How long a device stands still before it counts as a stop. */
export function TripSummaryFields({ widget, onChange, errors }: FieldsProps<WidgetOf<'trip-summary'>>) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('widgets.settings.minStopMinutes')}
      value={widget.options.minStopMinutes}
      onChange={(minStopMinutes) =>
        onChange({ ...widget, options: { minStopMinutes: minStopMinutes ?? Number.NaN } })
      }
      error={errors['options.minStopMinutes']}
      step={1}
    />
  );
}
