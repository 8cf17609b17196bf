import type { HttpClient } from "./client.js";

/*
 * The client's code (ofetch) is a chunk of its own, so that the main chunk does not grow with it. Code of the
 * main chunk (the header's events, the session check) reaches the client through here: at once once the client
 * has loaded (any chunk that imports it, a lead form or the login drawer, has run; or loadClient was called),
 * otherwise as soon as it has.
 */
let loaded: HttpClient | undefined;

/** Called by client.ts when it is evaluated. */
export function clientLoaded(client: HttpClient): void {
  loaded = client;
}

/** The client, loading its chunk first if it is not there yet. */
export function loadClient(): Promise<HttpClient> {
  return loaded ? Promise.resolve(loaded) : import("./client.js").then((m) => m.client);
}

/** Runs `call` with the client: in this same turn when it has loaded, so a click's request starts before the page leaves. */
export function withClient(call: (client: HttpClient) => void): void {
  if (loaded) call(loaded);
  else void loadClient().then(call, () => {});
}
