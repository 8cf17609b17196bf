import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { MessagesDocument } from "../../documents/types.js";

type InputWords = MessagesDocument["server"]["input"];

/** The status and sentence of a request Node's HTTP parser refused, by its error's code (Fastify's default's cases). */
export function clientErrorAnswer(code: string | undefined, words: InputWords): { status: number; error: string } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, error: words.requestTimedOut };
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, error: words.requestHeadersTooLarge };
  return { status: 400, error: words.requestMalformed };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read never reaches a route or hook, and
 * Fastify's default answers it with its own JSON ("Client Error"). This one answers as every /api refusal does,
 * `{ status: false, error }` with a sentence of config/messages.json, tells the client the connection closes, and closes it.
 */
export function answerClientError(words: () => InputWords): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has no one to answer (Node's own rule, as Fastify's default).
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, error: sentence } = clientErrorAnswer(error.code, words());
    const body = JSON.stringify({ status: false, error: sentence });
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
