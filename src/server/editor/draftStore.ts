import type { Store } from "../store/openStore.js";

/** A saved draft of one document file (store table editor_drafts). */
export interface Draft {
  file: string;
  data: Record<string, unknown>;
  /** SHA-256 of the file's text on disk when the draft began. */
  baseHash: string;
  savedAt: Date;
  /** The staff account that saved it last (null for drafts from before accounts had names). */
  savedBy?: string | null;
}

interface DraftRow {
  file: string;
  data: Record<string, unknown>;
  base_hash: string;
  saved_at: Date | string;
  saved_by: string | null;
}

const fromRow = (r: DraftRow): Draft => ({ file: r.file, data: r.data, baseHash: r.base_hash, savedAt: new Date(r.saved_at), savedBy: r.saved_by });

/** Every saved draft, by file. */
export async function allDrafts(query: Store["query"]): Promise<Map<string, Draft>> {
  const rows = await query<DraftRow>("select file, data, base_hash, saved_at, saved_by from editor_drafts order by file");
  return new Map(rows.map((r) => [r.file, fromRow(r)]));
}

export async function draftOf(query: Store["query"], file: string): Promise<Draft | undefined> {
  const [row] = await query<DraftRow>("select file, data, base_hash, saved_at, saved_by from editor_drafts where file = $1", [file]);
  return row ? fromRow(row) : undefined;
}

/**
 * Saves the document as the file's draft. The first save of a draft sets its base hash (the disk text the edit began
 * from); later saves keep it, so a file changed on disk meanwhile is still noticed when publishing.
 */
export async function saveDraft(query: Store["query"], draft: Draft): Promise<Draft> {
  const [row] = await query<DraftRow>(
    `insert into editor_drafts (file, data, base_hash, saved_at, saved_by) values ($1, $2::json, $3, $4, $5)
     on conflict (file) do update set data = excluded.data, saved_at = excluded.saved_at, saved_by = excluded.saved_by
     returning file, data, base_hash, saved_at, saved_by`,
    [draft.file, JSON.stringify(draft.data), draft.baseHash, draft.savedAt, draft.savedBy ?? null],
  );
  return fromRow(row);
}

/**
 * Saves the document as the file's draft only over the draft its edit began from: the one saved at `over`, or, with
 * `over` null, no draft at all. A draft saved since (another tab, another person) is left as it is and returned as
 * `current`, so that neither edit is lost unawares. A draft that began the edit and is gone since (published or
 * discarded) is no one's change: the save makes a new one, as a first save does.
 */
export async function saveDraftOver(query: Store["query"], draft: Draft, over: Date | null): Promise<{ saved: Draft } | { current: Draft }> {
  const data = JSON.stringify(draft.data);
  const by = draft.savedBy ?? null;
  const returning = "returning file, data, base_hash, saved_at, saved_by";
  if (over !== null) {
    const [row] = await query<DraftRow>(`update editor_drafts set data = $2::json, saved_at = $3, saved_by = $4 where file = $1 and saved_at = $5 ${returning}`, [draft.file, data, draft.savedAt, by, over]);
    if (row) return { saved: fromRow(row) };
  }
  const [row] = await query<DraftRow>(`insert into editor_drafts (file, data, base_hash, saved_at, saved_by) values ($1, $2::json, $3, $4, $5) on conflict (file) do nothing ${returning}`, [
    draft.file,
    data,
    draft.baseHash,
    draft.savedAt,
    by,
  ]);
  if (row) return { saved: fromRow(row) };
  const current = await draftOf(query, draft.file);
  // Gone again between the two statements (a publish): saved as a first save.
  return current ? { current } : saveDraftOver(query, draft, null);
}

/** Discards the file's draft; true when there was one. */
export async function deleteDraft(query: Store["query"], file: string): Promise<boolean> {
  return (await query("delete from editor_drafts where file = $1 returning file", [file])).length > 0;
}

/**
 * Moves a draft onto the file as a publish just wrote it: its data (the draft with the publish's change merged in) and
 * base are replaced, saved now by the publisher, so that a tab still holding the draft before is told someone saved it.
 */
export async function rebaseDraft(query: Store["query"], draft: Draft): Promise<void> {
  await query("update editor_drafts set data = $2::json, base_hash = $3, saved_at = $4, saved_by = $5 where file = $1", [draft.file, JSON.stringify(draft.data), draft.baseHash, draft.savedAt, draft.savedBy ?? null]);
}
