import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usageLevel } from './format.ts';

/** Devices used against the limit, with a warning before the limit is reached and when it is. */
export function UsageMeter({ count, limit }: { count: number; limit: number }) {
  const { t } = useTranslation();
  const level = usageLevel(count, limit);
  const percent = limit > 0 ? Math.min(100, Math.round((count / limit) * 100)) : 100;
  const label = t('billing.usage', { count, limit });
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography>{label}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        color={level === 'reached' ? 'error' : level === 'near' ? 'warning' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {level === 'near' ? (
        <Alert severity="warning">{t('billing.nearLimit', { left: Math.max(0, limit - count) })}</Alert>
      ) : null}
      {level === 'reached' ? <Alert severity="error">{t('billing.limitReached')}</Alert> : null}
    </Stack>
  );
}
