import Fastify from "fastify";
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { compressAnswers } from "../../../src/server/compressAnswers.js";
import { answerErrors } from "../../../src/server/errorAnswer.js";
import { serverDocuments } from "../testApp.js";

/**
 * A client that leaves while its answer is still being made (the editor's preview tab closed mid-render): the answer's
 * stream then closes early. That is the client's doing, not a failure of the server: it is logged at info, never as
 * an error with its stack.
 */
interface LogLine {
  level: number;
  msg: string;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function appWithSlowAnswer() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  await compressAnswers(app);
  answerErrors(app, () => serverDocuments.messages.server);
  let entered!: () => void;
  const handlerEntered = new Promise<void>((done) => (entered = done));
  app.post("/slow", async (request, reply) => {
    const left = once(reply.raw, "close");
    entered();
    // The answer is made after the client has gone, as a render that outlasts a closed tab.
    await left;
    expect(request.raw.socket.destroyed).toBe(true);
    // Above @fastify/compress's largest in-memory size (64 KiB), so that it goes out through a stream, as a page does.
    return { html: "<main>" + "a page of text ".repeat(8000) + "</main>" };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  close = () => app.close();
  return { lines, port: (app.server.address() as { port: number }).port, handlerEntered, app };
}

describe("a client that leaves before its answer", () => {
  it("is logged at info as the client's doing, not as an error with its stack", async () => {
    const { lines, port, handlerEntered } = await appWithSlowAnswer();
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/slow", headers: { "content-type": "application/json", "accept-encoding": "br" } });
    req.on("error", () => {}); // the socket is destroyed on purpose
    req.end("{}");
    await handlerEntered;
    req.destroy();
    const told = "the client closed the connection before its answer was sent";
    await expect.poll(() => lines.find((l) => l.msg === told || l.level >= 50), { timeout: 30_000 }).toBeTruthy();
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.filter((l) => l.msg === told).map((l) => l.level)).toEqual([30]);
  });
});
