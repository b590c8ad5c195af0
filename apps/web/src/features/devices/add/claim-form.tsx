import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deviceClaimSchema } from '@pinpoint/shared/device.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';

export const claimSchema = deviceClaimSchema.omit({ organisationId: true, name: true });
export type ClaimValues = z.output<typeof claimSchema>;
type ClaimInput = z.input<typeof claimSchema>;

type Props = { initialCode: string; onSubmit: (values: ClaimValues) => Promise<void> };

/** Claim code: the code printed on a device the deployment pre-loaded ('Claim code is required'). */
export function ClaimForm({ initialCode, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<ClaimInput, unknown, ClaimValues>({
    resolver: zodResolver(claimSchema),
    defaultValues: { claimCode: initialCode },
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
      aria-label={t('addDevice.tabs.claim')}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('addDevice.claimIntro')}</Typography>
      <EditorFieldInput
        control={form.control}
        field={{ name: 'claimCode', label: t('addDevice.claimCode'), required: true, autoComplete: 'off' }}
        autoFocus
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={
            isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {t('addDevice.claim')}
        </Button>
      </Stack>
    </Stack>
  );
}
