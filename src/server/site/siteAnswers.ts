import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { refusalBody, refusalPage, refusalShapeAt, refuse } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import type { ServerDocuments } from "../serverDocuments.js";
import { siteAddresses } from "./builtSite.js";
import { singleByteRange } from "./byteRanges.js";
import { copyFor, keepAnswer, keptAnswer } from "./keptFiles.js";
import type { BuiltSite, HeldBuild, ServedSite } from "./liveSite.js";

/**
 * The prerendered pages and the build's files, always from the build being served (`site.current()`), so that a
 * rebuild's pages, shared data files and assets appear and a removed page answers the not-found page, without a
 * restart. One GET handler for every address no other route has; @fastify/static only sends the file: its .br or .gz
 * copy by Accept-Encoding, year-long caching for the hashed assets, pages no-cache. Only the build's own files are
 * addresses (builtSite.ts), so no path reaches outside client/. A file other than a page, once sent, is sent from
 * memory after that (keptFiles.ts). A Range is answered by @fastify/static when it is one range of bytes; any other
 * Range is ignored (byteRanges.ts), so that it is answered whole, from memory or the disk alike. A suffix longer than
 * the file is the whole file (askNoMoreThanTheFile).
 */
export async function siteAnswers(app: FastifyInstance, site: ServedSite, documents: ServerDocuments): Promise<void> {
  await app.register(fastifyStatic, {
    serve: false,
    index: false,
    preCompressed: true,
    // Built assets have content hashes in their names: they never change, so browsers may keep them.
    setHeaders: (reply, path) => {
      if (path.includes(join("client", "assets"))) reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  const holds = new WeakMap<FastifyRequest, HeldBuild>();
  const held = async (request: FastifyRequest, reply: FastifyReply) => {
    const known = holds.get(request);
    if (known) return known.site;
    const hold = await site.hold();
    holds.set(request, hold);
    // At the latest when the answer ends (a refused or aborted one never opens its file).
    reply.raw.once("close", hold.release);
    return hold.site;
  };
  // The files sent from the disk, to be kept in memory: their build and folder.
  const sending = new WeakMap<FastifyRequest, { build: BuiltSite; clientDir: string }>();
  // The folder may be swapped once the file is open: the open file stays readable whatever its folder's name.
  app.addHook("onSend", async (request, reply, payload) => {
    const sent = sending.get(request);
    if (sent && payload instanceof ReadStream) {
      const path = String(payload.path);
      keepAnswer(sent.build, request, reply, path, `/${relative(sent.clientDir, path).split(sep).join("/")}`);
    }
    const hold = holds.get(request);
    if (hold && payload instanceof ReadStream && payload.pending) payload.once("ready", hold.release).once("error", hold.release);
    else hold?.release();
    return payload;
  });

  // A range @fastify/static finds beyond the file's end: 416 with the file's length (RFC 9110 §14.4), as a page says it
  // (as the 405 of a file), not its error's JSON without that length. Its other errors are the app's to answer.
  const answerRangeErrors = (error: Error & { statusCode?: number; headers?: Record<string, string> }, request: FastifyRequest, reply: FastifyReply) => {
    const contentRange = error.statusCode === 416 ? error.headers?.["Content-Range"] : undefined;
    if (contentRange === undefined) throw error;
    const words = documents.messages.server;
    const sentence = fill(words.input.rangeNotSatisfiable, { range: request.headers.range ?? "", size: contentRange.replace(/^bytes \*\//, "") });
    return reply.code(416).header("content-range", contentRange).header("cache-control", "no-store").type("text/html; charset=utf-8").send(refusalPage(words, sentence, 416));
  };
  // servesPages: a page keeps nothing of its address, so the edge check leaves its query alone (input/edgeInput.ts).
  app.get("/*", { config: { servesPages: true }, errorHandler: answerRangeErrors }, async (request, reply) => {
    const path = pathOf(request.url);
    const build = await held(request, reply);
    const { clientDir, pages, files, copies, redirects } = siteAddresses(build);
    askOneRangeAtMost(request);
    const page = path === undefined ? undefined : pages.get(path);
    const file = page ? `/${page.file}` : path !== undefined && files.has(path) ? path : undefined;
    if (file !== undefined) await askNoMoreThanTheFile(request, () => join(clientDir, copyFor(request.headers["accept-encoding"], file, copies)));
    if (page) return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile(page.file, clientDir, { cacheControl: false });
    if (path !== undefined && files.has(path)) {
      const kept = keptAnswer(build, request, path, copies);
      if (kept) return reply.headers(kept.headers).send(kept.body);
      sending.set(request, { build, clientDir });
      return reply.sendFile(path.slice(1), clientDir);
    }
    // A page's old address (config/redirects.json): to its page now, with the query as asked. Kept an hour by
    // browsers and caches, not for good, so that an address that is a page again is answered by it soon.
    const movedTo = path === undefined ? undefined : redirects.get(path);
    if (movedTo !== undefined) return reply.header("cache-control", "public, max-age=3600").redirect(movedTo + queryOf(request.url), 301);
    // Answered here rather than by reply.callNotFound(), which would run the request's hooks a second time.
    return answerNotFound(request, reply);
  });
  // A method that no route takes at the address (DELETE of a page, QUERY, PROPFIND) is answered before its body is
  // read: Fastify would otherwise parse that body for the not-found handler and refuse it in its own words.
  app.addHook("onRequest", async (request, reply) => {
    if (!request.is404 || request.method === "GET" || request.method === "HEAD") return;
    await answerNotFound(request, reply);
    return reply;
  });
  const answerNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith("/api/")) {
      const path = request.url.split("?")[0];
      const allowed = methodsOf(app, path);
      if (allowed.length === 0) return refuse(reply, 404, fill(documents.messages.server.noApiRoute, { method: request.method, path }));
      // A route serves the address, by other methods: 405 with what it takes (RFC 9110 §15.5.6), not "no route".
      const words = fill(documents.messages.server.apiMethodNotAllowed, { method: request.method, path, allowed: allowed.join(", ") });
      return reply
        .code(405)
        .header("allow", allowed.join(", "))
        .send(refusalBody(refusalShapeAt(app, path), words, 405));
    }
    const { clientDir, notFound, pages, files } = siteAddresses(await held(request, reply));
    if (request.method !== "GET" && request.method !== "HEAD") {
      // A page, a file or a server page (a staff page, the portal) at this address, by GET: 405 with what it takes.
      const path = pathOf(request.url);
      const allowed = path === undefined ? [] : pages.has(path) || files.has(path) ? ["GET", "HEAD"] : methodsOf(app, path);
      if (allowed.length) {
        const words = documents.messages.server;
        const sentence = fill(words.apiMethodNotAllowed, { method: request.method, path: path!, allowed: allowed.join(", ") });
        return reply.code(405).header("allow", allowed.join(", ")).header("cache-control", "no-store").type("text/html; charset=utf-8").send(refusalPage(words, sentence, 405));
      }
    }
    // The not-found page is never sent by part: a 404 is not the file asked for.
    delete request.raw.headers.range;
    if (notFound) return reply.code(404).type("text/html; charset=utf-8").sendFile(notFound.file, clientDir);
    return reply.code(404).type("text/plain").send(documents.messages.server.pageNotFound);
  };
  app.setNotFoundHandler(answerNotFound);
}

/**
 * Leaves the request's Range as the one range of bytes it asks for, written as @fastify/static reads it, or removes it
 * (byteRanges.ts): @fastify/static and the kept files (keptFiles.ts) then both read what is left.
 */
function askOneRangeAtMost(request: FastifyRequest): void {
  const headers = request.raw.headers;
  if (headers.range === undefined) return;
  const range = singleByteRange(headers.range);
  if (range === undefined) delete headers.range;
  else headers.range = range;
}

/**
 * A suffix longer than the file sent (`bytes=-5000` of 1,000 bytes) asks for the whole file (RFC 9110 §14.1.2), which
 * @fastify/static would refuse as beyond its end: it is asked for as `bytes=0-`. `copy` gives the file or its .br or
 * .gz copy that @fastify/static sends for the request's Accept-Encoding (keptFiles.ts copyFor), looked for only when
 * the request asks for a suffix.
 */
async function askNoMoreThanTheFile(request: FastifyRequest, copy: () => string): Promise<void> {
  const suffix = /^bytes=-(\d+)$/.exec(request.raw.headers.range ?? "")?.[1];
  if (suffix === undefined || Number(suffix) === 0) return;
  const size = await stat(copy()).then((s) => s.size, () => undefined);
  if (size !== undefined && Number(suffix) >= size) request.raw.headers.range = "bytes=0-";
}

/** The methods Fastify's router would answer at `path` with a route of its own (the pages' catch-all `GET /*` is none): GET's HEAD too. */
function methodsOf(app: FastifyInstance, path: string): string[] {
  return ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !("*" in (route.params as Record<string, string>));
  });
}

/** A request's page or file address: decoded, with or without a trailing slash as every other route (ignoreTrailingSlash). */
const pathOf = (url: string) => addressOf(url)?.replace(/(.)\/$/, "$1");

/** A request's query with its `?`, as sent; a byte a header may not hold (the parser lets some through) percent-encoded. */
const queryOf = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at).replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
};

/** The decoded path of a request's address, or undefined when it cannot be decoded (no page or file has it). */
function addressOf(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split("?")[0]);
  } catch {
    return undefined;
  }
}
