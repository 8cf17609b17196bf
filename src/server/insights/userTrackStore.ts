import type { Store } from "../store/openStore.js";

/** A visitor tracking record as stored: what the browser (POST /api/user-track) or the chat sent, and when it came. */
export interface UserTrackRow {
  payload: Record<string, unknown>;
  received_at: Date;
}

/** Stores a tracking record; `query` may be a transaction's, so that a chat turn's records go with the turn. */
export async function storeUserTrack(query: Store["query"], payload: unknown, receivedAt: Date): Promise<void> {
  await query("insert into user_tracks (payload, received_at) values ($1, $2)", [JSON.stringify(payload), receivedAt]);
}

/** The latest tracking records, newest first. */
export async function latestUserTracks(store: Store, limit: number): Promise<UserTrackRow[]> {
  const rows = await store.query<UserTrackRow>("select payload, received_at from user_tracks order by received_at desc, id desc limit $1", [limit]);
  return rows.map((r) => ({ ...r, received_at: new Date(r.received_at) }));
}
