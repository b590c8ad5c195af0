/**
 * A frame keeps its uplink's readings at its own time in `keys` and `vals` (migration 0048), and a
 * frame is kept for less time than readings by default (RETENTION_FRAMES_DAYS 90 against
 * RETENTION_HISTORY_DAYS 400, and an organisation's own of each). Whatever takes frames away while
 * their readings are still kept gives the values to `readings_uplinks` first, in the same
 * statement or transaction, so no reading is lost with its frame.
 */

/**
 * The values of `relation`'s frames matching `where`, copied into `readings_uplinks` as rows of the
 * same form, those at or after `history` (a parameter reference: the readings' cutoff, null when
 * they are kept for ever).
 */
export const copyFrameValuesSql = (relation: string, where: string, history: string) => `
  insert into readings_uplinks (device_id, time, keys, vals)
  select device_id, received_at, keys, vals from ${relation}
   where keys is not null and ${where}
     and (${history}::timestamptz is null or received_at >= ${history}::timestamptz)`;

/**
 * Deletes `relation`'s frames matching `where` and gives their values to `readings_uplinks` in one
 * statement (as copyFrameValuesSql); answers `deleted`, the frames deleted.
 */
export const deleteFramesKeepingValuesSql = (relation: string, where: string, history: string) => `
  with gone as (
    delete from ${relation} where ${where} returning device_id, received_at, keys, vals
  ), kept as (
    insert into readings_uplinks (device_id, time, keys, vals)
    select device_id, received_at, keys, vals from gone
     where keys is not null and (${history}::timestamptz is null or received_at >= ${history}::timestamptz)
    returning 1
  )
  select (select count(*) from gone)::int as deleted`;
