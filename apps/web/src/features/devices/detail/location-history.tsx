import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../lib/chunk.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useCurrentUser } from '../../../lib/user.ts';
import { type Device, type Range, usePositions } from '../api.ts';
import { Playback } from './playback.tsx';
import { type ShownTrack, useShownTrack } from './shown-track.ts';

const TrackMap = lazy(() =>
  loadChunk(() => import('./track-map.tsx')).then((m) => ({ default: m.TrackMap })),
);

type Props = { device: Device; range: Range; locale: string };

/** Location history for the range: a map with the track and its playback. */
export function LocationHistory({ device, range, locale }: Props) {
  const { t } = useTranslation();
  const settings = useCurrentUser().data?.settings;
  const positions = usePositions(device.id, range);
  const track = positions.data ?? [];
  // The matched track when the user's setting and the server allow it (issue 20), else `track`.
  const shown = useShownTrack(device.id, range, track);
  const [index, setIndex] = useState<number | null>(null);
  const points = useMemo(() => shown.points.map(({ lat, lon }) => ({ lat, lon })), [shown.points]);
  const rangeKey = `${range.from}/${range.to}`;
  const [shownKey, setShownKey] = useState(rangeKey);
  if (shownKey !== rangeKey) {
    // Another range: playback starts over.
    setShownKey(rangeKey);
    setIndex(null);
  }
  const timeOf = useCallback(
    (i: number) => {
      const time = shown.points[i]?.time;
      return time ? formatDateTime(new Date(time), locale) : '';
    },
    [shown.points, locale],
  );
  const playbackPoint = index !== null ? (points[index] ?? null) : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="history-heading" variant="h6" component="h2">
          {t('detail.history')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {positions.isLoading ? t('list.loading') : t('detail.positionsCount', { count: track.length })}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: { xs: 300, md: 420 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Suspense
          fallback={<Skeleton variant="rectangular" height="100%" aria-label={t('devices.mapLoading')} />}
        >
          <TrackMap
            name={device.name}
            track={points}
            stretches={shown.stretches}
            current={device.location ? { lat: device.location.lat, lon: device.location.lon } : null}
            playback={playbackPoint}
            animated={settings?.animatedLines ?? true}
            // Refits once the matched track replaces the positions drawn meanwhile.
            rangeKey={`${rangeKey}:${shown.mode}`}
          />
        </Suspense>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {points.length >= 2 ? (
          <Playback count={points.length} index={index} onIndex={setIndex} timeOf={timeOf} />
        ) : !positions.isLoading ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('detail.noTrack')}
          </Typography>
        ) : null}
      </Box>
      <TrackNotes shown={shown} hasTrack={track.length > 0} />
      {track.length >= 10_000 ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('detail.trackTruncated', { count: track.length })}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Which track is drawn (issue 20): snapped to roads, or the positions as reported, and why. */
function TrackNotes({ shown, hasTrack }: { shown: ShownTrack; hasTrack: boolean }) {
  const { t } = useTranslation();
  if (shown.mode === 'unavailable')
    return (
      <Alert severity="info" sx={{ mt: 1.5 }}>
        {t('detail.mapMatchingUnavailable')}
      </Alert>
    );
  if (shown.mode === 'failed')
    return (
      <Alert severity="warning" sx={{ mt: 1.5 }}>
        {t('mapMatching.failed')}
      </Alert>
    );
  if (!hasTrack) return null;
  const note = {
    raw: 'mapMatching.shownRaw',
    matching: 'mapMatching.matching',
    matched: 'mapMatching.shownMatched',
  } as const;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} role="status">
        {t(note[shown.mode])}
      </Typography>
      {shown.partial ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('mapMatching.partial')}
        </Alert>
      ) : null}
      {shown.truncated ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('mapMatching.truncated', { count: shown.points.length })}
        </Alert>
      ) : null}
    </>
  );
}
