import { actionCreateSchema } from '@pinpoint/shared';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { createAction } from '../../apps/server/src/modules/action/service.ts';
import { addOwnerWithContact } from '../../bench/ingest/actions.ts';

/** The owner prepareButtonAlert makes (actions are made in someone's name). */
export const OWNER_SUB = 'faults-owner';

/**
 * An owner, a contact alerted by e-mail, and an SOS button alert (once per
 * press: `close` mode) on `deviceIds`, made through the services the API calls.
 */
export async function prepareButtonAlert(
  handle: DbHandle,
  organisationId: string,
  deviceIds: string[],
  email: string,
): Promise<string> {
  const { db } = handle;
  const contact = await addOwnerWithContact(db, organisationId, {
    sub: OWNER_SUB,
    email: 'faults@example.test',
    name: 'Fault test',
    contactEmail: email,
  });
  const action = await createAction(
    db,
    OWNER_SUB,
    actionCreateSchema.parse({
      organisationId,
      name: 'SOS',
      actionType: 'alert',
      alertType: 'button',
      message: '{{device}} pressed at {{time}}',
      contactIds: [contact.id],
      deviceIds,
      repeatMode: 'close',
      repeatMinutes: 1,
    }),
    { allowPrivateDestinations: false },
  );
  return action.id;
}

/**
 * An SOS-button alert on `deviceIds` whose webhook goes to `url` (made through the service the API
 * calls), in the name of `owner`, an owner of the organisation made first unless given.
 */
export async function prepareButtonWebhook(
  handle: DbHandle,
  organisationId: string,
  deviceIds: string[],
  url: string,
  owner?: string,
) {
  if (!owner)
    await addOwnerWithContact(handle.db, organisationId, {
      sub: 'faults-lost-owner',
      email: 'faults-lost@example.test',
      name: 'Fault test',
      contactEmail: 'night.shift@example.test',
    });
  await createAction(
    handle.db,
    owner ?? 'faults-lost-owner',
    actionCreateSchema.parse({
      organisationId,
      name: 'SOS to the dispatch system',
      actionType: 'webhook',
      alertType: 'button',
      message: '{{device}} pressed at {{time}}',
      webhookUrl: url,
      webhookMethod: 'POST',
      deviceIds,
      repeatMode: 'close',
      repeatMinutes: 1,
    }),
    { allowPrivateDestinations: true },
  );
}

/** The ids of the devices with these Dev EUIs, by Dev EUI. */
export async function deviceIdsByEui(handle: DbHandle, devEuis: string[]): Promise<Map<string, string>> {
  const rows = await handle.db
    .selectFrom('devices')
    .select(['id', 'dev_eui'])
    .where('dev_eui', 'in', devEuis)
    .execute();
  return new Map(rows.map((d) => [d.dev_eui as string, d.id]));
}
