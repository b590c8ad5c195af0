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
  // The newest time handled a device. The pipeline hands over no late uplink, but a device
  // reached through two lanes (a Dev EUI and a token) could still commit out of order: an
  // update older than one already handled is history, and is never evaluated as current.
  const latest = new Map<string, number>();
  const LATEST_MAX = 200_000;

  function current(updates: DeviceUpdate[]): DeviceUpdate[] {
    if (latest.size > LATEST_MAX) latest.clear();
    return updates.filter(({ deviceId, lastSeenAt }) => {
      const time = Date.parse(lastSeenAt);
      const seen = latest.get(deviceId);
      if (seen !== undefined && time < seen) return false;
      latest.set(deviceId, time);
      return true;
    });
  }

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
    onCommitted(all: DeviceUpdate[]) {
      const updates = current(all);
      if (!updates.length) return;
      tail = tail
        .then(() => handle(updates))
        .catch((err) => log.warn({ err }, 'after commit: geofences or actions failed'));
    },
    /** Resolves when everything handed in so far is handled (for shutdown and tests). */
    settled: () => tail,
  };
}
