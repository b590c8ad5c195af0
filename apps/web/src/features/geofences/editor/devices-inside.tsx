import SensorsIcon from '@mui/icons-material/SensorsOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Geofence } from '@pinpoint/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDevices } from '../../../lib/device-cache.ts';

/** The devices inside the geofence now, each a link to its page. */
export function DevicesInside({ geofence }: { geofence: Geofence }) {
  const { t } = useTranslation();
  const headingId = useId();
  const devices = useDevices(geofence.organisationId);
  const names = new Map((devices.data ?? []).map((device) => [device.id, device.name]));
  const inside = geofence.deviceIdsInside;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('geofenceEditor.devicesInsideCount', { count: inside.length })}
      </Typography>
      {geofence.status === 'paused' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('geofenceEditor.pausedDevices')}
        </Typography>
      ) : inside.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('geofenceEditor.noDevicesInside')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 0.5 }}>
          {inside.map((id) => (
            <ListItem key={id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <SensorsIcon fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText>
                <Link component={RouterLink} to={`/device/${id}`}>
                  {names.get(id) ??
                    (devices.isLoading ? t('list.loading') : t('geofenceEditor.unknownDevice'))}
                </Link>
              </ListItemText>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
