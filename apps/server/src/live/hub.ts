import { type ChangeListener, listenForChanges } from '../db/change-listener.ts';
import { type DeviceUpdate, LIVE_CHANNEL } from '../ingest/pipeline.ts';

/**
 * Told each update of its organisation, with `message`: the `{type: 'device', update}` message a
 * signed-in socket is sent, made once an update for every socket that takes it (one JSON text and
 * one Buffer however many watch: a dashboard open in a thousand browsers costs one of each).
 */
export type Subscriber = (update: DeviceUpdate, message: () => Buffer) => void;

/** Sent by a trigger (migration 0012) when a membership ends or changes role; payload: the organisation id. */
export const MEMBERSHIP_CHANNEL = 'pinpoint_membership_changed';
/** Sent by triggers (migration 0014) when a dashboard or one of its links changed or went; payload: its id. */
export const DASHBOARD_CHANNEL = 'pinpoint_dashboard_changed';

/** Told a dashboard's id when it changed, or null when changes may have been missed (check them all). */
export type DashboardWatcher = (dashboardId: string | null) => void;

type Subscription = {
  deliver: Subscriber;
  /** Whether the subscriber may still read the organisation (asked again after a membership change). */
  stillAllowed: () => Promise<boolean>;
  /** Called once when it may not any more; the subscription is already gone. */
  revoked: () => void;
  /**
   * Called once when the re-check itself failed (the database away while it restarts): the
   * subscription is gone too, fail-closed, but nothing says the subscriber lost its access, so it
   * is asked to come back (the socket closed with 1013) rather than told it is no longer a member.
   */
  failed: () => void;
};

/**
 * Close code (RFC 6455's 1013, Try Again Later) for a socket whose subscription or message failed
 * for the server's own reason (the database away): the web app reconnects and subscribes again.
 */
export const LIVE_TRY_AGAIN_CLOSE_CODE = 1013;

type Log = { warn: (o: object, m: string) => void };

/**
 * Fan-out of device updates to this process's WebSocket clients. Updates come
 * from PostgreSQL NOTIFY, sent at commit by whichever process stored them, so
 * every process delivers every organisation's updates to its own clients.
 * A membership change of an organisation (NOTIFYed the same way) makes every
 * process re-check its subscribers to it, so a removed member, or everyone of a
 * deleted organisation, stops receiving its updates at once.
 */
export function createLiveHub(databaseUrl: string, log: Log) {
  const subscriptions = new Map<string, Set<Subscription>>();
  const listeners: ChangeListener[] = [];
  /** Membership changes seen per organisation, so a subscription made meanwhile is checked again. */
  const changes = new Map<string, number>();
  const dashboardWatchers = new Set<DashboardWatcher>();
  let started: Promise<void> | undefined;

  const deliver = (payload: string) => {
    // Every stored uplink is told to every process: one with no live screen open reads none of them.
    if (!payload || !subscriptions.size) return;
    const update = JSON.parse(payload) as DeviceUpdate;
    let text: Buffer | undefined;
    // The notification's payload is the update's JSON (the pipeline's and the action engine's).
    const message = () => {
      text ??= Buffer.from(`{"type":"device","update":${payload}}`);
      return text;
    };
    for (const subscription of subscriptions.get(update.organisationId) ?? [])
      subscription.deliver(update, message);
  };

  const remove = (organisationId: string, subscription: Subscription) => {
    const set = subscriptions.get(organisationId);
    if (!set?.delete(subscription)) return false;
    if (!set.size) subscriptions.delete(organisationId);
    return true;
  };

  async function recheck(organisationId: string) {
    changes.set(organisationId, (changes.get(organisationId) ?? 0) + 1);
    const set = [...(subscriptions.get(organisationId) ?? [])];
    await Promise.all(
      set.map(async (subscription) => {
        let allowed: boolean;
        try {
          allowed = await subscription.stillAllowed();
        } catch (err) {
          log.warn(
            { err },
            'live: could not re-check a subscription; ending it, its client to subscribe again',
          );
          if (remove(organisationId, subscription)) subscription.failed();
          return;
        }
        if (!allowed && remove(organisationId, subscription)) subscription.revoked();
      }),
    );
  }

  return {
    start() {
      started ??= (async () => {
        // Updates missed while the connection was down are not replayed: the screens refetch on reconnect.
        listeners.push(
          await listenForChanges(databaseUrl, LIVE_CHANNEL, { onChange: deliver, onLost: () => {} }, log),
        );
        // Membership changes missed while the connection was down: every subscription is checked again.
        listeners.push(
          await listenForChanges(
            databaseUrl,
            MEMBERSHIP_CHANNEL,
            {
              onChange: (organisationId) => void recheck(organisationId),
              onLost: () => {
                for (const organisationId of subscriptions.keys()) void recheck(organisationId);
              },
            },
            log,
          ),
        );
        // Dashboard and link changes (public share sockets, live/share-subscription.ts).
        listeners.push(
          await listenForChanges(
            databaseUrl,
            DASHBOARD_CHANNEL,
            {
              onChange: (dashboardId) => {
                for (const watch of dashboardWatchers) watch(dashboardId);
              },
              onLost: () => {
                for (const watch of dashboardWatchers) watch(null);
              },
            },
            log,
          ),
        );
      })();
      return started;
    },
    /** Calls `watch` with each changed dashboard's id (null: re-check all); returns the unwatch function. */
    watchDashboards(watch: DashboardWatcher): () => void {
      dashboardWatchers.add(watch);
      return () => void dashboardWatchers.delete(watch);
    },
    /** A counter of the organisation's membership changes; read it before checking access. */
    membershipChanges: (organisationId: string) => changes.get(organisationId) ?? 0,
    /**
     * Follows an organisation's updates. `stillAllowed` is asked again whenever
     * the organisation's memberships change; when it answers false the
     * subscription ends and `revoked` is called. `checkedAt`: membershipChanges()
     * read before access was checked. Returns the unsubscribe function.
     */
    subscribe(
      organisationId: string,
      deliver: Subscriber,
      check: {
        stillAllowed: () => Promise<boolean>;
        revoked: () => void;
        failed: () => void;
        checkedAt: number;
      },
    ): () => void {
      const subscription: Subscription = {
        deliver,
        stillAllowed: check.stillAllowed,
        revoked: check.revoked,
        failed: check.failed,
      };
      const set = subscriptions.get(organisationId) ?? new Set();
      set.add(subscription);
      subscriptions.set(organisationId, set);
      // A membership changed while access was being checked: check again, now that it is subscribed.
      if ((changes.get(organisationId) ?? 0) !== check.checkedAt) void recheck(organisationId);
      return () => void remove(organisationId, subscription);
    },
    async close() {
      await Promise.all(listeners.splice(0).map((l) => l.close()));
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
