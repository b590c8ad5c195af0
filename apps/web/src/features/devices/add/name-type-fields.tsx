import Grid from '@mui/material/Grid';
import { deviceTypes } from '@pinpoint/shared/device.ts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorFieldInput } from '../../../components/editor-field.tsx';
import { typeLabel } from '../../../lib/device-format.ts';

type Props<V extends FieldValues, O> = {
  control: Control<V, unknown, O>;
  autoFocus: boolean;
};

/** The device's name and type, side by side (the form's fields `name` and `type`): shared by the add forms that ask for no keys. */
export function NameTypeFields<V extends FieldValues, O>({ control, autoFocus }: Props<V, O>) {
  const { t } = useTranslation();
  return (
    <>
      <Grid size={{ xs: 12, sm: 7 }}>
        <EditorFieldInput
          control={control}
          field={{ name: 'name' as Path<V>, label: t('addDevice.name'), required: true, autoComplete: 'off' }}
          autoFocus={autoFocus}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <EditorFieldInput
          control={control}
          field={{
            name: 'type' as Path<V>,
            label: t('addDevice.type'),
            kind: 'select',
            options: deviceTypes.map((type) => ({ value: type, label: typeLabel(t, type) })),
          }}
          autoFocus={false}
        />
      </Grid>
    </>
  );
}
