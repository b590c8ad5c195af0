import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { LatLon } from '@pinpoint/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FitBounds } from '../../../components/map/fit-bounds.tsx';
import { MapView } from '../../../components/map/map-view.tsx';
import { PositionLayer } from '../../../components/map/position-layer.tsx';
import { TrackLayer } from '../../../components/map/track-layer.tsx';
import { statusColours } from '../../../lib/device-status.ts';

type Props = {
  name: string;
  /** Where it is now (its position metric's device, live), or null. */
  current: LatLon | null;
  /** Its track over the range, oldest first. */
  track: readonly LatLon[];
  /** Refits the view when the range changes. */
  rangeKey: string;
};

/** Where the asset is, and where it went over the range (MapLibre, loaded with this chunk). */
export function AssetMap({ name, current, track, rangeKey }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const framed = useMemo(
    () => (track.length ? [...track, ...(current ? [current] : [])] : current ? [current] : []),
    [track, current],
  );
  return (
    <Box sx={{ height: { xs: 260, md: 340 }, borderRadius: 1, overflow: 'hidden' }}>
      <MapView label={t('assets.detail.mapLabel', { name })}>
        <TrackLayer id="asset-track" points={track} colour={theme.palette.primary.main} />
        <PositionLayer id="asset-position" position={current} colour={statusColours.fresh} />
        <FitBounds points={framed} fitKey={`${rangeKey}:${framed.length > 0}`} />
      </MapView>
    </Box>
  );
}
