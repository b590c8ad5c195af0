import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrganisationBillingTable } from '../../db/schema-billing.ts';
import { countDevices } from '../device/repo.ts';

export type BillingRow = Selectable<OrganisationBillingTable>;

/** The organisation's billing row, if billing ever touched it. */
export function findBilling(db: Db, organisationId: string): Promise<BillingRow | undefined> {
  return db
    .selectFrom('organisation_billing')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

/** The organisation whose Stripe customer this is. */
export function findByCustomer(db: Db, customerId: string): Promise<BillingRow | undefined> {
  return db
    .selectFrom('organisation_billing')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Writes billing columns of an organisation, making its row when there is none. */
export async function saveBilling(
  db: Db,
  organisationId: string,
  values: Omit<Updateable<OrganisationBillingTable>, 'organisation_id' | 'updated_at'>,
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('organisation_billing')
    .values({ organisation_id: organisationId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** The organisation's device limit and device count (read, not locked). */
export async function deviceUsage(db: Db, organisationId: string) {
  const org = await db
    .selectFrom('organisations')
    .select(['device_limit', 'name', 'email'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return {
    limit: org?.device_limit ?? 0,
    count: await countDevices(db, organisationId),
    name: org?.name ?? '',
    email: org?.email ?? '',
  };
}

/** Sets the device limit every add path checks (under the organisation's lock, see device/service.ts). */
export async function setDeviceLimit(db: Db, organisationId: string, limit: number): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ device_limit: limit, updated_at: new Date() })
    .where('id', '=', organisationId)
    .execute();
}

/**
 * Records a Stripe event as applied; false when it already was (a replay). Run inside the
 * transaction that applies it: a second delivery of the same event waits here for the first to
 * commit, then finds it; if the first failed (rolled back), the second applies it.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string; created: number },
  organisationId: string | null,
): Promise<boolean> {
  const row = await db
    .insertInto('billing_events')
    .values({
      id: event.id,
      type: event.type,
      organisation_id: organisationId,
      created_at: new Date(event.created * 1000),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The device limit new organisations start with while billing is on (null: billing off). */
export async function saveNewOrganisationLimit(db: Db, limit: number | null): Promise<void> {
  await db
    .insertInto('billing_settings')
    .values({ singleton: true, new_organisation_limit: limit, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('singleton').doUpdateSet({ new_organisation_limit: limit, updated_at: new Date() }),
    )
    .execute();
}
