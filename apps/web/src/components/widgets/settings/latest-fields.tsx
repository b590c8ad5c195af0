import Stack from '@mui/material/Stack';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { FieldChoice } from './gauge-fields.tsx';
import { SwitchInput } from './inputs.tsx';
import { ThresholdsField } from './thresholds-field.tsx';
import type { FieldsProps } from './types.ts';

/** A latest value's field, whether it shows its trend, and thresholds. */
export function LatestFields({
  widget,
  onChange,
  errors,
  fields,
  temperatureUnit,
}: FieldsProps<WidgetOf<'latest'>>) {
  const { t } = useTranslation();
  const options = widget.options;
  return (
    <Stack sx={{ gap: 2 }}>
      <FieldChoice
        value={widget.field}
        fields={fields}
        onChange={(field) => onChange({ ...widget, field })}
        error={errors.field}
      />
      <SwitchInput
        label={t('widgets.settings.trend')}
        checked={options.trend}
        onChange={(trend) => onChange({ ...widget, options: { ...options, trend } })}
      />
      <ThresholdsField
        field={widget.field}
        value={options.thresholds}
        onChange={(thresholds) => onChange({ ...widget, options: { ...options, thresholds } })}
        unit={temperatureUnit}
        errors={errors}
      />
    </Stack>
  );
}
