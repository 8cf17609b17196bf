import type { FastifyPluginAsync } from "fastify";
import { migrateDocument } from "../../documents/migrations/index.js";
import type { ApiEditorChangesAnswer, ApiEditorDeletedPage, ApiEditorDraftAnswer, ApiEditorDraftBody, ApiEditorDraftRefusal, ApiEditorFileBody, ApiEditorPublishBody, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { adminUser, staffOf } from "../staff/adminAuth.js";
import { documentChanges } from "../editor/changes.js";
import { allDrafts, deleteDraft, draftOf, saveDraft, saveDraftOver } from "../editor/draftStore.js";
import { checkDrafts, planContext, publishSet } from "../editor/publishSet.js";
import type { Draft } from "../editor/draftStore.js";
import type { Redirect } from "../../documents/siteModel.js";
import { contentHash, documentName, parsed, schemaFileOfData } from "../editor/editorSite.js";
import { deletedFiles } from "../editor/versionStore.js";
import { createPublisher } from "../editor/publish.js";
import { siteImages } from "../editor/siteImages.js";
import type { AdminEditorDeps } from "./editorDeps.js";
import { apiSchema } from "../http/apiSchema.js";

const body = apiSchema("editor");
type FileRequest = { Body: ApiEditorFileBody };

/**
 * The editor's calls (behind editorPlugin.ts's authentication), bodies as schemas/api/editor.schema.json gives them.
 * Every problem is the validator's own (editorSite.ts checks the whole site with every draft in place, for the site
 * and a draft's save; a publish with only the drafts it writes), so the editor never words one itself. A draft is
 * saved whatever its problems; only publishing waits for none.
 */
export const adminEditorApi: FastifyPluginAsync<AdminEditorDeps> = async (app, deps) => {
  const { store, editorSite: site } = deps;
  const words = () => deps.documents.messages.adminEditor;
  const publish = createPublisher({ site, store, liveSite: deps.liveSite, documents: deps.documents, now: deps.now });
  const checkAll = (drafts: ReadonlyMap<string, Draft>) => checkDrafts(site, drafts, deps.now(), deps.documents.constants.editor.timeZone);
  const problems = async () => checkAll(await allDrafts(store.query)).problems;
  // The pages a publish deleted that are neither back on disk (an edit outside the editor) nor a draft again (restored).
  const deletedPages = async (drafts: ReadonlyMap<string, unknown>): Promise<ApiEditorDeletedPage[]> =>
    (await deletedFiles(store.query))
      .filter((v) => !drafts.has(v.file) && site.diskText(v.file) === undefined)
      .map((v) => ({ file: v.file, name: documentName(parsed(v.text), v.file), version: v.id, deletedBy: v.publishedBy, deletedAt: v.publishedAt.toISOString() }));

  app.get("/admin/editor/api/site", async (): Promise<ApiEditorSiteAnswer> => {
    const drafts = await allDrafts(store.query);
    const check = checkAll(drafts);
    return { documents: site.documents(drafts), pages: site.pages(check), problems: check.problems, images: siteImages(deps.codeRoot), deletedPages: await deletedPages(drafts) };
  });

  // With draftSavedAt (the editor always sends it), a draft saved by another tab or person since the edit began is
  // not overwritten: 409 says who saved it, and the editor offers theirs or keeping this one (a save over theirs).
  app.put<{ Body: ApiEditorDraftBody }>("/admin/editor/api/draft", { schema: { body: body("draftBody") } }, async (request, reply): Promise<ApiEditorDraftAnswer | ApiEditorDraftRefusal> => {
    const { file, data, baseHash, draftSavedAt } = request.body;
    const draft = { file, data, baseHash, savedAt: deps.now(), savedBy: staffOf(request) };
    let saved;
    if (draftSavedAt === undefined) saved = await saveDraft(store.query, draft);
    else {
      const outcome = await saveDraftOver(store.query, draft, draftSavedAt === null ? null : new Date(draftSavedAt));
      if ("current" in outcome) {
        const { savedAt, savedBy } = outcome.current;
        const refusal = { message: fill(words().draftSavedMeanwhile, { who: savedBy ?? words().someoneElse }), savedAt: savedAt.toISOString(), savedBy: savedBy ?? null };
        return reply.code(409).send(refusal);
      }
      saved = outcome.saved;
    }
    return { savedAt: saved.savedAt.toISOString(), problems: await problems() };
  });

  app.delete<FileRequest>("/admin/editor/api/draft", { schema: { body: body("fileBody") } }, async (request, reply) => {
    await deleteDraft(store.query, request.body.file);
    return reply.code(204).send();
  });

  // What publishing the draft would change, checked against the site as it will be (publishSet.ts): the disk with this
  // draft in place, and the other drafts it needs, if any; never with the rest of the drafts.
  app.post<FileRequest>("/admin/editor/api/changes", { schema: { body: body("fileBody") } }, async (request): Promise<ApiEditorChangesAnswer> => {
    const { file } = request.body;
    const drafts = await allDrafts(store.query);
    const draft = drafts.get(file);
    const changesOf = (f: string) => {
      const d = drafts.get(f);
      const disk = parsed(site.diskText(f));
      const schemaFile = schemaFileOfData(d?.data) ?? schemaFileOfData(disk);
      return d && schemaFile ? documentChanges(site.registry, schemaFile, disk, d.data) : [];
    };
    const conflict = draft !== undefined && contentHash(site.diskText(file)) !== draft.baseHash;
    if (!draft) return { changes: [], together: [], redirects: [], redirectsRemoved: [], problems: [], conflict };
    const { together, check, redirects } = await publishSet(site, drafts, file, planContext(site, deps.now(), deps.documents.constants.editor.timeZone));
    const others = together.map((f) => ({ file: f, name: documentName(drafts.get(f)!.data, f), changes: changesOf(f) }));
    const moved = (list: Redirect[] = []) => list.map(({ from, to }) => ({ from, to }));
    return { changes: changesOf(file), together: others, redirects: moved(redirects?.added), redirectsRemoved: moved(redirects?.removed), problems: check.problems, conflict };
  });

  app.post<{ Body: ApiEditorPublishBody }>("/admin/editor/api/publish", { schema: { body: body("publishBody") } }, async (request, reply) => {
    // The shared 'admin' commits as the server's configured author, as before accounts had names.
    const staff = staffOf(request);
    const outcome = await publish(request.body, { by: staff, author: staff === adminUser ? undefined : staff });
    return outcome.status === 200 ? outcome.answer : reply.code(outcome.status).send(outcome.refusal);
  });

  // The draft (or, without one, the file on disk) moved to its schema's current version and saved as the draft.
  app.post<FileRequest>("/admin/editor/api/migrate", { schema: { body: body("fileBody") } }, async (request, reply): Promise<ApiEditorDraftAnswer | ApiEditorPublishRefusal> => {
    const { file } = request.body;
    const draft = await draftOf(store.query, file);
    const diskText = site.diskText(file);
    const data = draft?.data ?? parsed(diskText);
    const schemaFile = schemaFileOfData(data);
    if (!schemaFile || !data || typeof data !== "object" || Array.isArray(data)) return reply.code(404).send({ message: fill(words().noDocument, { file }) });
    const migrated = migrateDocument(schemaFile, data as Record<string, unknown>).data;
    const saved = await saveDraft(store.query, { file, data: migrated, baseHash: draft?.baseHash ?? contentHash(diskText), savedAt: deps.now(), savedBy: staffOf(request) });
    return { savedAt: saved.savedAt.toISOString(), problems: await problems() };
  });
};
