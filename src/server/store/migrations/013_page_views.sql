-- Page views (POST /api/page-view, docs/analytics.md): one row per day (India time, constants pageViews.timeZone), page address
-- and robot or not, counted as views arrive with one INSERT … ON CONFLICT DO UPDATE, which locks the row, so concurrent
-- views from any process count exactly. Daily rows are what the insights read (never a scan of raw events) and they
-- are kept: retention empties raw tables only.
create table page_views (
  day date not null,
  path text not null,
  bot boolean not null,
  views bigint not null check (views >= 0),
  primary key (day, path, bot)
);
