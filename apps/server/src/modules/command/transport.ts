import type { CommandTransport, CommandTransportProblem } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import type { settingsPresence } from './network-settings.ts';

/** What the command queue needs of a device. */
export type CommandDevice = {
  id: string;
  organisationId: string;
  name: string;
  devEui: string | null;
  forwarder: 'ttn' | 'chirpstack' | 'helium' | 'self-host' | 'tracker';
  modelId: string | null;
  /** Cellular trackers: their protocol and the id they send (issue 26). */
  protocol: string | null;
  imei: string | null;
  /** The ids its network server gave it, recorded from its uplinks (ingest/store.ts, the devices' state update). */
  network: Record<string, unknown>;
};

export async function findCommandDevice(db: Db, deviceId: string): Promise<CommandDevice | undefined> {
  const row = await db
    .selectFrom('devices')
    .select([
      'id',
      'organisation_id',
      'name',
      'dev_eui',
      'forwarder',
      'model_id',
      'protocol',
      'imei',
      'network',
    ])
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        organisationId: row.organisation_id,
        name: row.name,
        devEui: row.dev_eui,
        forwarder: row.forwarder,
        modelId: row.model_id,
        protocol: row.protocol,
        imei: row.imei,
        network: row.network ?? {},
      }
    : undefined;
}

export type TransportProblem = CommandTransportProblem;

export const problemText: Record<TransportProblem, string> = {
  ttn_settings:
    'Set up The Things Stack under Network servers (cluster URL, webhook ID and API key) before sending commands',
  chirpstack_mqtt_unavailable:
    'This deployment has no MQTT broker (MQTT_URL) for ChirpStack commands: use the ChirpStack REST API under Network servers',
  chirpstack_application:
    'Set the ChirpStack application ID under Network servers, or wait for the device to send an uplink through MQTT or HTTP',
  chirpstack_rest_settings:
    'Set the ChirpStack REST API URL and token under Network servers before sending commands',
  helium_url: 'Set the Helium downlink URL under Network servers, or wait for an uplink that carries one',
  no_dev_eui: 'The device has no Dev EUI, so its network server cannot be told about it',
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The ChirpStack application of a device: as its uplinks named it, else the organisation's setting. */
export const chirpstackApplicationOf = (device: CommandDevice, fallback: string) =>
  str(device.network.chirpstackApplicationId) || fallback;

/** The Things Stack device id: as its uplinks named it, else the console's default `eui-<dev eui>`. */
export const ttnDeviceIdOf = (device: CommandDevice) =>
  str(device.network.ttnDeviceId) || `eui-${(device.devEui ?? '').toLowerCase()}`;

export const ttnApplicationOf = (device: CommandDevice, fallback: string) =>
  str(device.network.ttnApplicationId) || fallback;

export const heliumUrlOf = (device: CommandDevice) => str(device.network.heliumDownlinkUrl);

/** A demo device the simulator drives as The Things Stack would (seeded with network.simulated). */
export const isSimulated = (device: CommandDevice) =>
  device.forwarder === 'ttn' && device.devEui !== null && device.network.simulated === true;

/**
 * How a device's commands travel and whether the organisation's settings let them: by its
 * forwarder, and for ChirpStack by the organisation's choice of MQTT or the REST API.
 */
export function transportFor(
  device: CommandDevice,
  presence: ReturnType<typeof settingsPresence>,
  mqttAvailable: boolean,
): { transport: CommandTransport; problem: TransportProblem | null } {
  if (device.forwarder === 'self-host') return { transport: 'answer', problem: null };
  // Over the tracker's own connection, once it is connected (ingest/trackers/commands.ts).
  if (device.forwarder === 'tracker') return { transport: 'tracker', problem: null };
  // The demo's devices sit behind a simulated network server (simulator/network-server.ts).
  if (isSimulated(device)) return { transport: 'ttn', problem: null };
  if (!device.devEui) {
    const transport =
      device.forwarder === 'chirpstack' ? `chirpstack-${presence.chirpstackMode}` : device.forwarder;
    return { transport: transport as CommandTransport, problem: 'no_dev_eui' };
  }
  switch (device.forwarder) {
    case 'ttn':
      return {
        transport: 'ttn',
        problem: presence.ttn && ttnApplicationOf(device, presence.ttnApplicationId) ? null : 'ttn_settings',
      };
    case 'helium':
      return {
        transport: 'helium',
        problem:
          heliumUrlOf(device) || (presence.heliumUrl && device.network.heliumDeviceId) ? null : 'helium_url',
      };
    default:
      if (presence.chirpstackMode === 'rest') {
        return {
          transport: 'chirpstack-rest',
          problem: presence.chirpstackRest ? null : 'chirpstack_rest_settings',
        };
      }
      if (!mqttAvailable) return { transport: 'chirpstack-mqtt', problem: 'chirpstack_mqtt_unavailable' };
      return {
        transport: 'chirpstack-mqtt',
        problem: chirpstackApplicationOf(device, presence.chirpstackApplicationId)
          ? null
          : 'chirpstack_application',
      };
  }
}
