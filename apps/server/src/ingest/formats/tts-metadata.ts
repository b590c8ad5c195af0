// What The Things Stack's uplink metadata says: whether `locations["frm-payload"]` is the uplink's
// own position, and which gateway a reception through Packet Broker or a relay was.
//
// The Things Stack's Application Server puts into every uplink the device's stored locations (its
// location registry: "user", and the last location_solved of each service, "frm-payload" among
// them), then overwrites "frm-payload" only when this uplink's decoded payload gives a position
// (lorawan-stack pkg/applicationserver/applicationserver.go: handleUplink sets
// `info.uplink.Locations` from `as.locationRegistry.Get`, then `Locations["frm-payload"] = loc`
// when `locationFromPayload` finds one; handleLocationSolved merges each location_solved into the
// registry). An uplink without a fix so carries the previous fix under "frm-payload".
// locationFromPayload is TheThingsNetwork/lorawan-application-payload's InferLocation (location.go):
// its rules, restated below in our own code, decide which positions the Application Server took
// from the payload.

type Coordinates = { latitude?: number; longitude?: number };

const gpsKey = /^gps_\d+$/;

// InferLocation's key triples, in its order; the altitude keys do not matter here.
const pairs: Array<[string, string]> = [
  ['lat', 'lon'],
  ['lat', 'lng'],
  ['lat', 'long'],
  ['latitude', 'longitude'],
  ['Latitude', 'Longitude'],
  ['latitudeDeg', 'longitudeDeg'],
  ['gps_lat', 'gps_lng'],
];

const numberOr0 = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The positions InferLocation may take from a decoded payload (a gps_# key wins, in map order). */
function inferredPositions(decoded: Record<string, unknown>): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const [key, value] of Object.entries(decoded)) {
    if (gpsKey.test(key) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const gps = value as Record<string, unknown>;
      found.push([numberOr0(gps.latitude), numberOr0(gps.longitude)]);
    }
  }
  if (found.length > 0) return found;
  for (const [latKey, lonKey] of pairs) {
    const lat = decoded[latKey];
    const lon = decoded[lonKey];
    if (typeof lat !== 'number' || typeof lon !== 'number') continue;
    if (lat !== 0 || lon !== 0) return [[lat, lon]];
  }
  return [];
}

/**
 * True when the Application Server took `location` from this uplink's `decoded` payload; false for
 * a stored one it repeated (and when the payload is absent, e.g. cut by a field mask: the position
 * cannot be told fresh).
 */
export function isPayloadLocation(
  decoded: Record<string, unknown> | undefined,
  location: Coordinates,
): boolean {
  if (decoded === undefined) return false;
  // TTS's JSON leaves a 0 coordinate out.
  const latitude = location.latitude ?? 0;
  const longitude = location.longitude ?? 0;
  return inferredPositions(decoded).some(([lat, lon]) => lat === latitude && lon === longitude);
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

type RxMetadata = {
  gateway_ids: { gateway_id: string };
  packet_broker?: {
    forwarder_net_id?: unknown;
    forwarder_gateway_eui?: unknown;
    forwarder_gateway_id?: unknown;
  };
  relay?: { device_id?: unknown };
};

/**
 * The gateway of one reception. Every reception through Packet Broker names the gateway
 * "packetbroker" (cluster.PacketBrokerGatewayID) and every one through a relay (TS011) one fixed
 * id: the forwarder's gateway (its EUI, else its id in the forwarder's network) and the relay
 * device tell them apart (lorawan-stack pkg/packetbrokeragent/translation.go fromPBUplink;
 * RxMetadata.relay).
 */
export function gatewayIdOf(rx: RxMetadata): string {
  const { packet_broker: broker, relay } = rx;
  if (broker) {
    const eui = textOf(broker.forwarder_gateway_eui);
    const id = textOf(broker.forwarder_gateway_id);
    const netId = textOf(broker.forwarder_net_id);
    if (eui) return `packetbroker:${eui.toUpperCase()}`;
    if (id) return `packetbroker:${netId ? `${netId.toUpperCase()}:` : ''}${id}`;
  }
  const relayDevice = textOf(relay?.device_id);
  if (relayDevice) return `relay:${relayDevice}`;
  return rx.gateway_ids.gateway_id;
}
