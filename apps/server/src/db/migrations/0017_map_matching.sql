-- Map matching (issue 20): a device's track snapped to roads, cached per device and clock hour
-- ("tile"), so a track is sent to the road-matching service once, whatever range shows it.
--
-- A tile is matched with a few positions either side for context. input_count and input_digest
-- describe everything the matcher saw (those positions, the service and its settings): when a
-- late position arrives in or next to the hour, or one is removed, the digest read with the
-- positions no longer agrees and the tile is matched again. No trigger on the ingest path.
create table map_matching_tiles (
  device_id uuid not null references devices (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  tile_start timestamptz not null,
  input_count integer not null,
  input_digest text not null,
  -- The hour's positions in time order: where each is shown and the matched route from the one
  -- before it ({t, lat, lon, m, path?}); see modules/map-matching/stitch.ts.
  points jsonb not null,
  -- False when a part failed for a reason that may pass (timeout, service error): drawn raw
  -- until retry_after, then matched again.
  complete boolean not null,
  retry_after timestamptz,
  matched_at timestamptz not null default now(),
  primary key (device_id, tile_start)
);
create index map_matching_tiles_organisation_idx on map_matching_tiles (organisation_id);
