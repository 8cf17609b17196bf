import type { FastifyPluginAsync } from "fastify";
import { checkDrafts } from "./publishSet.js";
import type { ApiEditorPreviewAnswer, ApiEditorPreviewBody, ApiEditorPublishRefusal } from "../../contract/types.js";
import { allDrafts } from "../editor/draftStore.js";
import { previewRenderer } from "../editor/previewRenderer.js";
import { readBuiltSite } from "../site/builtSite.js";
import type { AdminEditorDeps } from "./editorDeps.js";
import { apiSchema } from "../http/apiSchema.js";
import { momentOf } from "../../../renderer/index.js";
import { missingDay } from "../../documents/references/schedules.js";
import { fill } from "../../lib/fill.js";

/**
 * POST /admin/editor/api/preview (registered by editorPlugin.ts, behind its authentication): the page at `route` as
 * the site would show it with the saved drafts and then the editor's unsaved texts in place of their files, rendered
 * by the served build's own SSR bundle (block resolvers live only there, never in a browser's code), so the preview
 * draws with the very code that drew the site; or, while the documents have problems, the problems in the CLI's
 * words (the frame keeps the page it drew). With `asAt`, the page is drawn as it will be at that time (its schedules). A route of no page is refused with the 404 page's words. The bundle runs
 * in a thread of its build's own (editor/previewRenderer.ts): a publish's new bundle replaces the old one in memory.
 */
export const adminEditorPreviewRoute: FastifyPluginAsync<AdminEditorDeps> = async (app, deps) => {
  const renderer = previewRenderer();
  app.addHook("onClose", () => renderer.stop());
  const served = () => deps.liveSite?.current() ?? readBuiltSite(deps.distDir);
  app.post<{ Body: ApiEditorPreviewBody }>("/admin/editor/api/preview", { schema: { body: apiSchema("editor")("previewBody") } }, async (request, reply) => {
    const { route, documents, asAt } = request.body;
    // The schema holds the form of the time; a day the month does not have (2026-02-31) is no moment to draw at.
    const example = asAt && missingDay(asAt);
    if (asAt && example) return reply.code(400).send({ message: fill(deps.documents.messages.schedules.notACalendarDate, { value: asAt, example }) } satisfies ApiEditorPublishRefusal);
    const drafts = await allDrafts(deps.store.query);
    // The editor's texts stand in for the drafts of their files (a preview never saves them).
    for (const [file, data] of Object.entries(documents)) drafts.set(file, { baseHash: "", savedAt: deps.now(), ...drafts.get(file), file, data });
    const site = checkDrafts(deps.editorSite, drafts, deps.now(), deps.documents.constants.editor.timeZone);
    if (!site.model) return { problems: site.problems } satisfies ApiEditorPreviewAnswer;
    // The environment the pages are built with (the sites' addresses): this process's, which a rebuild's child inherits.
    // "As at" a chosen time (India time): the page as it will be then, its scheduled elements shown or hidden.
    const at = asAt === undefined ? deps.now() : momentOf(asAt, site.model.constants.schedules.timeZone);
    const page = await renderer.render(served(), site.model, route, process.env, at, deps.documents.constants.editor.previewIdleMinutes * 60_000);
    if (!page) return reply.code(404).send({ message: deps.documents.messages.server.pageNotFound } satisfies ApiEditorPublishRefusal);
    return { ...page, problems: [] } satisfies ApiEditorPreviewAnswer;
  });
};
