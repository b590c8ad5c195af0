import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AssetData } from '@pinpoint/shared/asset.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The alerts its devices raised while they fed the asset, newest first, each linked to its action's log. */
export function AssetAlerts({ data }: { data: AssetData }) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate;
  if (data.alerts.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('assets.detail.noAlerts')}</Typography>;
  return (
    <List dense disablePadding>
      {data.alerts.map((alert) => {
        const device = data.devices[alert.device]?.name ?? '';
        const type = translate(`actions.alertTypes.${alert.alertType}`, { defaultValue: alert.alertType });
        return (
          <ListItem key={`${alert.time}-${alert.actionId}-${alert.device}`} disableGutters divider>
            <ListItemText
              primary={
                <Link
                  component={RouterLink}
                  to={`/action/${encodeURIComponent(alert.actionId)}/logs`}
                  aria-label={t('assets.detail.openAction', { action: alert.actionName })}
                >
                  {t('assets.detail.alertLine', { action: alert.actionName, device })}
                </Link>
              }
              secondary={
                <>
                  {type}
                  {alert.message ? ` · ${alert.message}` : ''}
                  {' · '}
                  <RelativeTime value={alert.time} />
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
