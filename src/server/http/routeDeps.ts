import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";

/** What the routes that read and write the store are given by buildApp: the store, the documents, the clock. */
export interface StoreRouteDeps {
  store: Store;
  documents: ServerDocuments;
  now: () => Date;
}
