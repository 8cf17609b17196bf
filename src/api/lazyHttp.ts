import type { HttpClient } from "./httpTypes.js";
import { loadClient, loadedClient } from "./lazyClient.js";

/**
 * A client whose first call loads the client's chunk (with `fetchImpl`, the tests' seam, a client of its own).
 * Like the client, it never throws: a chunk that cannot be fetched is a network failure.
 */
export function lazyHttp(fetchImpl?: typeof fetch): HttpClient {
  let own: HttpClient | undefined;
  let making: Promise<HttpClient> | undefined;
  const make = () => (making ??= fetchImpl ? import("./client.js").then((m) => (own = m.createClient(fetchImpl))) : loadClient());
  const callJson: HttpClient["callJson"] = (path, options) => {
    // Once loaded, the request starts in the caller's turn (a submit's user-track call before the page moves on).
    const ready = fetchImpl ? own : loadedClient();
    if (ready) return ready.callJson(path, options);
    return make().then(
      (c) => c.callJson(path, options),
      (cause: unknown) => {
        making = undefined; // the next call tries to fetch the chunk again
        return { ok: false as const, status: 0, body: null, error: { kind: "network" as const, cause } };
      },
    );
  };
  return { callJson, getJson: (path) => callJson(path), postJson: (path, body) => callJson(path, { method: "POST", body }) };
}
