import { actionCreateSchema, contactCreateSchema } from '@pinpoint/shared';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { createAction } from '../../apps/server/src/modules/action/service.ts';
import { createContact } from '../../apps/server/src/modules/contact/service.ts';

const OWNER_SUB = 'faults-owner';

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
  const user = await db
    .insertInto('users')
    .values({ sub: OWNER_SUB, email: 'faults@example.test', name: 'Fault test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({ organisation_id: organisationId, user_id: user.id, role: 'owner' })
    .execute();
  const contact = await createContact(
    db,
    OWNER_SUB,
    contactCreateSchema.parse({
      organisationId,
      name: 'Night shift',
      email,
      phone: '+14165550100',
      contactMethod: 'email',
    }),
  );
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
