import { baseStatusSchema } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { EditorDialog, type EditorField } from '../../../components/editor-dialog.tsx';
import { useConfig } from '../../../lib/config.ts';
import type { Base } from '../api.ts';
import { type BaseFormOutput, type BaseFormValues, baseFormSchema, formValues } from './base-form.ts';

type Props = {
  /** The base being edited, 'new' for a new one, null while closed. */
  editing: Base | 'new' | null;
  /** Saves; throws (after reporting) to keep the dialog open with what was typed. */
  onSubmit: (values: BaseFormOutput, existing: Base | null) => Promise<void>;
  onClose: () => void;
};

/** Adds or edits a base: name, address and postcode (required), status, and optional coordinates. */
export function BaseEditor({ editing, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { geocoder } = useConfig();
  const existing = editing && editing !== 'new' ? editing : null;
  const coordinatesHelp = geocoder ? t('bases.coordinatesHelpGeocoder') : t('bases.coordinatesHelp');

  const fields: EditorField<BaseFormValues>[] = [
    { name: 'name', label: t('bases.name'), required: true, autoComplete: 'off' },
    { name: 'address', label: t('bases.address'), required: true, autoComplete: 'street-address' },
    { name: 'postcode', label: t('bases.postcode'), required: true, autoComplete: 'postal-code' },
    {
      name: 'status',
      label: t('bases.status'),
      kind: 'select',
      options: baseStatusSchema.options.map((status) => ({
        value: status,
        label: t(`bases.statuses.${status}`),
      })),
      helperText: t('bases.statusFieldHelp'),
    },
    { name: 'latitude', label: t('bases.latitude'), kind: 'number', half: true, helperText: coordinatesHelp },
    { name: 'longitude', label: t('bases.longitude'), kind: 'number', half: true },
  ];

  return (
    <EditorDialog
      open={editing !== null}
      title={existing ? t('bases.editTitle') : t('bases.addTitle')}
      schema={baseFormSchema}
      defaultValues={formValues(existing)}
      fields={fields}
      submitLabel={t('common.save')}
      onSubmit={(values) => onSubmit(values, existing)}
      onClose={onClose}
    />
  );
}
