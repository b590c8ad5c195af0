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
  track: readonly LatLon[];
  current: LatLon | null;
  /** The playback's point, while playing back. */
  playback: LatLon | null;
  animated: boolean;
  /** Refits the view when the range changes. */
  rangeKey: string;
};

/** The location history: the range's track, the device's current position, the playback point. */
export function TrackMap({ name, track, current, playback, animated, rangeKey }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const framed = useMemo(() => (track.length ? track : current ? [current] : []), [track, current]);
  return (
    <MapView label={t('detail.mapLabel', { name })}>
      <TrackLayer id="track" points={track} colour={theme.palette.primary.main} animated={animated} />
      <PositionLayer id="current" position={current} colour={statusColours.fresh} />
      <PositionLayer id="playback" position={playback} colour={theme.palette.secondary.main} radius={7} />
      <FitBounds points={framed} fitKey={`${rangeKey}:${framed.length > 0}`} />
    </MapView>
  );
}
