import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { imeiWarning, trackerFormSchema, trackerProtocols } from '@pinpoint/shared/device.ts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { useTrackerSetup } from '../../../lib/tracker-setup.ts';
import { AddFormFrame } from './add-form-frame.tsx';
import { NameTypeFields } from './name-type-fields.tsx';

export const trackerSchema = trackerFormSchema;
export type TrackerValues = z.output<typeof trackerSchema>;
type TrackerInput = z.input<typeof trackerSchema>;

type Props = { organisationId: string | null; onSubmit: (values: TrackerValues) => Promise<void> };

/** A cellular tracker by its IMEI and protocol, with the SMS that points it at this server. */
export function TrackerForm({ organisationId, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<TrackerInput, unknown, TrackerValues>({
    resolver: zodResolver(trackerSchema),
    defaultValues: { name: '', imei: '', protocol: 'teltonika', type: 'location' },
    mode: 'onTouched',
  });
  const [protocol, imei] = useWatch({ control: form.control, name: ['protocol', 'imei'] });
  const setup = useTrackerSetup(organisationId).data;
  const entry = setup?.protocols.find((p) => p.protocol === protocol);
  const warning = imeiWarning((imei ?? '').replace(/[\s-]/g, ''));
  return (
    <AddFormFrame
      form={form}
      onSubmit={onSubmit}
      label={t('addDevice.tabs.tracker')}
      intro={t('addDevice.trackerIntro')}
      submitLabel={t('addDevice.add')}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <EditorFieldInput
            control={form.control}
            field={{
              name: 'protocol',
              label: t('addDevice.protocol'),
              kind: 'select',
              options: trackerProtocols.map((p) => ({ value: p, label: t(`trackerProtocols.${p}`) })),
            }}
            autoFocus={false}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <EditorFieldInput
            control={form.control}
            field={{ name: 'imei', label: t('addDevice.imei'), required: true, autoComplete: 'off' }}
            autoFocus
          />
        </Grid>
        <NameTypeFields control={form.control} autoFocus={false} />
      </Grid>
      {warning ? <Alert severity="warning">{t('addDevice.imeiCheckDigit')}</Alert> : null}
      {entry?.sms ? (
        <Alert severity="info" icon={false}>
          <Typography variant="body2">
            {t('addDevice.trackerSms', { host: setup?.host, port: entry.port })}
          </Typography>
          <Typography
            component="pre"
            variant="body2"
            sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', m: 0 }}
          >
            {entry.sms}
          </Typography>
        </Alert>
      ) : entry?.steps ? (
        <Alert severity="info" icon={false}>
          <Typography variant="body2">
            {t('addDevice.trackerSteps', { host: setup?.host, port: entry.port })}
          </Typography>
          <Typography variant="body2">{entry.steps}</Typography>
        </Alert>
      ) : entry && !entry.port ? (
        <Alert severity="warning">{t('addDevice.trackerOff')}</Alert>
      ) : null}
    </AddFormFrame>
  );
}
