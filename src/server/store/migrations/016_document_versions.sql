-- Every published version of each document (docs/editor.md, History): the store, not git, is where the editor reads
-- them, so history and restore work whether or not the documents root is a git work tree. `text` is the file's whole
-- text as written; `changes` the publish dialog's plain-words list (editor/changes.ts) from the version before.
-- `first_seen` marks a text found on disk that no publish from the editor wrote (before the first publish the store
-- saw, or an edit made outside the editor since), kept when a publish replaces it (no author, no changes), so that
-- every publish can be undone. `git_commit` is the publish's commit when there was one.
create table document_versions (
  id integer generated always as identity primary key,
  file text not null,
  text text not null,
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  published_by text,
  published_at timestamptz not null,
  changes json not null,
  git_commit text,
  first_seen boolean not null default false
);

create index document_versions_by_file on document_versions (file, id desc)
