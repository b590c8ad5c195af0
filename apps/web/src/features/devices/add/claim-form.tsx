import { zodResolver } from '@hookform/resolvers/zod';
import { deviceClaimSchema } from '@pinpoint/shared/device.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { AddFormFrame } from './add-form-frame.tsx';

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
    </AddFormFrame>
  );
}
