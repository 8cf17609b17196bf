import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readFileSync } from "node:fs";

/**
 * A build's files (scripts, style sheets, shared data, images: not its pages) kept in memory once sent, each copy
 * (plain, .br, .gz) with the headers @fastify/static gave it. A page's load asks for 20–30 of them; sent from the disk
 * each cost a stat, an open, reads and a close and a stream: about 50 ms of the server's CPU per page load at the
 * machine's own speed (68 ms per load in all, against 18 ms with nginx sending the same files), CPU that a visitor's
 * page shares the machine with on a small server (docs/operations.md). A build never changes its files (a rebuild is
 * another build), so what was sent once is what would be sent again; the kept copies go with their build.
 *
 * What is kept is exactly what @fastify/static sent the first time: its headers for the file (type, length,
 * encoding, ETag, Last-Modified, caching, Vary) and the bytes of the copy it chose. A request with a condition or a
 * range (If-Match, If-Unmodified-Since, If-None-Match, If-Modified-Since, Range, If-Range) or a HEAD goes to
 * @fastify/static, which answers those.
 */

/** The headers of a file's answer that are the file's own; the rest (security headers, the date) every answer gets anew. */
const fileHeaders = ["content-type", "content-length", "content-encoding", "etag", "last-modified", "accept-ranges", "cache-control", "vary"];
/** Larger files are sent from the disk each time (a build's largest script is about 210 KB; its copies far less). */
const largestKeptBytes = 1 << 20;
/** @fastify/static's encodings in its order of preference, and the copies' suffixes (site/compressBuild.ts writes .br and .gz). */
const encodings = ["br", "gzip", "deflate"] as const;
const suffixes: Record<(typeof encodings)[number], string> = { br: ".br", gzip: ".gz", deflate: ".deflate" };
// Every precondition of RFC 9110 §13.1: If-Match and If-Unmodified-Since answer 412 when they fail, which a kept
// answer would not (it would send the file); @fastify/static checks them all.
const conditions = ["if-match", "if-unmodified-since", "if-none-match", "if-modified-since", "range", "if-range"];

/** A GET without a condition or a range: the only requests a kept answer serves, and the only answers kept. */
const plainGet = (request: FastifyRequest) => request.method === "GET" && !conditions.some((name) => name in request.headers);

interface Kept {
  headers: Record<string, string>;
  body: Buffer;
}

/** Per build (its BuiltSite): each copy's answer by its address (/assets/index-Ab12.js.br). */
const keptByBuild = new WeakMap<object, Map<string, Kept>>();

/**
 * Which copy of `file` (an address such as /assets/index-Ab12.js) @fastify/static sends for this Accept-Encoding, as
 * it chooses: the best encoding the client takes (a `*` counted as gzip), the next when the build has no such copy,
 * else the plain file. `copies` holds the build's .br and .gz addresses.
 */
export function copyFor(acceptEncoding: string | undefined, file: string, copies: ReadonlySet<string>): string {
  if (acceptEncoding === undefined) return file;
  const header = acceptEncoding.toLowerCase().replace(/\*/g, "gzip");
  const left: string[] = [...encodings];
  for (;;) {
    const encoding = negotiate(header, left) as (typeof encodings)[number] | null;
    if (!encoding) return file;
    const copy = file + suffixes[encoding];
    if (copies.has(copy)) return copy;
    left.splice(left.indexOf(encoding), 1);
  }
}

/** The kept answer for this request's copy of `file`, when there is one and the request is a plain GET. */
export function keptAnswer(build: object, request: FastifyRequest, file: string, copies: ReadonlySet<string>): Kept | undefined {
  if (!plainGet(request)) return undefined;
  return keptByBuild.get(build)?.get(copyFor(request.headers["accept-encoding"], file, copies));
}

/**
 * Keeps what @fastify/static is sending (from onSend): the file's headers and its bytes. `sentPath` is the path it
 * opened (the copy's, under client/), `copy` that copy's address. Only whole answers of a plain GET. The bytes are
 * read here, at once: once per file and build, from the page cache that the answer's own read fills anyway.
 */
export function keepAnswer(build: object, request: FastifyRequest, reply: FastifyReply, sentPath: string, copy: string): void {
  if (!plainGet(request) || reply.statusCode !== 200) return;
  const length = Number(reply.getHeader("content-length"));
  if (!(length <= largestKeptBytes)) return;
  let kept = keptByBuild.get(build);
  if (!kept) keptByBuild.set(build, (kept = new Map()));
  if (kept.has(copy)) return;
  const headers: Record<string, string> = {};
  for (const name of fileHeaders) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  try {
    const body = readFileSync(sentPath);
    // A file that is not what is being sent (it cannot change within a build, but a copy made by hand could) is not kept.
    if (body.length === length) kept.set(copy, { headers, body });
  } catch {
    // Sent from the disk again next time.
  }
}
