-- Contacts of an organisation, pending invitations by e-mail, and the record
-- of members who left (only an owner may add them back).

create table contacts (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  email text not null,
  phone text not null,
  contact_method text not null check (contact_method in ('email', 'sms', 'both')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index contacts_org_name_idx on contacts (organisation_id, lower(name));

-- An invitation for someone not yet known; it becomes a membership at their next sign-in.
create table invitations (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  email text not null,
  role text not null check (role in ('owner', 'admin', 'member', 'viewer')),
  invited_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index invitations_org_email_idx on invitations (organisation_id, lower(email));
-- Looked up on every sign-in by the user's e-mail.
create index invitations_email_idx on invitations (lower(email));

-- Members who left by themselves; the row goes when an owner adds them back.
create table memberships_left (
  organisation_id uuid not null references organisations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  left_at timestamptz not null default now(),
  primary key (organisation_id, user_id)
);
