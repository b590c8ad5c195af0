import {
  deviceNameField,
  type deviceTypeSchema,
  messages,
  type UnknownDevice,
  type UplinkSummary,
  type unknownDeviceAddSchema,
  uplinkSummarySchema,
} from '@pinpoint/shared';
import type pg from 'pg';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { UNKNOWN_DEVICE_DAYS, UNKNOWN_DEVICES_PER_ORGANISATION } from '../../ingest/unknown-inbox.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { logDevice, withDeviceSlots } from '../device/service.ts';
import { findUnknown, inInventory, listUnknown, pruneInbox, removeUnknown, type UnknownRow } from './repo.ts';
import { pruneUnknownTrackers } from './trackers.ts';

type DeviceType = z.infer<typeof deviceTypeSchema>;

const EUI = /^[0-9A-F]{16}$/;
const notInInbox = () => notFound('This Dev EUI is not in the unknown-devices inbox');

function summaryOf(row: Pick<UnknownRow, 'last_payload'>): UplinkSummary | null {
  const parsed = uplinkSummarySchema.safeParse(row.last_payload);
  return parsed.success ? parsed.data : null;
}

/** The device's name at its network server when it makes a good name, else "Device …1A7C" (as a claim names one). */
function suggestedName(devEui: string, summary: UplinkSummary | null): string {
  const network = summary?.networkName;
  if (network && deviceNameField.safeParse(network).success) return network;
  return `Device ${devEui.slice(-4)}`;
}

/** A type from what the uplink carried: a position makes a tracker, else the first reading recognised. */
function guessType(summary: UplinkSummary | null): DeviceType {
  if (summary?.location) return 'location';
  const keys = Object.keys(summary?.decoded ?? {}).map((k) => k.toLowerCase());
  const has = (...words: string[]) => keys.some((k) => words.some((w) => k.includes(w)));
  if (has('latitude', 'lat')) return 'location';
  if (has('door', 'contact')) return 'door/window';
  if (has('leak', 'water')) return 'water leak';
  if (has('co2')) return 'co2';
  if (has('temp')) return 'temperature';
  if (has('hum')) return 'humidity';
  if (has('distance')) return 'distance';
  return 'location';
}

const forwarderOf = (source: string) =>
  source === 'chirpstack' || source === 'mqtt' ? 'chirpstack' : source === 'helium' ? 'helium' : 'ttn';

function present(row: UnknownRow): UnknownDevice {
  const summary = summaryOf(row);
  return {
    devEui: row.dev_eui,
    source: row.source,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    count: Number(row.count),
    lastUplink: summary,
    suggestedName: suggestedName(row.dev_eui, summary),
  };
}

/** The organisation's unknown-devices inbox. */
export async function listInbox(db: Db, organisationId: string) {
  return {
    items: (await listUnknown(db, organisationId)).map(present),
    limit: UNKNOWN_DEVICES_PER_ORGANISATION,
    days: UNKNOWN_DEVICE_DAYS,
  };
}

/**
 * Adds an inbox Dev EUI as a device of the organisation, in one click: its
 * network-server name (or "Device …1A7C"), a type guessed from its uplink and
 * the network it came through, unless given. No keys: its network server holds
 * them. Counted against the device limit in the add's transaction, like every
 * add path; an inventory device is added by its claim code instead.
 */
export async function addFromInbox(
  db: Db,
  sub: string,
  organisationId: string,
  devEui: string,
  input: z.output<typeof unknownDeviceAddSchema>,
) {
  const eui = devEui.toUpperCase();
  const row = EUI.test(eui) ? await findUnknown(db, organisationId, eui) : undefined;
  if (!row) throw notInInbox();
  if (await inInventory(db, eui))
    throw conflict("This device is in the deployment's inventory: add it with the claim code printed on it");
  const summary = summaryOf(row);
  const name = input.name ?? suggestedName(eui, summary);
  const joinEui = summary?.joinEui?.toUpperCase();
  return withDeviceSlots(db, organisationId, 1, async (trx) => {
    const device = await trx
      .insertInto('devices')
      .values({
        organisation_id: organisationId,
        name,
        dev_eui: eui,
        app_eui: joinEui && EUI.test(joinEui) ? joinEui : null,
        type: input.type ?? guessType(summary),
        forwarder: forwarderOf(row.source),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err) => {
        throw isUniqueViolation(err) ? conflict(messages.deviceExists) : err;
      });
    await removeUnknown(trx, organisationId, eui);
    await logDevice(trx, sub, organisationId, 'create', device.id, { name, devEui: eui, fromInbox: true });
    return { id: device.id };
  });
}

/** Drops a Dev EUI from the inbox (its next uplink brings it back). */
export async function dismiss(db: Db, organisationId: string, devEui: string) {
  const eui = devEui.toUpperCase();
  if (!EUI.test(eui) || !(await removeUnknown(db, organisationId, eui))) throw notInInbox();
}

/** Prunes the inbox every 10 minutes in this process (idempotent, so every process may). */
export function startInboxMaintenance(pool: pg.Pool, log: { warn: (o: object, m: string) => void }) {
  const run = () =>
    Promise.all([pruneInbox(pool), pruneUnknownTrackers(pool)]).catch((err) =>
      log.warn({ err }, 'unknown-devices inbox not pruned'),
    );
  const timer = setInterval(run, 10 * 60_000);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
