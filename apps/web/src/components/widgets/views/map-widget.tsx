import SensorsIcon from '@mui/icons-material/Sensors';
import StoreIcon from '@mui/icons-material/Store';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PositionsData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { isQuiet } from '../../../lib/widgets/widget-live.ts';
import { FitBounds } from '../../map/fit-bounds.tsx';
import { GeofencesLayer, type MapGeofence } from '../../map/geofences-layer.tsx';
import type { LatLon } from '../../map/lat-lon.ts';
import { MapView } from '../../map/map-view.tsx';
import { type MapPlace, PlacesLayer } from '../../map/places-layer.tsx';
import { TrackLayer, type TrackStretch } from '../../map/track-layer.tsx';
import { QuietNotice, useDeviceName } from './view-parts.tsx';
import type { ViewProps } from './view-types.ts';

type Props = ViewProps<WidgetOf<'map'>, PositionsData>;

const trackColours = ['#1e88e5', '#8e24aa', '#00897b', '#f4511e', '#6d4c41', '#3949ab'];

/** A geofence of the answer (a GeoJSON polygon) as the geofence layer draws it. */
function toMapGeofence(geofence: PositionsData['geofences'][number]): MapGeofence {
  const ring = geofence.geometry.coordinates[0] ?? [];
  const points: LatLon[] = ring.map(([lon = 0, lat = 0]) => ({ lat, lon }));
  const centre = points.reduce((sum, p) => ({ lat: sum.lat + p.lat, lon: sum.lon + p.lon }), {
    lat: 0,
    lon: 0,
  });
  const count = Math.max(1, points.length);
  return {
    id: geofence.key,
    type: 'polygon',
    latitude: centre.lat / count,
    longitude: centre.lon / count,
    radius: null,
    polygon: points,
    status: 'active',
  };
}

/** A track snapped to roads (issue 20) as the track layer draws it: dashed where no road is known. */
const stretchesOf = (stretches: NonNullable<PositionsData['tracks'][number]['stretches']>): TrackStretch[] =>
  stretches.map((s) => ({ matched: s.matched, path: s.points.map(([lon, lat]) => ({ lat, lon })) }));

/** The selected devices where they are now (live), with the organisation's geofences and bases. */
export function MapWidget({ widget, data, context }: Props) {
  const { t } = useTranslation();
  const name = useDeviceName(context);
  const devices: MapPlace[] = data.positions.map((position) => {
    const quiet = isQuiet(context.devices[position.device]?.lastSeenAt ?? null, context.now);
    const when = formatDateTime(new Date(position.time), context.locale, context.timeZone);
    return {
      id: position.device,
      name: name(position.device),
      position: { lat: position.lat, lon: position.lon },
      label: t('widgets.map.device', { name: name(position.device) }),
      details: [t('widgets.map.seenAt', { time: when }), ...(quiet ? [t('widgets.quiet')] : [])],
      muted: quiet,
    };
  });
  const bases: MapPlace[] = widget.options.bases
    ? data.bases.map((base) => ({
        id: `base-${base.key}`,
        name: base.name,
        position: { lat: base.lat, lon: base.lon },
        label: t('widgets.map.base', { name: base.name }),
      }))
    : [];
  const geofences = useMemo(
    () => (widget.options.geofences ? data.geofences.map(toMapGeofence) : []),
    [widget.options.geofences, data.geofences],
  );
  const points = devices.map((device) => device.position);
  const snapped = widget.options.tracks && data.tracks.some((track) => track.stretches);
  const fitKey = `${widget.id}:${widget.devices.join(',')}:${points.length > 0}`;
  return (
    <Stack sx={{ height: '100%' }}>
      <Stack sx={{ flex: 1, minHeight: 0 }}>
        <MapView label={t('widgets.map.label', { title: widget.title || t('widgets.types.map.name') })}>
          {geofences.length > 0 ? (
            <GeofencesLayer id={`${widget.id}-geofences`} geofences={geofences} />
          ) : null}
          {widget.options.tracks
            ? data.tracks.map((track, index) => (
                <TrackLayer
                  key={track.device}
                  id={`${widget.id}-track-${index}`}
                  {...(track.stretches
                    ? { stretches: stretchesOf(track.stretches) }
                    : { points: track.points.map(([lon, lat]) => ({ lat, lon })) })}
                  colour={trackColours[index % trackColours.length] as string}
                  width={3}
                />
              ))
            : null}
          <PlacesLayer places={bases} icon={<StoreIcon aria-hidden="true" />} />
          <PlacesLayer places={devices} icon={<SensorsIcon aria-hidden="true" />} />
          <FitBounds points={points} fitKey={fitKey} maxZoom={15} />
        </MapView>
      </Stack>
      {devices.length === 0 ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 1.5, py: 0.75 }}>
          {t('widgets.map.noPositions')}
        </Typography>
      ) : null}
      {snapped ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 1.5, py: 0.75 }}>
          {t('mapMatching.shownMatched')}
        </Typography>
      ) : null}
      <QuietNotice devices={widget.devices} context={context} />
    </Stack>
  );
}
