import { historyMaxDays, historyRangeTooLong, type ReadingSource } from '@pinpoint/shared';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FramesTable, PositionsTable, ReadingSourceCode } from '../../db/schema.ts';
import { decodedFields } from '../../ingest/decoding.ts';
import { radioOf } from '../../ingest/radio.ts';
import { invalid } from '../../lib/errors.ts';

export type Range = { from: Date; to: Date };

/** A valid range of at most historyMaxDays days, else 400 with a message naming the maximum. */
export function checkRange({ from, to }: Range) {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw invalid('from and to must be dates');
  if (from >= to) throw invalid('from must be before to');
  if (to.getTime() - from.getTime() > historyMaxDays * 86_400_000)
    throw invalid(historyRangeTooLong, { maxDays: historyMaxDays });
}

/** One (device, field) series of readingSeriesBatch: its window, bucket width and origin. */
export type SeriesPair = {
  deviceId: string;
  field: string;
  from: Date;
  to: Date;
  /** Seconds a bucket; with `unit`, buckets are the zone's calendar days, weeks or months instead. */
  stride: { seconds: number; unit?: 'day' | 'week' | 'month' | undefined };
  /** Where sub-day buckets count from (local midnight for widgets). */
  origin: Date;
};
/** One bucket: its start (ms), the mean, count, minimum and maximum of its readings. */
export type SeriesBucket = { t: number; avg: number; n: number; min: number; max: number };

type BatchRow = { i: number; t: number[]; avg: number[]; n: number[]; min: number[]; max: number[] };

/**
 * Readings of many (device, field, window) pairs in buckets, in ONE statement: the pairs are
 * unnested and each runs a lateral grouped date_bin on readings_device_field_time_idx. (The
 * tempting `device_id = any() and field = any()` reads the cross product by time: several
 * times the rows and the time.) From a day up, buckets are date_trunc(unit, time, zone), so a
 * day is a local day across DST. `organisationId` null only for a device its caller already
 * checked (the device page); widgets always pass theirs, and foreign pairs answer nothing.
 * Answers the buckets of each pair, in the pairs' order.
 */
export async function readingSeriesBatch(
  db: Db,
  organisationId: string | null,
  pairs: readonly SeriesPair[],
  timeZone = 'UTC',
): Promise<SeriesBucket[][]> {
  if (pairs.length === 0) return [];
  const organisation = organisationId
    ? sql`d.organisation_id = ${organisationId}::uuid and r.organisation_id = ${organisationId}::uuid`
    : sql`r.organisation_id = d.organisation_id`;
  // One pair (a device page's chart) as plain values: PostgreSQL then sees the window when it plans
  // and leaves out every partition outside it, where from an unnest it plans them all and prunes at
  // run time (bench/README.md, "Kept: one pair of a series read with plain values": planning 1.29 -> 0.84 ms).
  const [one] = pairs;
  const source =
    pairs.length === 1 && one
      ? sql`(select ${one.deviceId}::uuid as device_id, ${one.field}::text as field,
                    ${one.from}::timestamptz as t_from, ${one.to}::timestamptz as t_to,
                    ${one.stride.seconds}::int as stride, ${one.stride.unit ?? null}::text as unit,
                    ${one.origin}::timestamptz as origin, 1::bigint as i) p`
      : sql`unnest(${pairs.map((p) => p.deviceId)}::uuid[], ${pairs.map((p) => p.field)}::text[],
                  ${pairs.map((p) => p.from)}::timestamptz[], ${pairs.map((p) => p.to)}::timestamptz[],
                  ${pairs.map((p) => p.stride.seconds)}::int[], ${pairs.map((p) => p.stride.unit ?? null)}::text[],
                  ${pairs.map((p) => p.origin)}::timestamptz[])
           with ordinality as p (device_id, field, t_from, t_to, stride, unit, origin, i)`;
  const rows = await sql<BatchRow>`
    select p.i::int as i, b.t, b.avg, b.n, b.min, b.max
      from ${source}
      join devices d on d.id = p.device_id
     cross join lateral (
       select array_agg((extract(epoch from g.b) * 1000)::float8 order by g.b) as t,
              array_agg(g.avg order by g.b) as avg, array_agg(g.n order by g.b) as n,
              array_agg(g.min order by g.b) as min, array_agg(g.max order by g.b) as max
         from (
           -- Grouped by the bucket's timestamp (cheap to compare); made milliseconds once a bucket.
           select case when p.unit is null
                    then date_bin(make_interval(secs => p.stride), r.time, p.origin)
                    else date_trunc(p.unit, r.time, ${timeZone}) end as b,
                  avg(r.value) as avg, count(*)::int as n, min(r.value) as min, max(r.value) as max
             from pinpoint_field_readings(p.device_id, p.field, p.t_from, p.t_to) r
            where ${organisation}
            group by 1
         ) g
     ) b
     where b.t is not null`.execute(db);
  const result: SeriesBucket[][] = pairs.map(() => []);
  for (const row of rows.rows) {
    const buckets = result[row.i - 1];
    if (!buckets) continue;
    for (const [k, t] of row.t.entries())
      buckets.push({
        t,
        avg: row.avg[k] as number,
        n: row.n[k] as number,
        min: row.min[k] as number,
        max: row.max[k] as number,
      });
  }
  return result;
}

/**
 * Readings over a range, downsampled on the server into at most `buckets`
 * time buckets a field (avg, min and max each), so a month draws at once.
 * One field is readingSeriesBatch's one-pair case; all fields of the device read them together.
 */
export async function readingSeries(db: Db, deviceId: string, range: Range, buckets: number, field?: string) {
  checkRange(range);
  const stepSeconds = Math.max(1, Math.ceil((range.to.getTime() - range.from.getTime()) / 1000 / buckets));
  if (field) {
    const [points = []] = await readingSeriesBatch(db, null, [
      {
        deviceId,
        field,
        from: range.from,
        to: range.to,
        stride: { seconds: stepSeconds },
        origin: range.from,
      },
    ]);
    if (points.length === 0) return [];
    return [
      {
        field,
        points: points.map((p) => ({ t: new Date(p.t).toISOString(), avg: p.avg, min: p.min, max: p.max })),
      },
    ];
  }
  const rows = await sql<{ field: string; t: Date; avg: number; min: number; max: number }>`
    select field, date_bin(make_interval(secs => ${stepSeconds}), time, ${range.from}::timestamptz) as t,
           avg(value) as avg, min(value) as min, max(value) as max
      from pinpoint_readings(${deviceId}, ${range.from}, ${range.to})
     group by field, t
     order by field, t`.execute(db);
  const byField = new Map<string, Array<{ t: string; avg: number; min: number; max: number }>>();
  for (const r of rows.rows) {
    const points = byField.get(r.field) ?? [];
    points.push({ t: r.t.toISOString(), avg: Number(r.avg), min: Number(r.min), max: Number(r.max) });
    byField.set(r.field, points);
  }
  return [...byField].map(([f, points]) => ({ field: f, points }));
}

export async function positions(db: Db, deviceId: string, range: Range, limit: number) {
  checkRange(range);
  // Rows and compacted days alike (migration 0033).
  const { rows } = await sql<Omit<PositionsTable, 'device_id' | 'organisation_id'>>`
    select time, lat, lon, alt, accuracy, speed, heading, source
      from pinpoint_positions(${deviceId}, ${range.from}, ${range.to})
     order by time limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, time: r.time.toISOString() }));
}

export async function frames(db: Db, deviceId: string, range: Range, limit: number) {
  checkRange(range);
  // Rows and compacted days alike (migration 0042), newest first; the full radio object is null
  // for a compacted day's frames (its columns remain).
  const { rows } = await sql<
    Pick<
      Selectable<FramesTable>,
      | 'id'
      | 'received_at'
      | 'kind'
      | 'f_cnt'
      | 'f_port'
      | 'payload'
      | 'decoded'
      | 'decode_error'
      | 'radio'
      | 'source'
      | 'time_flag'
      | 'device_time'
      | 'decoder'
      | 'decode_warning'
      | 'rssi'
      | 'snr'
      | 'sf'
      | 'bw_khz'
      | 'gateways'
    >
  >`
    select id, received_at, kind, f_cnt, f_port, payload, decoded, decode_error, radio, source, time_flag,
           device_time, decoder, decode_warning, rssi, snr, sf, bw_khz, gateways
      from pinpoint_frames_newest(${deviceId}, ${range.from}, ${range.to}, ${limit})`.execute(db);
  const readingsAt = await frameReadings(
    db,
    deviceId,
    rows.map((f) => f.received_at),
  );
  return rows.map((f) => {
    const radio = radioOf(f);
    return {
      id: f.id,
      receivedAt: f.received_at.toISOString(),
      timeFlag: f.time_flag,
      deviceTime: f.device_time?.toISOString() ?? null,
      kind: f.kind,
      fCnt: f.f_cnt,
      fPort: f.f_port,
      payloadHex: f.payload ? f.payload.toString('hex').toUpperCase() : null,
      // Our decoder's object is made again from the payload (migration 0029); the sender's was kept.
      decoded: f.decoded ?? decodedFields(f.decoder, f.f_port, f.payload),
      decodeError: f.decode_error,
      decodeWarning: f.decode_warning,
      decoder: f.decoder,
      readings: readingsAt.get(f.received_at.getTime()) ?? [],
      rssi: radio.rssi,
      snr: radio.snr,
      gateways: radio.gateways,
      dataRate: radio.dataRate,
      source: f.source,
    };
  });
}

const sourceNames = { n: 'network', p: 'pinpoint', d: 'device' } as const;

/** The readings stored at each frame's own time, with their sources (the frames table shows them). */
async function frameReadings(db: Db, deviceId: string, times: Date[]) {
  const byTime = new Map<number, Array<{ field: string; value: number; source: ReadingSource | null }>>();
  if (!times.length) return byTime;
  const from = new Date(Math.min(...times.map((t) => t.getTime())));
  const to = new Date(Math.max(...times.map((t) => t.getTime())) + 1);
  const { rows } = await sql<{ time: Date; field: string; value: number; source: ReadingSourceCode | null }>`
    select time, field, value, source from pinpoint_readings(${deviceId}, ${from}, ${to})
     where time = any(${times}::timestamptz[])
     order by field`.execute(db);
  for (const r of rows) {
    const list = byTime.get(r.time.getTime()) ?? [];
    list.push({ field: r.field, value: r.value, source: r.source ? sourceNames[r.source] : null });
    byTime.set(r.time.getTime(), list);
  }
  return byTime;
}
