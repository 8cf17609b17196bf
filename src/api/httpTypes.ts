/**
 * Why a call failed, in kinds each block can tell the visitor apart: no answer (network), no answer in time
 * (timeout), called off (aborted), a non-2xx status (http); and an answer whose body is not JSON (unreadable).
 */
export type HttpErrorKind = "network" | "timeout" | "aborted" | "http" | "unreadable";
export interface HttpError {
  kind: HttpErrorKind;
  /** What the browser or the parser threw, when something threw. */
  cause?: unknown;
}

/** What a JSON call gave: the HTTP status and the parsed body, or why not (status 0 when no answer came). */
export type JsonAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown; error?: HttpError };

export interface CallOptions {
  method?: "GET" | "POST";
  /** Sent as JSON. */
  body?: unknown;
  /** Milliseconds before the call is given up as a timeout; none by default. */
  timeout?: number;
  signal?: AbortSignal;
  /** The request outlives the page (an analytics event sent as a link is followed). */
  keepalive?: boolean;
}

export interface HttpClient {
  /** Never throws: every failure comes back as `ok: false`; callers decide what the visitor sees. */
  callJson<T>(path: string, options?: CallOptions): Promise<JsonAnswer<T>>;
  getJson<T>(path: string): Promise<JsonAnswer<T>>;
  postJson<T>(path: string, body: unknown): Promise<JsonAnswer<T>>;
}
