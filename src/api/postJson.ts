/** What a JSON call gave: the HTTP status and the parsed body, or a network failure. */
export type JsonAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown; error?: unknown };

/**
 * POSTs a JSON body and reads a JSON answer. A non-2xx status, a network failure or an
 * unreadable body come back as `ok: false` (status 0 for no answer): callers decide what
 * the visitor sees, and nothing here throws.
 */
export async function postJson<T>(path: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<JsonAnswer<T>> {
  let res: Response;
  try {
    res = await fetchImpl(path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  } catch (error) {
    return { ok: false, status: 0, body: null, error };
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch (error) {
    return { ok: false, status: res.status, body: null, error };
  }
  return res.ok ? { ok: true, status: res.status, body: parsed as T } : { ok: false, status: res.status, body: parsed };
}
