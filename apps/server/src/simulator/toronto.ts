/**
 * Street polylines in Toronto the demo trackers drive along, back and forth
 * (waypoints at intersections; lat/lon in degrees).
 */
export type LatLon = { lat: number; lon: number };

export const torontoRoutes: LatLon[][] = [
  // Yonge Street, Queens Quay to Eglinton
  [
    { lat: 43.6417, lon: -79.3755 },
    { lat: 43.6465, lon: -79.3772 },
    { lat: 43.6525, lon: -79.3797 },
    { lat: 43.6561, lon: -79.3811 },
    { lat: 43.6614, lon: -79.3833 },
    { lat: 43.6708, lon: -79.3863 },
    { lat: 43.6878, lon: -79.3937 },
    { lat: 43.7064, lon: -79.3986 },
  ],
  // Queen Street West, Yonge to Roncesvalles
  [
    { lat: 43.6525, lon: -79.3797 },
    { lat: 43.6503, lon: -79.3888 },
    { lat: 43.6488, lon: -79.3963 },
    { lat: 43.6475, lon: -79.4039 },
    { lat: 43.6444, lon: -79.4195 },
    { lat: 43.6414, lon: -79.4343 },
    { lat: 43.6398, lon: -79.4466 },
  ],
  // Lake Shore Boulevard, Cherry Street to Parkside Drive
  [
    { lat: 43.6462, lon: -79.3535 },
    { lat: 43.6418, lon: -79.3713 },
    { lat: 43.6389, lon: -79.3869 },
    { lat: 43.6365, lon: -79.4045 },
    { lat: 43.6337, lon: -79.4207 },
    { lat: 43.6358, lon: -79.4494 },
    { lat: 43.6385, lon: -79.4571 },
  ],
  // Bloor Street, Jane to Broadview
  [
    { lat: 43.6497, lon: -79.4844 },
    { lat: 43.6548, lon: -79.46 },
    { lat: 43.6594, lon: -79.4368 },
    { lat: 43.6649, lon: -79.4111 },
    { lat: 43.6686, lon: -79.394 },
    { lat: 43.6708, lon: -79.3863 },
    { lat: 43.6726, lon: -79.3765 },
    { lat: 43.6767, lon: -79.3585 },
  ],
  // Spadina Avenue, Queens Quay to Bloor
  [
    { lat: 43.6385, lon: -79.3928 },
    { lat: 43.6452, lon: -79.3951 },
    { lat: 43.6488, lon: -79.3963 },
    { lat: 43.6531, lon: -79.3981 },
    { lat: 43.6586, lon: -79.4003 },
    { lat: 43.6657, lon: -79.4034 },
  ],
];

const R = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

export function bearing(a: LatLon, b: LatLon): number {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}
