-- A page deleted from the editor (docs/editor.md, 'New pages') keeps its history: the publish that removes the file
-- records a version marked `deleted` whose text is the page as it was just before, so the editor can list the deleted
-- pages and restore one (a draft of that text, published through the same checks as any draft).
alter table document_versions add column deleted boolean not null default false
