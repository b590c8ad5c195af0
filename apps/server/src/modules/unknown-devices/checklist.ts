import { type Checklist, type ChecklistStep, locationDeviceTypes } from '@pinpoint/shared';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FramesTable } from '../../db/schema.ts';
import { UNKNOWN_DEVICE_DAYS } from '../../ingest/unknown-inbox.ts';
import type { DeviceRow } from '../device/repo.ts';

type Cause = ChecklistStep['cause'];
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A Dev EUI with its bytes in the other order: LSB-first, as some labels and consoles show it. */
export const reversedEui = (eui: string) => (eui.match(/../g) ?? []).reverse().join('');

/**
 * The time of a device's first reading or position, stored as a row, a row an uplink (readings,
 * migration 0039), in its frame's row (migration 0048) or in a compacted day (migration 0034: a day
 * row's `times` are ordered).
 */
async function firstTime(db: Db, deviceId: string, table: 'readings' | 'positions'): Promise<Date | null> {
  const {
    rows: [first],
  } = await sql<{ time: Date | null }>`
    select least(
      (select time from ${sql.table(table)} where device_id = ${deviceId} order by time limit 1),
      ${
        table === 'readings'
          ? sql`(select time from readings_uplinks where device_id = ${deviceId} order by time limit 1),
                (select received_at from frames where device_id = ${deviceId} and keys is not null
                  order by received_at limit 1),`
          : sql``
      }
      (select times[1] from ${sql.table(`${table}_days`)}
        where device_id = ${deviceId} order by day, times[1] limit 1)) as time`.execute(db);
  return first?.time ?? null;
}

/** When the device reached each step: from its first frames (at most 1000, by index) and first position. */
async function milestones(db: Db, deviceId: string) {
  const { rows } = await sql<{
    joined_at: Date | null;
    first_uplink_at: Date | null;
    decoded_at: Date | null;
  }>`
    select min(received_at) filter (where kind = 'join') as joined_at,
           min(received_at) filter (where kind <> 'join') as first_uplink_at,
           -- Decoded by the sender (kept) or by our decoder (named in decoder, migration 0029).
           min(received_at) filter (where kind = 'uplink' and (decoded is not null or decoder is not null)
                                      and decode_error is null) as decoded_at
      from (select * from (
              (select kind, received_at, decoded, decoder, decode_error from frames
                where device_id = ${deviceId} order by received_at limit 1000)
              union all
              -- A compacted month's frames (migration 0042), oldest day first, each day sorted alone.
              (select e.kind, e.time, e.decoded, e.decoder, e.decode_error
                 from frames_days d
                cross join lateral unnest(d.kinds, d.times, d.decoded, d.decoders, d.decode_errors)
                      as e(kind, time, decoded, decoder, decode_error)
                where d.device_id = ${deviceId}
                order by d.day, e.time limit 1000)) x
             order by received_at limit 1000) f`.execute(db);
  const readingAt = await firstTime(db, deviceId, 'readings');
  const locatedAt = await firstTime(db, deviceId, 'positions');
  // The device's latest frame: what its hints follow once it has sent anything (issue 27 item 7).
  const {
    rows: [latest],
  } = await sql<Pick<Selectable<FramesTable>, 'kind' | 'received_at' | 'source' | 'decode_error'>>`
    select kind, received_at, source, decode_error
      from pinpoint_frames_newest(${deviceId}, '-infinity', 'infinity', 1)`.execute(db);
  const row = rows[0];
  return {
    joinedAt: row?.joined_at ?? null,
    firstUplinkAt: row?.first_uplink_at ?? null,
    decodedAt: row?.decoded_at ?? readingAt,
    locatedAt,
    latest: latest ?? null,
  };
}

type Milestones = Awaited<ReturnType<typeof milestones>>;

/**
 * Why a device has sent no uplink yet. What it did send comes first: a join (it reached us, so
 * keys and Dev EUIs are right). Phones and cellular trackers answer for themselves. Only a LoRaWAN
 * device that sent nothing at all is explained by the organisation's keys and inbox.
 */
function noUplinkCause(db: Db, device: DeviceRow, m: Milestones, mqtt: boolean): Promise<Cause> | Cause {
  if (device.forwarder === 'self-host') return { code: 'phone_silent', values: {} };
  if (device.forwarder === 'tracker')
    return { code: 'tracker_silent', values: { protocol: device.protocol ?? '' } };
  if (m.joinedAt) return { code: 'joined_no_uplink', values: { at: m.joinedAt.toISOString() } };
  return silentCause(db, device, mqtt);
}

/** Why its uplinks give no readings: what its latest uplink, and whoever sent it, said. */
function undecodedCause(m: Milestones): Cause {
  const source = m.latest?.source ?? '';
  return m.latest?.decode_error
    ? { code: 'decode_error', values: { error: m.latest.decode_error.slice(0, 300), source } }
    : { code: 'no_decoder', values: { source } };
}

/** Why a LoRaWAN device has sent nothing yet, from what the organisation's keys and inbox saw. */
async function silentCause(db: Db, device: DeviceRow, mqtt: boolean): Promise<Cause> {
  const keys = await db
    .selectFrom('ingest_keys')
    .select(sql<Date | null>`max(last_used_at)`.as('used'))
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organisation_id', '=', device.organisation_id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!keys?.n && !mqtt) return { code: 'no_ingest_key', values: {} };
  const devEui = device.dev_eui ?? '';
  const inbox = await db
    .selectFrom('unknown_devices')
    .select(['dev_eui', 'last_seen_at'])
    .where('organisation_id', '=', device.organisation_id)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(days => ${UNKNOWN_DEVICE_DAYS})`)
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
  const reversed = inbox.find((row) => row.dev_eui === reversedEui(devEui));
  if (reversed) return { code: 'dev_eui_reversed', values: { devEui: reversed.dev_eui } };
  const since = inbox.filter((row) => row.last_seen_at >= device.created_at);
  if (since[0])
    return { code: 'other_dev_eui', values: { devEui: since[0].dev_eui, total: String(since.length) } };
  if (keys?.n && (!keys.used || keys.used < device.created_at))
    return { code: 'key_unused', values: { since: device.created_at.toISOString() } };
  return { code: 'not_joined', values: {} };
}

/**
 * The first-uplink checklist of a device (issue 17): registered -> joined ->
 * first uplink -> decoded -> location fix, each with when it happened, and for
 * the first step still open the likely cause.
 */
export async function deviceChecklist(
  db: Db,
  device: DeviceRow,
  options: { mqtt: boolean },
): Promise<Checklist> {
  const m = await milestones(db, device.id);
  const phone = device.forwarder === 'self-host';
  // Phones and cellular trackers report over their own connection: there is no join to wait for.
  const joins = !phone && device.forwarder !== 'tracker';
  const tracker = locationDeviceTypes.includes(device.type);
  // An uplink proves a join, whether or not the join itself was sent to us.
  const times = [m.joinedAt, m.firstUplinkAt].filter((d): d is Date => d !== null);
  const joinedAt = times.length ? new Date(Math.min(...times.map((d) => d.getTime()))) : null;
  // A phone's uplinks arrive already as readings and positions: nothing to decode.
  const decodedAt = phone ? m.firstUplinkAt : m.decodedAt;
  type Draft = Omit<ChecklistStep, 'cause'> & { cause?: () => Promise<Cause> | Cause };
  const drafts: Draft[] = [
    { step: 'registered', state: 'done', at: iso(device.created_at) },
    {
      step: 'joined',
      state: !joins ? 'skipped' : joinedAt ? 'done' : 'open',
      at: iso(joinedAt),
      cause: () => silentCause(db, device, options.mqtt),
    },
    {
      step: 'firstUplink',
      state: m.firstUplinkAt ? 'done' : 'open',
      at: iso(m.firstUplinkAt),
      cause: () => noUplinkCause(db, device, m, options.mqtt),
    },
    {
      step: 'decoded',
      state: decodedAt ? 'done' : 'open',
      at: iso(decodedAt),
      cause: () => undecodedCause(m),
    },
    {
      step: 'location',
      state: m.locatedAt ? 'done' : tracker ? 'open' : 'skipped',
      at: iso(m.locatedAt),
      cause: () => ({ code: 'no_fix', values: {} }),
    },
  ];
  const firstOpen = drafts.findIndex((d) => d.state === 'open');
  const steps = await Promise.all(
    drafts.map(
      async ({ cause, ...step }, i): Promise<ChecklistStep> => ({
        ...step,
        cause: i === firstOpen && cause ? await cause() : null,
      }),
    ),
  );
  return { steps, complete: firstOpen === -1, createdAt: device.created_at.toISOString() };
}
