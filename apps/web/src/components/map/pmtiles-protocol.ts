import { Protocol } from 'pmtiles';
import { pmtilesScheme } from './protomaps-style.ts';

type AddProtocol = { addProtocol: typeof import('maplibre-gl').addProtocol };

/**
 * Teaches MapLibre the pmtiles:// URLs of the operator's basemap (one archive read with HTTP range
 * requests, no tile server). MapLibre keeps protocols for the whole page, so this runs once, when
 * MapLibre is loaded.
 */
export function registerPmtilesProtocol(maplibre: AddProtocol): void {
  const protocol = new Protocol();
  maplibre.addProtocol(pmtilesScheme.replace('://', ''), protocol.tile);
}
