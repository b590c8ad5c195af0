import { actionCreateSchema } from '@pinpoint/shared';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { createAction } from '../../apps/server/src/modules/action/service.ts';
import { addOwnerWithContact } from '../../bench/ingest/actions.ts';

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
