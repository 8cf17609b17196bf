import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrorAnswer, requestPathOf } from "../../../src/server/http/clientError.js";
import { serverDocuments, testApp } from "../testApp.js";

const words = serverDocuments.messages.server.input;

/** Sends raw bytes to the server and gives all it answers until it closes the connection. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => done(answer));
    socket.on("error", fail);
  });
}

describe("a request Node's HTTP parser cannot read", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let port: number;
  let slow: Awaited<ReturnType<typeof testApp>>;
  let slowPort: number;
  beforeAll(async () => {
    t = await testApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    slow = await testApp({ requestTimeoutMs: 1000 });
    await slow.app.listen({ host: "127.0.0.1", port: 0 });
    slowPort = (slow.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
    await slow.close();
  });

  it("is answered as every /api refusal is, in the site's words, and the connection closes", async () => {
    const answer = await rawRequest(port, "GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    const [head, body] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(body)).toEqual({ status: false, error: words.requestMalformed });
  });

  it("a body longer than its Content-Length: the rest is a request that is not HTTP, refused the same way", async () => {
    const lead = '{"ticketId":"x"}';
    const answer = await rawRequest(port, `POST /api/leads/ticket HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n${lead}`);
    expect(answer).toContain(JSON.stringify({ status: false, error: words.requestMalformed }));
    expect(answer).not.toContain("Client Error");
  });

  it("a body that never arrives whole (a Content-Length never reached): 408 with its sentence once the request's time is up, and the connection closes", async () => {
    // This server's limit is 1 s (testApp's requestTimeoutMs); the request then waits for the server, not for a time.
    const answer = await rawRequest(slowPort, 'POST /api/leads/ticket HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ticketId":');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nconnection: close/i);
    expect(answer).toContain(JSON.stringify({ status: false, error: words.requestTimedOut }));
  });

  it("headers over Node's limit: 431 with its sentence", async () => {
    const answer = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(JSON.stringify({ status: false, error: words.requestHeadersTooLarge }));
  });

  it("headers over Node's limit on an /api call with a refusal shape of its own: 431 in that shape, as its clients read it; a page's as before", async () => {
    const tooLarge = async (path: string) => {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer, path).toMatch(/\r\ncontent-type: application\/json; charset=utf-8/i);
      return JSON.parse(answer.split("\r\n\r\n")[1]);
    };
    const error = words.requestHeadersTooLarge;
    expect(await tooLarge("/api/validateToken?auth_token=x")).toEqual({ success: false, error });
    expect(await tooLarge("/api/payments/orders/order_1")).toEqual({ status: false, error: { status: 431, message: error } });
    expect(await tooLarge("/api/leads/ticket")).toEqual({ status: false, error });
    expect(await tooLarge("/gst-registration")).toEqual({ status: false, error });
  });

  it("the request's path is read from the bytes the parser refused when they hold its request line (the last one), else unknown", () => {
    const packet = (text: string) => Buffer.from(text, "latin1");
    expect(requestPathOf(packet("GET /api/validateToken?auth_token=x HTTP/1.1\r\nHost: x\r\nCookie: ccc"))).toBe("/api/validateToken");
    expect(requestPathOf(packet("GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /api/razorpay/status HTTP/1.1\r\nHost: x\r\nCookie: ccc"))).toBe("/api/razorpay/status");
    expect(requestPathOf(packet("Cookie: cccccc\r\nX-More: ddd"))).toBeUndefined();
    expect(requestPathOf(undefined)).toBeUndefined();
  });

  it("each of the parser's cases has its status and sentence", () => {
    expect(clientErrorAnswer("ERR_HTTP_REQUEST_TIMEOUT", words)).toEqual({ status: 408, error: words.requestTimedOut });
    expect(clientErrorAnswer("HPE_HEADER_OVERFLOW", words)).toEqual({ status: 431, error: words.requestHeadersTooLarge });
    expect(clientErrorAnswer("HPE_INVALID_METHOD", words)).toEqual({ status: 400, error: words.requestMalformed });
  });
});
