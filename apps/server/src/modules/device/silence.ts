import type { Silence } from '@pinpoint/shared/silence.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { deviceChecklist } from '../unknown-devices/checklist.ts';
import type { DeviceRow } from './repo.ts';

/** How many of the last uplinks the radio trend reads: about a day for a half-hourly sensor. */
const uplinkCount = 20;
/** How far back a join counts: beyond this it says nothing about today's silence. */
const joinLookbackDays = 30;

/**
 * The last uplinks' radio, oldest first: the frames' (device_id, received_at desc) index serves it,
 * and a device silent since a compacted month reads its newest day rows (migration 0042).
 */
async function lastUplinks(db: Db, deviceId: string) {
  const { rows } = await sql<{
    received_at: Date;
    rssi: number | null;
    snr: number | null;
    sf: number | null;
    gateways: number | null;
  }>`select received_at, rssi, snr, sf, gateways
      from pinpoint_frame_radios_newest(${deviceId}, '-infinity', 'infinity', ${uplinkCount}, 'uplink')`.execute(
    db,
  );
  return rows.reverse().map((r) => ({
    at: r.received_at.toISOString(),
    rssi: r.rssi,
    snr: r.snr,
    sf: r.sf,
    gateways: r.gateways,
  }));
}

/** The network server's last join of the device (stored as a frame of kind 'join'). */
async function lastJoin(db: Db, deviceId: string): Promise<string | null> {
  const { rows } = await sql<{ at: Date | null }>`
    select max(received_at) as at
      from pinpoint_frame_radios(${deviceId}, now() - make_interval(days => ${joinLookbackDays}) + interval '1 microsecond',
                           'infinity')
     where kind = 'join'`.execute(db);
  return rows[0]?.at?.toISOString() ?? null;
}

/** The last downlink the network server said it could not deliver (The Things Stack downlink_failed). */
async function lastDownlinkFailure(db: Db, deviceId: string) {
  const row = await db
    .selectFrom('commands')
    .select(['failed_at', 'error'])
    .where('device_id', '=', deviceId)
    .where('status', '=', 'failed')
    .where('failed_at', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.failed_at ? { at: row.failed_at.toISOString(), error: row.error } : null;
}

/**
 * What the server knows of a device's silence (issue 30 item 5): its usual interval, its last
 * uplinks' radio, the network server's last join and failed downlink, and the first-uplink
 * checklist's first open step. The page adds the battery forecast and words the reasons.
 */
export async function deviceSilence(db: Db, device: DeviceRow, options: { mqtt: boolean }): Promise<Silence> {
  const [interval, uplinks, joinAt, failure, checklist] = await Promise.all([
    db
      .selectFrom('devices')
      .select(sql<number | null>`pinpoint_usual_interval(uplink_gaps)`.as('s'))
      .where('id', '=', device.id)
      .executeTakeFirst(),
    lastUplinks(db, device.id),
    lastJoin(db, device.id),
    lastDownlinkFailure(db, device.id),
    deviceChecklist(db, device, { mqtt: options.mqtt }),
  ]);
  const open = checklist.steps.find((step) => step.state === 'open');
  return {
    usualIntervalS: interval?.s ?? null,
    lastSeenAt: device.last_seen_at?.toISOString() ?? null,
    uplinks,
    lastJoinAt: joinAt,
    lastDownlinkFailure: failure,
    checklist: open ? { step: open.step, cause: open.cause } : null,
  };
}
