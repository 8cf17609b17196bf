// A content-only publish's renders in a thread of its own (renderThread.ts starts one per bundle): it imports a
// build's SSR bundle, which is plain JavaScript, so this file is plain JavaScript too and needs no TypeScript loader.
// The bundle stays loaded between publishes (the next one renders at once), and so does the memory of what each page
// read (src/cli/renderMemory.ts), so that the next publish renders only the pages its change reaches.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";

const loading = import(workerData.entryUrl);
const memory = { ids: new Map(), paths: [], pages: new Map() };

const servedText = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

// Listening before the bundle is loaded, so that no render asked meanwhile is lost.
parentPort.on("message", async ({ id, warm, model, template, env, now, key, served }) => {
  try {
    const bundle = await loading;
    if (typeof bundle.renderSite !== "function") throw new Error("this build's SSR bundle has no renderSite");
    const site = await bundle.renderSite(model, template, env, now, { memory, served, key });
    if (!warm) return parentPort.postMessage({ id, site });
    // Warming up on the served build's documents, which it may not be made of (a document edited by hand since):
    // a page whose HTML differs from the served one is rendered at the next publish, whatever it changes.
    let dirty = 0;
    for (const memo of memory.pages.values()) {
      memo.dirty = servedText(join(warm, "client", memo.file)) !== site.files.get(memo.file);
      if (memo.dirty) dirty++;
    }
    memory.token = served;
    parentPort.postMessage({ id, site: { files: new Map(), manifest: site.manifest, sharedFiles: 0, rendered: site.rendered, kept: [], dirty } });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
