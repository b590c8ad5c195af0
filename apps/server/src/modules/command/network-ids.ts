import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IngestPipeline, IngestRequest } from '../../ingest/pipeline.ts';

/**
 * Keeps each device's network-server ids (devices.network) as its uplinks name them: The Things
 * Stack's device and application ids, ChirpStack's application id, Helium's device id and
 * downlink URL. Downlinks need them (a TTS push path names the device id, not the Dev EUI).
 * Off the uplink's own write: after the uplink is stored, and only when a device's ids differ
 * from the ones last written, so a steady device costs one Map lookup an uplink. The memory starts
 * from the devices' stored ids, so a restart does not write every device's ids again (it did: one
 * update a device in its first minutes, 12 µs of PostgreSQL CPU an uplink in bench:ingest's run).
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
type Ids = Record<string, string>;

export function recordNetworkIds(
  pipeline: IngestPipeline,
  db: Db,
  log: Log,
): IngestPipeline & { remembered: () => Promise<void> } {
  const written = new Map<string, Ids>();

  // What the devices have already, read at this process's first uplink that names ids (not at
  // start: a process that serves no ingest never reads it). Uplinks noted before it answers are
  // compared with what this process wrote.
  let reading: Promise<void> | undefined;
  const remembered = () =>
    (reading ??= db
      .selectFrom('devices')
      .select(['id', 'network'])
      .where(sql<boolean>`network <> '{}'::jsonb`)
      .limit(MAX_REMEMBERED)
      .execute()
      .then((rows) => {
        for (const { id, network } of rows) {
          if (written.has(id) || written.size >= MAX_REMEMBERED) continue;
          const ids: Ids = {};
          for (const key of kept) if (typeof network[key] === 'string') ids[key] = network[key];
          written.set(id, ids);
        }
      })
      .catch((err) => log.warn({ err }, 'commands: stored network ids not read')));

  function note(deviceId: string, network: NonNullable<IngestRequest['message']['network']>) {
    const ids: Ids = {};
    for (const key of kept) {
      const value = network[key];
      if (typeof value === 'string' && value !== '' && value.length <= 500) ids[key] = value;
    }
    const known = written.get(deviceId);
    if (!Object.entries(ids).some(([key, value]) => known?.[key] !== value)) return;
    void remembered();
    if (written.size >= MAX_REMEMBERED) written.clear();
    written.set(deviceId, { ...known, ...ids });
    db.updateTable('devices')
      .set({ network: sql<string>`network || ${JSON.stringify(ids)}::jsonb` })
      .where('id', '=', deviceId)
      .execute()
      .catch((err) => {
        written.delete(deviceId);
        log.warn({ err, deviceId }, 'commands: network ids not recorded');
      });
  }

  return {
    ...pipeline,
    /** Reads the stored ids if not yet asked; resolves once they are remembered (or could not be read). */
    remembered,
    async submit(request) {
      const outcome = await pipeline.submit(request);
      if (outcome.status === 'stored' && request.message.network)
        note(outcome.deviceId, request.message.network);
      return outcome;
    },
  };
}
