import { historyMaxDays, historyRangeTooLong } from '@pinpoint/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../lib/errors.ts';

export type Range = { from: Date; to: Date };

/** A valid range of at most historyMaxDays days, else 400 with a message naming the maximum. */
export function checkRange({ from, to }: Range) {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw invalid('from and to must be dates');
  if (from >= to) throw invalid('from must be before to');
  if (to.getTime() - from.getTime() > historyMaxDays * 86_400_000)
    throw invalid(historyRangeTooLong, { maxDays: historyMaxDays });
}

/**
 * Readings over a range, downsampled on the server into at most `buckets`
 * time buckets a field (avg, min and max each), so a month draws at once.
 */
export async function readingSeries(db: Db, deviceId: string, range: Range, buckets: number, field?: string) {
  checkRange(range);
  const stepSeconds = Math.max(1, Math.ceil((range.to.getTime() - range.from.getTime()) / 1000 / buckets));
  const rows = await sql<{ field: string; t: Date; avg: number; min: number; max: number }>`
    select field, date_bin(make_interval(secs => ${stepSeconds}), time, ${range.from}::timestamptz) as t,
           avg(value) as avg, min(value) as min, max(value) as max
      from readings
     where device_id = ${deviceId} and time >= ${range.from} and time < ${range.to}
       ${field ? sql`and field = ${field}` : sql``}
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
  const rows = await db
    .selectFrom('positions')
    .select(['time', 'lat', 'lon', 'alt', 'accuracy', 'speed', 'heading', 'source'])
    .where('device_id', '=', deviceId)
    .where('time', '>=', range.from)
    .where('time', '<', range.to)
    .orderBy('time')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, time: r.time.toISOString() }));
}

export async function frames(db: Db, deviceId: string, range: Range, limit: number) {
  checkRange(range);
  const rows = await db
    .selectFrom('frames')
    .select([
      'id',
      'received_at',
      'kind',
      'f_cnt',
      'f_port',
      'payload',
      'decoded',
      'decode_error',
      'radio',
      'source',
      'time_flag',
      'device_time',
    ])
    .where('device_id', '=', deviceId)
    .where('received_at', '>=', range.from)
    .where('received_at', '<', range.to)
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((f) => {
    const radio = (f.radio ?? {}) as { rssi?: number; snr?: number; gateways?: unknown[]; dataRate?: string };
    return {
      id: f.id,
      receivedAt: f.received_at.toISOString(),
      timeFlag: f.time_flag,
      deviceTime: f.device_time?.toISOString() ?? null,
      kind: f.kind,
      fCnt: f.f_cnt,
      fPort: f.f_port,
      payloadHex: f.payload ? f.payload.toString('hex').toUpperCase() : null,
      decoded: f.decoded,
      decodeError: f.decode_error,
      rssi: radio.rssi ?? null,
      snr: radio.snr ?? null,
      gateways: radio.gateways?.length ?? 0,
      dataRate: radio.dataRate ?? null,
      source: f.source,
    };
  });
}
