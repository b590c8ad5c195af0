-- Rate limits shared by all server processes (issue 19). Unlogged: a crash empties them, which
-- only hands every sender a fresh allowance; in exchange their writes skip the WAL.
--
-- Token buckets of the ingest limits (ingest/shared-buckets.ts): one row per organisation
-- ('org:<id>') and per client address of failed authentications ('fail:<address>'). Processes
-- lease tokens from a row in slices, so a row is written once a slice, not once an uplink.
create unlogged table limit_buckets (
  key text primary key,
  -- Tokens left at `at`; the rate refills them up to the burst.
  tokens double precision not null,
  at timestamptz not null,
  -- What the last lease took (answered to the process that asked).
  granted double precision not null default 0
);

-- Fixed windows of the HTTP routes' limits (@fastify/rate-limit, lib/rate-limit-store.ts): one row
-- per route and client, counting its requests until the window ends.
create unlogged table rate_limit_windows (
  key text primary key,
  hits integer not null,
  ends_at timestamptz not null
);
create index rate_limit_windows_ends_at on rate_limit_windows (ends_at);
