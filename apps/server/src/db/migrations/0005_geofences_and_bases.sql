-- Geofences (circles and polygons an organisation watches), which devices are
-- inside which geofence, and bases (an organisation's depots, yards and sites).

create table geofences (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  address text not null,
  postcode text not null,
  type text not null check (type in ('circle', 'polygon')),
  -- a circle's centre, a polygon's centroid
  lat double precision not null check (lat between -90 and 90),
  lon double precision not null check (lon between -180 and 180),
  radius_m double precision check (radius_m between 1 and 100000),
  -- a polygon's vertices, an open ring: [{"lat": 43.64, "lon": -79.35}, ...]
  polygon jsonb,
  -- the box around the shape: a cheap test before the exact one
  min_lat double precision not null,
  min_lon double precision not null,
  max_lat double precision not null,
  max_lon double precision not null,
  status text not null default 'active' check (status in ('active', 'paused')),
  alert_type text not null default 'enter-exit' check (alert_type in ('enter', 'exit', 'enter-exit')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((type = 'circle' and radius_m is not null) or (type = 'polygon' and polygon is not null))
);
create unique index geofences_org_name_idx on geofences (organisation_id, lower(name));
-- Ingest loads an organisation's active geofences (see membership.ts).
create index geofences_org_active_idx on geofences (organisation_id, min_lat, max_lat, min_lon, max_lon)
  where status = 'active';

-- Which devices are inside which active geofence: a row per pair the device has
-- been inside, with the time of its last crossing. Kept by ingest through
-- updateGeofenceMembership; rows of a paused geofence are dropped.
create table geofence_devices (
  geofence_id uuid not null references geofences (id) on delete cascade,
  device_id uuid not null references devices (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  inside boolean not null,
  changed_at timestamptz not null,
  primary key (geofence_id, device_id)
);
-- Read on every position: the geofences a device is inside now.
create index geofence_devices_device_idx on geofence_devices (device_id, organisation_id) where inside;

create table bases (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  address text not null,
  postcode text not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  -- null when not known: the base is then not on the map
  lat double precision check (lat between -90 and 90),
  lon double precision check (lon between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((lat is null) = (lon is null))
);
create unique index bases_org_name_idx on bases (organisation_id, lower(name));
