import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deviceClaimSchema, deviceNameField } from '@pinpoint/shared/device.ts';
import type { DemoClaimCode } from '@pinpoint/shared/operator.ts';
import { optionalCell } from '@pinpoint/shared/validation.ts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { typeLabel } from '../../../lib/device-format.ts';
import { AddFormFrame } from './add-form-frame.tsx';

// The name is optional: left empty, the server names the device from its model and Dev EUI.
export const claimSchema = deviceClaimSchema
  .omit({ organisationId: true })
  .extend({ name: optionalCell(deviceNameField) });
export type ClaimValues = z.output<typeof claimSchema>;
type ClaimInput = z.input<typeof claimSchema>;

type Props = {
  organisationId: string | null;
  initialCode: string;
  onSubmit: (values: ClaimValues) => Promise<void>;
};

/** The demo devices the deployment set aside for this organisation (demo mode; none otherwise). */
function useDemoClaimCodes(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['demo-claim-codes', organisationId],
    queryFn: () => api.list<DemoClaimCode>(`/organisation/${organisationId}/demo-claim-codes`),
    enabled: Boolean(organisationId),
  });
}

/** Claim code: the code printed on a device the deployment pre-loaded ('Claim code is required'). */
export function ClaimForm({ organisationId, initialCode, onSubmit }: Props) {
  const { t } = useTranslation();
  const demoId = useId();
  const demoCodes = useDemoClaimCodes(organisationId).data ?? [];
  const form = useForm<ClaimInput, unknown, ClaimValues>({
    resolver: zodResolver(claimSchema),
    defaultValues: { claimCode: initialCode, name: '' },
    mode: 'onTouched',
  });
  return (
    <AddFormFrame
      form={form}
      onSubmit={onSubmit}
      label={t('addDevice.tabs.claim')}
      intro={t('addDevice.claimIntro')}
      submitLabel={t('addDevice.claim')}
    >
      <EditorFieldInput
        control={form.control}
        field={{ name: 'claimCode', label: t('addDevice.claimCode'), required: true, autoComplete: 'off' }}
        autoFocus
      />
      <EditorFieldInput
        control={form.control}
        field={{
          name: 'name',
          label: t('addDevice.claimName'),
          helperText: t('addDevice.claimNameHelp'),
          autoComplete: 'off',
        }}
        autoFocus={false}
      />
      {demoCodes.length ? (
        <Stack role="note" aria-labelledby={demoId} sx={{ gap: 1, mt: 2 }}>
          <Typography id={demoId} variant="subtitle2" component="h3">
            {t('addDevice.demoCodesLabel')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('addDevice.demoCodesText')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {demoCodes.map((demo) => (
              <Button
                key={demo.claimCode}
                variant="outlined"
                size="small"
                aria-label={demo.claimCode}
                title={typeLabel(t, demo.type)}
                onClick={() => form.setValue('claimCode', demo.claimCode, { shouldValidate: true })}
                sx={{ fontFamily: 'monospace', textTransform: 'none' }}
              >
                {demo.claimCode} · {typeLabel(t, demo.type)}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </AddFormFrame>
  );
}
