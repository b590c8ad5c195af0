-- Each device's usual reporting interval (issue 30 item 5), learned cheaply: the ingest state
-- update keeps the last 16 gaps between the times the device was heard (seconds, newest first), and
-- pinpoint_usual_interval gives their median. The median shrugs off a missed uplink, a burst and
-- a catch-up after an outage; 16 values are sorted in microseconds, so the device list reads it
-- for every row instead of keeping a second column in step.
alter table devices add column uplink_gaps integer[] not null default '{}';

-- Null until 4 gaps are known (too few to call anything usual); else the median, at least 10 s
-- (a burst of frames is not an interval) and at most 7 days.
create function pinpoint_usual_interval(gaps integer[]) returns integer
language sql immutable parallel safe as $$
  select case when count(*) >= 4
              then least(greatest(percentile_disc(0.5) within group (order by g), 10), 604800) end
    from unnest(gaps[1:16]) as g where g > 0
$$;

-- Devices already reporting start from their last 17 frames, so they are not "unknown" until
-- 16 more uplinks arrive. The frames' (device_id, received_at desc) index serves each one.
update devices d set uplink_gaps = coalesce((
  select array_agg(ceil(extract(epoch from f.gap))::int order by f.received_at desc)
    from (select received_at, received_at - lag(received_at) over (order by received_at) as gap
            from (select received_at from frames
                   where device_id = d.id order by received_at desc limit 17) last17) f
   where f.gap is not null), '{}')
 where d.last_seen_at is not null;
