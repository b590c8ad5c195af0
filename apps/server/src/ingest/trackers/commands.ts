import type pg from 'pg';
import { type ChangeListener, listenForChanges } from '../../db/change-listener.ts';
import type { TrackerCommandHooks, TrackerLog, TrackerPeer } from './context.ts';

/** Told (payload: the device id) when a tracker's command is queued, by whichever process queued it. */
export const TRACKER_COMMAND_CHANNEL = 'pinpoint_tracker_commands';

/** How long a command not written waits before its refused requeue is tried again. */
export const REQUEUE_RETRY_MS = 5000;

/** What the command module gives the listener (modules/command/tracker-store.ts, wired in app.ts). */
export type TrackerCommandStore = {
  /** The device's queued commands, oldest first, now marked sent. */
  take(deviceId: string): Promise<Array<{ id: string; kind: string; text: string }>>;
  /** A command taken but not written (the connection went meanwhile): queued again. */
  requeue(id: string): Promise<void>;
  /** The tracker's answer: on `commandId`, or the device's oldest sent command without one. */
  answer(deviceId: string, commandId: string | undefined, text: string): Promise<void>;
  /** A command taken that its protocol could not put into a message: failed, with the reason. */
  fail(id: string, error: string): Promise<void>;
};

/**
 * Commands to connected trackers (issue 26): a command waits, queued, until its tracker is
 * connected to some ingest process; that process writes it when the tracker logs in, or at once
 * when PostgreSQL tells it one was queued (NOTIFY at the command's commit, like the live path).
 * A UDP unit has no connection: it counts as connected for a few seconds after each datagram
 * (listener.ts, DATAGRAM_SESSION_MS), so its commands go out in answer to its next datagram, or
 * at once when it was heard just before.
 */
export function createTrackerCommandHub(store: TrackerCommandStore, log: TrackerLog) {
  const peers = new Map<string, TrackerPeer>();
  const busy = new Map<string, Promise<void>>();

  /**
   * Commands taken (marked sent) but not written, to be queued again. One flush at a time walks the
   * set as it grows: two at once could put back a command another delivery had meanwhile taken and
   * written (the requeue matches any `sent` command), and the tracker would get it twice. A requeue
   * the database refused stays in the set, tried again at the next delivery or a few seconds later.
   */
  const unsent = new Set<string>();
  let flushing: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  function flushUnsent(): Promise<void> {
    flushing ??= (async () => {
      let refused = 0;
      let error: unknown;
      for (const id of unsent) {
        try {
          await store.requeue(id);
          unsent.delete(id);
        } catch (err) {
          refused += 1;
          error = err;
        }
      }
      if (refused)
        log.warn(
          { err: error, commands: refused },
          'trackers: commands not written could not be queued again yet; trying again',
        );
    })().finally(() => {
      flushing = undefined;
      if (unsent.size && !retry)
        retry = setTimeout(() => {
          retry = undefined;
          void flushUnsent();
        }, REQUEUE_RETRY_MS).unref();
    });
    return flushing;
  }

  async function deliverNow(deviceId: string) {
    if (unsent.size) await flushUnsent();
    const peer = peers.get(deviceId);
    if (!peer) return;
    for (const command of await store.take(deviceId)) {
      let bytes: Uint8Array;
      try {
        bytes = peer.codec.encodeCommand({
          name: command.kind,
          text: command.text,
          id: peer.identity.imei,
          serial: peer.nextSerial(),
          ...(peer.form === undefined ? {} : { form: peer.form }),
        });
      } catch (err) {
        // Checked when it was queued, so only a command queued before a rule changed: it fails
        // alone, with the reason, and the device's other commands are written.
        const reason = `The ${peer.codec.protocol} tracker cannot take this command: ${(err as Error).message}`;
        await store.fail(command.id, reason).catch((failed: unknown) => {
          log.warn({ err: failed, commandId: command.id }, 'trackers: could not fail a command');
        });
        continue;
      }
      if (peers.get(deviceId) === peer && peer.send(bytes)) peer.awaiting.push(command.id);
      else unsent.add(command.id);
    }
    // Each of them, even when the first one's requeue fails.
    if (unsent.size) await flushUnsent();
  }

  /** One delivery at a time per device, so two wake-ups never write a command twice. */
  function deliver(deviceId: string): Promise<void> {
    const previous = busy.get(deviceId) ?? Promise.resolve();
    const next = previous
      .then(() => deliverNow(deviceId))
      .catch((err: unknown) => log.warn({ err, deviceId }, 'trackers: could not deliver commands'));
    busy.set(deviceId, next);
    void next.then(() => {
      if (busy.get(deviceId) === next) busy.delete(deviceId);
    });
    return next;
  }

  const hooks: TrackerCommandHooks = {
    connected(peer) {
      peers.set(peer.identity.deviceId, peer);
      void deliver(peer.identity.deviceId);
    },
    disconnected(peer) {
      if (peers.get(peer.identity.deviceId) === peer) peers.delete(peer.identity.deviceId);
    },
    async result(peer, text) {
      await store.answer(peer.identity.deviceId, peer.awaiting.shift(), text);
    },
  };

  let listener: ChangeListener | undefined;
  return {
    hooks,
    deliver,
    /** Listens for commands queued by any process (the API may run elsewhere). */
    async listen(pool: pg.Pool) {
      listener = await listenForChanges(
        pool,
        TRACKER_COMMAND_CHANNEL,
        {
          onChange: (deviceId) => {
            if (peers.has(deviceId)) void deliver(deviceId);
          },
          // Notifications may have been missed: look for every connected tracker's commands.
          onLost: () => {
            for (const deviceId of peers.keys()) void deliver(deviceId);
          },
        },
        log,
      );
    },
    async close() {
      await listener?.close();
      await Promise.all(busy.values());
      if (retry) clearTimeout(retry);
    },
  };
}

export type TrackerCommandHub = ReturnType<typeof createTrackerCommandHub>;
