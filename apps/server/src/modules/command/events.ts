import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DownlinkEvent } from '../../ingest/downlink-event.ts';

/**
 * Moves commands on from what network servers say about them (issue 15):
 * - out on air (The Things Stack downlink_sent, ChirpStack txack): transmitted_at is set; an
 *   unconfirmed downlink stays "sent", as nothing more will ever be known of it;
 * - acknowledged (downlink_ack, ack with acknowledged true): "acknowledged";
 * - ChirpStack ack with acknowledged false: "failed", the device did not confirm it;
 * - The Things Stack downlink_nack: noted, still "sent" (it queues the downlink again);
 * - downlink_failed: "failed", with the reason it gives;
 * - downlink_queue_invalidated: "failed", each downlink it lists: The Things Stack dropped them from
 *   the device's queue and expects the application, which encrypts its own payloads then, to
 *   encrypt and push them again with a new frame counter (webhook-templates/format.md).
 * The command is found by the id we gave it (our correlation id, ChirpStack's queue item id),
 * else by the id ChirpStack's REST API gave it, else (The Things Stack without our correlation
 * id) as the oldest open command of the device with the same port and bytes. Only commands of
 * the sender's organisation are reached; MQTT events (no organisation) match by Dev EUI.
 */
export async function applyDownlinkEvents(
  db: Db,
  organisationId: string | undefined,
  events: DownlinkEvent[],
): Promise<number> {
  let moved = 0;
  for (const event of events) {
    const id = await findCommand(db, organisationId, event);
    if (id && (await move(db, id, event))) moved++;
  }
  return moved;
}

async function findCommand(db: Db, organisationId: string | undefined, event: DownlinkEvent) {
  let query = db
    .selectFrom('commands as c')
    .innerJoin('devices as d', 'd.id', 'c.device_id')
    .select('c.id')
    .where('d.dev_eui', '=', event.devEui)
    .where('c.transport', '!=', 'answer');
  if (organisationId) query = query.where('c.organisation_id', '=', organisationId);
  const refs = [event.commandId, event.networkRef].filter((ref): ref is string => Boolean(ref));
  if (refs.length) {
    const row = await query
      .where((eb) => eb.or([eb('c.id', 'in', refs.filter(isUuidText)), eb('c.network_ref', 'in', refs)]))
      .executeTakeFirst();
    if (row || event.source === 'chirpstack') return row?.id;
  }
  if (event.fPort === undefined || !event.payload) return undefined;
  const row = await query
    .where('c.status', 'in', ['queued', 'sent'])
    .where('c.f_port', '=', event.fPort)
    .where('c.payload', '=', Buffer.from(event.payload))
    .orderBy('c.created_at')
    .executeTakeFirst();
  return row?.id;
}

const isUuidText = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Shown with a command whose downlink The Things Stack dropped with its invalidated queue. */
export const INVALIDATED_MESSAGE =
  "The Things Stack dropped this downlink when it invalidated the device's downlink queue (its frame " +
  "counter moved on). It does so only where payload encryption is skipped, while Pinpoint's commands need " +
  'The Things Stack to encrypt them: turn off "Skip payload encryption and decryption" for the device or ' +
  'application, then send the command again.';

async function move(db: Db, id: string, event: DownlinkEvent): Promise<boolean> {
  const open = ['queued', 'sent'] as const;
  const update = db.updateTable('commands').set({ updated_at: new Date() }).where('id', '=', id);
  let result: { numUpdatedRows: bigint } | undefined;
  switch (event.type) {
    case 'sent':
    case 'txack':
      result = await update
        .set({ transmitted_at: sql<Date>`coalesce(transmitted_at, ${event.at})` })
        .where('status', 'in', [...open, 'acknowledged'])
        .executeTakeFirst();
      break;
    case 'ack':
      result = await (event.acknowledged === false
        ? update.set({
            status: 'failed',
            failed_at: event.at,
            error: 'The device did not acknowledge the downlink',
          })
        : update.set({ status: 'acknowledged', acknowledged_at: event.at, error: null })
      )
        .where('status', 'in', [...open])
        .executeTakeFirst();
      break;
    case 'nack':
      result = await update
        .set({ error: 'Not acknowledged by the device yet: The Things Stack sends it again' })
        .where('status', 'in', [...open])
        .executeTakeFirst();
      break;
    case 'failed':
      result = await update
        .set({
          status: 'failed',
          failed_at: event.at,
          error: `The network server dropped the downlink: ${(event.error ?? 'no reason given').slice(0, 300)}`,
        })
        .where('status', 'in', [...open])
        .executeTakeFirst();
      break;
    case 'invalidated':
      result = await update
        .set({ status: 'failed', failed_at: event.at, error: INVALIDATED_MESSAGE })
        .where('status', 'in', [...open])
        .executeTakeFirst();
      break;
  }
  return Number(result?.numUpdatedRows ?? 0) > 0;
}
