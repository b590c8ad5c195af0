import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deviceTypes, selfHostedCreateSchema } from '@pinpoint/shared/device.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { typeLabel } from '../../../lib/device-format.ts';

export const selfHostSchema = selfHostedCreateSchema.omit({ organisationId: true });
export type SelfHostValues = z.output<typeof selfHostSchema>;
type SelfHostInput = z.input<typeof selfHostSchema>;

type Props = { onSubmit: (values: SelfHostValues) => Promise<void> };

/** Self host: a phone or one's own tracker, identified by a token instead of LoRaWAN keys. */
export function SelfHostForm({ onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<SelfHostInput, unknown, SelfHostValues>({
    resolver: zodResolver(selfHostSchema),
    defaultValues: { name: '', type: 'location' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // Reported by the dialog.
    }
  });
  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ gap: 2 }}
      aria-label={t('addDevice.tabs.selfHost')}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('addDevice.selfHostIntro')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <EditorFieldInput
            control={form.control}
            field={{ name: 'name', label: t('addDevice.name'), required: true, autoComplete: 'off' }}
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <EditorFieldInput
            control={form.control}
            field={{
              name: 'type',
              label: t('addDevice.type'),
              kind: 'select',
              options: deviceTypes.map((type) => ({ value: type, label: typeLabel(t, type) })),
            }}
            autoFocus={false}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={
            isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {t('addDevice.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
