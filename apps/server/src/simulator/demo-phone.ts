import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashDeviceToken } from '../ingest/pipeline.ts';
import { batteryMvAt, hash32 } from './fleet.ts';
import { type Journey, journeyAt, routeLength } from './journey.ts';
import { type LatLon, torontoRoutes } from './toronto.ts';

const tokenSecret = (deviceId: string) => `demo_phone_token:${deviceId}`;

/**
 * The demo's phone (issue 27 item 8): a courier's phone running Traccar Client, a self-hosted
 * device that reports by the OsmAnd protocol with its own token. Its text commands wait for its next
 * report, whose answer carries them (as Traccar's server answers OsmAnd), so a newcomer can send one
 * and see it go from queued to sent. Its token is kept for the simulator like the demo's ingest key.
 */
export async function seedDemoPhone(db: Db, organisationId: string): Promise<void> {
  const token = `dev_${randomBytes(18).toString('base64url')}`;
  const row = await db
    .insertInto('devices')
    .values({
      organisation_id: organisationId,
      name: 'Courier phone (demo)',
      type: 'location',
      forwarder: 'self-host',
      token_hash: hashDeviceToken(token),
      is_demo: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('server_secrets')
    .values({ name: tokenSecret(row.id), value: JSON.stringify(token) })
    .execute();
}

/** A courier on a bicycle along Spadina, 18 km/h, ten minutes at each end. */
function courierJourney(seed: number): Journey {
  const route = torontoRoutes[4] as LatLon[];
  const speed = 5;
  return { route, speed, dwell: 600, phase: seed % Math.round((2 * routeLength(route)) / speed + 1200) };
}

/** The query Traccar Client sends (the OsmAnd protocol's query variant: speed in knots, battery in %). */
export function osmandReport(token: string, seed: number, t: number): URLSearchParams {
  const p = journeyAt(courierJourney(seed), t);
  const battery = Math.round(40 + ((batteryMvAt(seed, t) - 2700) / 300) * 55);
  return new URLSearchParams({
    id: token,
    lat: p.lat.toFixed(6),
    lon: p.lon.toFixed(6),
    timestamp: String(Math.floor(t)),
    speed: (p.speed / 0.514444).toFixed(1),
    bearing: p.heading.toFixed(0),
    accuracy: '8',
    batt: String(battery),
  });
}

/**
 * Sends every demo phone's report through the real OsmAnd route; the answer is the text command
 * that was waiting for it, if any (the route marks it sent). Answers the commands delivered.
 */
export async function reportDemoPhones(app: FastifyInstance, db: Db, now: Date): Promise<string[]> {
  const phones = await db
    .selectFrom('devices')
    .innerJoin('server_secrets', (join) =>
      join.on(sql<boolean>`server_secrets.name = 'demo_phone_token:' || devices.id::text`),
    )
    .select(['devices.id', 'server_secrets.value as token'])
    .where('devices.is_demo', '=', true)
    .where('devices.forwarder', '=', 'self-host')
    .execute();
  const delivered: string[] = [];
  for (const phone of phones) {
    const query = osmandReport(String(phone.token), hash32(phone.id), now.getTime() / 1000);
    const res = await app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
    if (res.statusCode === 200 && res.body) delivered.push(res.body);
  }
  return delivered;
}
