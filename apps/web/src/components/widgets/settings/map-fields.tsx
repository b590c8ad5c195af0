import Stack from '@mui/material/Stack';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { SwitchInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

/** What a map draws besides its devices: geofences, bases, tracks over the range. */
export function MapFields({ widget, onChange }: FieldsProps<WidgetOf<'map'>>) {
  const { t } = useTranslation();
  const options = widget.options;
  const set = (next: Partial<typeof options>) => onChange({ ...widget, options: { ...options, ...next } });
  return (
    <Stack>
      <SwitchInput
        label={t('widgets.settings.showGeofences')}
        checked={options.geofences}
        onChange={(geofences) => set({ geofences })}
      />
      <SwitchInput
        label={t('widgets.settings.showBases')}
        checked={options.bases}
        onChange={(bases) => set({ bases })}
      />
      <SwitchInput
        label={t('widgets.settings.showTracks')}
        checked={options.tracks}
        onChange={(tracks) => set({ tracks })}
      />
    </Stack>
  );
}
