import Stack from '@mui/material/Stack';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { ChoicesInput, SwitchInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** The geofences counted (none: every one) and whether the devices inside are named. */
export function GeofenceOccupancyFields({
  widget,
  onChange,
  errors,
  geofences,
}: FieldsProps<WidgetOf<'geofence-occupancy'>>) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <ChoicesInput
        label={t('widgets.settings.geofences')}
        options={geofences.map((g) => ({ value: g.id, label: g.name }))}
        value={widget.geofences}
        max={50}
        onChange={(next) => onChange({ ...widget, geofences: next })}
        error={errors.geofences}
        helperText={t('widgets.settings.geofencesHelp')}
      />
      <SwitchInput
        label={t('widgets.settings.names')}
        checked={widget.options.names}
        onChange={(names) => onChange({ ...widget, options: { names } })}
      />
    </Stack>
  );
}
