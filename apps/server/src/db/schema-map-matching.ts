import type { ColumnType } from 'kysely';
import type { StitchedPoint } from '../modules/map-matching/stitch.ts';

/** A device's matched track for one clock hour (migration 0017; modules/map-matching/cache.ts). */
export type MapMatchingTilesTable = {
  device_id: string;
  organisation_id: string;
  tile_start: ColumnType<Date, Date | string, Date | string>;
  input_count: number;
  input_digest: string;
  /** Written as JSON text. */
  points: ColumnType<StitchedPoint[], string, string>;
  complete: boolean;
  retry_after: ColumnType<Date | null, Date | string | null, Date | string | null>;
  matched_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type MapMatchingTables = { map_matching_tiles: MapMatchingTilesTable };
