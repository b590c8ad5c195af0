import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-map-gl/maplibre';
import { Link as RouterLink } from 'react-router';
import { FitBounds } from '../../../components/map/fit-bounds.tsx';
import { GeofencesLayer, geofenceCorners } from '../../../components/map/geofences-layer.tsx';
import { MapView } from '../../../components/map/map-view.tsx';
import type { Geofence } from '../api.ts';
import { useGeofenceSize } from './geofence-format.ts';

type Props = {
  geofences: Geofence[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
};

/** A short key that changes when the set of geofences does (not when one is paused): the map refits. */
function setKey(geofences: readonly Geofence[]): string {
  let hash = 0;
  for (const g of geofences)
    for (let i = 0; i < g.id.length; i++) hash = (hash * 31 + g.id.charCodeAt(i)) | 0;
  return `${geofences.length}:${hash}`;
}

/** Every geofence of the organisation on one map, framed to show them all; a click picks one. */
export function GeofencesMap({ geofences, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const size = useGeofenceSize();
  const corners = useMemo(() => geofenceCorners(geofences), [geofences]);
  const fitKey = useMemo(() => setKey(geofences), [geofences]);
  const selected = selectedId ? geofences.find((g) => g.id === selectedId) : undefined;

  return (
    <MapView label={t('geofences.map')}>
      <GeofencesLayer id="geofences" geofences={geofences} selectedId={selectedId} onSelect={onSelect} />
      <FitBounds points={corners} fitKey={fitKey} />
      {selected ? (
        <Popup
          longitude={selected.longitude}
          latitude={selected.latitude}
          anchor="bottom"
          closeOnClick={false}
          onClose={() => onSelect(null)}
          maxWidth="280px"
        >
          <Stack sx={{ gap: 0.5, color: 'text.primary', fontFamily: theme.typography.fontFamily, pr: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{selected.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`geofences.types.${selected.type}`)} · {size(selected)} ·{' '}
              {t(`geofences.statuses.${selected.status}`)}
            </Typography>
            <Link
              component={RouterLink}
              to={`/geofence/${selected.id}`}
              variant="body2"
              sx={{ fontWeight: 600 }}
            >
              {t('geofences.open', { name: selected.name })}
            </Link>
          </Stack>
        </Popup>
      ) : null}
    </MapView>
  );
}
