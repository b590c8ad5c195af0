import { type GeocodeResult, geofenceMessages, type LatLon } from '@pinpoint/shared';
import { z } from 'zod';
import type { ServerConfig } from '../../config.ts';

/** The geocoder failed (timeout, error status, unreadable answer): not the same as "no such place". */
export class GeocoderUnavailable extends Error {}

export type Geocoder = {
  /** The first place found for the text, null when there is none; throws GeocoderUnavailable. */
  search(query: string): Promise<GeocodeResult | null>;
};

const TIMEOUT_MS = 5000;

// Nominatim answers an array; Photon answers GeoJSON features ([lon, lat]).
const nominatimAnswer = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().optional() }),
);
const photonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

function photonName(properties: Record<string, unknown> = {}): string {
  const text = (key: string) => (typeof properties[key] === 'string' ? (properties[key] as string) : '');
  const street = [text('housenumber'), text('street')].filter(Boolean).join(' ');
  return [text('name'), street, text('city'), text('state'), text('postcode'), text('country')]
    .filter(Boolean)
    .join(', ');
}

/**
 * The search URL: a bare host gets Nominatim's /search; a URL with a path
 * (Photon's /api, a proxy's prefix) is used as it is.
 */
export function searchUrl(base: string, query: string): URL {
  const url = new URL(base);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/search';
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  return url;
}

/** A Nominatim- or Photon-compatible geocoder at `baseUrl`, or null when none is configured. */
export function createGeocoder(baseUrl: string | undefined): Geocoder | null {
  if (!baseUrl) return null;
  return {
    async search(query) {
      let body: unknown;
      try {
        const res = await fetch(searchUrl(baseUrl, query), {
          headers: { accept: 'application/json', 'user-agent': 'Pinpoint geofences (GPS/IoT tracking)' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new GeocoderUnavailable(`the geocoder answered ${res.status}`);
        body = await res.json();
      } catch (err) {
        if (err instanceof GeocoderUnavailable) throw err;
        throw new GeocoderUnavailable((err as Error).message);
      }
      const asNominatim = nominatimAnswer.safeParse(body);
      if (asNominatim.success) {
        const first = asNominatim.data[0];
        return first ? { lat: first.lat, lon: first.lon, displayName: first.display_name ?? query } : null;
      }
      const asPhoton = photonAnswer.safeParse(body);
      if (asPhoton.success) {
        const first = asPhoton.data.features[0];
        if (!first) return null;
        const [lon, lat] = first.geometry.coordinates as [number, number];
        return { lat, lon, displayName: photonName(first.properties) || query };
      }
      throw new GeocoderUnavailable('the geocoder answered something other than places');
    },
  };
}

/**
 * The geocoder of the deployment: GEOCODER_URL from the loaded configuration,
 * else from the environment (read at each call, so a process started without
 * the configuration passed in still finds it).
 */
export function geocoderOf(config: Pick<ServerConfig, 'GEOCODER_URL'> | undefined): Geocoder | null {
  const fromEnv = process.env.GEOCODER_URL?.trim() || undefined;
  return createGeocoder(config?.GEOCODER_URL ?? fromEnv);
}

/** Why an address could not be placed; `unavailable` when trying again later may help. */
export type Unplaced = { reason: string; unavailable: boolean };

/** Places an address and postcode with the geocoder, or says why it cannot. */
export async function placeAddress(
  geocoder: Geocoder | null,
  address: string,
  postcode: string,
): Promise<LatLon | Unplaced> {
  if (!geocoder) return { reason: geofenceMessages.noGeocoder, unavailable: false };
  try {
    const place = await geocoder.search([address, postcode].filter(Boolean).join(', '));
    return place
      ? { lat: place.lat, lon: place.lon }
      : { reason: geofenceMessages.addressNotFound, unavailable: false };
  } catch (err) {
    if (err instanceof GeocoderUnavailable)
      return { reason: geofenceMessages.geocoderDown, unavailable: true };
    throw err;
  }
}

export const isPlaced = (p: LatLon | Unplaced): p is LatLon => 'lat' in p;
