import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IngestPipeline, IngestRequest } from '../../ingest/pipeline.ts';

/**
 * Keeps each device's network-server ids (devices.network) as its uplinks name them: The Things
 * Stack's device and application ids, ChirpStack's application id, Helium's device id and
 * downlink URL. Downlinks need them (a TTS push path names the device id, not the Dev EUI).
 * Off the uplink's own write: after the uplink is stored, and only when a device's ids differ
 * from the ones this process last wrote, so a steady device costs one Map lookup an uplink.
 */
const kept = [
  'ttnDeviceId',
  'ttnApplicationId',
  'chirpstackApplicationId',
  'heliumDeviceId',
  'heliumDownlinkUrl',
] as const;

/** Devices remembered at most; past that the memory starts over (and writes each id once more). */
const MAX_REMEMBERED = 50_000;

type Log = { warn: (obj: object, msg: string) => void };

export function recordNetworkIds(pipeline: IngestPipeline, db: Db, log: Log): IngestPipeline {
  const written = new Map<string, string>();

  function note(deviceId: string, network: NonNullable<IngestRequest['message']['network']>) {
    const ids: Record<string, string> = {};
    for (const key of kept) {
      const value = network[key];
      if (typeof value === 'string' && value !== '' && value.length <= 500) ids[key] = value;
    }
    if (Object.keys(ids).length === 0) return;
    const text = JSON.stringify(ids);
    if (written.get(deviceId) === text) return;
    if (written.size >= MAX_REMEMBERED) written.clear();
    written.set(deviceId, text);
    db.updateTable('devices')
      .set({ network: sql<string>`network || ${text}::jsonb` })
      .where('id', '=', deviceId)
      .execute()
      .catch((err) => {
        written.delete(deviceId);
        log.warn({ err, deviceId }, 'commands: network ids not recorded');
      });
  }

  return {
    ...pipeline,
    async submit(request) {
      const outcome = await pipeline.submit(request);
      if (outcome.status === 'stored' && request.message.network)
        note(outcome.deviceId, request.message.network);
      return outcome;
    },
  };
}
