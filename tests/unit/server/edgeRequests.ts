import { randomUUID } from "node:crypto";
import type { HTTPMethods } from "fastify";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { paymentSignature, webhookSignature } from "../../../src/server/payments/paymentSignature.js";
import { providerId } from "../../../src/server/payments/providerIds.js";
import { auth, documentsCopy, editorPassword } from "../editor/editorApiKit.js";
import { anotherBuyer, apiKey, buyer, keySecret, planId, planTotal, testProvider, webhookSecret } from "../payments/paymentsKit.js";
import { testApp, testClock } from "../testApp.js";

/**
 * A valid request of each write route (POST, PUT, DELETE, PATCH) of the real app, keyed "METHOD /route/:param" as
 * Fastify prints its routes, with what the route needs first (an order, a ticket, a conversation) made through the app
 * itself. Strings the property replaces are the string leaves under `under`; `open` are the objects whose schema
 * takes any field (extra, context, a draft's data, an event's payload), where it adds fields. `sign` gives the headers
 * of a final body (the webhook's signature).
 */
export interface WriteRequest {
  method: HTTPMethods;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  under?: string[];
  open?: string[][];
  sign?: (payload: string) => Record<string, string>;
  /** The refusal the valid request gets from its handler (a code never sent, no draft to publish): 2xx when absent. */
  refused?: number;
  /** The valid body as it must be for each request (a lead's captcha token is spent by the lead it lets in). */
  fresh?: () => Promise<unknown>;
}

export const keyId = "rzp_test_Kit00000000000";

let address = 0;
/** Each request from its own address, so that no per-address limit decides what a request reaches. */
export const newAddress = () => `10.21.${Math.floor(++address / 250) % 250}.${address % 250}`;

/** The real app as the property needs it: the payment provider and keys the kits know, the editor on a copy of the documents. */
export async function edgeApp(options: Pick<Parameters<typeof testApp>[0] & object, "logger"> = {}) {
  const clock = testClock();
  const documentsRoot = documentsCopy();
  const t = await testApp({ now: clock.now, payments: testProvider(), leadApiKey: apiKey, adminPassword: editorPassword, documentsRoot, captchaTestScores: true, ...options });
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "POST", url, payload, headers, remoteAddress: newAddress() });
    if (res.statusCode >= 300) throw new Error(`setting up: ${url} answered ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return { ...t, clock, documentsRoot, post };
}

const chatOpenBody = (conversationId: string) => ({
  conversationId,
  pageUrl: "https://vidhi.example/gst-registration",
  serviceId: 95,
  pageType: "service",
  context: { clientConversationId: conversationId, clientGroupId: "https://vidhi.example/gst-registration", serviceName: "GST Registration", page_name: "GST Registration", section_name: "chat" },
});

/** The valid requests, made for `t` (an edgeApp). */
export async function writeRequests(t: Awaited<ReturnType<typeof edgeApp>>, diskText: (file: string) => string): Promise<Map<string, WriteRequest>> {
  // Orders of their own: each another buyer's, since one buyer's open order is answered again.
  let orders = 0;
  const order = async () => (await t.post("/api/payments/orders", { planId, contact: anotherBuyer(++orders) })).data.order_id as string;
  const conversation = async () => {
    const id = `gst-registration-${randomUUID()}`;
    await t.post("/api/chat/conversations", chatOpenBody(id));
    return id;
  };
  const values = sampleLeadValues({ name: "Asha Verma", email: "asha.verma@example.in", phone: "9876501234" });
  const ticketData = (await t.post("/api/leads/spam-check", { values })).ticketData;
  const leadBody = { values, otpVerifiedStatus: false, extra: { notes: "call after six" } };
  const captchaToken = async () => (await t.app.inject({ method: "GET", url: "/api/captcha/token", headers: { "x-vidhi-captcha-test-score": "0.9" }, remoteAddress: newAddress() })).json().token as string;
  const [paidOrder, payOrder, statusOrder] = [await order(), await order(), await order()];
  const [events, messages, take, close] = [await conversation(), await conversation(), await conversation(), await conversation()];
  const paymentId = providerId("pay_");
  const file = "config/banners.json";
  let newPages = 0;
  const newPage = (n: number) => ({ kind: "landing", route: `/edge-offer-${n}`, title: "An offer", template: "blank" });
  const document = JSON.parse(diskText(file)) as object;
  const admin = auth;
  const entries: [string, WriteRequest][] = [
    // The beacon has no body (its page is in the query); the app's empty build has no page, so the page is refused.
    ["POST /api/page-view", { method: "POST", url: "/api/page-view?path=%2Fgst-registration", body: {}, refused: 404 }],
    ["POST /api/event-track", { method: "POST", url: "/api/event-track", body: { eventName: "lead_form_open", platform: "website", eventTime: "2026-05-01T10:00:00Z", url: "https://vidhi.example/gst-registration", eventProperties: { label: "GST", value: "open" }, serviceId: 95 } }],
    ["POST /api/embedded-checkout/payments", { method: "POST", url: "/api/embedded-checkout/payments", body: { key_id: keyId, order_id: payOrder, method: "upi", vpa: "success@razorpay" } }],
    ["POST /api/verifyUser", { method: "POST", url: "/api/verifyUser", body: { email: "asha.verma@example.in" } }],
    ["POST /api/verifyOtp", { method: "POST", url: "/api/verifyOtp", body: { email: "asha.verma@example.in", otp: "123456" }, refused: 401 }],
    ["POST /api/verify-mobile-number", { method: "POST", url: "/api/verify-mobile-number", body: { mobileNumber: "9876501234" } }],
    ["POST /api/sendOtp", { method: "POST", url: "/api/sendOtp", body: { email: "asha.verma@example.in" } }],
    ["POST /api/login-user", { method: "POST", url: "/api/login-user", body: { user_uuid: randomUUID(), manual_signin: true }, refused: 401 }],
    ["POST /api/leads", { method: "POST", url: "/api/leads", body: leadBody, open: [["extra"], ["values"]], fresh: async () => ({ ...leadBody, captchaToken: await captchaToken() }) }],
    ["POST /api/leads/spam-check", { method: "POST", url: "/api/leads/spam-check", body: { values, csrfFailed: true, score: 0.2 }, open: [["values"]] }],
    ["POST /api/leads/ticket", { method: "POST", url: "/api/leads/ticket", body: { ticketData } }],
    ["POST /api/leads/otp", { method: "POST", url: "/api/leads/otp", body: { mobileNumber: "9876501234", email: "asha.verma@example.in" } }],
    ["POST /api/getCity", { method: "POST", url: "/api/getCity", body: { query: "pune", countryCode: "in" } }],
    ["POST /api/getCityDetails", { method: "POST", url: "/api/getCityDetails", body: { placeId: "IN-MH-Pune" } }],
    ["POST /api/captcha-verification", { method: "POST", url: "/api/captcha-verification", body: { token: "a-token" } }],
    ["POST /api/captcha-fail-lead", { method: "POST", url: "/api/captcha-fail-lead", body: { data: values }, open: [["data"]] }],
    ["POST /api/cart/magic-key", { method: "POST", url: "/api/cart/magic-key", headers: { "api-key": apiKey }, body: { planId, contact: { name: "Asha Verma", email: "asha.verma@example.in" }, ticketId: "VL-12345678" } }],
    ["POST /api/chat/conversations", { method: "POST", url: "/api/chat/conversations", body: chatOpenBody(`gst-registration-${randomUUID()}`) }],
    ["POST /api/chat/conversations/:conversationId/events", { method: "POST", url: `/api/chat/conversations/${events}/events`, body: { kind: "text", text: "I need GST registration" } }],
    ["POST /api/process-lead", { method: "POST", url: "/api/process-lead", headers: { "api-key": apiKey }, body: { email: "asha.verma@example.in", mobileNumber: "9876501234", city: "Pune", state: "Maharashtra", country: "India", serviceId: 95, page: "gst", url: "https://vidhi.example/gst-registration", channel: "partner", problem_type: "New registration", language: { label: "English", value: "English" }, workflow: "generic" }, open: [] }],
    ["POST /api/payments/orders", { method: "POST", url: "/api/payments/orders", body: { planId, contact: buyer } }],
    ["POST /api/user-track", { method: "POST", url: "/api/user-track", body: { cookie: "_ga=1", referrer: "https://example.in/", url: "https://vidhi.example/gst-registration", city: "Pune", language: "English", serviceId: 95 } }],
    ["POST /api/razorpay/status", { method: "POST", url: "/api/razorpay/status", body: { razorpay_order_id: statusOrder, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(statusOrder, paymentId, keySecret) } }],
    [
      "POST /api/razorpay/webhook",
      {
        method: "POST",
        url: "/api/razorpay/webhook",
        body: { entity: "event", event: "payment.captured", created_at: 1_777_000_000, payload: { payment: { entity: { id: providerId("pay_"), entity: "payment", amount: planTotal, currency: "INR", status: "captured", order_id: paidOrder, notes: { name: "Asha" } } } } },
        under: ["payload"],
        open: [["payload"], ["payload", "payment", "entity", "notes"]],
        sign: (payload) => ({ "x-razorpay-signature": webhookSignature(payload, webhookSecret), "x-razorpay-event-id": providerId("evt_") }),
      },
    ],
    ["PUT /admin/editor/api/draft", { method: "PUT", url: "/admin/editor/api/draft", headers: admin, body: { file, data: document, baseHash: contentHash(diskText(file)) }, under: ["data"], open: [["data"]] }],
    ["DELETE /admin/editor/api/draft", { method: "DELETE", url: "/admin/editor/api/draft", headers: admin, body: { file } }],
    ["POST /admin/editor/api/changes", { method: "POST", url: "/admin/editor/api/changes", headers: admin, body: { file } }],
    ["POST /admin/editor/api/publish", { method: "POST", url: "/admin/editor/api/publish", headers: admin, body: { file }, refused: 404 }],
    // The preview draws with the served build's SSR bundle, which this app's empty build has not: its document has a
    // problem (a field its schema does not know), so the preview answers the validator's problems and draws nothing.
    ["POST /admin/editor/api/preview", { method: "POST", url: "/admin/editor/api/preview", headers: admin, body: { route: "/gst-registration", documents: { [file]: { ...document, notAField: "x" } } }, open: [["documents", file]] }],
    ["POST /admin/editor/api/migrate", { method: "POST", url: "/admin/editor/api/migrate", headers: admin, body: { file } }],
    ["POST /admin/editor/api/history", { method: "POST", url: "/admin/editor/api/history", headers: admin, body: { file } }],
    // No version of it is stored in this app's store: the version asked for is not found.
    ["POST /admin/editor/api/version", { method: "POST", url: "/admin/editor/api/version", headers: admin, body: { file, version: 1 }, refused: 404 }],
    ["POST /admin/editor/api/restore", { method: "POST", url: "/admin/editor/api/restore", headers: admin, body: { file, version: 1 }, refused: 404 }],
    ["POST /admin/editor/api/page-address", { method: "POST", url: "/admin/editor/api/page-address", headers: admin, body: { route: "/edge-offer", kind: "landing" } }],
    // Each new page takes its address: the next valid request names a free one.
    ["POST /admin/editor/api/new-page", { method: "POST", url: "/admin/editor/api/new-page", headers: admin, body: newPage(0), fresh: async () => newPage(++newPages) }],
    ["POST /admin/editor/api/delete-page", { method: "POST", url: "/admin/editor/api/delete-page", headers: admin, body: { file: "pages-json/company/careers.json" } }],
    ["POST /admin/leads/:ticket", { method: "POST", url: `/admin/leads/${ticketData.ticketId}`, headers: admin, body: { handling: "contacted", assignedTo: "Meera", note: "Called at 11" }, refused: 303 }],
    ["POST /admin/chat/conversations/:conversationId/messages", { method: "POST", url: `/admin/chat/conversations/${messages}/messages`, headers: admin, body: { agent: "Meera", text: "Hello, how can I help?" } }],
    ["POST /admin/chat/conversations/:conversationId/take", { method: "POST", url: `/admin/chat/conversations/${take}/take`, headers: admin, body: { agent: "Meera" } }],
    ["POST /admin/chat/conversations/:conversationId/close", { method: "POST", url: `/admin/chat/conversations/${close}/close`, headers: admin, body: { agent: "Meera" } }],
  ];
  return new Map(entries);
}
