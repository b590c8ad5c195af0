import { createHash } from 'node:crypto';
import type { DevicePageSort, devicePageQuerySchema } from '@pinpoint/shared/device-page.ts';
import { coordinateScale } from '@pinpoint/shared/device-positions.ts';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { createKeptAnswers } from './kept-answers.ts';
import { deviceListTag } from './list-cache.ts';
import { byNaturalName, deviceJson, withUsualInterval } from './presenter.ts';

export type DevicePageQuery = z.output<typeof devicePageQuerySchema>;
export type BatteryRange = { minMv: number; maxMv: number };

/**
 * The order of each sort key, as the table's columns sorted in the browser: the battery as the
 * percent the list shows (from millivolts over the deployment's range when a device reports them,
 * else its own percent; GREATEST and LEAST skip nulls, hence the guards), the forecast by days left as last computed. Empty values last either way.
 */
const sortValue = (
  sort: DevicePageSort,
  range: BatteryRange,
  typeOrder: readonly string[] | undefined,
): RawBuilder<unknown> => {
  switch (sort) {
    case 'name':
      // Digits by their value: "Van 2" before "Van 10" (migration 0047).
      return sql`d.name collate pinpoint_natural`;
    case 'type':
      // In the order of the labels the reader sees, when the browser sends it; then by the code.
      return typeOrder?.length
        ? sql`coalesce(array_position(${[...typeOrder]}::text[], d.type), ${typeOrder.length + 1})`
        : sql`lower(d.type)`;
    case 'battery': {
      const span = Math.max(1, range.maxMv - range.minMv);
      return sql`case when d.battery_mv is not null
                      then round(least(1, greatest(0, (d.battery_mv - ${range.minMv}::float8) / ${span}::float8)) * 100)
                      when d.battery_pct is not null then round(least(100, greatest(0, d.battery_pct))) end`;
    }
    case 'batteryForecast':
      return sql`(select f.days_left from battery_forecasts f
                   where f.device_id = d.id and f.organisation_id = d.organisation_id)`;
    case 'temperature':
      return sql`d.temperature`;
    case 'lastUpdated':
      return sql`d.last_seen_at`;
    case 'lastAlert':
      return sql`d.last_alert_at`;
  }
};

/** The organisation's devices matching the search and type filter, one page of them in the sort. */
export async function devicePage(
  db: Db,
  organisationId: string,
  query: DevicePageQuery,
  range: BatteryRange,
): Promise<string> {
  const { page, pageSize, sort, direction, search, type, typeOrder } = query;
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const ofType = type ? sql`and d.type = ${type}` : sql``;
  const order = (d: RawBuilder<unknown>, key: RawBuilder<unknown>) =>
    sql`${key} ${dir} nulls last, ${sort === 'type' ? sql`lower(${d}.type) ${dir},` : sql``} ${byNaturalName(d)}`;
  const limit = sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
  // Each row's JSON is built by PostgreSQL (as the whole list is), only for the rows shown; the
  // count and the types come from one pass over the organisation's devices (`types`).
  const answer = (items: RawBuilder<unknown>) => sql`
    select json_build_object(
      'items', coalesce((${items}), '[]'),
      'total', (select coalesce(sum(t.matching), 0)::bigint from types t),
      'page', ${page}::int, 'pageSize', ${pageSize}::int,
      'types', coalesce((select json_agg(t.type order by t.type) from types t), '[]'))::text as json`;
  const statement = search
    ? // A search tests each device's text, the costliest part of the page: once a device, in one
      // pass that keeps what the count and the sort need; then the page's rows are read by id.
      sql<{ json: string }>`
    with m as materialized (
      select d.id, d.type, d.name, ${sortValue(sort, range, typeOrder)} as k,
             strpos(lower(concat_ws(' ', d.name, d.dev_eui, d.imei, d.barcode, d.type)), lower(${search})) > 0 as hit
        from devices d where d.organisation_id = ${organisationId}
    ), types as (
      select d.type, count(*) filter (where d.hit ${ofType}) as matching from m d group by d.type
    ), shown as (
      select d.id, d.type, d.name, d.k from m d where d.hit ${ofType} order by ${order(sql`d`, sql`d.k`)} ${limit}
    ) ${answer(sql`select json_agg(${deviceJson} order by ${order(sql`s`, sql`s.k`)}) from shown s join devices d on d.id = s.id ${withUsualInterval}`)}`
    : // Without a search the page reads only its own rows: the default sort (name ascending) by
      // the index of migration 0049, any other as a top-N of the sort keys.
      sql<{ json: string }>`
    with types as (
      select d.type, count(*) filter (where true ${ofType}) as matching
        from devices d where d.organisation_id = ${organisationId} group by d.type
    ) ${answer(sql`select json_agg(${deviceJson}) from (
          select d.* from devices d where d.organisation_id = ${organisationId} ${ofType}
           order by ${order(sql`d`, sortValue(sort, range, typeOrder))} ${limit}) d ${withUsualInterval}`)}`;
  const { rows } = await statement.execute(db);
  return rows[0]?.json ?? '';
}

/** A page's tag: the list's version (whatever changed a device) and the question asked. */
export function devicePageTag(listTag: string, query: DevicePageQuery): string {
  const asked = JSON.stringify([
    query.page,
    query.pageSize,
    query.sort,
    query.direction,
    query.search,
    query.type ?? null,
    query.sort === 'type' ? (query.typeOrder ?? null) : null,
  ]);
  return `W/"${createHash('sha256').update(`page|${listTag}|${asked}`).digest('base64url').slice(0, 27)}"`;
}

/**
 * Every positioned device of the organisation, packed for the map as `packDevicePositions`
 * (device-positions.ts) packs them, built by PostgreSQL as one JSON text (10,000 rows read into JS
 * and packed there took several times as long).
 */
export async function devicePositions(db: Db, organisationId: string, now: Date): Promise<Buffer> {
  const builtS = Math.floor(now.getTime() / 1000);
  const ago = (column: string) =>
    // GREATEST skips nulls: a device never heard stays null, not 0 seconds ago.
    sql.raw(`case when ${column} is not null
                  then greatest(0, ${builtS} - floor(extract(epoch from ${column}))::bigint) end`);
  const { rows } = await sql<{ json: string }>`
    select json_build_object(
      'v', 1, 'builtAt', ${builtS}::bigint,
      'ids', coalesce(json_agg(d.id order by d.id), '[]'),
      'lat', coalesce(json_agg(round(d.lat * ${coordinateScale})::bigint order by d.id), '[]'),
      'lon', coalesce(json_agg(round(d.lon * ${coordinateScale})::bigint order by d.id), '[]'),
      'seen', coalesce(json_agg(${ago('d.last_seen_at')} order by d.id), '[]'),
      'alert', coalesce(json_agg(${ago('d.last_alert_at')} order by d.id), '[]'),
      'interval', coalesce(json_agg(nullif(round(usual.seconds), 0)::bigint
                                    order by d.id), '[]'))::text as json
      from devices d ${withUsualInterval}
     where d.organisation_id = ${organisationId} and d.lat is not null and d.lon is not null`.execute(db);
  return Buffer.from(rows[0]?.json ?? '');
}

const positionsTag = (listTag: string) =>
  `W/"${createHash('sha256').update(`positions|${listTag}`).digest('base64url').slice(0, 27)}"`;

/**
 * The positions answer, kept per organisation while the list's tag holds (as the list is,
 * kept-answers.ts): about 70 bytes a device before compression, `maxBytes` of them at most.
 */
export function createDevicePositionsCache(db: Db, maxBytes = 32 * 1024 * 1024) {
  const kept = createKeptAnswers({
    build: (organisationId) => devicePositions(db, organisationId, new Date()),
    maxBytes,
    brotliQuality: 5,
  });
  return {
    async tag(organisationId: string) {
      return positionsTag(await deviceListTag(db, organisationId));
    },
    body: kept.body,
  };
}
