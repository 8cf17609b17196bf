import type { Store } from "../store/openStore.js";

/** The NOTIFY channel of publishes: its payload is the new build's id (a listener reads the row itself). */
export const publishChannel = "published_build";

/** One stored publish (migration 014): the build folder and the documents, each a packFolders archive. */
export interface StoredBuild {
  id: number;
  code: string;
  commit: string | null;
  files: Buffer;
  documents: Buffer;
}

/**
 * Stores a publish, keeps only the newest `keep`, and notifies on commit. The id comes from the store, so two
 * publishes through two processes are ordered there (and publishes take the fleet's lock: fleetSite.ts).
 */
export function storeBuild(store: Pick<Store, "transaction">, build: Omit<StoredBuild, "id">, keep: number): Promise<number> {
  return store.transaction(async (query) => {
    const [{ id }] = await query<{ id: number }>("insert into published_builds (code, git_commit, files, documents) values ($1, $2, $3, $4) returning id", [
      build.code,
      build.commit,
      build.files,
      build.documents,
    ]);
    await query("delete from published_builds where id not in (select id from published_builds order by id desc limit $1)", [keep]);
    await query("select pg_notify($1, $2)", [publishChannel, String(id)]);
    return id;
  });
}

/** The id of the newest stored publish, 0 when there is none. */
export async function newestBuildId(query: Store["query"]): Promise<number> {
  const [{ id }] = await query<{ id: number | null }>("select max(id) as id from published_builds");
  return id ?? 0;
}

/** A stored publish, or undefined when it is gone (a newer one pushed it out). */
export async function readBuild(query: Store["query"], id: number): Promise<StoredBuild | undefined> {
  const [row] = await query<StoredBuild>("select id, code, git_commit as commit, files, documents from published_builds where id = $1", [id]);
  // pg answers a bytea as a Buffer, PGlite as a plain Uint8Array: the same bytes, seen as a Buffer without a copy.
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return row && { ...row, files: buffer(row.files), documents: buffer(row.documents) };
}

/**
 * Holds the fleet's publish lock for the length of `work` (a transaction-level advisory lock, released at its
 * commit or rollback): one publish at a time across every process, so that each starts from the newest documents.
 */
export function exclusivePublish<R>(store: Pick<Store, "transaction">, work: () => Promise<R>): Promise<R> {
  return store.transaction(async (query) => {
    await query("select pg_advisory_xact_lock(hashtext($1))", [publishChannel]);
    return work();
  });
}
