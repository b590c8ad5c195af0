import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { selfHostedCreateSchema } from '@pinpoint/shared/device.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddFormFrame } from './add-form-frame.tsx';
import { NameTypeFields } from './name-type-fields.tsx';

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
  return (
    <AddFormFrame
      form={form}
      onSubmit={onSubmit}
      label={t('addDevice.tabs.selfHost')}
      intro={t('addDevice.selfHostIntro')}
      submitLabel={t('addDevice.create')}
    >
      <Grid container spacing={2}>
        <NameTypeFields control={form.control} autoFocus />
      </Grid>
    </AddFormFrame>
  );
}
