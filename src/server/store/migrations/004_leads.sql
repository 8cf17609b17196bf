-- Leads from the lead form and from partners (docs/leads.md), the lead form's
-- captcha tokens, visitor tracking records, and mobile numbers verified by the lead form's code.

-- One row per lead. The lead's fields (schemas/api/leads.schema.json) have columns; everything the form or the caller sent is
-- also kept whole in `submitted` (and extra fields in `extra`). `status`: new (captcha or code passed),
-- suspect (spam-check or captcha-failed: waits for a code), verified (a suspect lead whose number was then
-- verified by code). A repeat within the duplicate window adds to duplicate_hits instead of a new row.
create table leads (
  id bigserial primary key,
  lead_id uuid not null unique default gen_random_uuid(),
  ticket_id text not null unique,
  source text not null check (source in ('form', 'spam-check', 'captcha-fail', 'process-lead')),
  status text not null check (status in ('new', 'suspect', 'verified')),
  name text,
  email text check (email is null or email = lower(email)),
  mobile text,
  city text,
  state text,
  country text,
  service_id integer,
  problem_type text,
  language text,
  whatsapp_opt_in boolean,
  brand_name text,
  url text,
  page_type text,
  workflow text,
  channel text,
  iec_type text,
  otp_verified boolean not null default false,
  captcha_score real,
  csrf_failed boolean not null default false,
  captcha_failed boolean not null default false,
  duplicate_hits integer not null default 0 check (duplicate_hits >= 0),
  last_duplicate_at timestamptz,
  verified_at timestamptz,
  followed_up_at timestamptz,
  submitted jsonb not null,
  extra jsonb,
  client_address text,
  created_at timestamptz not null
);
create index leads_email_service on leads (email, service_id, created_at);
create index leads_mobile_service on leads (mobile, service_id, created_at);
create index leads_created_at on leads (created_at);
create index leads_address on leads (client_address, created_at);

-- Captcha tokens seen by the server, by SHA-256 (the tokens are not kept): a token is verified at most
-- once and spent by a lead at most once.
create table captcha_tokens (
  token_key text primary key,
  valid boolean not null,
  score real,
  verified_at timestamptz,
  spent_at timestamptz,
  expires_at timestamptz not null
);

-- Mobile numbers whose lead-form code was verified: a lead saying otpVerifiedStatus true needs one recent row.
create table lead_mobile_verifications (
  mobile text primary key,
  verified_at timestamptz not null
);

-- POST /api/user-track records (visitor tracking; docs/leads.md).
create table user_tracks (
  id bigserial primary key,
  payload jsonb not null,
  received_at timestamptz not null default now()
);
