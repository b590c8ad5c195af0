import Stack from '@mui/material/Stack';
import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { fromDisplayValue, toDisplayValue } from '@pinpoint/shared/units.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { readingLabel } from '../../../lib/device-format.ts';
import { ChoicesInput, NumberInput } from './inputs.tsx';
import { ThresholdsField } from './thresholds-field.tsx';
import type { FieldsProps } from './types.ts';

/** The field a widget shows (gauge, latest value), one of those the devices report. */
export function FieldChoice({
  value,
  onChange,
  fields,
  error,
}: {
  value: ReadingField;
  onChange: (field: ReadingField) => void;
  fields: readonly ReadingField[];
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ChoicesInput
      single
      label={t('widgets.settings.field')}
      options={fields.map((field) => ({ value: field, label: readingLabel(t, field) }))}
      value={[value]}
      onChange={(next) => next[0] && onChange(next[0] as ReadingField)}
      error={error}
    />
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A gauge's field, its scale (in the viewer's unit) and thresholds. */
export function GaugeFields({
  widget,
  onChange,
  errors,
  fields,
  temperatureUnit,
}: FieldsProps<WidgetOf<'gauge'>>) {
  const { t } = useTranslation();
  const options = widget.options;
  const shown = (value: number) =>
    Number.isFinite(value) ? round(toDisplayValue(widget.field, value, temperatureUnit)) : undefined;
  const stored = (value: number | undefined) =>
    value === undefined ? Number.NaN : fromDisplayValue(widget.field, value, temperatureUnit);
  return (
    <Stack sx={{ gap: 2 }}>
      <FieldChoice
        value={widget.field}
        fields={fields}
        onChange={(field) => onChange({ ...widget, field })}
        error={errors.field}
      />
      <Stack direction="row" sx={{ gap: 1.5 }}>
        <NumberInput
          label={t('widgets.settings.min')}
          value={shown(options.min)}
          onChange={(min) => onChange({ ...widget, options: { ...options, min: stored(min) } })}
          error={errors['options.min']}
        />
        <NumberInput
          label={t('widgets.settings.max')}
          value={shown(options.max)}
          onChange={(max) => onChange({ ...widget, options: { ...options, max: stored(max) } })}
          error={errors['options.max']}
        />
      </Stack>
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
