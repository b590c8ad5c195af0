import { useEffect, useRef } from 'react';
import { boundsOf, type LatLon } from './lat-lon.ts';
import { useMapInstance } from './use-map-instance.ts';

type Props = {
  points: readonly LatLon[];
  /** Fits again when this changes (e.g. another date range); live moves never refit. */
  fitKey?: string;
  maxZoom?: number;
};

/** Frames the points once they are known, then leaves the view to the user. */
export function FitBounds({ points, fitKey = '', maxZoom = 15 }: Props) {
  const map = useMapInstance();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!map || fitted.current === fitKey) return;
    const bounds = boundsOf(points);
    if (!bounds) return;
    fitted.current = fitKey;
    map.fitBounds(bounds, { padding: 48, maxZoom, duration: 0 });
  }, [map, points, fitKey, maxZoom]);
  return null;
}
