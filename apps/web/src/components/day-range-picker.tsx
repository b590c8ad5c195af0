import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { changeRange, type DayRange, firstDay, lastDay } from '../lib/day-range.ts';
import { type DateFormat, formatDate } from '../lib/format-date.ts';

type Props = {
  range: DayRange;
  dateFormat: DateFormat;
  onChange: (range: DayRange) => void;
  /** The most days the range may hold (the server's cap); the other end follows to keep within it. */
  maxDays?: number | undefined;
};

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const input = { inputLabel: { shrink: true }, htmlInput: { min: firstDay, max: lastDay } };

/**
 * From and to dates (1900-01-01 to 2099-12-31), the other end following so that from <= to (and,
 * with maxDays, so that the range stays within that many days), with the range shown in the site's
 * date format.
 */
export function DayRangePicker({ range, dateFormat, onChange, maxDays }: Props) {
  const { t } = useTranslation();
  const shown = `${formatDate(asDate(range.from), dateFormat, 'UTC')} – ${formatDate(asDate(range.to), dateFormat, 'UTC')}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {(['from', 'to'] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={t(`detail.${end}`)}
          value={range[end]}
          onChange={(event) => onChange(changeRange(range, end, event.target.value, maxDays))}
          slotProps={input}
        />
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {t('detail.rangeShown', { range: shown })}
      </Typography>
      {maxDays ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.rangeMax', { count: maxDays })}
        </Typography>
      ) : null}
    </Stack>
  );
}
