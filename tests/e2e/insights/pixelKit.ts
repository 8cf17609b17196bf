import { writeFileSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { startEditorServer, type EditorServer } from "../../../src/cli/editorServer.js";
import { openStore } from "../../../src/server/store/openStore.js";
import { pageViewsBetween, type PageViewRow } from "../../../src/server/insights/pageViewStore.js";

/** A third party's click-tracking pixel on this machine: it keeps every request it gets and answers a 1×1 GIF. */
export async function startThirdParty() {
  const seen: { path: string; query: URLSearchParams }[] = [];
  const gif = Buffer.from("R0lGODlhAQABAAAAACwAAAAAAQABAAA=", "base64");
  const server = createServer((request: IncomingMessage, reply) => {
    const url = new URL(request.url ?? "/", "http://third-party");
    seen.push({ path: url.pathname, query: url.searchParams });
    reply.writeHead(200, { "content-type": "image/gif", "cache-control": "no-store" }).end(gif);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The goal names the pixel was called with, in order, each with its linkid. */
  const goals = () => seen.map((s) => ({ path: s.path, linkid: s.query.get("linkid"), goal: s.query.get("goal_name") }));
  return { url, seen, goals, stop: () => new Promise<void>((done) => server.close(() => done())) };
}

/**
 * The real server (npm start) on a copy of the documents and the build, its own store, with the click-tracking pixel's
 * address written into the copy's config/site.json (none: the pixel stays off, as the project ships it).
 */
export function startSite(pixelAddress?: string): Promise<EditorServer> {
  return startEditorServer(process.cwd(), (documents) => {
    if (pixelAddress === undefined) return;
    const file = join(documents, "config", "site.json");
    const site = JSON.parse(readFileSync(file, "utf8")) as { clickPixel: { address: { default: string } } };
    site.clickPixel.address.default = pixelAddress;
    writeFileSync(file, JSON.stringify(site, null, 2));
  });
}

/** The server's page-view rows, read from its own store once it has stopped (SIGTERM, then the store is free to open). */
export async function storedPageViews(server: EditorServer): Promise<PageViewRow[]> {
  const exited = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGTERM");
  await exited;
  const store = await openStore({ dataDir: join(server.documentsRoot, "..", "data", "pglite") });
  try {
    return await pageViewsBetween(store, "2000-01-01", "2999-12-31");
  } finally {
    await store.close();
  }
}
