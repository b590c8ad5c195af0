import { createHash } from 'node:crypto';
import mqtt, { type IPublishPacket, MqttClient } from 'mqtt';

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** How long the broker keeps our session (subscription and queued messages) while we are away. */
export const MQTT_SESSION_EXPIRY_SECONDS = 24 * 60 * 60;
/** Reconnection waits: the first after a loss, doubling on each failed try up to the last. */
const RECONNECT = { firstMs: 1000, maxMs: 10_000 };
/** MQTT 5 DISCONNECT reason: another connection took our client id's session. */
const SESSION_TAKEN_OVER = 142;

/** What a message's handler says: acknowledge it now, or try it again (unacknowledged meanwhile). */
export type Handled = 'ack' | 'retry';

export type SessionOptions = {
  url: string;
  clientId: string;
  topic: string;
  log: Log;
  /** Handles one message; `attempt` counts from 1. Only an `ack` answer sends the PUBACK. */
  handle: (topic: string, payload: Buffer, attempt: number) => Promise<Handled>;
};

type SendPacket = (
  this: MqttClient,
  packet: { cmd: 'puback'; messageId: number; reasonCode: number },
) => void;
/**
 * The client's own packet writer (not in its typings): the one way to send a PUBACK when we
 * choose, rather than when the client's message callback returns (see handleMessage below).
 * mqtt-session.int.test.ts fails if a new version of the package changes it.
 */
const sendPacket = (MqttClient.prototype as unknown as { _sendPacket?: SendPacket })._sendPacket;

/**
 * The MQTT client id of a deployment when MQTT_CLIENT_ID is not set: the same for every process
 * on one database (only the holder of the MQTT lease connects, and whoever takes over resumes the
 * same session at the broker), different for another deployment sharing the broker.
 */
export function defaultMqttClientId(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const place = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  return `pinpoint-${createHash('sha256').update(place).digest('hex').slice(0, 12)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A persistent MQTT 5 subscription at QoS 1: a stable client id with a session the broker keeps
 * (clean start off, an expiry of a day), so what is published while we are away waits for us;
 * each message is acknowledged only once its handler says so (after its uplink committed), so
 * a crash before the commit gets it delivered again. Messages are handled side by side (up to
 * the broker's in-flight limit), their PUBACKs sent in the order they came. It reconnects
 * by itself, waiting 1 s, then twice as long each failed try up to 10 s, and logs each loss and
 * return once. A handler's `retry` keeps the message unacknowledged and tries it again while the
 * connection lasts; after a reconnect the broker delivers it again.
 */
export function startMqttSession(options: SessionOptions) {
  const { url, clientId, topic, log, handle } = options;
  if (typeof sendPacket !== 'function')
    throw new Error('mqtt: this version of the mqtt package cannot be used');
  const send = sendPacket;
  const host = new URL(url).host;
  const client = mqtt.connect(url, {
    clientId,
    protocolVersion: 5,
    clean: false,
    // We subscribe ourselves when the broker has no session for us (below).
    resubscribe: false,
    reconnectPeriod: RECONNECT.firstMs,
    // A broker that refuses us while it starts is tried again, not given up on.
    reconnectOnConnackError: true,
    connectTimeout: 10_000,
    // Messages we take unacknowledged at once (the broker's own limit may be lower).
    properties: { sessionExpiryInterval: MQTT_SESSION_EXPIRY_SECONDS, receiveMaximum: 100 },
  });
  /** Counts connections: a message is acknowledged only on the connection it came on. */
  let connection = 0;
  let closing = false;
  let everConnected = false;
  /** When the broker was lost; undefined while connected. */
  let lostAt: number | undefined;
  let errorLogged = false;

  client.on('connect', (connack) => {
    connection += 1;
    client.options.reconnectPeriod = RECONNECT.firstMs;
    errorLogged = false;
    if (lostAt !== undefined && everConnected)
      log.info(
        `mqtt: reconnected to ${host} after ${((Date.now() - lostAt) / 1000).toFixed(1)} s (${
          connack.sessionPresent ? 'session resumed' : 'new session'
        })`,
      );
    lostAt = undefined;
    if (connack.sessionPresent) {
      if (!everConnected) log.info(`mqtt: resumed session ${clientId} on ${host}`);
    } else {
      if (everConnected)
        log.warn(
          { clientId },
          'mqtt: the broker kept no session for us: what was published meanwhile is lost (see README, ChirpStack v4, MQTT: persistence)',
        );
      client.subscribe(topic, { qos: 1 }, (err) => {
        if (err) log.warn({ err }, 'mqtt: subscribe failed');
        else log.info(`mqtt: subscribed to ${topic} on ${host} as ${clientId}`);
      });
    }
    everConnected = true;
  });
  client.on('close', () => {
    if (closing || lostAt !== undefined) return;
    lostAt = Date.now();
    if (everConnected) log.warn({ clientId }, `mqtt: lost the broker at ${host}; reconnecting`);
  });
  // Before each try: the wait before the next one, should this one fail, doubles.
  client.on('reconnect', () => {
    client.options.reconnectPeriod = Math.min(RECONNECT.maxMs, (client.options.reconnectPeriod ?? 0) * 2);
  });
  client.on('disconnect', (packet) => {
    if (packet.reasonCode !== SESSION_TAKEN_OVER) return;
    // Another connection with our client id: the lease moved, or another deployment shares the id.
    log.warn({ clientId }, 'mqtt: another client took our session (two processes with one MQTT_CLIENT_ID?)');
    client.options.reconnectPeriod = RECONNECT.maxMs;
  });
  client.on('error', (err) => {
    if (errorLogged) return;
    errorLogged = true;
    log.warn({ err }, `mqtt: cannot use the broker at ${host}; trying again`);
  });

  async function handleUntilDone(packet: IPublishPacket, current: () => boolean): Promise<boolean> {
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    for (let attempt = 1; ; attempt++) {
      const handled = await handle(packet.topic, payload, attempt).catch((err: unknown) => {
        log.warn({ err, topic: packet.topic }, 'mqtt: message handler failed; skipped');
        return 'ack' as const;
      });
      if (handled === 'ack') return true;
      if (!current()) return false;
      await sleep(Math.min(5000, 250 * 2 ** attempt));
      if (!current()) return false;
    }
  }

  // This connection's QoS 1 messages in the order they came, each acknowledged once handled and
  // all before it were: MQTT sends PUBACKs in the order of the PUBLISHes [MQTT-4.6.0-2].
  type Pending = { messageId: number; handled: boolean };
  let pending: Pending[] = [];
  client.on('connect', () => {
    pending = []; // what came on an earlier connection is delivered again on this one
  });
  const acknowledge = (queue: Pending[], current: () => boolean) => {
    while (queue === pending && current() && queue[0]?.handled) {
      const { messageId } = queue.shift() as Pending;
      send.call(client, { cmd: 'puback', messageId, reasonCode: 0 });
    }
  };

  // The client hands each message here and would send its PUBACK when called back without an
  // error; it is called back with one at once, so the next messages are handled meanwhile (their
  // uplinks commit together), and the PUBACK is ours to send, after the commit. The broker sends
  // at most its in-flight limit (Mosquitto's max_inflight_messages, 20) unacknowledged at a time.
  client.handleMessage = (packet, callback) => {
    const on = connection;
    const queue = pending;
    // Acknowledging on a later connection could ack another message under a reused id.
    const current = () => !closing && client.connected && connection === on;
    const entry =
      packet.qos > 0 && packet.messageId !== undefined
        ? { messageId: packet.messageId, handled: false }
        : undefined;
    if (entry) queue.push(entry);
    void handleUntilDone(packet, current).then((ack) => {
      if (!entry || !ack) return;
      entry.handled = true;
      acknowledge(queue, current);
    });
    callback(new Error('acknowledged once handled'));
  };

  return {
    async close() {
      closing = true;
      // Ending waits for the socket to close; when the broker is away it may never, so force it.
      const ended = client.endAsync();
      if (!(await Promise.race([ended.then(() => true), sleep(2000).then(() => false)])))
        await client.endAsync(true).catch(() => {});
    },
  };
}
