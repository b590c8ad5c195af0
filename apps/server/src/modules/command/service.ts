import { describeCommands, EncodeError, encode } from '@pinpoint/decoders';
import type {
  Command,
  CommandCatalogue,
  CommandInput,
  CommandPage,
  commandCreateSchema,
  commandListQuerySchema,
  Role,
} from '@pinpoint/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { TRACKER_COMMAND_CHANNEL } from '../../ingest/trackers/commands.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { writeLog } from '../organisation/log.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { readSettingsRow, settingsPresence } from './network-settings.ts';
import { presentCommand } from './presenter.ts';
import type { CommandQueue } from './queue.ts';
import { cancelQueued, findCommandOrganisation, getCommand, insertCommand, listCommands } from './repo.ts';
import { trackerCatalogue, trackerCommandText } from './tracker-commands.ts';
import { type CommandDevice, findCommandDevice, problemText, transportFor } from './transport.ts';

export type CommandDeps = { db: Db; queue: CommandQueue; mqttAvailable: boolean };

/** A device the caller may act on with `needed`; another organisation's device is not found. */
async function deviceFor(db: Db, sub: string, deviceId: string, needed: Role): Promise<CommandDevice> {
  const device = isUuid(deviceId) ? await findCommandDevice(db, deviceId) : undefined;
  if (!device) throw notFound('No device found');
  await requireRole(db, sub, device.organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound('No device found') : err;
  });
  return device;
}

async function commandOrganisation(db: Db, sub: string, id: string, needed: Role): Promise<string> {
  const organisationId = isUuid(id) ? await findCommandOrganisation(db, id) : undefined;
  if (!organisationId) throw notFound('Command not found');
  await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound('Command not found') : err;
  });
  return organisationId;
}

async function transportOf(deps: CommandDeps, device: CommandDevice) {
  const presence = settingsPresence(await readSettingsRow(deps.db, device.organisationId));
  return transportFor(device, presence, deps.mqttAvailable);
}

/** What may be sent to a device, and whether its transport is ready (viewer). */
export async function getCatalogue(
  deps: CommandDeps,
  sub: string,
  deviceId: string,
): Promise<CommandCatalogue> {
  const device = await deviceFor(deps.db, sub, deviceId, 'viewer');
  const { transport, problem } = await transportOf(deps, device);
  const phone = transport === 'answer';
  const tracker = transport === 'tracker';
  const { commands, note, takesCommands } = phone
    ? { commands: [], note: null, takesCommands: true }
    : tracker
      ? trackerCatalogue(device.protocol ?? '')
      : { ...describeCommands(device.modelId), takesCommands: true };
  return {
    deviceId: device.id,
    modelId: device.modelId,
    takesCommands,
    commands,
    raw: !phone && !tracker,
    custom: phone || (tracker && takesCommands),
    note,
    transport,
    ready: problem === null,
    problem,
    waitsForUplink: !phone && !tracker,
  };
}

/** The command's bytes (LoRaWAN) or text (phones), or a 400 saying why the device cannot take it. */
function prepare(device: CommandDevice, command: CommandInput) {
  if (device.forwarder === 'tracker') {
    const text = trackerCommandText(device.protocol ?? '', device.imei ?? '', command);
    return { f_port: null, payload: null, text, params: { text } };
  }
  if (device.forwarder === 'self-host') {
    if (command.kind !== 'custom') throw invalid('Phones and self-hosted trackers take text commands only');
    return { f_port: null, payload: null, text: command.text, params: { text: command.text } };
  }
  if (command.kind === 'custom') throw invalid('Text commands go to phones and self-hosted trackers only');
  try {
    const downlink = encode(device.modelId, command);
    const { kind: _kind, ...params } = command;
    return { f_port: downlink.fPort, payload: Buffer.from(downlink.bytes), text: null, params };
  } catch (err) {
    if (err instanceof EncodeError) throw invalid(err.message, { field: 'command' });
    throw err;
  }
}

/**
 * Queues a command for a device (member): encoded by the device model's catalogue, recorded with
 * its send job in one transaction, and written to the organisation log. LoRaWAN commands are
 * handed to the network server by the job; a phone's waits for its next report (OsmAnd answer).
 */
export async function createCommand(
  deps: CommandDeps,
  sub: string,
  input: z.output<typeof commandCreateSchema>,
): Promise<Command> {
  const device = await deviceFor(deps.db, sub, input.deviceId, 'member');
  const prepared = prepare(device, input.command);
  const { transport, problem } = await transportOf(deps, device);
  if (problem) throw invalid(problemText[problem], { problem });
  const userId = await findUserId(deps.db, sub);
  const id = await deps.db.transaction().execute(async (trx) => {
    const commandId = await insertCommand(trx, {
      organisation_id: device.organisationId,
      device_id: device.id,
      kind: input.command.kind,
      params: JSON.stringify(prepared.params),
      f_port: prepared.f_port,
      payload: prepared.payload,
      text: prepared.text,
      confirmed: transport === 'answer' || transport === 'tracker' ? false : input.confirmed,
      transport,
      created_by: userId,
    });
    // A tracker's command waits for its connection: the process holding it is told at commit.
    if (transport === 'tracker')
      await sql`select pg_notify(${TRACKER_COMMAND_CHANNEL}, ${device.id})`.execute(trx);
    else if (transport !== 'answer')
      await deps.queue.enqueue(trx, [{ id: commandId, organisationId: device.organisationId }]);
    await writeLog(trx, {
      organisationId: device.organisationId,
      userId,
      action: 'send',
      objectType: 'command',
      objectId: commandId,
      details: { name: device.name, kind: input.command.kind, deviceId: device.id },
    });
    return commandId;
  });
  deps.queue.wake();
  const row = await getCommand(deps.db, device.organisationId, id);
  if (!row) throw notFound('Command not found');
  return presentCommand(row);
}

export async function getOneCommand(db: Db, sub: string, id: string): Promise<Command> {
  const organisationId = await commandOrganisation(db, sub, id, 'viewer');
  const row = await getCommand(db, organisationId, id);
  if (!row) throw notFound('Command not found');
  return presentCommand(row);
}

/** The organisation's commands, newest first, by device, status and time of creation (viewer, by the route). */
export async function listOrganisationCommands(
  db: Db,
  organisationId: string,
  query: z.output<typeof commandListQuerySchema>,
): Promise<CommandPage> {
  if (query.from && query.to && new Date(query.from) >= new Date(query.to)) {
    throw invalid('The start of the range must be before its end', { field: 'from' });
  }
  const { rows, total } = await listCommands(db, organisationId, {
    deviceId: query.deviceId,
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(presentCommand), total, page: query.page, pageSize: query.pageSize };
}

/** Cancels a command not yet handed on (member); one already sent cannot be called back. */
export async function cancelCommand(db: Db, sub: string, id: string): Promise<Command> {
  const organisationId = await commandOrganisation(db, sub, id, 'member');
  const userId = await findUserId(db, sub);
  const cancelled = await db.transaction().execute(async (trx) => {
    const done = await cancelQueued(trx, organisationId, id, 'Cancelled before it was sent');
    if (!done) return false;
    const row = await getCommand(trx, organisationId, id);
    await writeLog(trx, {
      organisationId,
      userId,
      action: 'cancel',
      objectType: 'command',
      objectId: id,
      details: { name: row?.device_name ?? '', kind: row?.kind },
    });
    return true;
  });
  if (!cancelled) {
    throw invalid(
      'Only a queued command can be cancelled: this one is already with the network server or the device',
    );
  }
  const row = await getCommand(db, organisationId, id);
  if (!row) throw notFound('Command not found');
  return presentCommand(row);
}
