import type { Db } from '../db/database.ts';
import type { ActionEngine } from '../modules/action/engine/engine.ts';
import { updateGeofenceMemberships } from '../modules/geofence/membership.ts';
import type { DeviceUpdate } from './pipeline.ts';

type Log = { warn: (o: object, m: string) => void };

/**
 * The work that follows a committed group of uplinks, off the request path:
 * which geofences each moved device is now inside (and the crossings), then
 * the actions engine with those crossings. Groups are handled one after
 * another, so each device's updates are evaluated in commit order.
 */
export function createAfterCommit(db: Db, engine: () => ActionEngine | undefined, log: Log) {
  let tail: Promise<void> = Promise.resolve();

  async function handle(updates: DeviceUpdate[]) {
    const transitions = await updateGeofenceMemberships(
      db,
      updates.flatMap(({ organisationId, deviceId, position }) =>
        position ? [{ organisationId, deviceId, position, at: new Date(position.time) }] : [],
      ),
    );
    await engine()?.handleUpdates(updates, transitions);
  }

  return {
    onCommitted(updates: DeviceUpdate[]) {
      tail = tail
        .then(() => handle(updates))
        .catch((err) => log.warn({ err }, 'after commit: geofences or actions failed'));
    },
    /** Resolves when everything handed in so far is handled (for shutdown and tests). */
    settled: () => tail,
  };
}
