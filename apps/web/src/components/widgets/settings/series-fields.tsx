import Stack from '@mui/material/Stack';
import type { ReadingField } from '@pinpoint/shared/readings.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { readingLabel } from '../../../lib/device-format.ts';
import { ChoicesInput, NumberInput, SelectInput, SwitchInput } from './inputs.tsx';
import { ThresholdsField } from './thresholds-field.tsx';
import type { FieldsProps } from './types.ts';

/** A chart's fields (up to four), its style, band, axis bounds and thresholds. */
export function SeriesFields({
  widget,
  onChange,
  errors,
  fields,
  temperatureUnit,
}: FieldsProps<WidgetOf<'series'>>) {
  const { t } = useTranslation();
  const options = widget.options;
  const set = (next: Partial<typeof options>) => onChange({ ...widget, options: { ...options, ...next } });
  return (
    <Stack sx={{ gap: 2 }}>
      <ChoicesInput
        label={t('widgets.settings.fields')}
        options={fields.map((field) => ({ value: field, label: readingLabel(t, field) }))}
        value={widget.fields}
        max={4}
        onChange={(next) => onChange({ ...widget, fields: next as ReadingField[] })}
        error={errors.fields}
        helperText={t('widgets.settings.fieldsHelp')}
      />
      <SelectInput
        label={t('widgets.settings.style')}
        value={options.style}
        options={(['line', 'area', 'step'] as const).map((style) => ({
          value: style,
          label: t(`widgets.settings.styles.${style}`),
        }))}
        onChange={(style) => set({ style })}
      />
      <SwitchInput
        label={t('widgets.settings.band')}
        checked={options.band}
        onChange={(band) => set({ band })}
      />
      <Stack direction="row" sx={{ gap: 1.5 }}>
        <NumberInput
          label={t('widgets.settings.yMin')}
          value={options.yMin}
          onChange={(yMin) => set({ yMin })}
          error={errors['options.yMin']}
        />
        <NumberInput
          label={t('widgets.settings.yMax')}
          value={options.yMax}
          onChange={(yMax) => set({ yMax })}
          error={errors['options.yMax']}
        />
      </Stack>
      <ThresholdsField
        field={widget.fields[0] ?? ''}
        value={options.thresholds}
        onChange={(thresholds) => set({ thresholds })}
        unit={temperatureUnit}
        errors={errors}
      />
    </Stack>
  );
}
