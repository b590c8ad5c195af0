import { type Coverage, coverageLimit } from '@pinpoint/shared/coverage.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** At most this many uplinks of one device: one busy tracker does not crowd out the others. */
const perDevice = 1000;

/**
 * The organisation's own uplinks with radio from its LoRaWAN devices over the last `days`, each
 * at the GNSS fix stored within 2 minutes of it (a tracker's fix and its uplink go together; a
 * network-server location is not a place the device was heard from). The fixes are read through
 * pinpoint_positions (migration 0034), so a closed month compacted into day rows still shows;
 * the frames' and positions' (device, time) indexes and the day rows' keys serve each device, and
 * the frames are read through pinpoint_frame_radios_newest (migration 0042) for the same reason.
 */
export async function organisationCoverage(db: Db, organisationId: string, days: number): Promise<Coverage> {
  const { rows } = await sql<{ lat: number; lon: number; rssi: number | null; snr: number | null; at: Date }>`
    select p.lat, p.lon, f.rssi, f.snr, f.received_at as at
      from devices d
      cross join lateral (
        select received_at, rssi, snr
          from pinpoint_frame_radios_newest(d.id, now() - make_interval(days => ${days}) + interval '1 microsecond',
                                      'infinity', ${perDevice}, 'uplink', true)
         where rssi is not null) f
      cross join lateral (
        select x.lat, x.lon
          from pinpoint_positions(d.id, f.received_at - interval '2 minutes',
                                  f.received_at + interval '2 minutes 1 microsecond') x
         where x.source = 'gnss'
         order by abs(extract(epoch from x.time - f.received_at)) limit 1) p
     where d.organisation_id = ${organisationId} and d.forwarder in ('ttn', 'chirpstack', 'helium')
     order by f.received_at desc
     limit ${coverageLimit + 1}`.execute(db);
  return {
    points: rows.slice(0, coverageLimit).map((r) => ({
      lat: r.lat,
      lon: r.lon,
      rssi: r.rssi,
      snr: r.snr,
      at: r.at.toISOString(),
    })),
    truncated: rows.length > coverageLimit,
  };
}
