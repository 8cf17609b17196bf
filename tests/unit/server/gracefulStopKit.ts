import { request, type ClientRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import type { RunningServer } from "../../../src/cli/serverProcess.js";

/**
 * A POST whose body is held back: it resolves once the server has taken the request (its `100 Continue`, which
 * Node sends as it hands the request to Fastify), with half the body sent; `finish()` sends the rest. `answer`
 * settles with the status and body, or the socket's error.
 */
export async function heldRequest(url: string, body: string) {
  let resolveAnswer!: (a: { status: number; body: string }) => void;
  let rejectAnswer!: (e: Error) => void;
  const answer = new Promise<{ status: number; body: string }>((res, rej) => ((resolveAnswer = res), (rejectAnswer = rej)));
  answer.catch(() => {}); // Read by the test when it wants it.
  const req: ClientRequest = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue", connection: "close" } });
  req.on("response", (res: IncomingMessage) => {
    let text = "";
    res.on("data", (c: Buffer) => (text += c.toString()));
    res.on("end", () => resolveAnswer({ status: res.statusCode!, body: text }));
    res.on("error", rejectAnswer);
  });
  req.on("error", rejectAnswer);
  const half = Math.floor(body.length / 2);
  await new Promise<void>((taken, failed) => {
    req.once("continue", () => req.write(body.slice(0, half), () => taken()));
    req.once("error", failed);
  });
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** A raw live stream: its text as it arrives, and a promise that settles when the server ends it. */
export async function rawStream(url: string, headers: Record<string, string> = {}) {
  let text = "";
  const seen: (() => void)[] = [];
  const res = await new Promise<IncomingMessage>((resolve, reject) => request(url, { headers: { accept: "text/event-stream", ...headers } }, resolve).on("error", reject).end());
  const ended = new Promise<void>((resolve, reject) => res.on("end", resolve).on("error", reject));
  res.on("data", (c: Buffer) => {
    text += c.toString();
    seen.splice(0).forEach((s) => s());
  });
  return {
    status: res.statusCode,
    text: () => text,
    ended,
    /** Resolves once the stream's text contains `part`. */
    async waitFor(part: string): Promise<void> {
      while (!text.includes(part)) await new Promise<void>((r) => seen.push(r));
    },
  };
}

/** Resolves once a new TCP connection to the server's port is refused (it may still accept for a moment after the signal). */
export async function connectionRefused(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once("connect", () => (socket.destroy(), resolve(false)));
      socket.once("error", (e: NodeJS.ErrnoException) => resolve(e.code === "ECONNREFUSED"));
    });
    if (refused) return;
  }
}

/** The process's exit code and signal, once it has exited. */
export function exitOf(server: RunningServer): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

/** Resolves once the server's output contains `part` (its log lines arrive through its output pipes); fails if it exits first. */
export async function outputContains(server: RunningServer, part: string): Promise<void> {
  const { stdout, stderr } = server.child;
  while (!server.output().includes(part)) {
    if (server.child.exitCode !== null) throw new Error(`the server exited before saying '${part}':\n${server.output()}`);
    await new Promise<void>((resolve) => {
      const next = () => {
        stdout!.off("data", next);
        stderr!.off("data", next);
        server.child.off("exit", next);
        resolve();
      };
      stdout!.on("data", next);
      stderr!.on("data", next);
      server.child.on("exit", next);
    });
  }
}
