/**
 * The contract of the site's HTTP API: every /api call, once. The server registers each route from its entry in
 * `apiCalls` (its path, and its request's schemas: src/server/http/contractRoute.ts) and the browser's calls use the
 * same path constants, so a path is written here and nowhere else; tests/unit/server/apiContract.test.ts checks that every
 * /api route of the app is an entry and every entry a route. It imports nothing: the server and the browser's calls
 * (src/api/) both import it. Each path is a constant of its own, so a browser chunk holds only the paths it calls
 * (the table is the server's). The request and answer shapes are schemas/api/*.schema.json, typed in
 * src/contract/types.ts.
 */

/** Where one part of a request is described: schemas/api/<file>.schema.json, the whole document or one of its $defs. */
export interface SchemaPart {
  file: string;
  def?: string;
}

/** One /api call. */
export interface ApiCall {
  readonly method: "GET" | "POST";
  /** Fastify's form: `:name` for a path parameter. */
  readonly path: string;
  /** The request's parts the server validates (a POST's body, a GET's query, the path's parameters). */
  readonly request: { body?: SchemaPart; querystring?: SchemaPart; params?: SchemaPart };
  /**
   * The body of every refusal the call answers (any 4xx or 5xx: its own, and those given before it runs, such as 405,
   * 413, 415 and 429): the call's own schema, or schemas/api/common.schema.json's `refusal` (a sentence) for a call
   * without one. tests/unit/server/apiProperty.test.ts holds the answers to it.
   */
  readonly refusal: SchemaPart;
  /** The body of its success (a 2xx), where that is JSON of a schema (not a stream, a plain "ok" or an empty body). */
  readonly answer?: SchemaPart;
}

const part = (file: string, def?: string): SchemaPart => (def ? { file, def } : { file });

// The server's own.
export const healthPath = "/api/health";
// Login (docs/login.md).
export const verifyUserPath = "/api/verifyUser";
export const sendOtpPath = "/api/sendOtp";
export const verifyOtpPath = "/api/verifyOtp";
export const loginUserPath = "/api/login-user";
export const validateTokenPath = "/api/validateToken";
// The lead pipeline (docs/leads.md).
export const getCityPath = "/api/getCity";
export const geoCityPath = "/api/geoCity";
export const getCityDetailsPath = "/api/getCityDetails";
export const emailValidationPath = "/api/emailvalidation";
export const verifyMobileNumberPath = "/api/verify-mobile-number";
export const captchaTokenPath = "/api/captcha/token";
export const captchaVerificationPath = "/api/captcha-verification";
export const leadsPath = "/api/leads";
/** The query parameter of the thank-you address (the redirect a stored lead answers) that carries the lead's ticket id. */
export const thankYouTicketParameter = "ticket";
/**
 * The query parameter that opens the login panel on any page of the site once its header is ready (`/?login`): the
 * way back from the customer portal for a visitor who reached it signed out (the header's Login button goes there).
 */
export const openLoginParameter = "login";
export const leadSpamCheckPath = "/api/leads/spam-check";
export const leadTicketPath = "/api/leads/ticket";
export const leadOtpPath = "/api/leads/otp";
export const processLeadPath = "/api/process-lead";
export const captchaFailLeadPath = "/api/captcha-fail-lead";
export const userTrackPath = "/api/user-track";
export const eventTrackPath = "/api/event-track";
// Analytics (docs/analytics.md).
export const pageViewPath = "/api/page-view";
export const clickPixelPath = "/api/click-pixel";
// Payments (docs/payments.md).
export const magicKeyPath = "/api/cart/magic-key";
export const magicKeyCartPath = "/api/cart/magic-key/:magicKey";
export const paymentOrdersPath = "/api/payments/orders";
export const paymentOrderPath = "/api/payments/orders/:orderId";
export const paymentStatusPath = "/api/razorpay/status";
export const razorpayWebhookPath = "/api/razorpay/webhook";
export const embeddedCheckoutPaymentsPath = "/api/embedded-checkout/payments";
// Chat (docs/chat.md).
export const chatConversationsPath = "/api/chat/conversations";
export const chatEventsPath = "/api/chat/conversations/:conversationId/events";
export const chatMessagesPath = "/api/chat/conversations/:conversationId/messages";
export const chatStreamPath = "/api/chat/conversations/:conversationId/stream";

/** Every call: the server registers its routes from these, and tests/unit/server/apiContract.test.ts holds the two together. */
export const apiCalls = {
  // The server's own.
  health: { method: "GET", path: healthPath, request: {}, refusal: part("common", "refusal") },
  // Login (docs/login.md).
  verifyUser: { method: "POST", path: verifyUserPath, request: { body: part("login", "verifyUserBody") }, refusal: part("login", "refusal"), answer: part("login", "verifyUserAnswer") },
  sendOtp: { method: "POST", path: sendOtpPath, request: { body: part("login", "sendOtpBody") }, refusal: part("login", "refusal"), answer: part("login", "sentAnswer") },
  verifyOtp: { method: "POST", path: verifyOtpPath, request: { body: part("login", "verifyOtpBody") }, refusal: part("login", "refusal"), answer: part("login", "verifyOtpAnswer") },
  loginUser: { method: "POST", path: loginUserPath, request: { body: part("login", "loginUserBody") }, refusal: part("login", "refusal"), answer: part("login", "tokenAnswer") },
  validateToken: { method: "GET", path: validateTokenPath, request: { querystring: part("validate-token-query") }, refusal: part("validate-token-response", "refused"), answer: part("validate-token-response", "valid") },
  // The lead pipeline (docs/leads.md).
  getCity: { method: "POST", path: getCityPath, request: { body: part("cities", "getCityBody") }, refusal: part("cities", "refusal"), answer: part("cities", "getCityAnswer") },
  geoCity: { method: "GET", path: geoCityPath, request: { querystring: part("cities", "geoCityQuery") }, refusal: part("cities", "refusal"), answer: part("cities", "geoCityAnswer") },
  getCityDetails: { method: "POST", path: getCityDetailsPath, request: { body: part("cities", "cityDetailsBody") }, refusal: part("cities", "refusal"), answer: part("cities", "cityDetailsAnswer") },
  emailValidation: { method: "GET", path: emailValidationPath, request: { querystring: part("checks", "emailValidationQuery") }, refusal: part("checks", "refusal"), answer: part("checks", "emailValidationAnswer") },
  verifyMobileNumber: { method: "POST", path: verifyMobileNumberPath, request: { body: part("checks", "verifyMobileBody") }, refusal: part("checks", "refusal"), answer: part("checks", "verifyMobileAnswer") },
  captchaToken: { method: "GET", path: captchaTokenPath, request: {}, refusal: part("common", "refusal"), answer: part("checks", "captchaTokenAnswer") },
  captchaVerification: { method: "POST", path: captchaVerificationPath, request: { body: part("checks", "captchaVerificationBody") }, refusal: part("checks", "refusal"), answer: part("checks", "captchaVerificationAnswer") },
  leads: { method: "POST", path: leadsPath, request: { body: part("leads", "leadBody") }, refusal: part("leads", "refusal"), answer: part("leads", "leadAnswer") },
  leadSpamCheck: { method: "POST", path: leadSpamCheckPath, request: { body: part("leads", "spamCheckBody") }, refusal: part("leads", "refusal"), answer: part("leads", "spamCheckAnswer") },
  leadTicket: { method: "POST", path: leadTicketPath, request: { body: part("leads", "ticketBody") }, refusal: part("leads", "refusal"), answer: part("leads", "ticketAnswer") },
  leadOtp: { method: "POST", path: leadOtpPath, request: { body: part("leads", "leadOtpBody") }, refusal: part("leads", "refusal"), answer: part("leads", "okAnswer") },
  processLead: { method: "POST", path: processLeadPath, request: { body: part("leads", "processLeadBody") }, refusal: part("leads", "refusal"), answer: part("leads", "processLeadAnswer") },
  captchaFailLead: { method: "POST", path: captchaFailLeadPath, request: { body: part("leads", "captchaFailBody") }, refusal: part("leads", "refusal"), answer: part("leads", "okAnswer") },
  userTrack: { method: "POST", path: userTrackPath, request: { body: part("leads", "userTrackBody") }, refusal: part("leads", "refusal") },
  eventTrack: { method: "POST", path: eventTrackPath, request: { body: part("event-track") }, refusal: part("common", "refusal") },
  // Analytics (docs/analytics.md).
  pageView: { method: "POST", path: pageViewPath, request: { querystring: part("insights", "pageViewQuery") }, refusal: part("common", "refusal") },
  clickPixel: { method: "GET", path: clickPixelPath, request: {}, refusal: part("common", "refusal"), answer: part("insights", "clickPixelAnswer") },
  // Payments (docs/payments.md).
  magicKey: { method: "POST", path: magicKeyPath, request: { body: part("payments", "magicKeyBody") }, refusal: part("common", "refusal"), answer: part("payments", "magicKeyAnswer") },
  magicKeyCart: { method: "GET", path: magicKeyCartPath, request: {}, refusal: part("payments", "cartKeyRefusal"), answer: part("payments", "cartKeyAnswer") },
  paymentOrders: { method: "POST", path: paymentOrdersPath, request: { body: part("payments", "orderBody") }, refusal: part("payments", "orderRefusal"), answer: part("payments", "orderAnswer") },
  paymentOrder: { method: "GET", path: paymentOrderPath, request: { params: part("payments", "orderParams") }, refusal: part("payments", "orderRefusal"), answer: part("payments", "orderStateAnswer") },
  paymentStatus: { method: "POST", path: paymentStatusPath, request: { body: part("payments", "statusBody") }, refusal: part("payments", "statusRefusal"), answer: part("payments", "statusAnswer") },
  razorpayWebhook: { method: "POST", path: razorpayWebhookPath, request: { body: part("payments", "webhookEvent") }, refusal: part("common", "refusal") },
  embeddedCheckoutPayments: { method: "POST", path: embeddedCheckoutPaymentsPath, request: { body: part("embedded-checkout", "payBody") }, refusal: part("embedded-checkout", "payRefusal"), answer: part("embedded-checkout", "successResponse") },
  // Chat (docs/chat.md).
  chatConversations: { method: "POST", path: chatConversationsPath, request: { body: part("chat", "openBody") }, refusal: part("common", "refusal"), answer: part("chat", "conversationAnswer") },
  chatEvents: { method: "POST", path: chatEventsPath, request: { params: part("chat", "conversationParams"), body: part("chat", "eventBody") }, refusal: part("common", "refusal"), answer: part("chat", "conversationAnswer") },
  chatMessages: { method: "GET", path: chatMessagesPath, request: { params: part("chat", "conversationParams"), querystring: part("chat", "messagesQuery") }, refusal: part("common", "refusal"), answer: part("chat", "conversationAnswer") },
  chatStream: { method: "GET", path: chatStreamPath, request: { params: part("chat", "conversationParams"), querystring: part("chat", "messagesQuery") }, refusal: part("common", "refusal") },
} satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof apiCalls;

/** A path with its `:name` parameters filled in (each encoded). */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${path} needs its parameter '${name}'`);
    return encodeURIComponent(params[name]);
  });
}
