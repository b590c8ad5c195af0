import mqtt from 'mqtt';
import type { DownlinkEvent } from './downlink-event.ts';
import { parseChirpstackMqtt, parseChirpstackTopic } from './formats/chirpstack.ts';
import { parseChirpstackDownlinkEvent } from './formats/downlink-events.ts';
import type { IngestPipeline } from './pipeline.ts';

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** ChirpStack's default event topics; `+` for the application, the device and the event. */
export const CHIRPSTACK_TOPIC = 'application/+/device/+/event/+';

/**
 * The ChirpStack v4 MQTT integration: subscribes to the broker at `url` and
 * feeds each event to the pipeline. The broker is the deployment's own, so
 * devices are matched by Dev EUI across organisations: whoever may publish on
 * these topics can write any organisation's LoRaWAN device, so the broker's ACL
 * must let only the deployment's ChirpStack publish there (README "ChirpStack
 * v4, MQTT"). No ingest key or per-organisation limit applies on this path.
 * A bad message is logged and skipped; it never stops the subscription.
 */
export function startChirpstackMqtt(
  url: string,
  pipeline: IngestPipeline,
  log: Log,
  /** The command queue's handler of ack and txack events (issue 15). */
  onDownlinkEvents?: (events: DownlinkEvent[]) => Promise<void>,
) {
  const client = mqtt.connect(url, { reconnectPeriod: 2000, connectTimeout: 10_000, clean: true });
  client.on('connect', () => {
    client.subscribe(CHIRPSTACK_TOPIC, { qos: 1 }, (err) => {
      if (err) log.warn({ err }, 'mqtt: subscribe failed');
      else log.info(`mqtt: subscribed to ${CHIRPSTACK_TOPIC} on ${new URL(url).host}`);
    });
  });
  client.on('error', (err) => log.warn({ err }, 'mqtt: connection error'));
  client.on('message', (topic, payload) => {
    if (onDownlinkEvents && /\/event\/(ack|txack)$/.test(topic)) {
      try {
        const { event, devEui } = parseChirpstackTopic(topic);
        const events = parseChirpstackDownlinkEvent(
          event,
          JSON.parse(Buffer.from(payload).toString('utf8')),
          new Date(),
        );
        if (events.some((e) => e.devEui !== devEui))
          throw new Error(`deviceInfo.devEui does not match the topic's ${devEui}`);
        onDownlinkEvents(events).catch((err) => log.warn({ err, topic }, 'mqtt: downlink event not applied'));
      } catch (err) {
        log.warn({ err, topic }, 'mqtt: downlink event skipped');
      }
      return;
    }
    let messages: ReturnType<typeof parseChirpstackMqtt>;
    try {
      messages = parseChirpstackMqtt(topic, payload, new Date());
    } catch (err) {
      log.warn({ err, topic }, 'mqtt: message skipped');
      return;
    }
    for (const message of messages) {
      pipeline
        .submit({ message, source: 'mqtt' })
        .catch((err) => log.warn({ err, topic }, 'mqtt: message not stored'));
    }
  });
  return { close: () => client.endAsync() };
}
