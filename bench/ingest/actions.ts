import { actionCreateSchema, contactCreateSchema, geofenceCreateSchema } from '@pinpoint/shared';
import type pg from 'pg';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { createAction } from '../../apps/server/src/modules/action/service.ts';
import { createContact } from '../../apps/server/src/modules/contact/service.ts';
import { createGeofence } from '../../apps/server/src/modules/geofence/service.ts';
import type { SimulatedDevice, SimulatedKind } from '../../apps/server/src/simulator/fleet.ts';
import { torontoRoutes } from '../../apps/server/src/simulator/toronto.ts';

const BENCH_SUB = 'bench-owner';

/**
 * An owner of the organisation (a user row, no sign-in) and one contact e-mailed
 * by alerts, made through the services the API calls: what the benchmark's and
 * the fault script's alerts are set up with.
 */
export async function addOwnerWithContact(
  db: DbHandle['db'],
  organisationId: string,
  owner: { sub: string; email: string; name: string; contactEmail: string },
) {
  const user = await db
    .insertInto('users')
    .values({ sub: owner.sub, email: owner.email, name: owner.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({ organisation_id: organisationId, user_id: user.id, role: 'owner' })
    .execute();
  return createContact(
    db,
    owner.sub,
    contactCreateSchema.parse({
      organisationId,
      name: 'Night shift',
      email: owner.contactEmail,
      phone: '+14165550100',
      contactMethod: 'email',
    }),
  );
}

/**
 * What an organisation that uses Pinpoint for its job has set up: a 250 m
 * geofence at every intersection the trackers drive through, an enter-or-exit
 * alert on each route's first stop for every tracker, and an alert for each
 * kind of sensor (freezer and fridge too warm, door open, leak, button), all
 * devices assigned and e-mailed to one contact.
 * Made through the same services the API calls, so the rows are what users make.
 */
export async function prepareActions(
  handle: DbHandle,
  organisationId: string,
  fleet: SimulatedDevice[],
): Promise<{ geofences: number; actions: number; assignments: number }> {
  const { db } = handle;
  const contact = await addOwnerWithContact(db, organisationId, {
    sub: BENCH_SUB,
    email: 'bench@example.test',
    name: 'Benchmark',
    contactEmail: 'night@example.test',
  });

  let geofences = 0;
  const firstStops: string[] = [];
  for (const [r, route] of torontoRoutes.entries())
    for (const [w, point] of route.entries()) {
      const geofence = await createGeofence(
        db,
        BENCH_SUB,
        geofenceCreateSchema.parse({
          organisationId,
          name: `Route ${r + 1} stop ${w + 1}`,
          address: 'Toronto',
          postcode: 'M5V',
          type: 'circle',
          latitude: point.lat,
          longitude: point.lon,
          radius: 250,
        }),
        null,
      );
      if (w === 0) firstStops.push(geofence.id);
      geofences++;
    }

  const devicesOf = (kind: SimulatedKind) => fleet.filter((d) => d.kind === kind).map((d) => d.devEui);
  const idsOf = async (devEuis: string[]) =>
    (await db.selectFrom('devices').select('id').where('dev_eui', 'in', devEuis).execute()).map((d) => d.id);
  const alerts: Array<{ kind: SimulatedKind; name: string; fields: Record<string, unknown> }> = [
    // A geofence alert watches one geofence: one per route, at its first stop.
    ...firstStops.map((geofenceId, r) => ({
      kind: 'tracker' as const,
      name: `Route ${r + 1} start`,
      fields: { alertType: 'geofence_enter_exit', geofenceId },
    })),
    {
      kind: 'freezer',
      name: 'Freezer too warm',
      fields: { alertType: 'temperature', comparison: 'above', threshold: -15 },
    },
    {
      kind: 'fridge',
      name: 'Fridge too warm',
      fields: { alertType: 'temperature', comparison: 'above', threshold: 8 },
    },
    { kind: 'door', name: 'Door open', fields: { alertType: 'door_open' } },
    { kind: 'leak', name: 'Leak', fields: { alertType: 'water_leak' } },
    { kind: 'button', name: 'SOS', fields: { alertType: 'button' } },
  ];
  let assignments = 0;
  for (const alert of alerts) {
    const deviceIds = await idsOf(devicesOf(alert.kind));
    assignments += deviceIds.length;
    await createAction(
      db,
      BENCH_SUB,
      actionCreateSchema.parse({
        organisationId,
        name: alert.name,
        actionType: 'alert',
        message: '{{device}}: {{value}} at {{time}}',
        contactIds: [contact.id],
        deviceIds,
        repeatMode: 'close',
        // The least an action may wait between two alerts on a device.
        repeatMinutes: 1,
        ...alert.fields,
      }),
    );
  }
  return { geofences, actions: alerts.length, assignments };
}

/** Polls `query` until its answer has not changed for 1.5 s; answers the seconds until it last changed. */
async function secondsUntilStill(pool: pg.Pool, query: string, started: number): Promise<number> {
  const snapshot = async () => JSON.stringify((await pool.query(query)).rows[0]);
  let last = await snapshot();
  let changedAt = started;
  while (Date.now() - changedAt < 1500 && Date.now() - started < 600_000) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await snapshot();
    if (now !== last) {
      last = now;
      changedAt = Date.now();
    }
  }
  return (changedAt - started) / 1000;
}

/**
 * How far the work that follows ingest was behind when the load stopped: the
 * seconds until the geofence memberships, action states and alert counts stop
 * changing (the after-commit work), and until the alerts' deliveries (pg-boss
 * jobs writing the outbox and action logs) stop too.
 */
export async function waitForAfterCommit(pool: pg.Pool): Promise<{ evaluated: number; delivered: number }> {
  const started = Date.now();
  const evaluated = await secondsUntilStill(
    pool,
    `select (select count(*) from geofence_devices) as g, (select count(*) from action_state) as s,
            (select coalesce(sum(times_triggered), 0) from actions) as t`,
    started,
  );
  const delivered = await secondsUntilStill(
    pool,
    'select (select count(*) from action_logs) as l, (select count(*) from outbox) as o',
    started,
  );
  return { evaluated, delivered };
}

/** Alerts fired so far, and geofence crossings recorded (the latest per device and geofence). */
export async function afterCommitTotals(pool: pg.Pool): Promise<{ fired: number; crossings: number }> {
  const { rows } = await pool.query(
    `select (select coalesce(sum(times_triggered), 0)::int from actions) as fired,
            (select count(*)::int from geofence_devices) as crossings`,
  );
  return rows[0];
}
