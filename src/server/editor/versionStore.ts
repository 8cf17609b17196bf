import type { ApiEditorChange } from "../../contract/types.js";
import type { Store } from "../store/openStore.js";
import { contentHash } from "./editorSite.js";

/** One published version of a document file (store table document_versions), without its text. */
export interface DocumentVersion {
  id: number;
  file: string;
  contentHash: string;
  /** The staff account that published it; null for a text found on disk that no publish from the editor wrote. */
  publishedBy: string | null;
  publishedAt: Date;
  changes: ApiEditorChange[];
  commit: string | null;
  firstSeen: boolean;
  /** True for the publish that deleted the file; its text is the file as it was just before. */
  deleted: boolean;
}

interface VersionRow {
  id: number;
  file: string;
  content_hash: string;
  published_by: string | null;
  published_at: Date | string;
  changes: ApiEditorChange[] | string;
  git_commit: string | null;
  first_seen: boolean;
  deleted: boolean;
}

const columns = "id, file, content_hash, published_by, published_at, changes, git_commit, first_seen, deleted";
const fromRow = (r: VersionRow): DocumentVersion => ({
  id: Number(r.id),
  file: r.file,
  contentHash: r.content_hash,
  publishedBy: r.published_by,
  publishedAt: new Date(r.published_at),
  changes: typeof r.changes === "string" ? (JSON.parse(r.changes) as ApiEditorChange[]) : r.changes,
  commit: r.git_commit,
  firstSeen: r.first_seen,
  deleted: r.deleted,
});

/** Removes all but the file's newest `keep` versions. */
const keepNewest = (query: Store["query"], file: string, keep: number) =>
  query("delete from document_versions where file = $1 and id not in (select id from document_versions where file = $1 order by id desc limit $2)", [file, keep]);

/** What a publish records: the file's text before and after, who, when, the changes in plain words, the commit. */
export interface PublishedVersion {
  file: string;
  /** The file's text before this publish (undefined when there was no file). */
  before: string | undefined;
  text: string;
  by: string | null;
  at: Date;
  changes: ApiEditorChange[];
  commit: string | null;
}

/**
 * Records a publish. When the text it replaced is not the file's newest version (the first publish the store sees,
 * or an edit made outside the editor since), that text is recorded first, marked first_seen, so that restoring it
 * undoes this publish. One transaction: both rows or neither. Only the file's newest `keep` versions stay (constants
 * editor.keepVersions): the older ones are removed in the same transaction, so the table grows with the files, not
 * with every publish.
 */
export async function recordVersion(store: Store, v: PublishedVersion, keep = Number.MAX_SAFE_INTEGER): Promise<void> {
  const insert = `insert into document_versions (file, text, content_hash, published_by, published_at, changes, git_commit, first_seen)
                  values ($1, $2, $3, $4, $5, $6::json, $7, $8)`;
  await store.transaction(async (query) => {
    const [newest] = await query<{ content_hash: string }>("select content_hash from document_versions where file = $1 order by id desc limit 1", [v.file]);
    if (v.before !== undefined && newest?.content_hash !== contentHash(v.before)) await query(insert, [v.file, v.before, contentHash(v.before), null, v.at, "[]", null, true]);
    await query(insert, [v.file, v.text, contentHash(v.text), v.by, v.at, JSON.stringify(v.changes), v.commit, false]);
    await keepNewest(query, v.file, keep);
  });
}

/** What the publish of a deletion records: the file's text just before, who, when, the commit. */
export type DeletedVersion = Omit<PublishedVersion, "before" | "changes">;

/**
 * Records the publish that deleted a file: one version, marked deleted, whose text is the file as it was (so that
 * restoring it brings the page back), kept within the same `keep` newest versions as a publish's.
 */
export async function recordDeletion(store: Store, v: DeletedVersion, keep = Number.MAX_SAFE_INTEGER): Promise<void> {
  await store.transaction(async (query) => {
    await query(
      `insert into document_versions (file, text, content_hash, published_by, published_at, changes, git_commit, first_seen, deleted)
       values ($1, $2, $3, $4, $5, '[]'::json, $6, false, true)`,
      [v.file, v.text, contentHash(v.text), v.by, v.at, v.commit],
    );
    await keepNewest(query, v.file, keep);
  });
}

/** The files whose newest version is their deletion, the latest deleted first, each with that version (its text too). */
export async function deletedFiles(query: Store["query"]): Promise<(DocumentVersion & { text: string })[]> {
  const rows = await query<VersionRow & { text: string }>(
    `select ${columns}, text from document_versions v
      where deleted and id = (select max(id) from document_versions w where w.file = v.file)
      order by id desc`,
  );
  return rows.map((r) => ({ ...fromRow(r), text: r.text }));
}

/** Every version of the file, newest first. */
export async function versionsOf(query: Store["query"], file: string): Promise<DocumentVersion[]> {
  const rows = await query<VersionRow>(`select ${columns} from document_versions where file = $1 order by id desc`, [file]);
  return rows.map(fromRow);
}

/** One version of the file with its whole text; undefined when the file has no version of that id. */
export async function versionOf(query: Store["query"], file: string, id: number): Promise<(DocumentVersion & { text: string }) | undefined> {
  const [row] = await query<VersionRow & { text: string }>(`select ${columns}, text from document_versions where file = $1 and id = $2`, [file, id]);
  return row ? { ...fromRow(row), text: row.text } : undefined;
}
