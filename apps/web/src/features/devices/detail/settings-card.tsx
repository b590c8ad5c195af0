import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deviceNameField, deviceTypes } from '@pinpoint/shared/device.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { typeLabel } from '../../../lib/device-format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { type Device, useDeviceMutations } from '../api.ts';
import { useDeviceErrorText } from '../errors.ts';
import { DecodingSetting } from './decoding-setting.tsx';

const renameSchema = z.object({ name: deviceNameField });
/** Devices behind a network server, which may decode their payloads too. */
const lorawan = new Set<Device['forwarder']>(['ttn', 'chirpstack', 'helium']);
type RenameInput = z.input<typeof renameSchema>;
type RenameValues = z.output<typeof renameSchema>;

/** Settings: the name ('Error changing device name') and the type ('Error saving device settings'). */
export function SettingsCard({ device, editable }: { device: Device; editable: boolean }) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useDeviceErrorText();
  const { update } = useDeviceMutations(device.organisationId);
  const [type, setType] = useState(device.type);
  const form = useForm<RenameInput, unknown, RenameValues>({
    resolver: zodResolver(renameSchema),
    values: { name: device.name },
    mode: 'onTouched',
  });

  const handleRename = form.handleSubmit(async ({ name }) => {
    try {
      await update.mutateAsync({ id: device.id, patch: { name } });
      notify(t('detail.renamed', { name }), 'success');
    } catch (error) {
      notify(errorText(error, t('errors.deviceRename')), 'error');
    }
  });
  const handleType = async () => {
    try {
      await update.mutateAsync({ id: device.id, patch: { type } });
      notify(t('detail.settingsSaved'), 'success');
    } catch (error) {
      notify(errorText(error, t('errors.deviceSettings')), 'error');
    }
  };
  const types = deviceTypes.includes(device.type as (typeof deviceTypes)[number])
    ? deviceTypes
    : [device.type, ...deviceTypes];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="settings-heading" sx={{ p: 2 }}>
      <Typography id="settings-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('detail.settings')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <Stack
          component="form"
          onSubmit={handleRename}
          noValidate
          direction="row"
          sx={{ gap: 1, alignItems: 'flex-start' }}
        >
          <EditorFieldInput
            control={form.control}
            field={{ name: 'name', label: t('addDevice.name'), required: true, autoComplete: 'off' }}
            autoFocus={false}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!editable || form.formState.isSubmitting}
            sx={{ mt: 1 }}
          >
            {t('detail.rename')}
          </Button>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            fullWidth
            label={t('addDevice.type')}
            value={type}
            disabled={!editable}
            onChange={(event) => setType(event.target.value)}
          >
            {types.map((value) => (
              <MenuItem key={value} value={value}>
                {typeLabel(t, value)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!editable || type === device.type || update.isPending}
            onClick={handleType}
            sx={{ mt: 1 }}
          >
            {t('common.save')}
          </Button>
        </Stack>
        {lorawan.has(device.forwarder) ? <DecodingSetting device={device} editable={editable} /> : null}
      </Stack>
    </Paper>
  );
}
