import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../lib/ui-store.ts';
import { type Geofence, type GeofenceStatus, useGeofenceMutations } from '../api.ts';

type Props = { geofence: Geofence; disabled: boolean };

/** An existing geofence's status: the switch saves it at once (PATCH /geofence/{id}/status). */
export function StatusSwitch({ geofence, disabled }: Props) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const { setStatus } = useGeofenceMutations(geofence.organisationId);
  const [status, setLocalStatus] = useState<GeofenceStatus>(geofence.status);
  const helpId = useId();

  const handleChange = (active: boolean) => {
    const next: GeofenceStatus = active ? 'active' : 'paused';
    const previous = status;
    setLocalStatus(next);
    setStatus.mutate(
      { id: geofence.id, status: next },
      {
        onSuccess: () =>
          notify(
            t('geofenceEditor.statusSaved', {
              name: geofence.name,
              status: t(`geofenceEditor.statuses.${next}`).toLowerCase(),
            }),
            'success',
          ),
        onError: () => {
          setLocalStatus(previous);
          notify(t('errors.geofenceStatus'), 'error');
        },
      },
    );
  };

  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={status === 'active'}
            disabled={disabled || setStatus.isPending}
            onChange={(event) => handleChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('geofenceEditor.statuses.active')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('geofenceEditor.statusHelp')}
      </FormHelperText>
    </Stack>
  );
}
