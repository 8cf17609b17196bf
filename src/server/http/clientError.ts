import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { MessagesDocument } from "../../documents/types.js";
import { refusalBody, type RefusalShape } from "../errorAnswer.js";

type InputWords = MessagesDocument["server"]["input"];

/** The status and sentence of a request Node's HTTP parser refused, by its error's code (Fastify's default's cases). */
export function clientErrorAnswer(code: string | undefined, words: InputWords): { status: number; error: string } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, error: words.requestTimedOut };
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, error: words.requestHeadersTooLarge };
  return { status: 400, error: words.requestMalformed };
}

/**
 * The path of the request a parser error is about, when the bytes the parser was reading (Node's `rawPacket`) hold its
 * request line: the last one, as a connection may carry several requests. Headers that arrived in several reads may
 * not hold it: then it is unknown.
 */
export function requestPathOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  // The path, then its query or fragment, then the version: no two parts can take the same characters, so a long line
  // without a version (Node hands over 64 KiB for a 431) is read once, not in quadratic time (4 s of the event loop).
  const lines = [...rawPacket.toString("latin1").matchAll(/(?:^|\n)[A-Z]+ (\/[^\s?#]*)(?:[?#]\S*)? HTTP\/1\.[01]\r?\n/g)];
  return lines.at(-1)?.[1];
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read never reaches a route or hook, and
 * Fastify's default answers it with its own JSON ("Client Error"). This one answers as every /api refusal does, with a
 * sentence of config/messages.json: `{ status: false, error }`, or, when the request is to an /api call with a shape of
 * its own (`shapeAt`: GET /api/validateToken's `{ success: false, error }`, the payment calls'), in that shape. It tells
 * the client the connection closes, and closes it.
 */
export function answerClientError(words: () => InputWords, shapeAt: (path: string) => RefusalShape | undefined = () => undefined): (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has no one to answer (Node's own rule, as Fastify's default).
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, error: sentence } = clientErrorAnswer(error.code, words());
    const path = requestPathOf(error.rawPacket);
    const body = JSON.stringify(refusalBody(path?.startsWith("/api/") ? shapeAt(path) : "status", sentence, status));
    if (socket.writable) {
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        `content-type: application/json; charset=utf-8`,
        `content-length: ${Buffer.byteLength(body)}`,
        "cache-control: no-store",
        "x-content-type-options: nosniff",
        "connection: close",
      ];
      socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
