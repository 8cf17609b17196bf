-- The counters of the per-address limits, shared by every server process on one database (design.md 'Production
-- and scale'): a process's memory would give each process its own cap. One row per limit (scope: 'route /api/…',
-- 'staff-password') and subject (an address group, security/addressGroup.ts). A count is taken with one
-- INSERT … ON CONFLICT DO UPDATE, which locks the row, so concurrent requests from any process count exactly.
create table limit_counters (
  scope text not null,
  subject text not null,
  -- How many in the window that ends at window_ends (a window starts with the first request after the last one ended).
  count integer not null check (count >= 0),
  window_ends timestamptz not null,
  -- The staff password only: refused without a check until then, and how many times it was refused so (the delay doubles).
  blocked_until timestamptz,
  strikes integer not null default 0 check (strikes >= 0),
  -- After this the row says nothing any more: the retention sweep deletes it.
  keep_until timestamptz not null,
  primary key (scope, subject)
);
create index limit_counters_keep_until on limit_counters (keep_until);

-- Code requests are counted per address group from now on (an IPv6 /64, not each address); the sweep deletes old rows.
create index otp_send_requests_requested_at on otp_send_requests (requested_at);
