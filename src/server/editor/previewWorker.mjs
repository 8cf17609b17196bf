// The editor's preview in a thread of its own (previewThread.ts starts one per build): it imports that build's SSR
// bundle, which is plain JavaScript, so this file is plain JavaScript too and the thread needs no TypeScript loader.
// The bundle, React and every block stay in this thread's memory only, and go with it when the server ends the thread
// for a newer build: a module imported by the server itself could never be unloaded.
import { parentPort, workerData } from "node:worker_threads";

const loading = import(workerData.entryUrl);

// Listening before the bundle is loaded, so that no render asked meanwhile is lost.
parentPort.on("message", async ({ id, model, route, env, now }) => {
  let bundle;
  try {
    bundle = await loading;
  } catch {
    return; // A bundle that did not load is told once, below, for every render waiting.
  }
  try {
    parentPort.postMessage({ id, page: await bundle.renderPreview(model, route, env, now) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

try {
  await loading;
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
