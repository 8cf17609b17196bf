// A content-only publish's renders in a thread of its own (renderThread.ts starts one per bundle): it imports a
// build's SSR bundle, which is plain JavaScript, so this file is plain JavaScript too and needs no TypeScript loader.
// The bundle stays loaded between publishes (the next one renders at once), and leaves memory with the thread.
import { parentPort, workerData } from "node:worker_threads";

const loading = import(workerData.entryUrl);

// Listening before the bundle is loaded, so that no render asked meanwhile is lost.
parentPort.on("message", async ({ id, model, template, env, now }) => {
  try {
    const bundle = await loading;
    if (typeof bundle.renderSite !== "function") throw new Error("this build's SSR bundle has no renderSite");
    parentPort.postMessage({ id, site: await bundle.renderSite(model, template, env, now) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
