import mqtt from 'mqtt';
import type pg from 'pg';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { dedupHash } from '../../apps/server/src/ingest/dedup-hash.ts';
import { buildMqttSample } from '../../apps/server/src/modules/ingest-keys/samples.ts';

/** The EM300-TH of ChirpStack's documented up event, registered in `organisationId`. */
export async function registerSensor(handle: DbHandle, organisationId: string) {
  const devEui = '24E124136B502217';
  const { id } = await handle.db
    .insertInto('devices')
    .values({
      organisation_id: organisationId,
      name: 'EM300',
      dev_eui: devEui,
      model_id: 'milesight-iot/em300-th',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { deviceId: id, devEui };
}

/** Strictly increasing times, one millisecond apart at least: each uplink's readings are its own. */
let last = 0;
const nextTime = () => {
  last = Math.max(Date.now(), last + 1);
  return new Date(last);
};

/**
 * Publishes `count` ChirpStack `up` events of the device as ChirpStack does (QoS 1, each with a
 * deduplicationId and fCnt of its own: the "Send a test" sample, checked against ChirpStack's
 * documented event by samples.test.ts). Resolves when the broker has acknowledged every one:
 * from then on they are the broker's to deliver. Answers their deduplicationIds.
 */
export async function publishUplinks(brokerUrl: string, devEui: string, count: number): Promise<string[]> {
  const publisher = await mqtt.connectAsync(brokerUrl, { reconnectPeriod: 0, connectTimeout: 5000 });
  try {
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: count }, () => {
        const sample = buildMqttSample({ devEui, tracker: false, raw: false }, nextTime());
        ids.push(sample.dedupKey);
        return publisher.publishAsync(sample.topic, sample.body, { qos: 1 });
      }),
    );
    return ids;
  } finally {
    await publisher.endAsync();
  }
}

/**
 * What the device has stored: its frames' dedup keys with how often (by the key's hash, the form
 * frames keep since migration 0045; a text key of a frame stored before is hashed here), and
 * readings stored twice. `copiesOf` reads it by the key's text.
 */
export async function storedUplinks(pool: pg.Pool, deviceId: string) {
  const frames = await pool.query<{ key: string; n: number }>(
    `select k.key, count(*)::int as n
       from frames f cross join lateral (select coalesce(f.dedup::text, 'text:' || f.dedup_key) as key) k
      where f.device_id = $1 group by k.key`,
    [deviceId],
  );
  const doubled = await pool.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from pinpoint_readings($1, '-infinity', 'infinity')
       group by time, field having count(*) > 1) twice`,
    [deviceId],
  );
  const copies = new Map<string, number>();
  for (const r of frames.rows) {
    const hash = r.key.startsWith('text:') ? dedupHash(r.key.slice(5)) : r.key;
    copies.set(hash, (copies.get(hash) ?? 0) + r.n);
  }
  return { copies, doubledReadings: doubled.rows[0]?.n ?? 0 };
}

/** How many frames the device stored under the dedup key `key` (its text, e.g. `id:<sender's id>`). */
export const copiesOf = (stored: Awaited<ReturnType<typeof storedUplinks>>, key: string) =>
  stored.copies.get(dedupHash(key)) ?? 0;

/** How many of `ids` are stored, and how many more than once (frames or their readings). */
export function tally(stored: Awaited<ReturnType<typeof storedUplinks>>, ids: string[]) {
  const counts = ids.map((id) => copiesOf(stored, `id:${id}`));
  return {
    stored: counts.filter((n) => n >= 1).length,
    missing: counts.filter((n) => n === 0).length,
    doubled: counts.filter((n) => n > 1).length + stored.doubledReadings,
  };
}
