import type { HttpClient } from "./httpTypes.js";

/*
 * The client's code (ofetch) is a chunk of its own, fetched when a visitor first does something that calls the
 * server (points at the header, focuses the lead form, opens the login drawer), so that a page sends no more than
 * its main chunk and its blocks until then. Callers reach the client through here.
 */
let loaded: HttpClient | undefined;

/** Called by client.ts when it is evaluated. */
export function clientLoaded(client: HttpClient): void {
  loaded = client;
}

/** The client when its chunk has loaded, or undefined. */
export const loadedClient = (): HttpClient | undefined => loaded;

/** The client, loading its chunk first if it is not there yet. */
export function loadClient(): Promise<HttpClient> {
  return loaded ? Promise.resolve(loaded) : import("./client.js").then((m) => m.client);
}

/** Fetches the client's chunk ahead of the first call (on a visitor's first gesture); a failure waits for the call. */
export const preloadClient = (): void => void loadClient().catch(() => {});

/** Runs `call` with the client: in this same turn when it has loaded, so a click's request starts before the page leaves. */
export function withClient(call: (client: HttpClient) => void): void {
  if (loaded) call(loaded);
  else void loadClient().then(call, () => {});
}
