import { type Coverage, coverageLimit } from '@pinpoint/shared/coverage.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** At most this many uplinks of one device: one busy tracker does not crowd out the others. */
const perDevice = 1000;

/**
 * The organisation's own uplinks with radio from its LoRaWAN devices over the last `days`, each
 * at the GNSS fix stored within 2 minutes of it (a tracker's fix and its uplink go together; a
 * network-server location is not a place the device was heard from). The frames' and positions'
 * (device, time) indexes serve each device; reads rows only, not compacted closed months.
 */
export async function organisationCoverage(db: Db, organisationId: string, days: number): Promise<Coverage> {
  const { rows } = await sql<{ lat: number; lon: number; rssi: number | null; snr: number | null; at: Date }>`
    select p.lat, p.lon, f.rssi, f.snr, f.received_at as at
      from devices d
      cross join lateral (
        select received_at, rssi, snr from frames
         where device_id = d.id and kind = 'uplink' and rssi is not null
           and received_at > now() - make_interval(days => ${days})
         order by received_at desc limit ${perDevice}) f
      cross join lateral (
        select lat, lon from positions
         where device_id = d.id and source = 'gnss'
           and time between f.received_at - interval '2 minutes' and f.received_at + interval '2 minutes'
         order by abs(extract(epoch from time - f.received_at)) limit 1) p
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
