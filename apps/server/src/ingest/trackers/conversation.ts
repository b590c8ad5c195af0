import { IngestParseError } from '../uplink.ts';
import type { TrackerCodec, TrackerEvent, TrackerRecord } from './codec.ts';
import type { TrackerContext, TrackerIdentity, TrackerPeer } from './context.ts';
import { heartbeatToUplink, recordToUplink } from './records.ts';

/** Why we close a connection (the refusal metric's reason). */
export type CloseReason =
  | 'unknown_id'
  | 'throttled'
  | 'bad_frames'
  | 'failed'
  | 'deleted'
  | 'no_identity'
  | 'write_buffer';

export type ConversationIo = {
  remoteAddress: string;
  /** Writes bytes to the peer; false when it is gone. */
  write(bytes: Uint8Array): boolean;
  /** `graceful`: after what was written (a refusal's reply); else at once. */
  close(reason: CloseReason, graceful: boolean): void;
  /**
   * The forms units said at login, by id, kept beyond one conversation: a UDP unit's later
   * datagrams (an Eelink position, a Wialon data packet) start sessions that hear no login, and
   * its commands must still be written in the form it logged in with (Eelink's UDP wrapper).
   */
  forms?: Map<string, string>;
};

/** Forms remembered per listener, at most (a unit's form is a few bytes). */
const MAX_FORMS = 100_000;

/**
 * The protocol-independent half of a tracker connection: what each event of the codec means for
 * identity, storage, acknowledgements and commands. Events are handled one after the other, so a
 * message's acknowledgement is written only once all of its records are committed, and in order.
 */
export function createConversation(codec: TrackerCodec, context: TrackerContext, io: ConversationIo) {
  const { protocol } = codec;
  const { metrics } = context;
  let identity: TrackerIdentity | undefined;
  let peer: TrackerPeer | undefined;
  let badFrames = 0;
  let closed = false;
  let serial = 0;
  /** Whether the command hub was told of `peer` (once per identity, after the read that named it). */
  let announced = false;

  const close = (reason: CloseReason, graceful = false) => {
    if (closed) return;
    closed = true;
    metrics.refusals.inc({ protocol, reason });
    io.close(reason, graceful);
  };
  const write = (bytes: Uint8Array | undefined) => {
    if (bytes?.length && !closed) io.write(bytes);
  };

  /** Looks `id` up (once per connection and id); refuses and closes for an unregistered one. */
  async function identify(id: string, reject?: Uint8Array): Promise<TrackerIdentity | undefined> {
    if (identity?.imei === id) return identity;
    if (context.addresses.throttled(io.remoteAddress)) {
      close('throttled');
      return undefined;
    }
    const found = await context.identify(id);
    if (closed) return undefined;
    if (!found) {
      if (context.addresses.unknownAllowed(io.remoteAddress))
        context.unknown({ imei: id, protocol, remoteAddress: io.remoteAddress });
      write(reject);
      close('unknown_id', true);
      return undefined;
    }
    if (peer) context.commands.disconnected(peer);
    identity = found;
    const form = io.forms?.get(id);
    peer = {
      protocol,
      codec,
      identity: found,
      send: (bytes) => !closed && io.write(bytes),
      awaiting: [],
      nextSerial: () => {
        serial = (serial + 1) % 0x10000;
        return serial;
      },
      ...(form === undefined ? {} : { form }),
    };
    announced = false;
    return found;
  }

  function rememberForm(id: string, form: string) {
    const forms = io.forms;
    if (!forms) return;
    forms.delete(id);
    if (forms.size >= MAX_FORMS) forms.delete(forms.keys().next().value as string);
    forms.set(id, form);
  }

  /** Stores uplinks; true when all were committed (or refused for good, so the tracker stops resending). */
  async function store(identityNow: TrackerIdentity, messages: ReturnType<typeof recordToUplink>[]) {
    const outcomes = await Promise.all(
      messages.map((message) =>
        context
          .submit({ message, source: protocol, organisationId: identityNow.organisationId })
          .catch((err: unknown) => {
            // A value the database cannot hold will never be storable: counted, and acknowledged.
            if (err instanceof IngestParseError) {
              metrics.badFrames.inc({ protocol, reason: 'malformed' });
              context.log.warn({ err: err.message, protocol }, 'trackers: a record could not be stored');
              return { status: 'stored' as const, deviceId: identityNow.deviceId };
            }
            throw err;
          }),
      ),
    );
    if (outcomes.some((o) => o.status === 'unknown_device')) {
      close('deleted');
      return false;
    }
    return true;
  }

  async function records(event: Extract<TrackerEvent, { type: 'records' }>) {
    const who = event.id ? await identify(event.id) : identity;
    if (!who) {
      if (!closed) close('no_identity');
      return;
    }
    const started = performance.now();
    metrics.records.inc({ protocol }, event.records.length);
    const ok = await store(
      who,
      event.records.map((record: TrackerRecord) => recordToUplink(record, who.imei, protocol)),
    );
    if (!ok) return;
    write(event.ack);
    metrics.ackSeconds.observe({ protocol }, (performance.now() - started) / 1000);
  }

  async function handleOne(event: TrackerEvent) {
    if (event.type !== 'bad_frame') metrics.messages.inc({ protocol, type: event.type });
    switch (event.type) {
      case 'login': {
        const found = await identify(event.id, event.reject);
        if (!found) return;
        if (peer && event.form !== undefined) {
          peer.form = event.form;
          rememberForm(event.id, event.form);
        }
        write(event.accept);
        return;
      }
      case 'records':
        return records(event);
      case 'heartbeat': {
        const who = event.id ? await identify(event.id) : identity;
        if (closed) return;
        // A keep-alive before the tracker said who it is (Teltonika's 0xFF) stores nothing.
        if (!who) {
          write(event.ack);
          return;
        }
        if (
          event.record &&
          !(await store(who, [heartbeatToUplink(event.record, who.imei, protocol, new Date())]))
        )
          return;
        write(event.ack);
        return;
      }
      case 'command_result': {
        const who = event.id ? await identify(event.id) : identity;
        if (who && peer) await context.commands.result(peer, event.text);
        write(event.ack);
        return;
      }
      case 'bad_frame': {
        metrics.badFrames.inc({ protocol, reason: event.reason });
        badFrames += 1;
        context.log.debug(
          { protocol, reason: event.reason, detail: event.detail, remote: io.remoteAddress },
          'trackers: bad frame',
        );
        if (event.fatal || badFrames >= context.limits.badFramesToClose) close('bad_frames');
        return;
      }
    }
  }

  return {
    /**
     * Handles the events of one read (or datagram) in order; a failed store closes the connection
     * unacknowledged. A tracker named for the first time (by its login or by a message that carries
     * its id) is then handed to the command hub, so its queued commands follow the read's
     * acknowledgements: a UDP unit listens for an answer only just after it sent, where it is
     * written its commands after the ack of the datagram that carried its id.
     */
    async handle(events: TrackerEvent[]) {
      for (const event of events) {
        if (closed) return;
        try {
          await handleOne(event);
        } catch (err) {
          context.log.warn({ err, protocol }, 'trackers: could not store a message; closing unacknowledged');
          close('failed');
          return;
        }
      }
      if (peer && !announced && !closed) {
        announced = true;
        context.commands.connected(peer);
      }
    },
    /** The connection ended: its commands no longer have a way to the tracker. */
    ended() {
      closed = true;
      if (peer) context.commands.disconnected(peer);
    },
    isClosed: () => closed,
    close,
  };
}

export type Conversation = ReturnType<typeof createConversation>;
