import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";

/** One message of the Chrome DevTools Protocol: a command's answer (id) or an event (method), of a session or the browser. */
interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}

/**
 * Splits what the pipe has sent so far into messages: Chromium ends each message with a NUL byte, and a message may
 * come in several chunks, or several in one. Gives the complete messages and what is left of an unfinished one.
 */
export function splitMessages(pending: string, chunk: string): { messages: string[]; rest: string } {
  const parts = (pending + chunk).split("\0");
  return { messages: parts.slice(0, -1), rest: parts[parts.length - 1] };
}

/**
 * The flags of playwright.config.ts (no sandbox in a container, no GPU, no background downloads or first-run screens),
 * with what Playwright adds for a headless Chromium (no scrollbars, no sound). `--no-startup-window`: the bench opens
 * each page in a browser context of its own.
 */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--hide-scrollbars",
  "--mute-audio",
  "--no-startup-window",
];

/**
 * Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: Chromium reads commands from its
 * file descriptor 3 and writes on 4), with no library between: the bench then decides which domains are switched on.
 * Playwright (and Lighthouse) always enable `Runtime`, which a visitor's browser never has (docs/rendering.md).
 * Node 20 has no WebSocket of its own, and a pipe needs no port.
 */
export class CdpBrowser {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>();
  private readonly listeners = new Set<(message: Message) => void>();
  private readonly exited: Promise<void>;
  private stderr = "";
  /** Why Chromium is gone (it exited, or never started), once it is: a command sent after that fails at once. */
  private goneWhy?: string;

  private constructor(
    private readonly child: ChildProcess,
    private readonly userDataDir: string,
  ) {
    const toChromium = child.stdio[3] as Writable;
    const fromChromium = child.stdio[4] as Readable;
    toChromium.on("error", () => {}); // Chromium gone: the exit below rejects what is waiting
    fromChromium.setEncoding("utf8"); // a character split between two chunks is joined before it is decoded
    let pending = "";
    fromChromium.on("data", (chunk: string) => {
      const { messages, rest } = splitMessages(pending, chunk);
      pending = rest;
      for (const text of messages) this.receive(JSON.parse(text) as Message);
    });
    child.stderr?.on("data", (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-2000)));
    this.exited = new Promise((done) => {
      const gone = (why: string) => {
        this.goneWhy = why;
        for (const { reject, method } of this.waiting.values()) reject(new Error(`Chromium ${why} before it answered ${method}: ${this.stderr}`));
        this.waiting.clear();
        done();
      };
      child.once("exit", (code) => gone(`exited (${code})`));
      child.once("error", (error) => gone(`did not start (${error.message})`)); // no exit event follows a failed spawn
    });
  }

  /** Starts Chromium (`CHROME_PATH`, else Debian's) with a throwaway profile folder. */
  static async launch(flags: string[] = chromiumFlags, executable = process.env.CHROME_PATH ?? "/usr/bin/chromium"): Promise<CdpBrowser> {
    const userDataDir = mkdtempSync(join(tmpdir(), "vidhi-cdp-"));
    const child = spawn(executable, [...flags, `--user-data-dir=${userDataDir}`, "--remote-debugging-pipe"], {
      stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"],
    });
    const browser = new CdpBrowser(child, userDataDir);
    try {
      await browser.send("Browser.getVersion"); // answers once the pipe is read: Chromium is up
    } catch (error) {
      await browser.close();
      throw error;
    }
    return browser;
  }

  /** Sends a command (to a page's session when sessionId is given) and gives its result, or throws the protocol's error. */
  send<Result = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<Result> {
    if (this.goneWhy) return Promise.reject(new Error(`Chromium ${this.goneWhy}: cannot send ${method}`));
    const id = this.nextId++;
    const answer = new Promise<Result>((resolve, reject) => this.waiting.set(id, { resolve: resolve as (r: unknown) => void, reject, method }));
    (this.child.stdio[3] as Writable).write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
    return answer;
  }

  /** Calls listener with each event of that name from that session (the browser's when sessionId is undefined); gives a function that stops it. */
  on<Params = Record<string, unknown>>(method: string, sessionId: string | undefined, listener: (params: Params) => void): () => void {
    const filter = (message: Message) => {
      if (message.method === method && message.sessionId === sessionId) listener(message.params as Params);
    };
    this.listeners.add(filter);
    return () => this.listeners.delete(filter);
  }

  /** The next event of that name from that session. */
  once<Params = Record<string, unknown>>(method: string, sessionId: string | undefined): Promise<Params> {
    return new Promise((done) => {
      const stop = this.on<Params>(method, sessionId, (params) => {
        stop();
        done(params);
      });
    });
  }

  /** Closes Chromium (the protocol's Browser.close, or its process if that fails) and removes its profile folder. */
  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await this.send("Browser.close").catch(() => this.child.kill());
      await this.exited;
    }
    rmSync(this.userDataDir, { recursive: true, force: true });
  }

  private receive(message: Message): void {
    if (message.id === undefined) {
      for (const listener of [...this.listeners]) listener(message);
      return;
    }
    const waiting = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
    else waiting?.resolve(message.result);
  }
}
