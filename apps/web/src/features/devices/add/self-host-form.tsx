import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { deviceTypes, selfHostedCreateSchema } from '@pinpoint/shared/device.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { typeLabel } from '../../../lib/device-format.ts';
import { AddFormFrame } from './add-form-frame.tsx';

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
    </AddFormFrame>
  );
}
