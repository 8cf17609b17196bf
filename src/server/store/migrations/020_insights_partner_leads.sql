-- Insights: a partner's leads (POST /api/process-lead, source 'process-lead') are counted as 'partner-lead', apart from
-- the lead form's 'lead'. They never started a lead form, so counted as 'lead' they made the funnel's "went on" from a
-- started form to a sent lead read more than 100 %. The staff page shows them in a table of their own.
-- (The function's inner semicolons begin lines: the migration runner ends a statement at a line's last semicolon.)
create or replace function insights_on_lead() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform insights_count(new.created_at, new.service_id, case when new.source = 'chat' then 'chat-lead' when new.source = 'process-lead' then 'partner-lead' else 'lead' end, '', 1)
    ; if new.otp_verified then perform insights_count(coalesce(new.verified_at, new.created_at), new.service_id, 'verified', '', 1)
    ; end if
  ; elsif new.otp_verified and not old.otp_verified then
    perform insights_count(coalesce(new.verified_at, new.created_at), new.service_id, 'verified', '', 1)
  ; end if
  ; return null
; end $$;

-- The partner leads the store still holds move from 'lead' to 'partner-lead' on their days; those the retention has
-- emptied already stay counted as 'lead' (the daily rows keep no source).
insert into insights_daily (day, service_id, step, detail, count)
select day, s, step, '', sum(delta) from (
  select (l.created_at at time zone (select time_zone from insights_settings)) :: date as day, coalesce(l.service_id, 0) as service, x.step, x.delta
  from leads l cross join (values ('lead', -1), ('partner-lead', 1)) as x(step, delta)
  where l.source = 'process-lead'
) moved cross join lateral unnest(array[moved.service, -1]) s
group by day, s, step
on conflict (day, service_id, step, detail) do update set count = insights_daily.count + excluded.count;
