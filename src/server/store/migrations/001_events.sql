-- Analytics events sent by the site through POST /api/event-track (schemas/api/event-track.schema.json).
create table events (
  id bigserial primary key,
  event_name text not null,
  payload jsonb not null,
  received_at timestamptz not null default now()
);
create index events_event_name on events (event_name);
