-- Time and order integrity of ingest (issue 11, item 6).
--
-- time_flag says why a frame's received_at is not the time its sender gave:
--   future   more than the tolerance ahead of our clock: our receive time is used
--   rollover about 1024 weeks (a GPS week rollover) or more back: our receive time is used
--   epoch    before 2000 (a clock at 1970 or at the GPS epoch 1980-01-06): our receive time is used
--   late     measured before the device's latest state: kept in history, changed no current state
-- device_time keeps the sender's own time where it was replaced.
alter table frames
  add column time_flag text check (time_flag in ('future', 'rollover', 'epoch', 'late')),
  add column device_time timestamptz;

-- Before this, a future-dated uplink could leave last_seen_at (and location_at) in the future,
-- where it stayed. Bring them back to the newest frame or position that is not in the future.
update devices d
   set last_seen_at = (select max(f.received_at) from frames f
                        where f.device_id = d.id and f.received_at <= now())
 where d.last_seen_at > now() + interval '5 minutes';
update devices d
   set location_at = (select max(p.time) from positions p
                       where p.device_id = d.id and p.time <= now())
 where d.location_at > now() + interval '5 minutes';
