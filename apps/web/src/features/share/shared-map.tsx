import type { LatLon } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { FitBounds } from '../../components/map/fit-bounds.tsx';
import { MapView } from '../../components/map/map-view.tsx';
import { PositionLayer } from '../../components/map/position-layer.tsx';
import { statusColours } from '../../lib/device-status.ts';

/** The shared device's position; the view follows it as it moves. */
export function SharedMap({ name, position }: { name: string; position: LatLon }) {
  const { t } = useTranslation();
  return (
    <MapView label={t('share.mapLabel', { name })} centre={position} zoom={14}>
      <PositionLayer id="shared" position={position} colour={statusColours.fresh} />
      <FitBounds points={[position]} fitKey={`${position.lat},${position.lon}`} maxZoom={14} />
    </MapView>
  );
}
