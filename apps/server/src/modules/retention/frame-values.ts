/**
 * A frame keeps its uplink's readings at its own time in `keys` and `vals` (migration 0048), and a
 * frame is kept for less time than readings by default (RETENTION_FRAMES_DAYS 90 against
 * RETENTION_HISTORY_DAYS 400, and an organisation's own of each). Whatever takes frames away while
 * their readings are still kept gives the values to `readings_uplinks` first, in the same
 * statement or transaction, so no reading is lost with its frame.
 */

/**
 * Inserts into `target` (readings_uplinks or one of its partitions) the values of the frames in
 * `source` (a table or a CTE's name) that have any, those at or after `history` when given (a
 * parameter reference: the readings' cutoff, null when they are kept for ever).
 */
export const insertFrameValuesSql = (target: string, source: string, history?: string) => `
  insert into ${target} (device_id, time, keys, vals)
  select device_id, received_at, keys, vals from ${source}
   where keys is not null${
     history ? ` and (${history}::timestamptz is null or received_at >= ${history}::timestamptz)` : ''
   }`;

/**
 * Deletes `relation`'s frames matching `where` and gives their values to `readings_uplinks` in one
 * statement (as insertFrameValuesSql); answers `deleted`, the frames deleted.
 */
export const deleteFramesKeepingValuesSql = (relation: string, where: string, history: string) => `
  with gone as (
    delete from ${relation} where ${where} returning device_id, received_at, keys, vals
  ), kept as (${insertFrameValuesSql('readings_uplinks', 'gone', history)}
    returning 1
  )
  select (select count(*) from gone)::int as deleted`;
