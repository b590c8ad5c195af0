import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { COMMAND_CORRELATION_PREFIX } from '../ingest/downlink-event.ts';
import type { SimulatedDevice } from './fleet.ts';

/** A command the simulated network server holds for a device: handed over ("sent"), not yet done. */
export type OpenDownlink = {
  id: string;
  devEui: string;
  fPort: number | null;
  payload: Buffer | null;
  confirmed: boolean;
  transmitted: boolean;
};

/**
 * The demo's simulated LoRaWAN network server (issue 27 item 8), standing where The Things Stack
 * would: the command queue hands it a demo device's downlink (the command becomes "sent", see
 * senders.ts), it transmits the downlink in the receive window after the device's next uplink, and
 * the device acknowledges a confirmed one in the uplink after that. It tells Pinpoint as The Things
 * Stack does, with downlink_sent and downlink_ack webhook messages carrying our correlation id
 * (The Things Stack, "Data Formats", downlink event messages), through the real ingest route, so a
 * newcomer sees queued -> sent -> acknowledged without a network server of their own.
 */
export function createSimulatedNetworkServer(app: FastifyInstance, db: Db) {
  /** The downlinks waiting for these devices' next uplinks, oldest first, by Dev EUI. */
  async function openDownlinks(devEuis: string[]): Promise<Map<string, OpenDownlink[]>> {
    const open = new Map<string, OpenDownlink[]>();
    if (!devEuis.length) return open;
    const rows = await db
      .selectFrom('commands as c')
      .innerJoin('devices as d', 'd.id', 'c.device_id')
      .select(['c.id', 'd.dev_eui', 'c.f_port', 'c.payload', 'c.confirmed', 'c.transmitted_at'])
      .where('d.dev_eui', 'in', devEuis)
      .where(sql<boolean>`d.network->>'simulated' = 'true'`)
      .where('c.status', '=', 'sent')
      .where('c.transport', '=', 'ttn')
      // An unconfirmed downlink once transmitted is done with: nothing more will be known of it.
      .where((eb) => eb.or([eb('c.transmitted_at', 'is', null), eb('c.confirmed', '=', true)]))
      .orderBy('c.created_at')
      .execute();
    for (const row of rows) {
      if (!row.dev_eui) continue;
      const list = open.get(row.dev_eui) ?? [];
      list.push({
        id: row.id,
        devEui: row.dev_eui,
        fPort: row.f_port,
        payload: row.payload,
        confirmed: row.confirmed,
        transmitted: row.transmitted_at !== null,
      });
      open.set(row.dev_eui, list);
    }
    return open;
  }

  /** A The Things Stack downlink event message about `downlink`, as its webhook posts it. */
  function eventBody(
    event: 'downlink_sent' | 'downlink_ack',
    device: SimulatedDevice,
    downlink: OpenDownlink,
    at: Date,
  ) {
    return {
      end_device_ids: {
        device_id: device.ttnId,
        application_ids: { application_id: 'pinpoint-simulator' },
        dev_eui: device.devEui,
      },
      correlation_ids: [`as:downlink:${downlink.id}`],
      received_at: at.toISOString(),
      [event]: {
        f_port: downlink.fPort ?? 1,
        frm_payload: (downlink.payload ?? Buffer.alloc(0)).toString('base64'),
        confirmed: downlink.confirmed,
        priority: 'NORMAL',
        correlation_ids: [`${COMMAND_CORRELATION_PREFIX}${downlink.id}`, `as:downlink:${downlink.id}`],
      },
    };
  }

  /**
   * What follows `device`'s uplink at `at`: the uplink acknowledges the confirmed downlink
   * transmitted after the previous one, and the receive window after it carries the next waiting
   * downlink (class A: one a window).
   */
  async function afterUplink(
    device: SimulatedDevice,
    key: string,
    open: OpenDownlink[] = [],
    at = new Date(),
  ) {
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/ingest/ttn',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload,
      });
    const acknowledged = open.find((d) => d.transmitted && d.confirmed);
    if (acknowledged) await post(eventBody('downlink_ack', device, acknowledged, at));
    const next = open.find((d) => !d.transmitted);
    if (next) await post(eventBody('downlink_sent', device, next, new Date(at.getTime() + 1000)));
  }

  return { openDownlinks, afterUplink };
}
