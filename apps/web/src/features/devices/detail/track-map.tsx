import { useTheme } from '@mui/material/styles';
import type { LatLon } from '@pinpoint/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FitBounds } from '../../../components/map/fit-bounds.tsx';
import { MapView } from '../../../components/map/map-view.tsx';
import { PositionLayer } from '../../../components/map/position-layer.tsx';
import { TrackLayer, type TrackStretch } from '../../../components/map/track-layer.tsx';
import { statusColours } from '../../../lib/device-status.ts';

type Props = {
  name: string;
  /** The points the track passes, which the view frames. */
  track: readonly LatLon[];
  /** The line: along roads where matched, dashed where not (issue 20). */
  stretches: readonly TrackStretch[];
  current: LatLon | null;
  /** The playback's point, while playing back. */
  playback: LatLon | null;
  animated: boolean;
  /** Refits the view when the range changes. */
  rangeKey: string;
};

/** The location history: the range's track, the device's current position, the playback point. */
export function TrackMap({ name, track, stretches, current, playback, animated, rangeKey }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const framed = useMemo(() => (track.length ? track : current ? [current] : []), [track, current]);
  return (
    <MapView label={t('detail.mapLabel', { name })}>
      <TrackLayer id="track" stretches={stretches} colour={theme.palette.primary.main} animated={animated} />
      <PositionLayer id="current" position={current} colour={statusColours.fresh} />
      <PositionLayer id="playback" position={playback} colour={theme.palette.secondary.main} radius={7} />
      {/* Fits again once the track replaces the current position it framed while loading. */}
      <FitBounds
        points={framed}
        fitKey={`${rangeKey}:${track.length ? 'track' : current ? 'current' : ''}`}
      />
    </MapView>
  );
}
