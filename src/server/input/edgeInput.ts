import type { FastifyInstance } from "fastify";
import type { MessagesDocument } from "../../documents/types.js";
import { fill } from "../../lib/fill.js";
import { shortPath } from "../apiErrors.js";
import { nestsDeeperThan } from "./jsonDepth.js";
import { firstTextProblem, type TextProblem } from "./unstorableText.js";

/**
 * How deep a request body may nest. A server constant, not a business rule in config/constants.json: it guards the
 * process (every parse, walk and JSON.stringify recurses) and the store, no visitor meets it, and the deepest document
 * an editor saves nests 9 levels (config/menus/main.json), 11 inside a preview's body; a publish must never be able to raise it.
 */
export const maxBodyDepth = 64;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers the site's pages as HTML and keeps nothing of its query (site/siteAnswers.ts): its query is not checked. */
    servesPages?: boolean;
  }
}

type InputWords = MessagesDocument["server"]["input"];
const refusal = (message: string) => Object.assign(new Error(message), { statusCode: 400 });
const problemSentence = (problem: TextProblem, words: InputWords) => fill(words[problem.kind], { field: shortPath(problem.path) });

/**
 * The one rule for text at the edge: every body, query and address parameter is checked here, once, before any route
 * (or its schema) reads it. A JSON body nesting deeper than maxBodyDepth is refused before it is parsed; a string or
 * field name holding U+0000 or a lone surrogate, which no store keeps, is refused with where it is; so is a field
 * named __proto__ (it is valid JSON, so the refusal says what is wrong rather than "not valid JSON"); a body of another
 * type than JSON is refused with the type the call takes (415). Routes that must
 * keep what they are sent whatever it holds (the provider's signed webhook) replace the body parsers in their own
 * plugin (payments/webhookRoute.ts) and escape such text when they record it. Register before the routes.
 */
export function edgeInput(app: FastifyInstance, words: () => InputWords): void {
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    // A byte-order mark before the JSON text is not part of it (RFC 8259 §8.1 lets a parser ignore it).
    const text = (body as string).replace(/^\uFEFF/, "");
    if (text.length === 0) return done(refusal(words().bodyEmpty), undefined);
    if (nestsDeeperThan(text, maxBodyDepth)) return done(refusal(fill(words().tooDeep, { limit: maxBodyDepth })), undefined);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return done(refusal(fill(words().bodyNotJson, { reason: parseProblem(error) })), undefined);
    }
    const problem = firstTextProblem(json, "body");
    return problem ? done(refusal(problemSentence(problem, words())), undefined) : done(null, json);
  });
  // No text/plain parser (Fastify has one by default): every call takes JSON, and a text body got its schema's
  // "body must be object" rather than the 415 that says which type the call takes.
  // A compressed body (Content-Encoding: gzip) is not read as if it were text: the server takes bodies as they are.
  app.addHook("preParsing", async (request, _reply, payload) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    const hasBody = request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
    if (hasBody && encoding && encoding !== "identity") throw Object.assign(refusal(fill(words().bodyEncoded, { encoding })), { statusCode: 415 });
    return payload;
  });
  app.addHook("preValidation", async (request) => {
    // The pages answer HTML and keep nothing of their address: a refusal in JSON would only break a page. Said by the
    // route itself: a test of its address ('*') missed the catch-all's '/*', and /gst-registration?x=%00 answered JSON.
    if (request.routeOptions.config.servesPages) return;
    const problem = firstTextProblem(request.query, "query") ?? firstTextProblem(request.params, "params");
    if (problem) throw refusal(problemSentence(problem, words()));
  });
}

/** Where JSON.parse stopped, without the body's text that V8 quotes in its message. */
function parseProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/, (\.\.\.)?".*$/s, "").replace(/^Unexpected end of JSON input$/, "it ends too soon");
}
