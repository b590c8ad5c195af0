import { randomBytes } from 'node:crypto';
import {
  type DecodingPreference,
  type deviceCreateSchema,
  messages,
  type Role,
  type selfHostedCreateSchema,
} from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { hashDeviceToken } from '../../ingest/pipeline.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import { type LogAction, writeLog } from '../organisation/log.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { claimedDeviceName } from './claim-name.ts';
import { countDevices, type DeviceRow, devEuiTaken, findDevice } from './repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The device when the caller has `role` in its organisation; else 404 'No device found' (nothing leaks). */
export async function deviceFor(db: Db, sub: string, id: string, role: Role): Promise<DeviceRow> {
  const device = UUID.test(id) ? await findDevice(db, id) : undefined;
  if (!device) throw notFound(messages.noDeviceFound);
  await requireRole(db, sub, device.organisation_id, role).catch((err: AppError) => {
    throw err.status === 404 ? notFound(messages.noDeviceFound) : err;
  });
  return device;
}

/** The limit refusal (spec 4: limit_reached), with the limit and the count the web app shows. */
export function limitReached(limit: number, count: number, adding = 1): AppError {
  return new AppError(403, 'forbidden', `Device limit reached: this organisation may have ${limit} devices`, {
    reason: 'limit_reached',
    limit,
    count,
    ...(adding > 1 ? { adding } : {}),
  });
}

/**
 * Locks the organisation row and counts its devices. Every path that puts devices into an
 * organisation does this first in its transaction, so parallel adds are serialised per
 * organisation and the limit is never overshot. `for no key update` does not block other
 * transactions inserting rows that reference the organisation (readings, frames), only other adds.
 */
export async function lockDeviceSlots(trx: Db, organisationId: string) {
  const org = await trx
    .selectFrom('organisations')
    .select('device_limit')
    .where('id', '=', organisationId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!org) throw notFound('Organisation not found');
  return { limit: org.device_limit, count: await countDevices(trx, organisationId) };
}

/** Refuses `adding` devices past the organisation's limit (spec 4: limit_reached). */
export function ensureRoom(slots: { limit: number; count: number }, adding: number): void {
  if (slots.count + adding > slots.limit) throw limitReached(slots.limit, slots.count, adding);
}

/** Runs `add` in one transaction after locking the organisation and checking room for `adding` devices. */
export async function withDeviceSlots<T>(
  db: Db,
  organisationId: string,
  adding: number,
  add: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    ensureRoom(await lockDeviceSlots(trx, organisationId), adding);
    return add(trx);
  });
}

export async function logDevice(
  db: Db,
  sub: string,
  organisationId: string,
  action: LogAction,
  id: string | null,
  details: Record<string, unknown> = {},
) {
  await writeLog(db, {
    organisationId,
    userId: await findUserId(db, sub),
    action,
    objectType: 'device',
    objectId: id,
    details,
  });
}

export async function createDevice(db: Db, sub: string, input: z.output<typeof deviceCreateSchema>) {
  await requireRole(db, sub, input.organisationId, 'member');
  return withDeviceSlots(db, input.organisationId, 1, async (trx) => {
    if (await devEuiTaken(trx, input.devEui)) throw conflict(messages.deviceExists);
    const row = await trx
      .insertInto('devices')
      .values({
        organisation_id: input.organisationId,
        name: input.name,
        dev_eui: input.devEui,
        app_eui: input.appEui,
        app_key: input.appKey,
        type: input.type,
        model_id: input.modelId ?? null,
        forwarder: input.forwarder,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err) => {
        throw isUniqueViolation(err) ? conflict(messages.deviceExists) : err;
      });
    await logDevice(trx, sub, input.organisationId, 'create', row.id, {
      name: input.name,
      devEui: input.devEui,
    });
    return { id: row.id };
  });
}

/** A self-hosted device and its token, shown once (only its hash is kept). */
export async function createSelfHosted(db: Db, sub: string, input: z.output<typeof selfHostedCreateSchema>) {
  await requireRole(db, sub, input.organisationId, 'member');
  const token = `dev_${randomBytes(18).toString('base64url')}`;
  const id = await withDeviceSlots(db, input.organisationId, 1, async (trx) => {
    const row = await trx
      .insertInto('devices')
      .values({
        organisation_id: input.organisationId,
        name: input.name,
        type: input.type,
        forwarder: 'self-host',
        token_hash: hashDeviceToken(token),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logDevice(trx, sub, input.organisationId, 'create', row.id, { name: input.name, selfHosted: true });
    return row.id;
  });
  return { device: { id }, token };
}

/**
 * Claims a device the deployment pre-loaded, by the code printed on it. A code that matches no
 * unclaimed device answers 404 'No device found' (the caller counts these for its rate limit).
 */
export async function claimDevice(
  db: Db,
  sub: string,
  organisationId: string,
  claimCode: string,
  name?: string,
) {
  await requireRole(db, sub, organisationId, 'member');
  const id = await withDeviceSlots(db, organisationId, 1, async (trx) => {
    const stock = await trx
      .updateTable('device_inventory')
      .set({ claimed_by: organisationId, claimed_at: new Date() })
      .where((eb) => eb.or([eb('claim_code', '=', claimCode), eb('barcode', '=', claimCode)]))
      .where('claimed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!stock) throw notFound(messages.noDeviceFound);
    const deviceName = name ?? claimedDeviceName(stock.model_id, stock.dev_eui);
    const row = await trx
      .insertInto('devices')
      .values({
        organisation_id: organisationId,
        name: deviceName,
        dev_eui: stock.dev_eui,
        app_eui: stock.app_eui,
        app_key: stock.app_key,
        type: stock.type,
        model_id: stock.model_id,
        forwarder: stock.forwarder,
        claim_code: stock.claim_code,
        barcode: stock.barcode,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err) => {
        throw isUniqueViolation(err) ? conflict(messages.deviceExists) : err;
      });
    await logDevice(trx, sub, organisationId, 'claim', row.id, { name: deviceName, claimCode });
    return row.id;
  });
  return { id };
}

/** Renames, retypes or re-models a device. */
export async function updateDevice(
  db: Db,
  sub: string,
  id: string,
  changes: {
    name?: string | undefined;
    type?: string | undefined;
    modelId?: string | null | undefined;
    decoding?: DecodingPreference | undefined;
  },
) {
  const device = await deviceFor(db, sub, id, 'member');
  const { name, type, modelId, decoding } = changes;
  await db
    .updateTable('devices')
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(type !== undefined ? { type } : {}),
      ...(modelId !== undefined ? { model_id: modelId } : {}),
      ...(decoding !== undefined ? { decoding } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', device.id)
    .where('organisation_id', '=', device.organisation_id)
    .execute();
  // The log names the device as it is now and lists only what changed.
  const before: Record<string, unknown> = {
    name: device.name,
    type: device.type,
    modelId: device.model_id,
    decoding: device.decoding,
  };
  const fields = Object.entries(changes)
    .filter(([field, value]) => value !== undefined && value !== before[field])
    .map(([field]) => field);
  if (fields.length)
    await logDevice(db, sub, device.organisation_id, 'update', device.id, {
      name: name ?? device.name,
      fields,
    });
  return device;
}

export async function removeDevice(db: Db, sub: string, id: string, confirmName: string) {
  const device = await deviceFor(db, sub, id, 'member');
  if (confirmName.trim() !== device.name) throw invalid(messages.confirmDeviceDeletion);
  await db
    .deleteFrom('devices')
    .where('id', '=', id)
    .where('organisation_id', '=', device.organisation_id)
    .execute();
  await logDevice(db, sub, device.organisation_id, 'delete', id, { name: device.name });
}

export async function removeDevices(db: Db, sub: string, organisationId: string, ids: string[]) {
  await requireRole(db, sub, organisationId, 'member');
  const deleted = await db
    .deleteFrom('devices')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
  for (const d of deleted) await logDevice(db, sub, organisationId, 'delete', d.id, { name: d.name });
  return deleted.length;
}

/** Moves a device and its whole history to another organisation the caller belongs to. */
export async function transferDevice(db: Db, sub: string, id: string, targetId: string) {
  const device = await deviceFor(db, sub, id, 'member');
  if (targetId === device.organisation_id) throw invalid('The device is already in that organisation');
  await requireRole(db, sub, targetId, 'member').catch((err: AppError) => {
    throw err.status === 404
      ? new AppError(
          403,
          'forbidden',
          'You can only transfer devices to organisations you belong to. Contact support to transfer it elsewhere.',
        )
      : err;
  });
  const from = device.organisation_id;
  await withDeviceSlots(db, targetId, 1, async (trx) => {
    const moved = await trx
      .updateTable('devices')
      .set({
        organisation_id: targetId,
        share_token_hash: null,
        share_expires_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('organisation_id', '=', from)
      .returning('id')
      .executeTakeFirst();
    // Moved or deleted meanwhile by someone else: as for any device that is not there.
    if (!moved) throw notFound(messages.noDeviceFound);
    for (const table of [
      'frames',
      'frames_days',
      'readings',
      'readings_uplinks',
      'readings_days',
      'positions',
      'positions_days',
    ] as const) {
      // Rows stored since migration 0046 keep no organisation (the device's is theirs): left as
      // they are, not rewritten with 16 bytes more each. Day rows and older rows keep one.
      await trx
        .updateTable(table)
        .set({ organisation_id: targetId })
        .where('device_id', '=', id)
        .where('organisation_id', 'is not', null)
        .execute();
    }
    // The old organisation's actions and geofences no longer see the device (issue 11.9).
    await trx.deleteFrom('action_devices').where('device_id', '=', id).execute();
    await trx.deleteFrom('action_state').where('device_id', '=', id).execute();
    await trx.deleteFrom('geofence_devices').where('device_id', '=', id).execute();
    const names = new Map(
      (
        await trx
          .selectFrom('organisations')
          .select(['id', 'name'])
          .where('id', 'in', [from, targetId])
          .execute()
      ).map((o) => [o.id, o.name]),
    );
    // Each side names the other organisation as it is called now.
    await logDevice(trx, sub, from, 'transfer', id, {
      name: device.name,
      to: targetId,
      toName: names.get(targetId) ?? null,
    });
    await logDevice(trx, sub, targetId, 'transfer', id, {
      name: device.name,
      from,
      fromName: names.get(from) ?? null,
    });
  });
  return { id };
}
