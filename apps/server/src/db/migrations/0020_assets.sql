-- Assets (issue 15): an asset (a freezer, a van, a pump) gathers metrics from one or more devices'
-- fields. A metric's bindings say which device (and field) fed it from when to when: swapping a
-- device closes one binding and opens the next, so the asset's history stays whole.

create table assets (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  description text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index assets_org_name_idx on assets (organisation_id, lower(name));

-- One metric of an asset: what it measures (a reading field or 'position') and the device field
-- feeding it now. Its id is short text, as asset-metric widgets name it (`metricId`).
create table asset_metrics (
  asset_id uuid not null references assets (id) on delete cascade,
  id text not null check (id ~ '^[A-Za-z0-9_-]{1,32}$'),
  organisation_id uuid not null references organisations (id) on delete cascade,
  position integer not null,
  metric_type text not null,
  -- null once the device is deleted; the bindings keep its name
  device_id uuid references devices (id) on delete set null,
  device_field text not null,
  created_at timestamptz not null default now(),
  primary key (asset_id, id)
);
create index asset_metrics_device_idx on asset_metrics (device_id);

-- Which device fed a metric when. valid_from null: the metric's first device, whose past the
-- asset takes on; valid_to null: the binding still open (one a metric).
create table asset_metric_bindings (
  id bigint generated always as identity primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  asset_id uuid not null,
  metric_id text not null,
  device_id uuid references devices (id) on delete set null,
  device_name text not null,
  device_field text not null,
  valid_from timestamptz,
  valid_to timestamptz,
  foreign key (asset_id, metric_id) references asset_metrics (asset_id, id) on delete cascade,
  check (valid_from is null or valid_to is null or valid_from <= valid_to)
);
create index asset_metric_bindings_metric_idx on asset_metric_bindings (asset_id, metric_id, valid_from);
create unique index asset_metric_bindings_open_idx on asset_metric_bindings (asset_id, metric_id)
  where valid_to is null;
create index asset_metric_bindings_device_idx on asset_metric_bindings (device_id);
