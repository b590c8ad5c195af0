import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { type Handled, startMqttSession } from './mqtt-session.ts';

// The real broker: Mosquitto on 127.0.0.1:1883 (MQTT_TEST_URL overrides). What is proved is the
// broker's side of MQTT 5 as OASIS specifies it: a session with Clean Start 0 and a Session Expiry
// Interval outlives its connection and receives the QoS 1 messages published meanwhile (MQTT 5.0
// §3.1.2.4, §3.1.2.11); a QoS 1 message not acknowledged by PUBACK is sent again, DUP set, when
// the client reconnects to that session (§4.4).
const BROKER = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const log = { warn: () => {}, info: () => {} };
const sessions: Array<{ close: () => Promise<void> }> = [];
const clientIds: string[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  // Leave no session behind on the shared broker: connect clean with no expiry, then leave.
  for (const clientId of clientIds.splice(0)) {
    const c = await mqtt.connectAsync(BROKER, { clientId, protocolVersion: 5, clean: true });
    await c.endAsync();
  }
});

/** A subscriber on a topic of its own; `handle` decides each message's fate. */
function subscriber(handle: (payload: string) => Promise<Handled>) {
  const run = randomBytes(4).toString('hex');
  const clientId = `pinpoint-test-${run}`;
  clientIds.push(clientId);
  const topic = `pinpoint-test/${run}/+`;
  const start = () => {
    const session = startMqttSession({
      url: BROKER,
      clientId,
      topic,
      log,
      handle: (_topic, payload) => handle(payload.toString()),
    });
    sessions.push(session);
    return session;
  };
  const publish = async (text: string) => {
    const publisher = await mqtt.connectAsync(BROKER);
    await publisher.publishAsync(`pinpoint-test/${run}/up`, text, { qos: 1 });
    await publisher.endAsync();
  };
  /** Resolves once the subscription is in place: a probe published now arrives. */
  const ready = async (got: string[]) => {
    for (let i = 0; i < 50 && !got.includes('probe'); i++) {
      await publish('probe');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(got).toContain('probe');
  };
  return { start, publish, ready };
}

const until = async (probe: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!probe() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return probe();
};

describe('the MQTT subscriber session', () => {
  it('receives, once back, what was published while it was away', async () => {
    const got: string[] = [];
    const sub = subscriber(async (payload) => {
      got.push(payload);
      return 'ack';
    });
    const first = sub.start();
    await sub.ready(got);
    await first.close();
    await sub.publish('while away 1');
    await sub.publish('while away 2');
    sub.start();
    expect(await until(() => got.filter((p) => p !== 'probe').length >= 2)).toBe(true);
    expect(got.filter((p) => p !== 'probe')).toEqual(['while away 1', 'while away 2']);
  });

  it('gets a message again when it stopped before its handler acknowledged it, and not after', async () => {
    const got: string[] = [];
    // Never done: as if the process died before the uplink's commit.
    let answer: () => Promise<Handled> = () => new Promise(() => {});
    const sub = subscriber((payload) => {
      got.push(payload);
      return payload === 'probe' ? Promise.resolve('ack') : answer();
    });
    const uplinks = () => got.filter((p) => p !== 'probe');
    const first = sub.start();
    await sub.ready(got);
    await sub.publish('uplink 1');
    expect(await until(() => uplinks().length === 1)).toBe(true);
    await first.close();

    answer = async () => 'ack';
    const second = sub.start();
    expect(await until(() => uplinks().length === 2)).toBe(true);
    expect(uplinks()).toEqual(['uplink 1', 'uplink 1']);
    await new Promise((r) => setTimeout(r, 300)); // the PUBACK reaches the broker
    await second.close();

    sub.start();
    await new Promise((r) => setTimeout(r, 1000));
    expect(uplinks()).toEqual(['uplink 1', 'uplink 1']);
  });

  it('keeps a message its handler asks to retry and acknowledges it once handled', async () => {
    const got: string[] = [];
    let tries = 0;
    const sub = subscriber(async (payload) => {
      got.push(payload);
      if (payload === 'probe') return 'ack';
      tries += 1;
      return tries < 3 ? 'retry' : 'ack';
    });
    sub.start();
    await sub.ready(got);
    await sub.publish('uplink');
    expect(await until(() => tries === 3, 8000)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(tries).toBe(3);
  });
});
