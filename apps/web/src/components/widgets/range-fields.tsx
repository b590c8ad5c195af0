import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DashboardRange, WidgetRange } from '@pinpoint/shared/widgets/range.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** An ISO time as a datetime-local input's value, in the viewer's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value (the viewer's zone) as an ISO time; '' when incomplete. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A range as people say it: "Last 24 hours", "Last 7 days", or its two ends. */
export function rangeLabel(t: TFunction, range: WidgetRange, formatTime?: (iso: string) => string): string {
  if (range.kind === 'inherit') return t('widgets.range.inherit');
  if (range.kind === 'last') {
    if (range.amount === 1)
      return range.unit === 'hour' ? t('widgets.range.lastHour') : t('widgets.range.lastDay');
    return range.unit === 'hour'
      ? t('widgets.range.lastHours', { count: range.amount })
      : t('widgets.range.lastDays', { count: range.amount });
  }
  const show = formatTime ?? ((iso: string) => new Date(iso).toLocaleString());
  return t('widgets.range.between', { from: show(range.from), to: show(range.to) });
}

type Props = {
  value: WidgetRange;
  onChange: (range: WidgetRange) => void;
  /** Offer 'inherit' (a widget on a dashboard or report); a dashboard's own range has none. */
  allowInherit: boolean;
  /** What 'inherit' follows: the dashboard's range, the report's period. */
  inheritLabel?: string;
  /** Field errors by name: kind, amount, from, to. */
  errors?: Partial<Record<'amount' | 'from' | 'to', string>>;
};

/** A range as its kind and its values: follow the parent, the last N hours or days, or two fixed ends. */
export function RangeFields({ value, onChange, allowInherit, inheritLabel, errors = {} }: Props) {
  const { t } = useTranslation();
  const now = new Date();
  const changeKind = (kind: WidgetRange['kind']) => {
    if (kind === value.kind) return;
    if (kind === 'inherit') onChange({ kind: 'inherit' });
    else if (kind === 'last') onChange({ kind: 'last', amount: 24, unit: 'hour' });
    else
      onChange({
        kind: 'fixed',
        from: new Date(now.getTime() - 86_400_000).toISOString(),
        to: now.toISOString(),
      });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('widgets.range.label')}
        value={value.kind}
        onChange={(event) => changeKind(event.target.value as WidgetRange['kind'])}
        sx={{ minWidth: 200 }}
      >
        {allowInherit ? (
          <MenuItem value="inherit">{inheritLabel ?? t('widgets.range.inherit')}</MenuItem>
        ) : null}
        <MenuItem value="last">{t('widgets.range.last')}</MenuItem>
        <MenuItem value="fixed">{t('widgets.range.fixed')}</MenuItem>
      </TextField>
      {value.kind === 'last' ? (
        <>
          <TextField
            size="small"
            type="number"
            label={t('widgets.range.amount')}
            value={Number.isFinite(value.amount) ? value.amount : ''}
            onChange={(event) => onChange({ ...value, amount: Number.parseInt(event.target.value, 10) })}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            sx={{ width: 120 }}
          />
          <TextField
            select
            size="small"
            label={t('widgets.range.unit')}
            value={value.unit}
            onChange={(event) => onChange({ ...value, unit: event.target.value as 'hour' | 'day' })}
            sx={{ width: 140 }}
          >
            <MenuItem value="hour">{t('widgets.range.hours')}</MenuItem>
            <MenuItem value="day">{t('widgets.range.days')}</MenuItem>
          </TextField>
        </>
      ) : null}
      {value.kind === 'fixed'
        ? (['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              size="small"
              type="datetime-local"
              label={t(`widgets.range.${end}`)}
              value={toLocalInput(value[end])}
              onChange={(event) => onChange({ ...value, [end]: fromLocalInput(event.target.value) })}
              error={Boolean(errors[end])}
              helperText={errors[end]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))
        : null}
    </Stack>
  );
}

/** The presets a dashboard's range picker offers first. */
export const rangePresets: DashboardRange[] = [
  { kind: 'last', amount: 1, unit: 'hour' },
  { kind: 'last', amount: 6, unit: 'hour' },
  { kind: 'last', amount: 24, unit: 'hour' },
  { kind: 'last', amount: 7, unit: 'day' },
  { kind: 'last', amount: 30, unit: 'day' },
];
