import type pg from 'pg';
import type { Db } from '../db/database.ts';
import type { ActionEngine } from '../modules/action/engine/engine.ts';
import type { updateGeofenceMemberships } from '../modules/geofence/membership.ts';
import { lastSeen, type OutboxRow, removeOutboxRows } from './outbox.ts';
import type { DeviceUpdate } from './pipeline.ts';

type Log = { warn: (o: object, m: string) => void };

/**
 * How long a done outbox row waits for others to be deleted with: long enough that a busy process
 * deletes many groups' rows at once, short enough that a process killed meanwhile leaves little
 * done work for another to evaluate again (its rows would be taken up as undone).
 */
const REMOVE_EVERY_MS = 250;

/**
 * The work that follows a committed group of uplinks, off the request path:
 * which geofences each moved device is now inside (and the crossings), then
 * the actions engine with those crossings. Groups are handled one after
 * another, so each device's updates are evaluated in commit order.
 *
 * A group written with an outbox row (outbox.ts) has the row deleted once its
 * work is done; one whose work failed keeps it, and is tried again.
 *
 * The geofence module's membership update is handed in by app.ts (CONVENTIONS 20: ingest is a
 * lower layer than the modules and imports none of their behaviour).
 */
export function createAfterCommit(
  db: Db,
  pool: pg.Pool,
  engine: () => ActionEngine | undefined,
  memberships: typeof updateGeofenceMemberships,
  log: Log,
) {
  let tail: Promise<void> = Promise.resolve();
  // The newest time handled a device. The pipeline hands over no late uplink, but a device
  // reached through two lanes (a Dev EUI and a token) could still commit out of order: an
  // update older than one already handled is history, and is never evaluated as current.
  const latest = new Map<string, number>();
  const LATEST_MAX = 200_000;
  /** Outbox rows handed in and not yet done. */
  const working = new Set<string>();
  /** Outbox rows done and not yet deleted: deleted together, by one statement at a time. */
  const done = new Set<string>();
  let removing: Promise<void> | undefined;

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

  /** Evaluates the updates; false when some of the work failed (it is then tried again). */
  async function handle(updates: DeviceUpdate[]): Promise<boolean> {
    if (!updates.length) return true;
    const transitions = await memberships(
      db,
      updates.flatMap(({ organisationId, deviceId, position }) =>
        position ? [{ organisationId, deviceId, position, at: new Date(position.time) }] : [],
      ),
    );
    const actions = engine();
    // Not started yet (the process is starting): the row waits for the next look.
    if (!actions) return false;
    return !(await actions.handleUpdates(updates, transitions)).failed;
  }

  /**
   * Deletes the rows done, in one statement at a time. Under load a row is done every few
   * milliseconds: each waits up to `REMOVE_EVERY_MS` for the others, so a busy process deletes a
   * quarter second's rows with one statement and one commit instead of one a group (a round trip, a
   * plan and a WAL flush each; bench/README.md, "The outbox's rows deleted a second at a time"). A
   * row done and not yet deleted stays this process's (`busy`): never taken up again meanwhile.
   */
  let timer: ReturnType<typeof setTimeout> | undefined;
  function remove(now = false) {
    if (!now) {
      timer ??= setTimeout(() => void remove(true), REMOVE_EVERY_MS);
      timer.unref?.();
      return removing;
    }
    clearTimeout(timer);
    timer = undefined;
    removing ??= (async () => {
      while (done.size) {
        const ids = [...done];
        try {
          await removeOutboxRows(pool, ids);
          for (const id of ids) done.delete(id);
        } catch (err) {
          // Kept in `done`: the next row done (or the next recovery look) tries again.
          log.warn({ err }, 'after commit: deleting finished outbox rows failed');
          break;
        }
      }
    })().finally(() => {
      removing = undefined;
    });
    return removing;
  }

  /** Runs `work` after what is queued, then marks the rows done (or, failed, free to be taken again). */
  function enqueue(ids: string[], work: () => Promise<boolean>) {
    for (const id of ids) working.add(id);
    tail = tail
      .then(work)
      .catch((err) => {
        log.warn({ err }, 'after commit: geofences or actions failed');
        return false;
      })
      .then((ok) => {
        for (const id of ids) {
          working.delete(id);
          if (ok) done.add(id);
        }
        if (ok && ids.length) void remove();
      });
  }

  return {
    /** A group just committed: its live updates, and its outbox row when it was written with one. */
    onCommitted(all: DeviceUpdate[], outboxId?: string) {
      const ids = outboxId ? [outboxId] : [];
      const updates = current(all);
      if (!updates.length && !ids.length) return;
      enqueue(ids, () => handle(updates));
    },
    /**
     * Rows taken up from the outbox (a dead process's, or this one's that failed), in commit
     * order. An update of a device that has since sent a newer uplink is history and is skipped:
     * that uplink was evaluated, and a stale value must not open an alert.
     */
    onRecovered(rows: OutboxRow[]) {
      enqueue(
        rows.map((r) => r.id),
        async () => {
          const all = rows.flatMap((r) => r.updates);
          const newest = new Map<string, number>();
          for (const u of all)
            newest.set(u.deviceId, Math.max(newest.get(u.deviceId) ?? 0, Date.parse(u.lastSeenAt)));
          const seen = await lastSeen(pool, [...newest.keys()]);
          const fresh = all.filter((u) => (seen.get(u.deviceId) ?? 0) <= (newest.get(u.deviceId) ?? 0));
          return handle(current(fresh));
        },
      );
    },
    /** Outbox rows this process has in hand: not to be taken up again. */
    busy: (): Iterable<string> => {
      // A row done whose delete failed is deleted on this occasion instead.
      if (done.size) void remove();
      return [...working, ...done];
    },
    /** Resolves when everything handed in so far is handled (its rows may wait to be deleted). */
    handled: async () => {
      await tail;
    },
    /** Resolves when everything handed in so far is handled and its rows deleted (for shutdown and tests). */
    settled: async () => {
      await tail;
      await remove(true);
    },
  };
}
