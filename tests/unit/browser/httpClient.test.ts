import { describe, expect, it, vi } from "vitest";
import { createClient } from "../../../src/api/client.js";
import { loadClient, withClient } from "../../../src/api/lazyClient.js";
import { lazyHttp } from "../../../src/api/lazyHttp.js";

// The one HTTP client (src/api/client.ts): it never throws, and names why a call failed.
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });
// Typed as fetch is called, so that the test can read the URL and the options each call got.
const fake = (answer: () => Promise<Response>) => vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => answer());
const clientWith = (answer: () => Promise<Response>) => {
  const f = fake(answer);
  return { f, http: createClient(f as unknown as typeof fetch) };
};

describe("answers", () => {
  it("a 2xx is ok with its JSON body, whatever content type the server named", async () => {
    const { http } = clientWith(async () => json(200, { status: true }));
    expect(await http.getJson("/api/x")).toEqual({ ok: true, status: 200, body: { status: true } });
    const { http: typed } = clientWith(async () => json(201, [1], { "content-type": "application/json" }));
    expect(await typed.getJson("/api/x")).toEqual({ ok: true, status: 201, body: [1] });
  });

  it("a 4xx or 5xx is not ok, keeps its parsed body and status, and is an http error", async () => {
    const { http } = clientWith(async () => json(429, { status: false, error: "slow down" }));
    expect(await http.postJson("/api/x", {})).toEqual({ ok: false, status: 429, body: { status: false, error: "slow down" }, error: { kind: "http" } });
    const { http: down } = clientWith(async () => json(503, {}));
    expect(await down.getJson("/api/x")).toMatchObject({ ok: false, status: 503, body: {}, error: { kind: "http" } });
  });

  it("a body that is not JSON, or no body, is unreadable, with the status kept and no body", async () => {
    for (const res of [new Response("<html>", { status: 200 }), new Response("", { status: 200 }), new Response(null, { status: 204 }), new Response("oops", { status: 502 })]) {
      const { http } = clientWith(async () => res);
      const answer = await http.getJson("/api/x");
      expect(answer).toMatchObject({ ok: false, status: res.status, body: null, error: { kind: "unreadable" } });
    }
  });
});

it("a 2xx whose JSON is not an object (null, a number, a string, true) is unreadable, its body kept", async () => {
  for (const text of ["null", "5", '"ok"', "true"]) {
    const { http } = clientWith(async () => new Response(text, { status: 200, headers: { "content-type": "application/json" } }));
    expect(await http.getJson("/api/x")).toEqual({ ok: false, status: 200, body: JSON.parse(text), error: { kind: "unreadable" } });
  }
  const { http } = clientWith(async () => new Response("[]", { status: 200, headers: { "content-type": "application/json" } }));
  expect(await http.getJson("/api/x")).toEqual({ ok: true, status: 200, body: [] });
});

describe("failures without an answer (status 0)", () => {
  it("a network failure", async () => {
    const { http } = clientWith(async () => {
      throw new TypeError("Failed to fetch");
    });
    const answer = await http.postJson("/api/x", { a: 1 });
    expect(answer).toMatchObject({ ok: false, status: 0, body: null, error: { kind: "network" } });
  });

  it("an aborted call", async () => {
    const { http } = clientWith(async () => {
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    expect(await http.getJson("/api/x")).toMatchObject({ ok: false, status: 0, error: { kind: "aborted" } });
  });

  it("a call given up after its timeout, and one aborted by the caller's signal", async () => {
    // A fetch that answers only when its signal aborts, as a browser's does.
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const http = createClient(hanging as unknown as typeof fetch);
    expect(await http.callJson("/api/x", { timeout: 5 })).toMatchObject({ ok: false, status: 0, error: { kind: "timeout" } });
    const stop = new AbortController();
    const pending = http.callJson("/api/x", { signal: stop.signal });
    stop.abort();
    expect(await pending).toMatchObject({ ok: false, status: 0, error: { kind: "aborted" } });
  });
});

describe("requests", () => {
  it("posts JSON to the path as given, same-origin, with no retry after a failure", async () => {
    const { f, http } = clientWith(async () => json(500, {}));
    await http.postJson("/api/leads", { values: { name: "Asha" } });
    expect(f).toHaveBeenCalledTimes(1);
    const [url, init] = f.mock.calls[0] as [string, RequestInit & { headers: Headers }];
    expect(url).toBe("/api/leads");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: JSON.stringify({ values: { name: "Asha" } }) });
    expect(init.headers.get("content-type")).toBe("application/json");
    expect(init.headers.get("accept")).toBe("application/json");
  });

  it("gets with the query as given, and sends keepalive when asked (an event as the page leaves)", async () => {
    const { f, http } = clientWith(async () => json(200, {}));
    await http.getJson("/api/validateToken?auth_token=a.b%2Bc");
    expect(f.mock.calls[0][0]).toBe("/api/validateToken?auth_token=a.b%2Bc");
    expect(f.mock.calls[0][1]).toMatchObject({ method: "GET" });
    await http.callJson("/api/event-track", { method: "POST", body: { eventName: "e" }, keepalive: true });
    expect(f.mock.calls[1][1]).toMatchObject({ method: "POST", keepalive: true });
  });

  it("the shared client calls the page's fetch of the moment, in the same turn once it has loaded", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => (calls.push(url), json(200, {}))));
    try {
      await loadClient();
      withClient((c) => void c.postJson("/api/event-track", {}));
      // No await in between: a click's event is on its way before the page can leave.
      expect(calls).toEqual(["/api/event-track"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the client behind its own chunk (lazyHttp)", () => {
  it("loads the client on its first call, then calls in the caller's turn, with the same answers", async () => {
    const f = fake(async () => json(200, { status: true }));
    const http = lazyHttp(f as unknown as typeof fetch);
    expect(await http.postJson("/api/getCity", { query: "Pun" })).toEqual({ ok: true, status: 200, body: { status: true } });
    void http.getJson("/api/geoCity");
    // No await in between: once loaded, the request is on its way in the caller's turn.
    expect(f.mock.calls.map((c) => c[0])).toEqual(["/api/getCity", "/api/geoCity"]);
  });

  it("keeps the client's failure kinds", async () => {
    const http = lazyHttp(fake(async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch);
    expect(await http.getJson("/api/x")).toMatchObject({ ok: false, status: 0, body: null, error: { kind: "network" } });
  });
});
