import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { cachedLookup } from '../lib/cached-lookup.ts';
import type { TtsDeviceIds } from './formats/ttn.ts';
import type { NormalisedMessage } from './uplink.ts';

/**
 * The network-server ids a downlink needs (commands, issue 15), kept in `devices.network` from the
 * device's uplinks: The Things Stack's device and application ids, ChirpStack's application id,
 * Helium's device id and downlink URL.
 */
const kept = [
  'ttnDeviceId',
  'ttnApplicationId',
  'chirpstackApplicationId',
  'heliumDeviceId',
  'heliumDownlinkUrl',
] as const;

export type NetworkIds = Partial<Record<(typeof kept)[number], string>>;

/** The ids of `kept` an uplink names (non-empty, at most 500 characters); undefined for none. */
export function networkIdsOf(network: NormalisedMessage['network']): NetworkIds | undefined {
  if (!network) return undefined;
  const ids: NetworkIds = {};
  let any = false;
  for (const key of kept) {
    const value = network[key];
    if (typeof value !== 'string' || value === '' || value.length > 500) continue;
    ids[key] = value;
    any = true;
  }
  return any ? ids : undefined;
}

/**
 * Finds the Dev EUI of an organisation's device that The Things Stack names only by its own ids
 * (device id within an application), as the device's earlier uplinks recorded them in
 * `devices.network` (with each group's state, store.ts). Answers, found or not, are kept 10 s, so
 * a burst of such messages costs one query. Such messages are rare (TTS's downlink_failed, devices
 * registered there without a DevEUI), so the lookup reads the organisation's devices unindexed.
 */
export function createTtsDeviceFinder(db: Db, ttlMs = 10_000) {
  const find = cachedLookup(async (key): Promise<string | undefined> => {
    const [organisationId, applicationId, deviceId] = JSON.parse(key) as [string, string, string];
    const row = await db
      .selectFrom('devices')
      .select('dev_eui')
      .where('organisation_id', '=', organisationId)
      .where(sql<string>`network->>'ttnApplicationId'`, '=', applicationId)
      .where(sql<string>`network->>'ttnDeviceId'`, '=', deviceId)
      .where('dev_eui', 'is not', null)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.dev_eui ?? undefined;
  }, ttlMs);
  return (organisationId: string, ids: TtsDeviceIds) =>
    find(JSON.stringify([organisationId, ids.applicationId, ids.deviceId]));
}

export type TtsDeviceFinder = ReturnType<typeof createTtsDeviceFinder>;
