import type { FastifyPluginAsync } from "fastify";
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve, sep } from "node:path";
import { adminAllowed } from "../staff/adminAuth.js";
import { editorAssetsDir, editorPage, previewPage, allowSelfIn, visitorStylesheets } from "../editor/editorPages.js";
import { adminAssetsDir } from "../staff/adminAssets.js";
import { adminEditorApi } from "./editorApiRoutes.js";
import { adminEditorHistory } from "./editorHistoryRoutes.js";
import { adminEditorPages } from "./editorPageRoutes.js";
import type { AdminEditorDeps } from "./editorDeps.js";
import { adminEditorPreviewRoute } from "./editorPreviewRoutes.js";

export type { AdminEditorDeps } from "./editorDeps.js";

/** The types of the editor's built files, by extension; any other file is not answered. */
const assetTypes: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
  woff2: "font/woff2",
  svg: "image/svg+xml",
};

/**
 * The document editor (docs/editor.md) behind the admin's Basic authentication: its page /admin/editor, the preview frame's
 * page /admin/editor/preview, its built files /admin/assets/editor/… (from the build served now, so a rebuild brings
 * a new editor too) and its calls under /admin/editor/api (editorApiRoutes.ts). Never cached, never indexed.
 */
export const editorPlugin: FastifyPluginAsync<AdminEditorDeps> = async (app, deps) => {
  const words = () => deps.documents.messages.adminEditor;
  const buildDir = () => deps.liveSite?.current().dir ?? deps.distDir;
  app.addHook("onRequest", async (request, reply) => {
    if (!(await adminAllowed(request, reply, { gate: deps.staffGate, realm: "vidhi editor", loginNeeded: words().loginNeeded }))) return reply;
  });

  app.get("/admin/editor", { config: { refusalShape: "page" } }, async (_request, reply) => {
    allowSelfIn(reply, "frame-src");
    return reply.type("text/html; charset=utf-8").send(editorPage(deps.documents.messages));
  });
  app.get("/admin/editor/preview", { config: { refusalShape: "page" } }, async (_request, reply) => {
    allowSelfIn(reply, "frame-ancestors");
    return reply.type("text/html; charset=utf-8").send(previewPage(words().previewTitle, visitorStylesheets(buildDir())));
  });
  app.get<{ Params: { "*": string } }>(`/admin/assets/${editorAssetsDir}/*`, async (request, reply) => {
    const dir = resolve(buildDir(), adminAssetsDir, editorAssetsDir);
    const path = resolve(dir, request.params["*"]);
    const type = assetTypes[path.split(".").pop() ?? ""];
    // Only files inside the editor's folder: '..' and absolute names resolve outside it and are not found.
    if (!type || !path.startsWith(dir + sep) || !existsSync(path) || !statSync(path).isFile()) {
      return reply.code(404).type("text/plain; charset=utf-8").send(deps.documents.messages.server.pageNotFound);
    }
    return reply.type(type).send(readFileSync(path));
  });
  await app.register(adminEditorApi, deps);
  await app.register(adminEditorHistory, deps);
  await app.register(adminEditorPages, deps);
  await app.register(adminEditorPreviewRoute, deps);
};
