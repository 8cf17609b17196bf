import type { FastifyInstance } from "fastify";

/** Every answer of the plugin it is added to says `cache-control: no-store`. */
export function noStore(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
}
