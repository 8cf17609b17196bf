-- What the staff do with a lead (/admin/leads/<ticket>, staff/adminLeadRoute.ts): where it stands, who follows it up,
-- who changed that last and when; and their notes on it, oldest first. Leads are never deleted (retention.ts); a
-- note goes with its lead all the same.
alter table leads add column handling text not null default 'open' check (handling in ('open', 'contacted', 'won', 'lost'));
alter table leads add column assigned_to text;
alter table leads add column handled_by text;
alter table leads add column handled_at timestamptz;
create index leads_handling on leads (handling, created_at desc);

create table lead_notes (
  id bigint generated always as identity primary key,
  ticket_id text not null references leads (ticket_id) on delete cascade,
  author text not null,
  body text not null,
  created_at timestamptz not null
);
create index lead_notes_by_ticket on lead_notes (ticket_id, id);
