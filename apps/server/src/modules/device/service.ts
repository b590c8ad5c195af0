import { randomBytes } from 'node:crypto';
import { type deviceCreateSchema, messages, type Role, type selfHostedCreateSchema } from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { hashDeviceToken } from '../../ingest/pipeline.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import { writeLog } from '../organisation/log.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
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

/** Refuses a new device past the organisation's limit (spec 4: limit_reached). */
export async function checkLimit(db: Db, organisationId: string, adding = 1): Promise<void> {
  const org = await db
    .selectFrom('organisations')
    .select('device_limit')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const count = await countDevices(db, organisationId);
  if (count + adding > org.device_limit) {
    throw new AppError(
      403,
      'forbidden',
      `Device limit reached: this organisation may have ${org.device_limit} devices`,
      {
        reason: 'limit_reached',
        limit: org.device_limit,
        count,
      },
    );
  }
}

export async function logDevice(
  db: Db,
  sub: string,
  organisationId: string,
  action: string,
  id: string,
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
  await checkLimit(db, input.organisationId);
  if (await devEuiTaken(db, input.devEui)) throw conflict(messages.deviceExists);
  try {
    const row = await db
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
      .executeTakeFirstOrThrow();
    await logDevice(db, sub, input.organisationId, 'create', row.id, {
      name: input.name,
      devEui: input.devEui,
    });
    return { id: row.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.deviceExists);
    throw err;
  }
}

/** A self-hosted device and its token, shown once (only its hash is kept). */
export async function createSelfHosted(db: Db, sub: string, input: z.output<typeof selfHostedCreateSchema>) {
  await requireRole(db, sub, input.organisationId, 'member');
  await checkLimit(db, input.organisationId);
  const token = `dev_${randomBytes(18).toString('base64url')}`;
  const row = await db
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
  await logDevice(db, sub, input.organisationId, 'create', row.id, { name: input.name, selfHosted: true });
  return { device: { id: row.id }, token };
}

/** Claims a device the deployment pre-loaded, by the code printed on it. */
export async function claimDevice(
  db: Db,
  sub: string,
  organisationId: string,
  claimCode: string,
  name?: string,
) {
  await requireRole(db, sub, organisationId, 'member');
  await checkLimit(db, organisationId);
  const id = await db.transaction().execute(async (trx) => {
    const stock = await trx
      .updateTable('device_inventory')
      .set({ claimed_by: organisationId, claimed_at: new Date() })
      .where((eb) => eb.or([eb('claim_code', '=', claimCode), eb('barcode', '=', claimCode)]))
      .where('claimed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!stock) throw notFound(messages.noDeviceFound);
    const row = await trx
      .insertInto('devices')
      .values({
        organisation_id: organisationId,
        name: name ?? `Device ${stock.dev_eui.slice(-4)}`,
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
    return row.id;
  });
  await logDevice(db, sub, organisationId, 'claim', id, { claimCode });
  return { id };
}

/** Renames, retypes or re-models a device. */
export async function updateDevice(
  db: Db,
  sub: string,
  id: string,
  changes: { name?: string | undefined; type?: string | undefined; modelId?: string | null | undefined },
) {
  const device = await deviceFor(db, sub, id, 'member');
  const { name, type, modelId } = changes;
  await db
    .updateTable('devices')
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(type !== undefined ? { type } : {}),
      ...(modelId !== undefined ? { model_id: modelId } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', device.id)
    .where('organisation_id', '=', device.organisation_id)
    .execute();
  await logDevice(db, sub, device.organisation_id, 'update', device.id, changes);
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
  await checkLimit(db, targetId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('devices')
      .set({
        organisation_id: targetId,
        share_token_hash: null,
        share_expires_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    for (const table of ['frames', 'readings', 'positions'] as const) {
      await trx.updateTable(table).set({ organisation_id: targetId }).where('device_id', '=', id).execute();
    }
  });
  await logDevice(db, sub, device.organisation_id, 'transfer', id, { name: device.name, to: targetId });
  await logDevice(db, sub, targetId, 'transfer', id, { name: device.name, from: device.organisation_id });
  return { id };
}
