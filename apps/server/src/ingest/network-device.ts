import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { cachedLookup } from '../lib/cached-lookup.ts';
import type { TtsDeviceIds } from './formats/ttn.ts';

/**
 * Finds the Dev EUI of an organisation's device that The Things Stack names only by its own ids
 * (device id within an application), as the device's earlier uplinks recorded them in
 * `devices.network` (modules/command/network-ids.ts). Answers, found or not, are kept 10 s, so a
 * burst of such messages costs one query. Such messages are rare (TTS's downlink_failed, devices
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
