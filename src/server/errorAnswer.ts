import type { FastifyInstance, FastifyReply } from "fastify";
import type { MessagesDocument } from "../documents/types.js";
import { fill } from "../lib/fill.js";
import type { ApiLoginRefusal, ApiPaymentsStatusRefusal, ApiValidateTokenResponseRefused } from "../contract/types.js";
import { escapeHtml } from "./html/escapeHtml.js";
import { htmlPage } from "./html/page.js";

/**
 * How a route's refusals look. Most /api routes answer { status: false, error }; GET /api/validateToken keeps its own
 * { success: false, error }; the payment calls answer { status: false, error: { status, message } } (schemas/api/payments).
 * A server page that a browser opens (the portal stand-in, the staff pages) answers "page": an HTML page with the
 * sentence, since a browser shows JSON as text; a staff listing asked for `?format=json` or `csv` still answers JSON.
 */
export type RefusalShape = "status" | "success" | "detailed" | "page";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The shape of this route's refusals, errors included (default "status"). Declared in the route's `config`. */
    refusalShape?: RefusalShape;
  }
}

type AnswerableError = Error & { statusCode?: number; validation?: unknown; code?: string };

/** What the request said about its body, for the refusals of a body Fastify could not read. */
export interface BodyFacts {
  contentType?: string;
  bodyLimit?: number;
}

type InputWords = MessagesDocument["server"]["input"];
/** Fastify's own refusals of a body (its content-type parsing, before any route), said in the site's words. */
const fastifyBodyRefusals: Record<string, (words: InputWords, facts: BodyFacts) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (words, facts) => (facts.contentType ? fill(words.bodyTypeNotTaken, { type: facts.contentType }) : words.bodyTypeMissing),
  FST_ERR_CTP_BODY_TOO_LARGE: (words, facts) => fill(words.bodyTooLarge, { limit: facts.bodyLimit ?? "?" }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (words) => words.bodyLengthWrong,
  FST_ERR_CTP_EMPTY_JSON_BODY: (words) => words.bodyEmpty,
  FST_ERR_CTP_INVALID_JSON_BODY: (words) => fill(words.bodyNotJson, { reason: "it does not parse" }),
};

/** The status and sentence an error becomes in an /api answer: a 4xx says what was wrong; a 5xx never shows its details. */
export function errorAnswer(error: AnswerableError, words: MessagesDocument["server"], facts: BodyFacts = {}): { status: number; message: string } {
  const status = error.validation ? 400 : (error.statusCode ?? 500);
  const ours = status < 500 && error.code ? fastifyBodyRefusals[error.code] : undefined;
  return { status, message: status >= 500 ? words.unexpectedError : ours ? ours(words.input, facts) : error.message };
}

/** A refusal body in the route's shape. */
export function refusalBody(shape: RefusalShape | undefined, error: string, status = 400): ApiLoginRefusal | ApiValidateTokenResponseRefused | ApiPaymentsStatusRefusal {
  if (shape === "detailed") return { status: false, error: { status: status as ApiPaymentsStatusRefusal["error"]["status"], message: error } };
  return shape === "success" ? { success: false, error } : { status: false, error };
}

/** Whether a page's address asks for its data rather than the page (`?format=json` or `csv`, as the staff listings take). */
const asksForData = (query: unknown) => {
  const format = typeof query === "object" && query !== null ? (query as Record<string, unknown>).format : undefined;
  return format === "json" || format === "csv";
};

/**
 * A server page's refusal (4xx) or failure (5xx) as a page: its heading, the sentence, and the way home; a staff
 * page's (`again`: its own address without the query, a search asked wrong) first the way back to it, as it is
 * without what was asked.
 */
export function refusalPage(words: MessagesDocument["server"], message: string, status: number, again?: string): string {
  const title = status >= 500 ? words.input.pageFailedTitle : words.input.pageRefusedTitle;
  const back = again ? `<p><a href="${escapeHtml(again)}">${escapeHtml(fill(words.input.pageRefusedAgain, { page: again }))}</a></p>\n` : "";
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p class="page-refusal">${escapeHtml(message)}</p>\n${back}<p><a href="/">${escapeHtml(words.input.pageRefusedHome)}</a></p>`);
}

/** A staff page's address without its query (/admin/leads?from=… → /admin/leads), or nothing for any other page. */
const staffPageOf = (url: string): string | undefined => {
  const path = url.split("?")[0];
  return /^\/admin\/[a-z-]+(\/[a-z-]+)*$/.test(path) ? path : undefined;
};

/** Sends { status: false, error } with `status`: the refusal of every /api route that has no shape of its own. */
export function refuse(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply.code(status).send(refusalBody("status", error));
}

/** The status logged for an answer its client left before it was sent (nginx's 499, "client closed request"): no one receives it. */
export const clientClosedRequest = 499;

/**
 * The one error handler of the app: a thrown or validation error becomes a refusal in the shape its route
 * declares, with no stack trace; a 5xx is logged and answered with one plain sentence, read from the documents as
 * they are when the error happens (a publish changes it without a restart).
 */
export function answerErrors(app: FastifyInstance, words: () => MessagesDocument["server"]): void {
  // Each /api route's declared shape by its address pattern, for the answers given where no route ran (a 405).
  const shapes: { pattern: RegExp; shape: RefusalShape }[] = [];
  declaredShapes.set(app, shapes);
  app.addHook("onRoute", (route) => {
    const shape = route.config?.refusalShape;
    if (shape && route.url.startsWith("/api/")) shapes.push({ pattern: addressPattern(route.url), shape });
  });
  app.setErrorHandler((error: AnswerableError, request, reply) => {
    // The client left (a tab closed, a preview asked again) before its answer was sent: no one is told, and it is no
    // failure of ours. Node names the answer's stream closed early; it is logged as the client's doing.
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE" && (reply.raw.destroyed || request.raw.socket?.destroyed === true)) {
      request.log.info("the client closed the connection before its answer was sent");
      return reply.code(clientClosedRequest).send();
    }
    const { status, message } = errorAnswer(error, words(), { contentType: request.headers["content-type"], bodyLimit: request.routeOptions.bodyLimit });
    if (status >= 500) request.log.error(error);
    const shape = request.routeOptions.config.refusalShape;
    if (shape === "page" && !asksForData(request.query)) return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(refusalPage(words(), message, status, status < 500 ? staffPageOf(request.url) : undefined));
    reply.code(status).send(refusalBody(shape, message, status));
  });
}

/** Sends { status: false, error: { status, message, fields? } }: the refusal of the payment calls (schemas/api/payments). */
export function refuseDetailed(reply: FastifyReply, status: number, message: string, fields?: Record<string, string>): FastifyReply {
  return reply.code(status).send({ status: false, error: { status, message, ...(fields ? { fields } : {}) } });
}

const declaredShapes = new WeakMap<FastifyInstance, { pattern: RegExp; shape: RefusalShape }[]>();

/** A route's address (Fastify's form, `:name` for a parameter: src/contract/apiCalls.ts) as a pattern of concrete paths. */
function addressPattern(url: string): RegExp {
  const parts = url.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${parts.join("/")}/?$`);
}

/**
 * The refusal shape of the /api route(s) at a concrete path, as their `config` declares it: for an answer given where
 * no route ran, such as a 405 for a method the path does not take, so that the payment calls refuse in their own shape.
 */
export function refusalShapeAt(app: FastifyInstance, path: string): RefusalShape | undefined {
  return declaredShapes.get(app)?.find((s) => s.pattern.test(path))?.shape;
}
