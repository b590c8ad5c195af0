import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { type SimulatedDevice, ttnWebhookBody } from '../../apps/server/src/simulator/fleet.ts';
import { demoImei } from '../../apps/server/src/simulator/teltonika-encoder.ts';
import { createLedger } from '../../bench/ingest/load.ts';
import { type Sender, sendUplinks } from '../../bench/ingest/send.ts';
import { createUplinkSource } from '../../bench/ingest/uplinks.ts';
import { publishUplinks, registerSensor } from './chirpstack-mqtt.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * TTN uplinks to two ingest processes, half each, as two network-server routes would send them
 * (a killed one refuses connections until it is back: those are resent at the end), and SOS
 * presses, each sent until one ingest process answers it 2xx (the other when one is down).
 * Request `seq` is the uplink source's: its body is made when first sent (its time then, so a live
 * feed sees new updates), and the same body goes again on a resend, as a network server retries.
 */
export function createHttpLoad(
  fleet: SimulatedDevice[],
  buttonIndexes: Set<number>,
  key: string,
  total: number,
) {
  const source = createUplinkSource(fleet);
  const made: string[] = [];
  const bodies = new Proxy(made, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) {
        const seq = Number(prop);
        target[seq] ??= buttonIndexes.has(seq % fleet.length) ? '' : source.body(seq);
        return target[seq];
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  const ledger = createLedger(total);
  const sender = (url: string): Sender => ({ url, key, ledger, bodies });
  /** Every device's uplinks but the buttons' (which only press). */
  const loadSeqs = Array.from({ length: total }, (_, seq) => seq).filter(
    (seq) => !buttonIndexes.has(seq % fleet.length),
  );
  /** When each press was answered 2xx, by its request number (the button's first frame). */
  const pressStored = new Map<number, number>();
  /** Which ingest process answered it, and whether a try before was sent and not answered. */
  const pressRoute = new Map<number, { url: string; unanswered: number }>();

  return {
    ledger,
    bodies,
    pressStored,
    pressRoute,
    /** Sends the load at `perSecond` until `until`, half to each of `urls`. */
    run(urls: [string, string], perSecond: number, until: () => boolean) {
      return Promise.all(
        urls.map((url, i) =>
          sendUplinks(
            sender(url),
            loadSeqs.filter((_, n) => n % 2 === i),
            { concurrency: 16, perSecond: perSecond / 2, stop: until },
          ),
        ),
      );
    },
    /**
     * Presses `button` (its first uplink) at `urls[0]`; `onStored` runs the moment a 2xx
     * arrives. Not answered 2xx, it goes again to the next of `urls` until one stores it.
     */
    async press(button: SimulatedDevice, urls: string[], onStored?: () => void) {
      made[button.index] = JSON.stringify(
        ttnWebhookBody(button, { fPort: 2, decoded: { button: true, BatV: 3 } }, 1, new Date()),
      );
      let unanswered = 0;
      for (let attempt = 0; attempt < 40 && !pressStored.has(button.index); attempt++) {
        const url = urls[attempt % urls.length] as string;
        let answered = false;
        await sendUplinks(sender(url), [button.index], {
          concurrency: 1,
          onAnswer: (seq, status) => {
            answered = true;
            if (status < 200 || status >= 300 || pressStored.has(seq)) return;
            pressStored.set(seq, Date.now());
            pressRoute.set(seq, { url, unanswered });
            onStored?.();
          },
        });
        if (!answered) unanswered += 1;
        if (!pressStored.has(button.index)) await sleep(250);
      }
    },
    /** Resends what was sent and not answered 2xx to `url`; answers how many. */
    async resend(url: string) {
      const retry = loadSeqs.filter((seq) => ledger.statuses[seq] !== 0 && ledger.statuses[seq] !== 2);
      await sendUplinks(sender(url), retry, { concurrency: 16 });
      return retry.length;
    },
    /** Requests of the load sent so far and those not answered 2xx. */
    counts() {
      const sent = loadSeqs.filter((seq) => ledger.statuses[seq] !== 0);
      return { sent: sent.length, failed: sent.filter((seq) => ledger.statuses[seq] !== 2).length };
    },
  };
}

/**
 * ChirpStack `up` events of one device published at QoS 1 to the broker, `perSecond` in two
 * batches a second, until `until`; each resolves once the broker has it. Answers their
 * deduplication ids with when they were published.
 */
export function publishMqttLoad(brokerUrl: string, devEui: string, perSecond: number, until: () => boolean) {
  const published: Array<{ id: string; at: number }> = [];
  const done = (async () => {
    while (!until()) {
      const ids = await publishUplinks(brokerUrl, devEui, Math.max(1, Math.round(perSecond / 2)));
      const at = Date.now();
      for (const id of ids) published.push({ id, at });
      await sleep(500);
    }
  })();
  return { published, done };
}

/** The depot's ChirpStack sensor and its cellular trackers, in an organisation of their own. */
export async function prepareDepot(handle: DbHandle, trackers: number) {
  const { id } = await handle.db
    .insertInto('organisations')
    .values({ name: 'Depot', device_limit: trackers + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sensor = await registerSensor(handle, id);
  const imeis = Array.from({ length: trackers }, (_, i) => demoImei(2_800_000 + i));
  const rows = await handle.db
    .insertInto('devices')
    .values(
      imeis.map((imei, i) => ({
        organisation_id: id,
        name: `Van ${i + 1}`,
        forwarder: 'tracker',
        imei,
        protocol: 'teltonika',
        type: 'location',
      })),
    )
    .returning(['id', 'imei'])
    .execute();
  return { sensor, imeis, trackerIds: new Map(rows.map((r) => [r.imei as string, r.id])) };
}
