import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { IncidentPage } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { Device } from '../api.ts';

const stateColours = { open: 'error', acknowledged: 'warning', resolved: 'success' } as const;
const shown = 10;

/** The card "Incidents" (issue 30): the device's latest incidents, newest first, as a timeline. */
export function IncidentsCard({ device, locale }: { device: Device; locale: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const incidents = useQuery({
    // Under the incidents list's key, so acknowledging anywhere refreshes it.
    queryKey: ['incidents', 'device', device.id],
    queryFn: () =>
      api.mutate.get<IncidentPage>(
        `/organisation/${encodeURIComponent(device.organisationId)}/incidents?deviceId=${encodeURIComponent(device.id)}&pageSize=${shown}`,
      ),
    refetchInterval: 30_000,
  });
  const items = incidents.data?.items ?? [];
  const when = (at: string) => formatDateTime(new Date(at), locale);
  return (
    <SectionCard title={t('incidents.title')} busy={incidents.isFetching} busyLabel={t('incidents.title')}>
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {incidents.isError ? t('incidents.loadFailed') : t('incidents.emptyTitle')}
        </Typography>
      ) : (
        <List dense aria-label={t('incidents.title')}>
          {items.map((incident) => (
            <ListItem key={incident.id} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Chip
                size="small"
                variant="outlined"
                color={stateColours[incident.state]}
                label={t(`incidents.states.${incident.state}`)}
              />
              <ListItemText
                primary={incident.actionName}
                secondary={[
                  when(incident.openedAt),
                  incident.acknowledgedBy
                    ? t('incidents.events.acknowledged', { who: incident.acknowledgedBy })
                    : '',
                  incident.resolvedAt ? `${t('incidents.events.resolved')} ${when(incident.resolvedAt)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to={`/incident?device=${encodeURIComponent(device.id)}`} variant="body2">
        {t('incidents.allOfDevice')}
      </Link>
    </SectionCard>
  );
}
