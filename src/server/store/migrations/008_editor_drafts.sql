-- The document editor's drafts (docs/editor.md): at most one per document file, always saved, even with problems, so that
-- an edit survives a reload and the browser closing. `data` is the whole document as edited; `json` rather than
-- `jsonb` keeps the editor's key order and accepts every JSON text (jsonb refuses \u0000 in strings). `base_hash` is
-- the SHA-256 of the file's text on disk when the draft began: a publish refuses when the file no longer has it.
create table editor_drafts (
  file text primary key,
  data json not null,
  base_hash text not null check (base_hash ~ '^[0-9a-f]{64}$'),
  saved_at timestamptz not null
)
