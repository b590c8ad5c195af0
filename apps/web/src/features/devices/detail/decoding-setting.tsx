import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DecodingPreference } from '@pinpoint/shared/device.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../lib/ui-store.ts';
import { type Device, useDeviceMutations } from '../api.ts';
import { useDeviceErrorText } from '../errors.ts';

const choices: DecodingPreference[] = ['auto', 'pinpoint', 'network'];

/**
 * Whose decoded values a LoRaWAN device's readings take: the network server's codec where it sent
 * them (the default), Pinpoint's decoder only, or the network server's only.
 */
export function DecodingSetting({ device, editable }: { device: Device; editable: boolean }) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useDeviceErrorText();
  const { update } = useDeviceMutations(device.organisationId);
  const [decoding, setDecoding] = useState<DecodingPreference>(device.decoding);
  const handleSave = async () => {
    try {
      await update.mutateAsync({ id: device.id, patch: { decoding } });
      notify(t('detail.settingsSaved'), 'success');
    } catch (error) {
      notify(errorText(error, t('errors.deviceSettings')), 'error');
    }
  };
  const label = {
    auto: t('detail.decodingAuto'),
    pinpoint: t('detail.decodingPinpoint'),
    network: t('detail.decodingNetwork'),
  };
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        fullWidth
        label={t('detail.decoding')}
        helperText={t('detail.decodingHelp')}
        value={decoding}
        disabled={!editable}
        onChange={(event) => setDecoding(event.target.value as DecodingPreference)}
      >
        {choices.map((value) => (
          <MenuItem key={value} value={value}>
            {label[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!editable || decoding === device.decoding || update.isPending}
        onClick={handleSave}
        sx={{ mt: 1 }}
        aria-label={t('detail.saveDecoding')}
      >
        {t('common.save')}
      </Button>
    </Stack>
  );
}
