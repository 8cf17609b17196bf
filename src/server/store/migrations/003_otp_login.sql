-- One-time passwords for the login panel (docs/login.md), their rate limits, the
-- local outbox of sent messages, and the grants that let a verified visitor choose among accounts.
-- A contact is written 'mobile:<10 digits>' or 'email:<lowercased address>'.

-- The current code of each contact: a new code replaces the previous one. Only a keyed hash of the
-- code is kept. A code is spent by one successful check (used_at), or burnt by too many wrong tries.
create table otp_codes (
  contact text primary key,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  wrong_tries integer not null default 0 check (wrong_tries >= 0),
  used_at timestamptz,
  burnt_at timestamptz,
  check (expires_at > created_at)
);

-- Every accepted request for a code (whether the contact has an account or not, so that the limits
-- reveal nothing), counted per contact and per client address over a sliding window.
create table otp_send_requests (
  id bigserial primary key,
  contact text not null,
  client_address text not null,
  requested_at timestamptz not null
);
create index otp_send_requests_contact on otp_send_requests (contact, requested_at);
create index otp_send_requests_address on otp_send_requests (client_address, requested_at);

-- The embedded delivery provider's outbox: the latest messages, shown at /dev/otp-outbox outside production.
create table otp_outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  code text not null,
  body text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index otp_outbox_created_at on otp_outbox (created_at);

-- A grant to choose one of several accounts of a contact, given (as a signed cookie) after a code
-- for that contact was verified. Its jti is recorded so that it can be used once only.
create table login_grants (
  jti uuid primary key,
  contact text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > issued_at)
);
