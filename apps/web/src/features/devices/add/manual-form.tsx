import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { deviceCreateSchema, deviceTypes } from '@pinpoint/shared/device.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type EditorField, EditorFieldInput } from '../../../components/editor-field.tsx';
import { typeLabel } from '../../../lib/device-format.ts';
import { AddFormFrame } from './add-form-frame.tsx';

/** POST /api/device's own schema, without what the screen adds (spec 5's rules and messages). */
export const manualSchema = deviceCreateSchema.omit({ organisationId: true, modelId: true });
export type ManualValues = z.output<typeof manualSchema>;
type ManualInput = z.input<typeof manualSchema>;

export const forwarders = ['ttn', 'chirpstack', 'helium'] as const;

type Props = {
  initial: Partial<ManualInput>;
  onSubmit: (values: ManualValues) => Promise<void>;
};

/** Enter keys manually: name, Dev EUI, App EUI, App Key, type and network. */
export function ManualForm({ initial, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<ManualInput, unknown, ManualValues>({
    resolver: zodResolver(manualSchema),
    defaultValues: {
      name: '',
      devEui: '',
      appEui: '',
      appKey: '',
      type: 'location',
      forwarder: 'ttn',
      ...initial,
    },
    mode: 'onTouched',
  });
  const fields: EditorField<ManualInput>[] = [
    { name: 'name', label: t('addDevice.name'), required: true, autoComplete: 'off' },
    {
      name: 'devEui',
      label: t('addDevice.devEui'),
      required: true,
      helperText: t('addDevice.hex16'),
      half: true,
    },
    {
      name: 'appEui',
      label: t('addDevice.appEui'),
      required: true,
      helperText: t('addDevice.hex16'),
      half: true,
    },
    { name: 'appKey', label: t('addDevice.appKey'), required: true, helperText: t('addDevice.hex32') },
    {
      name: 'type',
      label: t('addDevice.type'),
      kind: 'select',
      required: true,
      half: true,
      options: deviceTypes.map((type) => ({ value: type, label: typeLabel(t, type) })),
    },
    {
      name: 'forwarder',
      label: t('addDevice.forwarder'),
      kind: 'select',
      required: true,
      half: true,
      options: forwarders.map((forwarder) => ({ value: forwarder, label: t(`forwarders.${forwarder}`) })),
    },
  ];

  return (
    <AddFormFrame
      form={form}
      onSubmit={onSubmit}
      label={t('addDevice.tabs.manual')}
      submitLabel={t('addDevice.add')}
    >
      <Grid container spacing={2}>
        {fields.map((field, index) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
            <EditorFieldInput control={form.control} field={field} autoFocus={index === 0} />
          </Grid>
        ))}
      </Grid>
    </AddFormFrame>
  );
}
