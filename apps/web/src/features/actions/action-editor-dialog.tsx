import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { actionTypes } from '@pinpoint/shared';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchInput } from '../../components/form/choice-inputs.tsx';
import { FormDialogActions } from '../../components/form/form-actions.tsx';
import { FieldErrorProvider } from '../../components/form/form-field.tsx';
import { MultiSelectInput } from '../../components/form/multi-select-input.tsx';
import { SelectInput, TextInput } from '../../components/form/text-input.tsx';
import { canAdminister, useSelectedRole } from '../../lib/roles.ts';
import { useTemperatureUnit } from '../../lib/temperature.ts';
import { ConditionFields, DeliveryFields, Section, TimingFields } from './action-editor-fields.tsx';
import {
  type ActionFormValues,
  actionFieldError,
  actionFormSchema,
  formValuesOf,
  newActionValues,
  serverFieldErrors,
} from './action-form.ts';
import { IncidentFields } from './action-incident-fields.tsx';
import { type Action, type ActionFields, useActionChoices } from './api.ts';
import { RotateSecretButton } from './rotate-secret-button.tsx';

type Props = {
  open: boolean;
  /** The action to change, or null for a new one. */
  action: Action | null;
  organisationId: string | null;
  /** Saves; throws when refused (the screen has said why), so the dialog stays open with the values. */
  onSubmit: (fields: ActionFields) => Promise<void>;
  onClose: () => void;
};

/** The action editor (spec 3 fields, spec 5 checks): only the fields the chosen types use are shown. */
export function ActionEditorDialog({ open, onClose, ...rest }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {/* Mounted only while open, so each opening starts from the action's values. */}
      {open ? (
        <FieldErrorProvider translate={actionFieldError}>
          <EditorForm titleId={titleId} onClose={onClose} {...rest} />
        </FieldErrorProvider>
      ) : null}
    </Dialog>
  );
}

function EditorForm({
  titleId,
  action,
  organisationId,
  onSubmit,
  onClose,
}: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const unit = useTemperatureUnit();
  const { devices, contacts, geofences } = useActionChoices(organisationId);
  const schema = useMemo(() => actionFormSchema(unit), [unit]);
  const form = useForm<ActionFormValues, unknown, ActionFields>({
    resolver: zodResolver(schema),
    defaultValues: action ? formValuesOf(action, unit) : newActionValues,
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const role = useSelectedRole();
  const actionType = useWatch({ control, name: 'actionType' });
  // Admins may rotate the secret of a saved webhook (not of one being turned into something else).
  const canRotate =
    action?.actionType === 'webhook' &&
    action.hasWebhookSecret &&
    actionType === 'webhook' &&
    canAdminister(role);

  const handleSubmit = form.handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
    } catch (error) {
      // Fields the server refused (devices not the organisation's, say) show its message.
      for (const { field, message } of serverFieldErrors(error))
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  const deviceOptions = (devices.data ?? []).map((device) => ({
    value: device.id,
    label: device.name,
    detail: device.devEui ?? device.type,
  }));
  const allDeviceIds = deviceOptions.map((option) => option.value);

  return (
    // A flex column that may shrink, so only the fields scroll and Save stays in view.
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>{action ? t('actions.editTitle') : t('actions.addTitle')}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextInput control={control} name="name" label={t('actions.fields.name')} required autoFocus />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <SelectInput
              control={control}
              name="actionType"
              label={t('actions.fields.actionType')}
              required
              options={actionTypes.map((type) => ({ value: type, label: t(`actions.types.${type}`) }))}
            />
          </Grid>
          <Section title={t('actions.sections.condition')} />
          <ConditionFields control={control} unit={unit} geofences={geofences.data} />
          <Section title={t('actions.sections.delivery')} />
          <DeliveryFields
            control={control}
            contacts={contacts.data}
            headersSaved={Object.keys(action?.forwardHeaders ?? {}).length > 0}
          />
          {canRotate && action ? <RotateSecretButton action={action} /> : null}
          <TimingFields control={control} />
          <IncidentFields control={control} unit={unit} contacts={contacts.data} action={action ?? null} />
          <Section title={t('actions.sections.devices')} />
          <Grid size={12}>
            <MultiSelectInput
              control={control}
              name="deviceIds"
              label={t('actions.fields.deviceIds')}
              required
              loading={devices.isLoading}
              placeholder={t('actions.searchDevices')}
              noOptionsText={t('actions.noOptions')}
              options={deviceOptions}
              helperText={devices.data?.length === 0 ? t('actions.noDeviceChoices') : undefined}
            />
            {allDeviceIds.length > 1 ? (
              <Button
                size="small"
                sx={{ mt: 0.5 }}
                onClick={() =>
                  form.setValue('deviceIds', allDeviceIds, { shouldDirty: true, shouldValidate: true })
                }
              >
                {t('actions.selectAllDevices', { count: allDeviceIds.length })}
              </Button>
            ) : null}
          </Grid>
          <Grid size={12}>
            <SwitchInput control={control} name="enabled" label={t('actions.fields.enabled')} />
          </Grid>
        </Grid>
      </DialogContent>
      <FormDialogActions busy={formState.isSubmitting} submitLabel={t('common.save')} onCancel={onClose} />
    </Box>
  );
}
