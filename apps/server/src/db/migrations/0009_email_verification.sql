-- E-mail verification for the built-in provider's accounts (issue 11): when an
-- account's address was verified, the single-use links sent to verify it (only
-- a SHA-256 hash of each is kept), and the outbox of account mail (no
-- organisation's) while no SMTP server is configured.
alter table local_accounts add column email_verified_at timestamptz;

create table email_verification_tokens (
  token_hash text primary key,
  account_id uuid not null references local_accounts (id) on delete cascade,
  -- the address the link was sent to: it verifies that address only
  email text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index email_verification_tokens_account_idx on email_verification_tokens (account_id);

-- Read by the operator only (never shown to an organisation): the messages hold sign-in links.
create table account_outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index account_outbox_recipient_idx on account_outbox (lower(recipient), created_at desc);
