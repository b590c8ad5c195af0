import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reportFormats, reportPeriods } from '@pinpoint/shared/report.ts';
import { useTranslation } from 'react-i18next';
import type { RecipientChoice } from './api.ts';
import type { ReportDraft } from './report-form.ts';

type FieldsProps = {
  draft: ReportDraft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (patch: Partial<ReportDraft>) => void;
};

/** ISO weekdays (1 Monday) and their catalogue keys. */
const weekdays = [
  [1, 'mon'],
  [2, 'tue'],
  [3, 'wed'],
  [4, 'thu'],
  [5, 'fri'],
  [6, 'sat'],
  [7, 'sun'],
] as const;

/** Name, period, language and temperature unit of the files. */
export function GeneralFields({ draft, errors, disabled, onChange }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        label={t('reports.fields.name')}
        value={draft.name}
        required
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        autoComplete="off"
      />
      <TextField
        select
        label={t('reports.fields.period')}
        value={draft.period}
        disabled={disabled}
        onChange={(event) => onChange({ period: event.target.value as ReportDraft['period'] })}
        helperText={t(`reports.periodHelp.${draft.period}`)}
      >
        {reportPeriods.map((period) => (
          <MenuItem key={period} value={period}>
            {t(`reports.periods.${period}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          fullWidth
          label={t('reports.fields.language')}
          value={draft.language}
          disabled={disabled}
          onChange={(event) => onChange({ language: event.target.value as ReportDraft['language'] })}
        >
          {(['en', 'fr'] as const).map((language) => (
            <MenuItem key={language} value={language}>
              {t(`reports.languages.${language}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('reports.fields.temperatureUnit')}
          value={draft.temperatureUnit}
          disabled={disabled}
          onChange={(event) => onChange({ temperatureUnit: event.target.value as 'C' | 'F' })}
        >
          {(['C', 'F'] as const).map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t(`reports.units.${unit}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}

/** Daily at HH:MM, weekly on chosen days, monthly on day N; on or off. */
export function ScheduleFields({
  draft,
  errors,
  disabled,
  onChange,
  timeZone,
}: FieldsProps & { timeZone: string }) {
  const { t } = useTranslation();
  const toggleDay = (day: number, on: boolean) =>
    onChange({ days: on ? [...draft.days, day].sort((a, b) => a - b) : draft.days.filter((d) => d !== day) });
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          fullWidth
          label={t('reports.fields.frequency')}
          value={draft.frequency}
          disabled={disabled}
          onChange={(event) => onChange({ frequency: event.target.value as ReportDraft['frequency'] })}
        >
          {(['daily', 'weekly', 'monthly'] as const).map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {t(`reports.frequencies.${frequency}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label={t('reports.fields.time')}
          type="time"
          value={draft.time}
          disabled={disabled}
          onChange={(event) => onChange({ time: event.target.value.slice(0, 5) })}
          error={Boolean(errors.schedule)}
          helperText={draft.frequency !== 'weekly' ? errors.schedule : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
      </Stack>
      {draft.frequency === 'weekly' ? (
        <FormControl error={Boolean(errors.schedule)} component="fieldset" disabled={disabled}>
          <FormLabel component="legend">{t('reports.fields.days')}</FormLabel>
          <FormGroup row>
            {weekdays.map(([day, dayKey]) => (
              <FormControlLabel
                key={day}
                control={
                  <Checkbox
                    checked={draft.days.includes(day)}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                  />
                }
                label={
                  <span title={t(`reports.weekdays.${dayKey}`)}>{t(`reports.weekdaysShort.${dayKey}`)}</span>
                }
              />
            ))}
          </FormGroup>
          {errors.schedule ? <FormHelperText>{errors.schedule}</FormHelperText> : null}
        </FormControl>
      ) : null}
      {draft.frequency === 'monthly' ? (
        <TextField
          label={t('reports.fields.dayOfMonth')}
          type="number"
          value={draft.dayOfMonth}
          disabled={disabled}
          onChange={(event) =>
            onChange({ dayOfMonth: Math.min(31, Math.max(1, Number(event.target.value) || 1)) })
          }
          helperText={t('reports.dayOfMonthHelp')}
          slotProps={{ htmlInput: { min: 1, max: 31, step: 1 } }}
        />
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('reports.timeZone', { zone: timeZone })}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={draft.enabled}
            disabled={disabled}
            onChange={(event) => onChange({ enabled: event.target.checked })}
          />
        }
        label={t('reports.fields.enabled')}
      />
    </Stack>
  );
}

/** Recipients (contacts and members, at least one) and the files they get. */
export function RecipientFields({
  draft,
  errors,
  disabled,
  onChange,
  choices,
}: FieldsProps & { choices: RecipientChoice[] }) {
  const { t } = useTranslation();
  const key = (r: { kind: string; id: string }) => `${r.kind}:${r.id}`;
  const chosen = draft.recipients.map(
    (r) => choices.find((c) => key(c) === key(r)) ?? { ...r, name: r.id, email: '' },
  );
  const toggleFormat = (format: (typeof reportFormats)[number], on: boolean) =>
    onChange({ formats: on ? [...draft.formats, format] : draft.formats.filter((f) => f !== format) });
  return (
    <Stack sx={{ gap: 2 }}>
      <Autocomplete
        multiple
        options={choices}
        value={chosen}
        disabled={disabled}
        groupBy={(option) => t(`reports.${option.kind}`)}
        getOptionLabel={(option) => (option.email ? `${option.name} <${option.email}>` : option.name)}
        isOptionEqualToValue={(option, value) => key(option) === key(value)}
        onChange={(_event, value) => onChange({ recipients: value.map(({ kind, id }) => ({ kind, id })) })}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => {
            const { key: itemKey, ...itemProps } = getItemProps({ index });
            return <Chip key={itemKey} size="small" label={option.name} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('reports.fields.recipients')}
            error={Boolean(errors.recipients)}
            helperText={errors.recipients ?? t('reports.recipientsHelp')}
          />
        )}
      />
      <FormControl error={Boolean(errors.formats)} component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{t('reports.fields.formats')}</FormLabel>
        <FormGroup row>
          {reportFormats.map((format) => (
            <FormControlLabel
              key={format}
              control={
                <Checkbox
                  checked={draft.formats.includes(format)}
                  onChange={(event) => toggleFormat(format, event.target.checked)}
                />
              }
              label={t(`reports.formats.${format}`)}
            />
          ))}
        </FormGroup>
        {errors.formats ? <FormHelperText>{errors.formats}</FormHelperText> : null}
      </FormControl>
    </Stack>
  );
}
