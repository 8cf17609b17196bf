import { ofetch, type FetchOptions } from "ofetch";
import type { CallOptions, HttpClient, HttpErrorKind, JsonAnswer } from "./httpTypes.js";
import { clientLoaded } from "./lazyClient.js";

export type { CallOptions, HttpClient, HttpError, HttpErrorKind, JsonAnswer } from "./httpTypes.js";

// A body that JSON.parse refused; kept apart from the parsed values so that `null` stays a readable body.
class Unreadable {
  constructor(readonly cause: unknown) {}
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return new Unreadable(error);
  }
}

function thrownKind(error: unknown): HttpErrorKind {
  // ofetch wraps what fetch threw in a FetchError whose cause is the original error.
  const cause = (error as { cause?: { name?: string } } | null)?.cause ?? error;
  const name = (cause as { name?: string } | null)?.name;
  if (name === "TimeoutError") return "timeout";
  if (name === "AbortError") return "aborted";
  return "network";
}

/**
 * The one HTTP client of the site: one ofetch instance for the site's own origin, no retries (a lead or an
 * OTP must not be sent twice), JSON both ways, same-origin credentials. `fetchImpl` is the seam tests use.
 */
export function createClient(fetchImpl?: typeof fetch): HttpClient {
  // Read at call time, so that a fetch replaced after this module loaded (tests, polyfills) is the one used.
  const fetcher: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const call = ofetch.create(
    { baseURL: "", retry: 0, credentials: "same-origin", headers: { accept: "application/json" }, ignoreResponseError: true, parseResponse: parseJson },
    { fetch: fetcher },
  );
  const callJson = async <T>(path: string, options: CallOptions = {}): Promise<JsonAnswer<T>> => {
    const { method = "GET", body, timeout, signal, keepalive } = options;
    const init: FetchOptions<"json"> = { method, timeout, signal, keepalive };
    if (body !== undefined) init.body = body as FetchOptions["body"];
    let res: Awaited<ReturnType<typeof call.raw>>;
    try {
      res = await call.raw(path, init);
    } catch (error) {
      return { ok: false, status: 0, body: null, error: { kind: thrownKind(error), cause: error } };
    }
    const data: unknown = res._data;
    // An empty body is as unreadable as a broken one: the callers expect JSON.
    if (data === undefined || data instanceof Unreadable) return { ok: false, status: res.status, body: null, error: { kind: "unreadable", cause: data?.cause } };
    if (!res.ok) return { ok: false, status: res.status, body: data, error: { kind: "http" } };
    // Every answer of the site's API is an object: a 2xx of `null`, a number or a string (a proxy's, a stand-in's) is
    // unreadable too, so that no caller reads a field of it.
    return data && typeof data == "object" ? { ok: true, status: res.status, body: data as T } : { ok: false, status: res.status, body: data, error: { kind: "unreadable" } };
  };
  return {
    callJson,
    getJson: (path) => callJson(path),
    postJson: (path, body) => callJson(path, { method: "POST", body }),
  };
}

/** The client every browser call goes through. */
export const client = createClient();
// From now on, code of the main chunk calls it at once (see lazyClient.ts).
clientLoaded(client);
