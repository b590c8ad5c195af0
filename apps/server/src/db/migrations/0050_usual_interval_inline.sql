-- A device's usual interval (migration 0037) as a table function PostgreSQL can inline. Called as
-- a scalar function, a SQL function with an aggregate cannot be inlined: each call set up its own
-- executor, about 9 µs a device, so the whole device list (which read it twice a device) spent
-- about 170 ms of 10,000 devices there and the map's packed positions about 90 ms of 150
-- (bench/README.md). `cross join lateral pinpoint_usual_interval_of(d.uplink_gaps)` is planned
-- into the caller's query instead: about 1 µs a device. The scalar form stays for single reads,
-- now defined through the table form, so the rule is written once.
create function pinpoint_usual_interval_of(gaps integer[]) returns table (seconds integer)
language sql immutable parallel safe as $$
  select case when count(*) >= 4
              then least(greatest(percentile_disc(0.5) within group (order by g), 10), 604800) end
    from unnest(gaps[1:16]) as g where g > 0
$$;

create or replace function pinpoint_usual_interval(gaps integer[]) returns integer
language sql immutable parallel safe as $$
  select u.seconds from pinpoint_usual_interval_of(gaps) u
$$;
