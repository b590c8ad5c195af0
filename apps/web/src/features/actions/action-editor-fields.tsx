import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type AlertType, alertTypeDefinitions, alertTypes, webhookMethodSchema } from '@pinpoint/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RadioInput } from '../../components/form/choice-inputs.tsx';
import { MultiSelectInput } from '../../components/form/multi-select-input.tsx';
import { NumberInput } from '../../components/form/number-input.tsx';
import { SelectInput, TextInput } from '../../components/form/text-input.tsx';
import type { TemperatureUnit } from '../../lib/temperature.ts';
import { type ActionControl as Control, fieldsApplying } from './action-form.ts';
import type { Contact, Geofence } from './api.ts';
import { MessageInput } from './message-input.tsx';

const isAlertType = (value: unknown): value is AlertType => alertTypes.includes(value as AlertType);

/** Which fields apply now, as the action and alert types are chosen. */
export function useApplyingFields(control: Control) {
  const [actionType, alertType] = useWatch({ control, name: ['actionType', 'alertType'] });
  return {
    applies: fieldsApplying({ actionType, alertType }),
    alertType: isAlertType(alertType) ? alertType : null,
  };
}

/** A heading between groups of fields. */
export function Section({ title }: { title: string }) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mt: 1 }}>
        {title}
      </Typography>
    </Grid>
  );
}

function Note({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {text}{' '}
      <Link component={RouterLink} to={to}>
        {link}
      </Link>
    </Typography>
  );
}

/** The condition: alert type, above/below with the threshold in the reading's unit, the geofence. */
export function ConditionFields({
  control,
  unit,
  geofences,
}: {
  control: Control;
  unit: TemperatureUnit;
  geofences: Geofence[] | undefined;
}) {
  const { t } = useTranslation();
  const { applies, alertType } = useApplyingFields(control);
  if (!applies.has('alertType')) return null;
  const definition = alertType ? alertTypeDefinitions[alertType] : undefined;
  const bounds = definition?.threshold;
  const shownUnit = alertType === 'temperature' ? `°${unit}` : (bounds?.unit ?? '');
  const fixed = bounds?.comparison;
  const thresholdLabel =
    definition?.kind === 'offline'
      ? t('actions.offlineMinutes')
      : definition?.kind === 'forecast'
        ? t('actions.forecastDays')
        : fixed
          ? t(`actions.thresholdFixed.${fixed}`, { unit: shownUnit })
          : t('actions.thresholdIn', { unit: shownUnit });
  return (
    <>
      <Grid size={12}>
        <SelectInput
          control={control}
          name="alertType"
          label={t('actions.fields.alertType')}
          required
          options={alertTypes.map((type) => ({ value: type, label: t(`actions.alertTypes.${type}`) }))}
        />
      </Grid>
      {applies.has('comparison') && !fixed ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            control={control}
            name="comparison"
            label={t('actions.fields.comparison')}
            required
            options={(['above', 'below'] as const).map((c) => ({
              value: c,
              label: t(`actions.comparisons.${c}`),
            }))}
          />
        </Grid>
      ) : null}
      {applies.has('threshold') ? (
        <Grid size={{ xs: 12, sm: applies.has('comparison') && !fixed ? 6 : 12 }}>
          <NumberInput
            control={control}
            name="threshold"
            label={thresholdLabel}
            errorLabel={t('actions.fields.threshold')}
            required
          />
        </Grid>
      ) : null}
      {applies.has('geofenceId') ? (
        <Grid size={12}>
          {geofences && geofences.length === 0 ? (
            <Note text={t('actions.noGeofences')} link={t('actions.addGeofence')} to="/geofence/add" />
          ) : (
            <SelectInput
              control={control}
              name="geofenceId"
              label={t('actions.fields.geofenceId')}
              required
              options={(geofences ?? []).map((g) => ({ value: g.id, label: g.name }))}
            />
          )}
        </Grid>
      ) : null}
    </>
  );
}

/**
 * What happens: the message and its recipients, or where a forward or webhook goes.
 * `headersSaved`: the action has forward headers, shown masked (the server never answers them whole).
 */
export function DeliveryFields({
  control,
  contacts,
  headersSaved = false,
}: {
  control: Control;
  contacts: Contact[] | undefined;
  headersSaved?: boolean;
}) {
  const { t } = useTranslation();
  const { applies } = useApplyingFields(control);
  const actionType = useWatch({ control, name: 'actionType' });
  return (
    <>
      {applies.has('forwardUrl') ? (
        <>
          <Grid size={12}>
            <TextInput
              control={control}
              name="forwardUrl"
              type="url"
              label={t('actions.fields.forwardUrl')}
              required
            />
          </Grid>
          <Grid size={12}>
            <TextInput
              control={control}
              name="forwardHeaders"
              label={t('actions.fields.forwardHeaders')}
              multiline
              placeholder={'{\n  "Authorization": "Bearer …"\n}'}
              helperText={headersSaved ? t('actions.headersMaskedHelp') : t('actions.headersHelp')}
            />
          </Grid>
        </>
      ) : null}
      {applies.has('webhookUrl') ? (
        <>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextInput
              control={control}
              name="webhookUrl"
              type="url"
              label={t('actions.fields.webhookUrl')}
              required
              helperText={t('actions.webhookHelp')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput
              control={control}
              name="webhookMethod"
              label={t('actions.fields.webhookMethod')}
              required
              options={webhookMethodSchema.options.map((method) => ({ value: method, label: method }))}
            />
          </Grid>
        </>
      ) : null}
      {applies.has('message') ? (
        <Grid size={12}>
          <MessageInput control={control} required={actionType === 'alert'} />
        </Grid>
      ) : null}
      {applies.has('contactIds') ? (
        <Grid size={12}>
          {contacts && contacts.length === 0 ? (
            <Note text={t('actions.noContacts')} link={t('actions.addContacts')} to="/contact" />
          ) : null}
          <MultiSelectInput
            control={control}
            name="contactIds"
            label={t('actions.fields.contactIds')}
            required
            noOptionsText={t('actions.noOptions')}
            loading={contacts === undefined}
            options={(contacts ?? []).map((contact) => ({
              value: contact.id,
              label: contact.name,
              detail: contact.contactMethod === 'sms' ? contact.phone : contact.email,
            }))}
          />
        </Grid>
      ) : null}
    </>
  );
}

/** How often (time between alerts, open or close) and when (the out-of-hours window). */
export function TimingFields({ control }: { control: Control }) {
  const { t } = useTranslation();
  const { applies } = useApplyingFields(control);
  if (!applies.has('repeatMode')) return null;
  return (
    <>
      <Section title={t('actions.sections.timing')} />
      <Grid size={{ xs: 12, sm: 5 }}>
        <NumberInput
          control={control}
          name="repeatMinutes"
          label={t('actions.fields.repeatMinutes')}
          errorLabel={t('actions.fields.repeatTime')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <RadioInput
          control={control}
          name="repeatMode"
          label={t('actions.fields.repeatMode')}
          required
          options={(['open', 'close'] as const).map((mode) => ({
            value: mode,
            label: t(`actions.repeatModes.${mode}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput control={control} name="windowStart" type="time" label={t('actions.fields.windowStart')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput control={control} name="windowEnd" type="time" label={t('actions.fields.windowEnd')} />
      </Grid>
      <Grid size={12}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
          {t('actions.windowHelp')}
        </Typography>
      </Grid>
    </>
  );
}
