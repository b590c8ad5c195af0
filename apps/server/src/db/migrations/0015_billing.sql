-- Billing (issue 16): an organisation's Stripe customer and subscription, the Stripe events
-- already applied (each once, by id), and the device limit new organisations start with while
-- billing is on.

-- One row an organisation, made when billing first touches it (no row: no card, no subscription).
create table organisation_billing (
  organisation_id uuid primary key references organisations (id) on delete cascade,
  customer_id text unique,
  -- When a card was last registered through Checkout (setup mode).
  card_registered_at timestamptz,
  subscription_id text unique,
  subscription_item_id text,
  -- Stripe's status of the subscription: active, trialing, past_due, unpaid, canceled, ...
  subscription_status text,
  price_id text,
  -- The paid device limit (the subscription's quantity).
  quantity integer check (quantity >= 0),
  current_period_end timestamptz,
  -- A limit asked for before a card was registered: the first subscription starts with it.
  requested_limit integer check (requested_limit > 0),
  -- The creation time of the last subscription event applied: older ones arriving late are ignored.
  subscription_event_at timestamptz,
  updated_at timestamptz not null default now()
);

-- Stripe events applied, by Stripe's id: a replayed or re-sent event is applied once.
create table billing_events (
  id text primary key,
  type text not null,
  organisation_id uuid references organisations (id) on delete set null,
  created_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index billing_events_org_idx on billing_events (organisation_id, received_at desc);

-- The deployment's billing settings as the server last started with them (one row). With
-- billing on, new_organisation_limit is the device limit a new organisation starts with
-- (0 when a card must be registered first); null (billing off): the column default applies.
create table billing_settings (
  singleton boolean primary key default true check (singleton),
  new_organisation_limit integer check (new_organisation_limit >= 0),
  updated_at timestamptz not null default now()
);
insert into billing_settings (singleton, new_organisation_limit) values (true, null);

-- Every path that makes an organisation (sign-up, POST /organisation, an operator's script)
-- gets the billing start limit, so no organisation adds devices unpaid while billing is on.
create function organisations_billing_limit() returns trigger language plpgsql as $$
declare
  start_limit integer;
begin
  select new_organisation_limit into start_limit from billing_settings where singleton;
  if start_limit is not null then
    new.device_limit := start_limit;
  end if;
  return new;
end;
$$;

create trigger organisations_billing_limit
  before insert on organisations
  for each row execute function organisations_billing_limit();
