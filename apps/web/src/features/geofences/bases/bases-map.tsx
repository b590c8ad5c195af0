import StoreIcon from '@mui/icons-material/Store';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FitBounds } from '../../../components/map/fit-bounds.tsx';
import { MapView } from '../../../components/map/map-view.tsx';
import { type MapPlace, PlacesLayer } from '../../../components/map/places-layer.tsx';
import type { Base } from '../api.ts';

/** The bases that have a location as labelled places; closed ones faded. */
export function BasesMap({ bases }: { bases: readonly Base[] }) {
  const { t } = useTranslation();
  const places = useMemo(
    () =>
      bases.flatMap((base): MapPlace[] =>
        base.latitude === null || base.longitude === null
          ? []
          : [
              {
                id: base.id,
                name: base.name,
                position: { lat: base.latitude, lon: base.longitude },
                label: `${t('bases.place', { name: base.name })} (${t(`bases.statuses.${base.status}`)})`,
                details: [
                  t('bases.placeDetails', { address: base.address, postcode: base.postcode }),
                  t(`bases.statusHelp.${base.status}`),
                ],
                muted: base.status === 'closed',
              },
            ],
      ),
    [bases, t],
  );
  const positions = useMemo(() => places.map((place) => place.position), [places]);
  // Fits again when a base is added, moved or removed; not on a status change.
  const fitKey = positions.map((p) => `${p.lat},${p.lon}`).join(';');

  return (
    <MapView label={t('bases.map')}>
      <PlacesLayer places={places} icon={<StoreIcon aria-hidden="true" />} />
      <FitBounds points={positions} fitKey={fitKey} maxZoom={14} />
    </MapView>
  );
}
