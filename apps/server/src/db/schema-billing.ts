import type { ColumnType, Generated } from 'kysely';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Time = ColumnType<Date, Date | string, Date | string>;

/** An organisation's Stripe customer and subscription (no row: billing never touched it). */
export type OrganisationBillingTable = {
  organisation_id: string;
  customer_id: string | null;
  card_registered_at: Time | null;
  subscription_id: string | null;
  subscription_item_id: string | null;
  subscription_status: string | null;
  price_id: string | null;
  quantity: number | null;
  current_period_end: Time | null;
  requested_limit: number | null;
  subscription_event_at: Time | null;
  updated_at: UpdatedAt;
};

/** Stripe events already applied, by Stripe's id. */
export type BillingEventsTable = {
  id: string;
  type: string;
  organisation_id: string | null;
  created_at: Time;
  received_at: ColumnType<Date, Date | string | undefined, never>;
};

/** The billing settings the server last started with (one row). */
export type BillingSettingsTable = {
  singleton: Generated<boolean>;
  new_organisation_limit: number | null;
  updated_at: UpdatedAt;
};

/** Kysely types of the billing tables (migration 0015); part of Database in schema.ts. */
export type BillingTables = {
  organisation_billing: OrganisationBillingTable;
  billing_events: BillingEventsTable;
  billing_settings: BillingSettingsTable;
};
