import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alertTypeDefinitions, type EscalationPreview, MAX_ESCALATION_STEPS } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectInput } from '../../components/form/multi-select-input.tsx';
import { NumberInput } from '../../components/form/number-input.tsx';
import { useApi } from '../../lib/api-context.tsx';
import type { TemperatureUnit } from '../../lib/temperature.ts';
import { Section, useApplyingFields } from './action-editor-fields.tsx';
import type { ActionControl as Control } from './action-form.ts';
import type { Action, Contact } from './api.ts';

/**
 * Issue 30: when an incident resolves (a clear threshold, minutes back in range), who is told
 * next while nobody acknowledges it (escalation steps), and the dry run of a saved action.
 */
export function IncidentFields({
  control,
  unit,
  contacts,
  action,
}: {
  control: Control;
  unit: TemperatureUnit;
  contacts: Contact[] | undefined;
  action: Action | null;
}) {
  const { t } = useTranslation();
  const { applies, alertType } = useApplyingFields(control);
  const steps = useFieldArray({ control, name: 'escalation' });
  if (!applies.has('clearMinutes') && !applies.has('escalation')) return null;
  const readingUnit =
    alertType === 'temperature'
      ? `°${unit}`
      : (alertType && alertTypeDefinitions[alertType].threshold?.unit) || '';
  const options = (contacts ?? []).map((contact) => ({
    value: contact.id,
    label: contact.name,
    detail: contact.contactMethod === 'sms' ? contact.phone : contact.email,
  }));
  return (
    <>
      <Section title={t('actions.incidentSection')} />
      {applies.has('clearThreshold') ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput
            control={control}
            name="clearThreshold"
            label={t('actions.clearThreshold', { unit: readingUnit })}
            helperText={t('actions.clearThresholdHelp')}
          />
        </Grid>
      ) : null}
      {applies.has('clearMinutes') ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput control={control} name="clearMinutes" label={t('actions.clearMinutes')} step={1} />
        </Grid>
      ) : null}
      {applies.has('escalation') ? (
        <>
          <Grid size={12}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('actions.escalationHelp')}
            </Typography>
          </Grid>
          {steps.fields.map((step, index) => (
            <Grid key={step.id} size={12} container spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 3 }}>
                <NumberInput
                  control={control}
                  name={`escalation.${index}.afterMinutes`}
                  label={t('actions.afterMinutes')}
                  step={1}
                  required
                />
              </Grid>
              <Grid size={{ xs: 10, sm: 8 }}>
                <MultiSelectInput
                  control={control}
                  name={`escalation.${index}.contactIds`}
                  label={t('actions.stepContacts', { n: index + 2 })}
                  required
                  noOptionsText={t('actions.noOptions')}
                  loading={contacts === undefined}
                  options={options}
                />
              </Grid>
              <Grid size={{ xs: 2, sm: 1 }}>
                <IconButton
                  aria-label={t('actions.removeStep', { n: index + 2 })}
                  onClick={() => steps.remove(index)}
                >
                  <DeleteIcon />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          {steps.fields.length < MAX_ESCALATION_STEPS ? (
            <Grid size={12}>
              <Button
                startIcon={<AddIcon />}
                onClick={() => steps.append({ afterMinutes: 15, contactIds: [] })}
              >
                {t('actions.addStep')}
              </Button>
            </Grid>
          ) : null}
          <Grid size={12}>
            <DryRun action={action} />
          </Grid>
        </>
      ) : null}
    </>
  );
}

/** The dry run of the saved action's escalation: who would be told when if it fired now. */
function DryRun({ action }: { action: Action | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const preview = useQuery({
    queryKey: ['actions', 'escalation-preview', action?.id ?? '', action?.updatedAt ?? ''],
    queryFn: () =>
      api.mutate.get<EscalationPreview>(`/action/${encodeURIComponent(action?.id ?? '')}/escalation-preview`),
    enabled: Boolean(action),
  });
  return (
    <>
      <Typography variant="subtitle2" component="h4">
        {t('actions.preview')}
      </Typography>
      {!action ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('actions.previewSaved')}
        </Typography>
      ) : (
        <List dense aria-label={t('actions.preview')}>
          {(preview.data?.steps ?? []).map((step) => (
            <ListItem key={step.step} disableGutters>
              <ListItemText
                primary={`${t('actions.stepOf', { n: step.step + 1 })} · ${
                  step.afterMinutes === 0
                    ? t('actions.previewFirst')
                    : t('actions.previewAfter', { minutes: step.afterMinutes })
                }`}
                secondary={step.contacts
                  .map((c) => (c.skipped ? t('actions.previewSkipped', { name: c.name }) : c.name))
                  .join(', ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
