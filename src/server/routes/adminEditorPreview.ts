import type { FastifyPluginAsync } from "fastify";
import type { SiteModel } from "../../../renderer/load/siteModel.js";
import type { ApiEditorPreviewAnswer, ApiEditorPreviewBody, ApiEditorPublishRefusal } from "../../../renderer/types/documents.js";
import { allDrafts } from "../editor/draftStore.js";
import { readBuiltSite, ssrEntryUrl } from "../site/builtSite.js";
import type { BuiltSite } from "../site/liveSite.js";
import type { AdminEditorDeps } from "./adminEditor.js";
import { apiSchema } from "./apiSchema.js";

/** What the preview needs of a build's SSR bundle: the export of src/entry-server.tsx that renders one page. */
interface PreviewBundle {
  renderPreview(model: SiteModel, route: string, env: Record<string, string | undefined>, now: Date): Promise<{ html: string; title: string } | undefined>;
}

/**
 * POST /admin/editor/api/preview (registered by adminEditor.ts, behind its authentication): the page at `route` as
 * the site would show it with the saved drafts and then the editor's unsaved texts in place of their files, rendered
 * by the served build's own SSR bundle (block resolvers live only there, never in a browser's code), so the preview
 * draws with the very code that drew the site; or, while the documents have problems, the problems in the CLI's
 * words (the frame keeps the page it drew). A route of no page is refused with the 404 page's words.
 */
export const adminEditorPreviewRoute: FastifyPluginAsync<AdminEditorDeps> = async (app, deps) => {
  const bundleOf = bundleCache();
  const served = () => deps.liveSite?.current() ?? readBuiltSite(deps.distDir);
  app.post<{ Body: ApiEditorPreviewBody }>("/admin/editor/api/preview", { schema: { body: apiSchema("editor")("previewBody") } }, async (request, reply) => {
    const { route, documents } = request.body;
    const drafts = await allDrafts(deps.store.query);
    // The editor's texts stand in for the drafts of their files (a preview never saves them).
    for (const [file, data] of Object.entries(documents)) drafts.set(file, { baseHash: "", savedAt: deps.now(), ...drafts.get(file), file, data });
    const site = deps.editorSite.check(drafts);
    if (!site.model) return { problems: site.problems } satisfies ApiEditorPreviewAnswer;
    const bundle = await bundleOf(served());
    // The environment the pages are built with (the sites' addresses): this process's, which a rebuild's child inherits.
    const page = await bundle.renderPreview(site.model, route, process.env, deps.now());
    if (!page) return reply.code(404).send({ message: deps.documents.messages.server.pageNotFound } satisfies ApiEditorPublishRefusal);
    return { ...page, problems: [] } satisfies ApiEditorPreviewAnswer;
  });
};

/** The SSR bundle of the build served, imported once per build (ssrEntryUrl: a new build is a module of its own). */
function bundleCache(): (build: BuiltSite) => Promise<PreviewBundle> {
  let last: { url: string; bundle: Promise<PreviewBundle> } | undefined;
  return (build) => {
    const url = ssrEntryUrl(build);
    if (last?.url === url) return last.bundle;
    const bundle = import(url) as Promise<PreviewBundle>;
    // A bundle that failed to load is tried again at the next call rather than remembered.
    bundle.catch(() => last?.bundle === bundle && (last = undefined));
    last = { url, bundle };
    return bundle;
  };
}
