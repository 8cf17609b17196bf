import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { fill } from "../../../src/lib/fill.js";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { refusalPage } from "../../../src/server/errorAnswer.js";
import { maxBodyDepth } from "../../../src/server/input/edgeInput.js";
import { nestsDeeperThan } from "../../../src/server/input/jsonDepth.js";
import { escapeUnstorable, firstTextProblem } from "../../../src/server/input/unstorableText.js";
import { editorApp } from "../editor/editorApiKit.js";
import { newAddress } from "./edgeRequests.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.server.input;
const notStorable = (field: string) => fill(words.textNotStorable, { field });
const tooDeep = fill(words.tooDeep, { limit: maxBodyDepth });
const arrays = (depth: number, inner = "1") => "[".repeat(depth) + inner + "]".repeat(depth);

describe("counting depth on the raw text", () => {
  it("counts arrays and objects, not brackets inside strings or after an escaped quote", () => {
    expect(nestsDeeperThan(arrays(64), 64)).toBe(false);
    expect(nestsDeeperThan(arrays(65), 64)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[${JSON.stringify("[[[{{{")}]}}`, 3)).toBe(false);
    expect(nestsDeeperThan(`["\\"[[[[", "\\\\", [[1]]]`, 3)).toBe(false);
    expect(nestsDeeperThan(`["\\\\", [[[1]]]]`, 3)).toBe(true);
  });

  it("stops at the limit: ten million brackets cost one pass at most", () => {
    expect(nestsDeeperThan("[".repeat(10_000_000), maxBodyDepth)).toBe(true);
  });
});

describe("finding text no store keeps", () => {
  it("names the first string or field name with U+0000 or a lone surrogate, as a JSON-pointer-like path", () => {
    expect(firstTextProblem({ extra: { notes: "a\u0000b" } }, "body")).toEqual({ kind: "textNotStorable", path: "body/extra/notes" });
    expect(firstTextProblem({ list: ["ok", "\ud800"] }, "body")).toEqual({ kind: "textNotStorable", path: "body/list/1" });
    expect(firstTextProblem({ a: { "x\udc00/~": 1 } }, "body")).toEqual({ kind: "textNotStorable", path: "body/a/x\\udc00~1~0" });
    expect(firstTextProblem(JSON.parse('{"values":{"__proto__":{"x":1}}}'), "body")).toEqual({ kind: "protoKey", path: "body/values/__proto__" });
  });

  it("takes whole surrogate pairs, and every other character", () => {
    expect(firstTextProblem({ emoji: "😀 नमस्ते \u0001 \uffff", constructor: { prototype: {} } }, "body")).toBeUndefined();
    expect(escapeUnstorable("a\u0000b\ud800c😀")).toBe("a\\u0000b\\ud800c😀");
  });
});

describe("a server page's refusal as a page (errorAnswer.ts)", () => {
  it("heads a 4xx as a refused address and a 5xx as a page that failed, with the sentence escaped", () => {
    const server = serverDocuments.messages.server;
    const refused = refusalPage(server, "query/x holds <b>", 400);
    expect(refused).toContain(`<title>${server.input.pageRefusedTitle}</title>`);
    expect(refused).toContain('<p class="page-refusal">query/x holds &lt;b&gt;</p>');
    const failed = refusalPage(server, server.unexpectedError, 500);
    expect(failed).toContain(`<h1>${server.input.pageFailedTitle}</h1>`);
    expect(failed).not.toContain(server.input.pageRefusedTitle);
  });
});

describe("the edge of the real app", () => {
  let t: Awaited<ReturnType<typeof editorApp>>;
  beforeAll(async () => {
    t = await editorApp();
  });
  afterAll(() => t.close());
  const values = sampleLeadValues({ name: "Asha Verma", email: "asha.edge@example.in", phone: "9876501234" });
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers }, remoteAddress: newAddress() });
  const leadsCount = async () => (await t.store.query<{ n: number }>("select count(*)::int as n from leads"))[0].n;

  it("U+0000 or a lone surrogate in a lead's extra, values or a field name: 400 naming the field, nothing stored", async () => {
    const before = await leadsCount();
    const cases: [object, string][] = [
      [{ values, otpVerifiedStatus: false, extra: { notes: "call\u0000me" } }, "body/extra/notes"],
      [{ values: { ...values, name: "Asha \ud800" }, otpVerifiedStatus: false }, "body/values/name"],
      [{ values, otpVerifiedStatus: false, extra: { "n\u0000": "x" } }, "body/extra/n\\u0000"],
    ];
    for (const [body, field] of cases) {
      const res = await post("/api/leads", JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, error: notStorable(field) });
    }
    const spam = await post("/api/leads/spam-check", JSON.stringify({ values: { ...values, updateCity: "\udfff" } }));
    expect(spam.json()).toEqual({ status: false, error: notStorable("body/values/updateCity") });
    expect(await leadsCount()).toBe(before);
  });

  it("an analytics cookie that decodes to U+0000 is no failure: the lead is taken and its form's visit counted, as are the form's events", async () => {
    const cookie = `${serverDocuments.constants.storage.analyticsCookie}=a%00b`;
    const email = "asha.cookie@example.in";
    const track = await post(
      "/api/event-track",
      JSON.stringify({ eventName: "lead_form_field_entered", platform: "website", eventTime: new Date().toISOString(), url: "/gst-registration", serviceId: 95, eventProperties: { label: "name" } }),
      { cookie },
    );
    expect(track.statusCode).toBe(200);
    const lead = await post("/api/leads/spam-check", JSON.stringify({ values: { ...values, email, phone: "9876501299" } }), { cookie });
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toMatchObject({ status: true });
    const visits = await t.store.query<{ lead_sent: boolean }>("select lead_sent from insights_form_visits where touched_at > now() - interval '1 hour'");
    expect(visits.some((v) => v.lead_sent)).toBe(true);
  });

  it("every route's refusal keeps its shape: the payment calls' detailed one, event-track's plain one", async () => {
    const order = await post("/api/payments/orders", JSON.stringify({ planId: "private-limited-basic", contact: { name: "A\u0000", email: "a@b.in", mobile: "9876501234" } }));
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ status: false, error: { status: 400, message: notStorable("body/contact/name") } });
    const track = await post("/api/event-track", JSON.stringify({ eventName: "x", platform: "website", eventTime: "2026-05-01T10:00:00Z", url: "https://vidhi.example/\ud83d" }));
    expect(track.json()).toEqual({ status: false, error: notStorable("body/url") });
  });

  it("a query or an address parameter with U+0000: 400 naming it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/emailvalidation?q=a%00b%40c.in", remoteAddress: newAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, error: notStorable("query/q") });
    const chat = await t.app.inject({ method: "GET", url: "/api/chat/conversations/x%00y/messages", remoteAddress: newAddress() });
    expect(chat.json()).toEqual({ status: false, error: notStorable("params/conversationId") });
  });

  it("an address parameter longer than the router's default (100 characters) reaches its route: its own refusal, with the site's headers", async () => {
    const long = "a".repeat(101);
    const huge = "b".repeat(8000);
    for (const id of [long, huge]) {
      const events = await post(`/api/chat/conversations/${id}/events`, JSON.stringify({ kind: "text", text: "hi" }));
      const messages = await t.app.inject({ method: "GET", url: `/api/chat/conversations/${id}/messages`, remoteAddress: newAddress() });
      const order = await t.app.inject({ method: "GET", url: `/api/payments/orders/${id}`, remoteAddress: newAddress() });
      const cart = await t.app.inject({ method: "GET", url: `/api/cart/magic-key/${id}`, remoteAddress: newAddress() });
      for (const res of [events, messages, order, cart]) {
        expect([400, 404], res.body).toContain(res.statusCode);
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["content-security-policy"]).toBeDefined();
        expect(res.json().status).toBe(false);
      }
      // Each refusal is the route's own, not "no such route".
      expect(order.json().error).toMatchObject({ status: order.statusCode });
      expect(cart.json().error).toMatchObject({ status: 404, reason: "unknown" });
      expect(messages.statusCode).not.toBe(405);
    }
  });

  it("a page's address with U+0000 or a lone surrogate in its query: what the address answers without it, never a JSON refusal (a page keeps nothing of its query)", async () => {
    for (const url of ["/no-such-page", "/no-such-page?q=%00", "/no-such-page?x=%ed%a0%80"]) {
      const res = await t.app.inject({ method: "GET", url, remoteAddress: newAddress() });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/(html|plain)/);
    }
  });

  it("a server page's address refused (the portal stand-in, the staff pages): an HTML page with the sentence and the way home, JSON only when a listing is asked for its data", async () => {
    const words = serverDocuments.messages.server.input;
    for (const [url, field] of [
      ["/portal?x=%00", "query/x"],
      ["/portal/login?mobile=98450%0012345", "query/mobile"],
      ["/admin/leads?limit=%00", "query/limit"],
      ["/admin/insights?from=%00", "query/from"],
    ]) {
      const res = await t.app.inject({ method: "GET", url, remoteAddress: newAddress() });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.body, url).toContain(`<h1>${words.pageRefusedTitle}</h1>`);
      expect(res.body, url).toContain(`<p class="page-refusal">${notStorable(field)}</p>`);
      expect(res.body, url).toContain(`<a href="/">${words.pageRefusedHome}</a>`);
    }
    const data = await t.app.inject({ method: "GET", url: "/admin/leads?format=json&limit=%00", remoteAddress: newAddress() });
    expect(data.statusCode).toBe(400);
    expect(data.json()).toEqual({ status: false, error: notStorable("query/limit") });
  });

  it("an address that is not valid percent-encoding names nothing: the site's 404 page, or under /api its refusal, with the site's headers", async () => {
    for (const url of ["/%ff", "/%", "/gst-registration%e0%a4"]) {
      const res = await t.app.inject({ method: "GET", url, remoteAddress: newAddress() });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/(html|plain)/);
      expect(res.headers["content-security-policy"], url).toBeTruthy();
    }
    const api = await t.app.inject({ method: "GET", url: "/api/%ff", remoteAddress: newAddress() });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false });
  });

  it("a route called with a method it does not take: 405 with the methods it takes in Allow, not 'no route'", async () => {
    const wrong = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, allowed: string) => {
      const res = await t.app.inject({ method, url, remoteAddress: newAddress() });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allowed);
      const path = url.split("?")[0];
      expect(res.json()).toEqual({ status: false, error: fill(serverDocuments.messages.server.apiMethodNotAllowed, { method, path, allowed }) });
      expect(res.headers["content-security-policy"]).toBeTruthy();
    };
    await wrong("GET", "/api/leads", "POST");
    await wrong("PUT", "/api/leads?x=1", "POST");
    await wrong("POST", "/api/health", "GET, HEAD");
    await wrong("DELETE", "/api/chat/conversations/abc/messages", "GET, HEAD");
    await wrong("GET", "/api/chat/conversations/abc/events", "POST");
    // A payment call's address answers in the payment calls' shape (schemas/api/payments.schema.json), a parameter's too.
    for (const [method, path, allowed] of [["GET", "/api/payments/orders", "POST"], ["POST", "/api/payments/orders/order_abc", "GET, HEAD"]] as const) {
      const res = await t.app.inject({ method, url: path, remoteAddress: newAddress() });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allowed);
      expect(res.json()).toEqual({ status: false, error: { status: 405, message: fill(serverDocuments.messages.server.apiMethodNotAllowed, { method, path, allowed }) } });
    }
    // An address no route has stays a 404, by any method.
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({ method, url: "/api/no-such-call", remoteAddress: newAddress() });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toEqual({ status: false, error: fill(serverDocuments.messages.server.noApiRoute, { method, path: "/api/no-such-call" }) });
    }
  });

  it("a body nested deeper than the limit: 400 before it is parsed, for leads and the editor's drafts and previews alike", async () => {
    const lead = await post("/api/leads", `{"values":${JSON.stringify(values)},"otpVerifiedStatus":false,"extra":{"deep":${arrays(10_000)}}}`);
    expect(lead.statusCode).toBe(400);
    expect(lead.json()).toEqual({ status: false, error: tooDeep });
    // At the limit the body is read: this one reaches the lead route, which takes the spam route (no captcha, no code).
    const atLimit = await post("/api/leads", `{"values":${JSON.stringify(values)},"otpVerifiedStatus":false,"extra":{"deep":${arrays(maxBodyDepth - 2)}}}`);
    expect(atLimit.statusCode).toBe(403);
    const file = "config/banners.json";
    const admin = { authorization: t.authHeader };
    const draft = await t.app.inject({ method: "PUT", url: "/admin/editor/api/draft", headers: { ...admin, "content-type": "application/json" }, payload: `{"file":"${file}","baseHash":"${contentHash(t.text(file))}","data":{"deep":${arrays(5000)}}}` });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual({ status: false, error: tooDeep });
    const preview = await post("/admin/editor/api/preview", `{"route":"/","documents":{"${file}":{"deep":${arrays(5000)}}}}`, admin);
    expect(preview.json()).toEqual({ status: false, error: tooDeep });
    expect(await t.store.query("select * from editor_drafts")).toEqual([]);
  });

  it("a __proto__ field is valid JSON, and is refused as what it is: a name no field may have", async () => {
    const res = await post("/api/leads", `{"values":{"__proto__":{"admin":true}},"otpVerifiedStatus":false}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, error: fill(words.protoKey, { field: "body/values/__proto__" }) });
    // A field named constructor is plain data: the schema, not the edge, says whether the route takes it.
    const constructor = await post("/api/leads", JSON.stringify({ values, otpVerifiedStatus: false, extra: { constructor: { prototype: { x: 1 } } } }));
    expect(constructor.statusCode).toBe(403);
  });

  it("what is not JSON is still said to be not JSON, in the site's words and without echoing the body", async () => {
    const res = await post("/api/leads", `{"values":`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, error: fill(words.bodyNotJson, { reason: "it ends too soon" }) });
    const token = await post("/api/leads", `{"values": secret-text}`);
    expect(token.json().error).toMatch(/^The body is not valid JSON \(Unexpected token 's'\)/);
    expect(token.json().error).not.toContain("secret-text");
    const empty = await post("/api/leads", "");
    expect(empty.json()).toEqual({ status: false, error: words.bodyEmpty });
  });

  it("a JSON body after a byte-order mark is read as JSON (RFC 8259 lets a parser ignore the mark)", async () => {
    const res = await post("/api/leads", `\uFEFF${JSON.stringify({ values, otpVerifiedStatus: false })}`);
    // Read and validated: the lead route's own answer (no captcha, no code: the spam route), not "not valid JSON".
    expect(res.statusCode).toBe(403);
  });

  it("a body Fastify cannot take is refused in the site's words: its type, its encoding, its size, its length", async () => {
    const typed = await post("/api/leads", "<lead/>", { "content-type": "application/xml" });
    expect(typed.statusCode).toBe(415);
    expect(typed.json()).toEqual({ status: false, error: fill(words.bodyTypeNotTaken, { type: "application/xml" }) });
    // JSON sent as text too: the type the call takes, not its schema's "body must be object".
    const text = await post("/api/verifyUser", JSON.stringify({ email: "asha@example.in" }), { "content-type": "text/plain" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ status: false, error: fill(words.bodyTypeNotTaken, { type: "text/plain" }) });
    const untyped = await t.app.inject({ method: "POST", url: "/api/leads", payload: "{}", headers: { "content-type": "" }, remoteAddress: newAddress() });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.json()).toEqual({ status: false, error: words.bodyTypeMissing });
    const gz = await post("/api/leads", "\u001f\u008b binary", { "content-encoding": "gzip" });
    expect(gz.statusCode).toBe(415);
    expect(gz.json()).toEqual({ status: false, error: fill(words.bodyEncoded, { encoding: "gzip" }) });
    const big = await post("/api/leads/ticket", JSON.stringify({ pad: "x".repeat(5000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: false, error: fill(words.bodyTooLarge, { limit: 4096 }) });
    // The payment calls keep their detailed shape for these too.
    const order = await post("/api/payments/orders", "a=1", { "content-type": "application/x-www-form-urlencoded" });
    expect(order.json()).toEqual({ status: false, error: { status: 415, message: fill(words.bodyTypeNotTaken, { type: "application/x-www-form-urlencoded" }) } });
    const short = await post("/api/leads/ticket", "{}", { "content-length": "40" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ status: false, error: words.bodyLengthWrong });
    // A GET that only names an encoding has no body to refuse.
    const health = await t.app.inject({ method: "GET", url: "/api/health", headers: { "content-encoding": "gzip" }, remoteAddress: newAddress() });
    expect(health.statusCode).toBe(200);
  });
});
