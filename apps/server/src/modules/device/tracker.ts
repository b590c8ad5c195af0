import { imeiWarning, type TrackerSetup, type trackerCreateSchema } from '@pinpoint/shared';
import type { z } from 'zod';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { trackerCodecs, trackerPort } from '../../ingest/trackers/registry.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { requireRole } from '../organisation/service.ts';
import { imeiTaken } from './repo.ts';
import { logDevice, withDeviceSlots } from './service.ts';

/** An IMEI is unique across the deployment: a tracker names no organisation when it connects. */
export const trackerExists = 'A tracker with this IMEI is already registered';

/**
 * Adds a cellular tracker (issue 26), under the device limit like every add. Its id leaves the
 * unknown-trackers inbox. Answers a warning (never a refusal) for a 15-digit IMEI whose check
 * digit is wrong: test units and clones carry such ids.
 */
export async function createTracker(db: Db, sub: string, input: z.output<typeof trackerCreateSchema>) {
  await requireRole(db, sub, input.organisationId, 'member');
  const id = await withDeviceSlots(db, input.organisationId, 1, async (trx) => {
    if (await imeiTaken(trx, input.imei)) throw conflict(trackerExists);
    const row = await trx
      .insertInto('devices')
      .values({
        organisation_id: input.organisationId,
        name: input.name,
        type: input.type,
        forwarder: 'tracker',
        imei: input.imei,
        protocol: input.protocol,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err) => {
        throw isUniqueViolation(err) ? conflict(trackerExists) : err;
      });
    await trx.deleteFrom('unknown_trackers').where('imei', '=', input.imei).execute();
    await logDevice(trx, sub, input.organisationId, 'create', row.id, {
      name: input.name,
      imei: input.imei,
      protocol: input.protocol,
    });
    return row.id;
  });
  return { id, warning: imeiWarning(input.imei) ?? null };
}

/** The host trackers are told to report to: TRACKER_HOST, else the public URL's host. */
export const trackerHost = (config: Pick<ServerConfig, 'TRACKER_HOST' | 'publicUrl'>) =>
  config.TRACKER_HOST ?? new URL(config.publicUrl).hostname;

/** Where each protocol's trackers report on this deployment, and the SMS (or the steps) that point one here. */
export async function trackerSetup(config: ServerConfig): Promise<TrackerSetup> {
  const host = trackerHost(config);
  const codecs = await trackerCodecs();
  const protocols = [...codecs.values()].map((codec) => {
    const port = trackerPort(config, codec.protocol);
    return {
      protocol: codec.protocol,
      port,
      udp: Boolean(codec.parseDatagram),
      tcp: !codec.datagramsOnly,
      sms: port && codec.setupSms ? codec.setupSms(host, port) : null,
      steps: port && codec.setupSteps ? codec.setupSteps(host, port) : null,
    };
  });
  return { host, protocols };
}
