import { isDiskFull } from '../lib/disk-full.ts';
import { isDatabaseDown } from '../lib/error-handler.ts';
import { AppError } from '../lib/errors.ts';
import type { DownlinkEvent } from './downlink-event.ts';
import { parseChirpstackMqtt, parseChirpstackTopic } from './formats/chirpstack.ts';
import { chirpstackBody } from './formats/chirpstack-protobuf.ts';
import { parseChirpstackDownlinkEvent } from './formats/downlink-events.ts';
import { type Handled, startMqttSession } from './mqtt-session.ts';
import type { IngestPipeline } from './pipeline.ts';
import { IngestParseError } from './uplink.ts';

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** ChirpStack's default event topics; `+` for the application, the device and the event. */
export const CHIRPSTACK_TOPIC = 'application/+/device/+/event/+';
/** Tries of a message that failed for a reason other than the database before it is skipped. */
const TRIES = 5;

/** The message's own fault (bad JSON, a value we cannot store): trying again cannot help. */
const refused = (err: unknown) =>
  err instanceof IngestParseError || (err instanceof AppError && err.status < 500);
/** The database is away, full (or the pool could not get a connection): wait for it, however long. */
const unavailable = (err: unknown) =>
  (err instanceof AppError && err.status >= 500) ||
  (typeof err === 'object' && err !== null && isDatabaseDown(err)) ||
  isDiskFull(err) ||
  /timeout exceeded when trying to connect/i.test(String((err as Error | undefined)?.message));

/**
 * The ChirpStack v4 MQTT integration: subscribes to the broker at `url` and
 * feeds each event to the pipeline. The broker is the deployment's own, so
 * devices are matched by Dev EUI across organisations: whoever may publish on
 * these topics can write any organisation's LoRaWAN device, so the broker's ACL
 * must let only the deployment's ChirpStack publish there (README "ChirpStack
 * v4, MQTT"). No ingest key or per-organisation limit applies on this path.
 * A message is acknowledged to the broker once stored (a persistent session at
 * QoS 1, mqtt-session.ts): one that could not be stored while the database is
 * away is kept and tried again, never dropped. A bad message is logged and
 * skipped; it never stops the subscription.
 */
export function startChirpstackMqtt(
  url: string,
  pipeline: IngestPipeline,
  log: Log,
  /** The command queue's handler of ack and txack events (issue 15). */
  onDownlinkEvents: ((events: DownlinkEvent[]) => Promise<void>) | undefined,
  options: { clientId: string },
) {
  /** What storing the message takes, or an error for a message that cannot be stored. */
  function work(topic: string, payload: Buffer): () => Promise<unknown> {
    if (onDownlinkEvents && /\/event\/(ack|txack)$/.test(topic)) {
      const { event, devEui } = parseChirpstackTopic(topic);
      const events = parseChirpstackDownlinkEvent(event, chirpstackBody(event, payload), new Date());
      if (events.some((e) => e.devEui !== devEui))
        throw new IngestParseError('deviceInfo.devEui', `does not match the topic's ${devEui}`);
      return () => onDownlinkEvents(events);
    }
    const messages = pipeline.check(parseChirpstackMqtt(topic, payload, new Date()));
    return async () => {
      // All of them, then the first failure: a retry stores again only what failed (the rest are duplicates).
      const settled = await Promise.allSettled(
        messages.map((message) => pipeline.submit({ message, source: 'mqtt', checked: true })),
      );
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
    };
  }

  async function handle(topic: string, payload: Buffer, attempt: number): Promise<Handled> {
    let store: () => Promise<unknown>;
    try {
      store = work(topic, payload);
    } catch (err) {
      log.warn({ err, topic }, 'mqtt: message skipped');
      return 'ack';
    }
    try {
      await store();
      return 'ack';
    } catch (err) {
      if (refused(err)) {
        log.warn({ err, topic }, 'mqtt: message not stored');
        return 'ack';
      }
      if (unavailable(err) || attempt < TRIES) {
        if (attempt === 1) log.warn({ err, topic }, 'mqtt: message not stored yet; kept and tried again');
        return 'retry';
      }
      log.warn({ err, topic }, `mqtt: message not stored after ${TRIES} tries; skipped`);
      return 'ack';
    }
  }

  return startMqttSession({ url, clientId: options.clientId, topic: CHIRPSTACK_TOPIC, log, handle });
}
