-- Accounts of people who log in (docs/login.md), and the login tokens issued to them.
-- Several accounts may share one mobile number (the login panel then lists them), so neither
-- email nor mobile is unique; both are indexed for the login look-ups.
create table users (
  user_uuid uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  email text check (email is null or (email = lower(email) and email like '%_@_%')),
  mobile text check (mobile is null or mobile ~ '^[0-9]{10}$'),
  profile_image text,
  inactive boolean not null default false,
  created_at timestamptz not null default now()
);
create index users_email on users (email);
create index users_mobile on users (mobile);

-- One row per issued login token: the token's jti is the key, so a token can be revoked,
-- and a token whose row is missing is not accepted however well it is signed.
create table tokens (
  jti uuid primary key,
  user_uuid uuid not null references users (user_uuid) on delete cascade,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  check (expires_at > issued_at)
);
create index tokens_user_uuid on tokens (user_uuid);
