import FenceIcon from '@mui/icons-material/Fence';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfig } from '../../../lib/config.ts';
import { geofenceKeys, useGeofences } from '../../../lib/places.ts';
import type { Device } from '../api.ts';

/**
 * Which geofences hold a device is worked out just after its position is stored; the live update
 * usually arrives after that, so the list is asked again at once, and once more a little later in
 * case the server was behind. Only a new position asks: readings alone move nothing.
 */
const followUpMs = 1500;

/** Refreshes the geofence list when the device is at a new place (live updates write the device). */
function useRefreshOnMove(device: Device) {
  const queryClient = useQueryClient();
  const where = `${device.location?.at ?? ''}|${device.location?.lat ?? ''},${device.location?.lon ?? ''}`;
  const initial = useRef(where);
  useEffect(() => {
    if (where === initial.current) return;
    const queryKey = geofenceKeys.forOrganisation(device.organisationId);
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    refresh();
    const timer = setTimeout(refresh, followUpMs);
    return () => clearTimeout(timer);
  }, [where, device.organisationId, queryClient]);
}

/** The card "Geofences": the active geofences the device is inside now; hidden with show_geofences off. */
export function GeofencePresence({ device }: { device: Device }) {
  const { show_geofences } = useConfig();
  return show_geofences ? <PresenceCard device={device} /> : null;
}

function PresenceCard({ device }: { device: Device }) {
  const { t } = useTranslation();
  const geofences = useGeofences(device.organisationId);
  useRefreshOnMove(device);
  const inside = (geofences.data ?? []).filter(
    (geofence) => geofence.status === 'active' && geofence.deviceIdsInside.includes(device.id),
  );

  return (
    <SectionCard
      title={t('bases.presence.title')}
      busy={geofences.isLoading}
      busyLabel={t('bases.presence.loading')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1, mb: 1 }}>
        {t('bases.presence.help')}
      </Typography>
      {geofences.isLoading ? null : inside.length > 0 ? (
        <List dense disablePadding aria-label={t('bases.presence.insideLabel', { name: device.name })}>
          {inside.map((geofence) => (
            <ListItem key={geofence.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <FenceIcon fontSize="small" color="primary" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/geofence/${geofence.id}`} sx={{ fontWeight: 600 }}>
                    {geofence.name}
                  </Link>
                }
                secondary={geofence.address}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" role="status">
          {t('bases.presence.none')}
        </Typography>
      )}
    </SectionCard>
  );
}
