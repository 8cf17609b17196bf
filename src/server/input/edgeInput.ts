import { errorCodes, type FastifyInstance } from "fastify";
import type { MessagesDocument } from "../../documents/types.js";
import { fill } from "../../lib/fill.js";
import { nestsDeeperThan } from "./jsonDepth.js";
import { firstTextProblem, type TextProblem } from "./unstorableText.js";

/**
 * How deep a request body may nest. A server constant, not a business rule in config/constants.json: it guards the
 * process (every parse, walk and JSON.stringify recurses) and the store, no visitor meets it, and the deepest document
 * an editor saves nests 9 levels (config/menus/main.json), 11 inside a preview's body; a publish must never be able to raise it.
 */
export const maxBodyDepth = 64;

type InputWords = MessagesDocument["server"]["input"];
const refusal = (message: string) => Object.assign(new Error(message), { statusCode: 400 });
const problemSentence = (problem: TextProblem, words: InputWords) => fill(words[problem.kind], { field: problem.path });

/**
 * The one rule for text at the edge: every body, query and address parameter is checked here, once, before any route
 * (or its schema) reads it. A JSON body nesting deeper than maxBodyDepth is refused before it is parsed; a string or
 * field name holding U+0000 or a lone surrogate, which no store keeps, is refused with where it is; so is a field
 * named __proto__ (it is valid JSON, so the refusal says what is wrong rather than "not valid JSON"). Routes that must
 * keep what they are sent whatever it holds (the provider's signed webhook) replace the body parsers in their own
 * plugin (payments/webhookRoute.ts) and escape such text when they record it. Register before the routes.
 */
export function edgeInput(app: FastifyInstance, words: () => InputWords): void {
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    if (nestsDeeperThan(text, maxBodyDepth)) return done(refusal(fill(words().tooDeep, { limit: maxBodyDepth })), undefined);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    const problem = firstTextProblem(json, "body");
    return problem ? done(refusal(problemSentence(problem, words())), undefined) : done(null, json);
  });
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    const problem = firstTextProblem(body, "body");
    return problem ? done(refusal(problemSentence(problem, words())), undefined) : done(null, body);
  });
  app.addHook("preValidation", async (request) => {
    // The pages' catch-all answers HTML and keeps nothing of its address; a refusal in JSON would only break a page.
    if (request.routeOptions.url === "*") return;
    const problem = firstTextProblem(request.query, "query") ?? firstTextProblem(request.params, "params");
    if (problem) throw refusal(problemSentence(problem, words()));
  });
}
