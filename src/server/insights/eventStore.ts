import type { ApiEventTrackDocument } from "../../contract/types.js";
import type { Store } from "../store/openStore.js";

/** Stores one analytics event whole, under its name; `query` may be a transaction's (a form event counts with it). */
export async function storeEvent(query: Store["query"], event: ApiEventTrackDocument): Promise<void> {
  await query("insert into events (event_name, payload) values ($1, $2)", [event.eventName, JSON.stringify(event)]);
}
