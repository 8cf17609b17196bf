import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Below this size a compressed answer saves less than the work costs (and fits a TCP packet anyway);
 * the usual threshold, named here because it is a server tuning, not a product rule.
 */
const thresholdBytes = 1024;

/**
 * Dynamic answers (the /api calls) above 1 KiB go out as brotli or gzip, as the client's Accept-Encoding
 * prefers. Built pages and assets are not compressed again: @fastify/static sends their pre-compressed copies
 * (site/compressBuild.ts) with a Content-Encoding, and this plugin leaves any answer that has one as it is.
 * Registered before the routes, since it hooks every route added after it. Request bodies are not
 * decompressed: the body limits count the bytes the client sends, and a compressed body stays refused as today.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: thresholdBytes, encodings: ["br", "gzip"], globalDecompression: false });
}
