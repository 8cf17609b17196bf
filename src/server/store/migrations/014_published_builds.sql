-- Published builds: a publish through one server process stores here the build it made and the documents
-- it was made from, so that every other process on the same PostgreSQL serves and applies them (site/fleetSite.ts).
-- The id is the order of publishes: a process only ever installs a build newer than the one it serves. `code` is the
-- fingerprint of the code that built it (a process running other code rebuilds from the documents instead). Only
-- the newest few are kept (constants publishing.keepBuilds).
create table published_builds (
  id integer generated always as identity primary key,
  published_at timestamptz not null default now(),
  code text not null,
  git_commit text,
  files bytea not null,
  documents bytea not null
);
