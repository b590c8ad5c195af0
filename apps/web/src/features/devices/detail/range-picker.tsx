import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type DateFormat, formatDate } from '../../../lib/format-date.ts';
import { changeRange, type DayRange, firstDay, lastDay } from './day-range.ts';

type Props = { range: DayRange; dateFormat: DateFormat; onChange: (range: DayRange) => void };

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The history's date range: two date pickers (1900-01-01 to 2099-12-31), shown in the site's format. */
export function RangePicker({ range, dateFormat, onChange }: Props) {
  const { t } = useTranslation();
  const shown = `${formatDate(asDate(range.from), dateFormat, 'UTC')} – ${formatDate(asDate(range.to), dateFormat, 'UTC')}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        type="date"
        size="small"
        label={t('detail.from')}
        value={range.from}
        onChange={(event) => onChange(changeRange(range, 'from', event.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: firstDay, max: lastDay } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('detail.to')}
        value={range.to}
        onChange={(event) => onChange(changeRange(range, 'to', event.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: firstDay, max: lastDay } }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {t('detail.rangeShown', { range: shown })}
      </Typography>
    </Stack>
  );
}
