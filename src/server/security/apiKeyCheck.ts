import type { FastifyReply, FastifyRequest } from "fastify";
import { refuse } from "../errorAnswer.js";
import { sameSecret } from "./generatedSecret.js";

/**
 * The onRequest check of the partners' routes (POST /api/process-lead, POST /api/cart/magic-key): the api-key header
 * must be the key, compared in constant time, before the body is even read, so that a caller without it learns
 * nothing about the body's shape. Otherwise 401 with `refusal()` (read at each refusal: the documents as published), never cached.
 */
export const apiKeyCheck = (key: string, refusal: () => string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const given = request.headers["api-key"];
  if (!sameSecret(typeof given === "string" ? given : undefined, key)) {
    reply.header("cache-control", "no-store");
    return refuse(reply, 401, refusal());
  }
};
