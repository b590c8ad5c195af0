import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type NetworkSettings, networkSettingsInputSchema } from '@pinpoint/shared';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogActions } from '../../components/form/form-actions.tsx';
import { SelectInput, TextInput } from '../../components/form/text-input.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { commandErrorText, useNetworkSettings, useSaveNetworkSettings } from '../../lib/commands.ts';
import type { commands as catalogue } from '../../lib/i18n/sections/commands.en.ts';
import { useUiStore } from '../../lib/ui-store.ts';

type SettingsKey =
  | Exclude<keyof typeof catalogue.settings, 'modes'>
  | `modes.${keyof typeof catalogue.settings.modes}`;

type Input = z.input<typeof networkSettingsInputSchema>;
type Output = z.output<typeof networkSettingsInputSchema>;

type Props = { open: boolean; organisationId: string | null; onClose: () => void };

/**
 * 'Network servers' (admins): where commands are handed to The Things Stack, ChirpStack and
 * Helium. Secrets come back masked; sent back unchanged they are kept, cleared they are removed.
 */
export function NetworkSettingsDialog({ open, organisationId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useNetworkSettings(organisationId, open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('commands.settings.title')}</DialogTitle>
      {!open ? null : settings.isLoading ? (
        <DialogContent>
          <PageSpinner label={t('commands.settings.title')} />
        </DialogContent>
      ) : settings.data ? (
        <SettingsForm settings={settings.data} organisationId={organisationId} onClose={onClose} />
      ) : (
        <DialogContent>
          <Alert severity="error">
            {commandErrorText(settings.error, t('commands.settings.loadFailed'), t)}
          </Alert>
        </DialogContent>
      )}
    </Dialog>
  );
}

const defaultsOf = (s: NetworkSettings): Input => ({
  ttnClusterUrl: s.ttnClusterUrl,
  ttnApplicationId: s.ttnApplicationId,
  ttnWebhookId: s.ttnWebhookId,
  ttnApiKey: s.ttnApiKey ?? '',
  chirpstackMode: s.mqttAvailable ? s.chirpstackMode : 'rest',
  chirpstackApplicationId: s.chirpstackApplicationId,
  chirpstackTopic: s.chirpstackTopic,
  chirpstackApiUrl: s.chirpstackApiUrl,
  chirpstackApiToken: s.chirpstackApiToken ?? '',
  heliumDownlinkUrl: s.heliumDownlinkUrl ?? '',
});

function SettingsForm({
  settings,
  organisationId,
  onClose,
}: {
  settings: NetworkSettings;
  organisationId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const save = useSaveNetworkSettings(organisationId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(networkSettingsInputSchema),
    defaultValues: defaultsOf(settings),
    mode: 'onTouched',
  });
  const mode = useWatch({ control: form.control, name: 'chirpstackMode' });
  const control = form.control;
  const s = (key: SettingsKey) => t(`commands.settings.${key}`);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify(t('commands.settings.saved'), 'success');
      onClose();
    } catch (error) {
      notify(commandErrorText(error, t('commands.settings.saveFailed'), t), 'error');
    }
  });

  const section = (title: string, help?: string) => (
    <>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
          {help}
        </Typography>
      ) : null}
    </>
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>{s('intro')}</DialogContentText>
          {section(s('ttn'), s('ttnHelp'))}
          <TextInput
            control={control}
            name="ttnClusterUrl"
            label={s('ttnClusterUrl')}
            helperText={s('ttnClusterUrlHelp')}
            type="url"
            autoFocus
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextInput control={control} name="ttnApplicationId" label={s('ttnApplicationId')} />
            <TextInput control={control} name="ttnWebhookId" label={s('ttnWebhookId')} />
          </Stack>
          <TextInput control={control} name="ttnApiKey" label={s('ttnApiKey')} autoComplete="off" />
          {section(s('chirpstack'))}
          {settings.mqttAvailable ? null : <Alert severity="info">{s('mqttUnavailable')}</Alert>}
          <SelectInput
            control={control}
            name="chirpstackMode"
            label={s('chirpstackMode')}
            options={[
              ...(settings.mqttAvailable ? [{ value: 'mqtt', label: s('modes.mqtt') }] : []),
              { value: 'rest', label: s('modes.rest') },
            ]}
          />
          {mode === 'rest' ? (
            <>
              <TextInput
                control={control}
                name="chirpstackApiUrl"
                label={s('chirpstackApiUrl')}
                helperText={s('chirpstackApiUrlHelp')}
                type="url"
              />
              <TextInput
                control={control}
                name="chirpstackApiToken"
                label={s('chirpstackApiToken')}
                autoComplete="off"
              />
            </>
          ) : (
            <>
              <TextInput
                control={control}
                name="chirpstackApplicationId"
                label={s('chirpstackApplicationId')}
                helperText={s('chirpstackApplicationIdHelp')}
              />
              <TextInput
                control={control}
                name="chirpstackTopic"
                label={s('chirpstackTopic')}
                helperText={s('chirpstackTopicHelp')}
              />
            </>
          )}
          {section(s('helium'))}
          <TextInput
            control={control}
            name="heliumDownlinkUrl"
            label={s('heliumDownlinkUrl')}
            helperText={s('heliumDownlinkUrlHelp')}
            autoComplete="off"
          />
        </Stack>
      </DialogContent>
      <FormDialogActions busy={form.formState.isSubmitting} submitLabel={s('save')} onCancel={onClose} />
    </form>
  );
}
