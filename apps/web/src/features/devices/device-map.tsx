import StoreIcon from '@mui/icons-material/Store';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Base } from '@pinpoint/shared';
import type { DevicePosition } from '@pinpoint/shared/device-positions.ts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-map-gl/maplibre';
import { Link as RouterLink } from 'react-router';
import { BatteryIndicator } from '../../components/battery-indicator.tsx';
import {
  ClusteredPointsLayer,
  type MapPoint,
  pointsToGeoJson,
} from '../../components/map/clustered-points-layer.tsx';
import { FitBounds } from '../../components/map/fit-bounds.tsx';
import { MapView } from '../../components/map/map-view.tsx';
import { type MapPlace, PlacesLayer } from '../../components/map/places-layer.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { type BatteryRange, deviceBatteryPercent } from '../../lib/battery.ts';
import { formatCoordinates } from '../../lib/device-format.ts';
import { deviceStatus, statusColours } from '../../lib/device-status.ts';
import { subscribeLivePositions } from '../../lib/live-updates.ts';
import { formatTemperature, type TemperatureUnit } from '../../lib/temperature.ts';
import { useDevice } from './api.ts';
import { CoverageLayer } from './coverage-layer.tsx';
import { StatusDot } from './status-dot.tsx';

type Props = {
  /** Every positioned device, as GET /organisation/{id}/devices/positions packs them (issue 31). */
  devices: readonly DevicePosition[];
  now: number;
  batteryRange: BatteryRange;
  temperatureUnit: TemperatureUnit;
  /** Bases drawn as labelled places (the list page passes the open ones with a location, when shown). */
  bases?: readonly Base[];
  /** The organisation whose coverage layer is shown (issue 30 item 5), when it is. */
  coverageOf?: string | undefined;
};

/** Every device with a position, as points in one clustered source (no component per device). */
export function devicePoints(devices: readonly DevicePosition[], now: number): MapPoint[] {
  return devices.map((device) => ({
    id: device.id,
    position: { lat: device.lat, lon: device.lon },
    category: deviceStatus(device, now),
  }));
}

/** Bases with a location as the map's labelled places. */
export function basePlaces(bases: readonly Base[], t: TFunction): MapPlace[] {
  return bases.flatMap((base) =>
    base.latitude === null || base.longitude === null
      ? []
      : [
          {
            id: base.id,
            name: base.name,
            position: { lat: base.latitude, lon: base.longitude },
            label: t('bases.place', { name: base.name }),
            details: [t('bases.placeDetails', { address: base.address, postcode: base.postcode })],
          },
        ],
  );
}

/** The device list's map: clustered, coloured by status, live; a click shows a summary. Bases as labelled places. */
export function DeviceMap({ devices, now, batteryRange, temperatureUnit, bases = [], coverageOf }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const points = useMemo(() => devicePoints(devices, now), [devices, now]);
  const data = useMemo(() => pointsToGeoJson(points), [points]);
  const places = useMemo(() => basePlaces(bases, t), [bases, t]);
  // Framed on the devices; on the bases while no device has a position.
  const positions = useMemo(
    () => (points.length > 0 ? points : places).map((point) => point.position),
    [points, places],
  );
  const place = selectedId ? devices.find((device) => device.id === selectedId) : undefined;
  // The map knows where a device is; its name, battery and temperature are asked for on a click.
  const selected = useDevice(place?.id ?? '', undefined, Boolean(place)).data ?? undefined;

  return (
    <MapView label={t('devices.map')}>
      {coverageOf ? <CoverageLayer organisationId={coverageOf} /> : null}
      <ClusteredPointsLayer
        id="devices"
        data={data}
        colours={statusColours}
        fallbackColour={statusColours.stale}
        clusterColour={theme.palette.primary.dark}
        highlightCategory="alerting"
        onSelect={(id) => setSelectedId(id)}
        livePositions={subscribeLivePositions}
      />
      <PlacesLayer places={places} icon={<StoreIcon aria-hidden="true" />} />
      <FitBounds points={positions} />
      {place && selected ? (
        <Popup
          longitude={place.lon}
          latitude={place.lat}
          anchor="bottom"
          offset={14}
          closeOnClick={false}
          onClose={() => setSelectedId(null)}
          maxWidth="280px"
        >
          <Stack sx={{ gap: 0.5, color: 'text.primary', fontFamily: theme.typography.fontFamily, pr: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <StatusDot status={deviceStatus(selected, now)} />
              <Typography sx={{ fontWeight: 600 }}>{selected.name}</Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`devices.status.${deviceStatus(selected, now)}`)}
            </Typography>
            <Typography variant="body2">{formatCoordinates(place)}</Typography>
            <Typography variant="body2" component="div">
              {t('devices.lastUpdated')}:{' '}
              {selected.lastSeenAt ? <RelativeTime value={selected.lastSeenAt} /> : t('devices.never')}
            </Typography>
            <Stack direction="row" sx={{ gap: 2, typography: 'body2' }}>
              <BatteryIndicator percent={deviceBatteryPercent(selected, batteryRange)} />
              {selected.temperature !== null ? (
                <span>{formatTemperature(selected.temperature, temperatureUnit)}</span>
              ) : null}
            </Stack>
            <Link
              component={RouterLink}
              to={`/device/${selected.id}`}
              variant="body2"
              sx={{ fontWeight: 600 }}
            >
              {t('devices.openDetails')}
            </Link>
          </Stack>
        </Popup>
      ) : null}
    </MapView>
  );
}
