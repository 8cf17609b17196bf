-- Insights (/admin/insights): the funnel from a page to a payment, counted into daily rows as things
-- happen, so that the staff page sums a few hundred rows a day rather than scanning raw events. A row is one day
-- (constants pageViews.timeZone, India time), one service (0: none, -1: all of them), one step, and for 'stop' the field. Steps:
-- view, form-started, lead, verified, order, paid; chat, chat-handed, chat-lead; stop (visits that left the lead
-- form at `detail`, their last field, without sending a lead). Daily rows are kept: retention empties raw tables only.
create table insights_daily (
  day date not null,
  service_id integer not null,
  step text not null,
  detail text not null default '',
  count bigint not null,
  primary key (day, service_id, step, detail)
);

-- The day's time zone, written from constants pageViews.timeZone as the server starts (insights/insightsDaily.ts):
-- the triggers below read it, so that a row's day is the one the page views and the staff page use.
-- `salt`: a random secret of this store, hashed with a visitor's address and browser into a lead form visit's key
-- (insights/formVisits.ts), so that the key cannot be found again from a guessed address.
create table insights_settings (
  only_row boolean primary key default true check (only_row),
  time_zone text not null,
  salt text not null default gen_random_uuid()::text
);
insert into insights_settings (time_zone) values ('UTC');

-- Every count is also added to the row of service -1, all services: the page's totals over a year read a few thousand
-- rows rather than every service's (the page answers within 500 ms on a year of a busy site's rows: npm run bench -- insights).
-- The ranking reads a few steps of every service: by step and day. Not `count`, so that adding to a row stays a
-- HOT update (no index entry per count: the embedded store has no autovacuum to clean up after them).
create index insights_daily_ranking on insights_daily (step, day);

-- Adds `delta` to a step's row of the day `at` falls on, and to all services' row, in one statement that locks the
-- rows: exact under concurrency.
create function insights_count(at timestamptz, service integer, step_name text, step_detail text, delta bigint) returns void
language sql as $$
  insert into insights_daily (day, service_id, step, detail, count)
  select (at at time zone (select time_zone from insights_settings)) :: date, s, step_name, step_detail, delta from unnest(array[coalesce(service, 0), -1]) s
  on conflict (day, service_id, step, detail) do update set count = insights_daily.count + excluded.count
$$;

-- (The functions' inner semicolons begin lines: the migration runner (store/openStore.ts) ends a statement at a line's
-- last semicolon.)

-- Leads: each one (chat's apart), and a contact verified by code, on a lead as it arrives or when a suspect lead's
-- number is verified later. A trigger, so that every writer (form, partner API, chat) counts in its own transaction.
create function insights_on_lead() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform insights_count(new.created_at, new.service_id, case when new.source = 'chat' then 'chat-lead' else 'lead' end, '', 1)
    ; if new.otp_verified then perform insights_count(coalesce(new.verified_at, new.created_at), new.service_id, 'verified', '', 1)
    ; end if
  ; elsif new.otp_verified and not old.otp_verified then
    perform insights_count(coalesce(new.verified_at, new.created_at), new.service_id, 'verified', '', 1)
  ; end if
  ; return null
; end $$;
create trigger leads_insights after insert or update of otp_verified on leads for each row execute function insights_on_lead();

-- Orders: made, and paid (once: an order is paid at most once, by migration 009).
create function insights_on_order() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform insights_count(new.created_at, new.service_id, 'order', '', 1)
    ; if new.status = 'paid' then perform insights_count(new.paid_at, new.service_id, 'paid', '', 1)
    ; end if
  ; elsif new.status = 'paid' and old.status <> 'paid' then
    perform insights_count(new.paid_at, new.service_id, 'paid', '', 1)
  ; end if
  ; return null
; end $$;
create trigger orders_insights after insert or update of status on orders for each row execute function insights_on_order();

-- Chat: a conversation begun, and handed from the bot to a person (waiting for an agent, or taken by one).
create function insights_on_chat() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform insights_count(new.created_at, new.service_id, 'chat', '', 1)
  ; elsif old.mode = 'bot' and new.mode in ('waiting', 'agent') then
    perform insights_count(new.last_activity_at, new.service_id, 'chat-handed', '', 1)
  ; end if
  ; return null
; end $$;
create trigger chat_insights after insert or update of mode on chat_conversations for each row execute function insights_on_chat();

-- A visitor's lead form on one service's page on one day: counted started once, and its last field moves the visit
-- between the 'stop' rows until a lead is sent. `visit_key` names no one: a salted hash of the analytics client id
-- (or of the address and browser), the service and the day. Retention deletes these rows with the raw events.
create table insights_form_visits (
  visit_key text primary key,
  day date not null,
  service_id integer not null,
  last_field text not null,
  lead_sent boolean not null default false,
  touched_at timestamptz not null
);
create index insights_form_visits_touched_at on insights_form_visits (touched_at);
