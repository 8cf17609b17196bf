import type { FastifyPluginAsync } from "fastify";
import { checkDrafts } from "./publishSet.js";
import type { ApiEditorDocumentVersion, ApiEditorDraftAnswer, ApiEditorFileBody, ApiEditorHistoryAnswer, ApiEditorVersionAnswer, ApiEditorVersionBody } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { staffOf } from "../staff/adminAuth.js";
import { allDrafts, draftOf, saveDraft } from "../editor/draftStore.js";
import { contentHash, parsed } from "../editor/editorSite.js";
import { versionOf, versionsOf, type DocumentVersion } from "../editor/versionStore.js";
import type { AdminEditorDeps } from "./editorDeps.js";
import { apiSchema } from "../http/apiSchema.js";

const body = apiSchema("editor");

const answerOf = (v: DocumentVersion, diskHash: string): ApiEditorDocumentVersion => ({
  version: v.id,
  publishedBy: v.publishedBy,
  publishedAt: v.publishedAt.toISOString(),
  changes: v.changes,
  commit: v.commit,
  firstSeen: v.firstSeen,
  deleted: v.deleted,
  current: !v.deleted && v.contentHash === diskHash,
});

/**
 * A document's history (docs/editor.md): its published versions from the store, newest first; one version's text;
 * and restore, which saves a version as the document's draft exactly as the editor's own draft save does, so that the
 * same checks and the publish dialog stand between it and the site.
 */
export const adminEditorHistory: FastifyPluginAsync<AdminEditorDeps> = async (app, deps) => {
  const { store, editorSite: site } = deps;
  const noVersion = (file: string, version: number) => ({ message: fill(deps.documents.messages.adminEditor.noVersion, { file, version }) });

  app.post<{ Body: ApiEditorFileBody }>("/admin/editor/api/history", { schema: { body: body("fileBody") } }, async (request): Promise<ApiEditorHistoryAnswer> => {
    const { file } = request.body;
    const diskHash = contentHash(site.diskText(file));
    return { versions: (await versionsOf(store.query, file)).map((v) => answerOf(v, diskHash)) };
  });

  app.post<{ Body: ApiEditorVersionBody }>("/admin/editor/api/version", { schema: { body: body("versionBody") } }, async (request, reply) => {
    const { file, version } = request.body;
    const found = await versionOf(store.query, file, version);
    if (!found) return reply.code(404).send(noVersion(file, version));
    const answer: ApiEditorVersionAnswer = { version: answerOf(found, contentHash(site.diskText(file))), text: found.text };
    return answer;
  });

  app.post<{ Body: ApiEditorVersionBody }>("/admin/editor/api/restore", { schema: { body: body("versionBody") } }, async (request, reply) => {
    const { file, version } = request.body;
    const found = await versionOf(store.query, file, version);
    const data = parsed(found?.text);
    // Every version was a published document (a JSON object); a text that is not one is not a version to restore.
    if (!found || !data || typeof data !== "object" || Array.isArray(data)) return reply.code(404).send(noVersion(file, version));
    const draft = await draftOf(store.query, file);
    const baseHash = draft?.baseHash ?? contentHash(site.diskText(file));
    const saved = await saveDraft(store.query, { file, data: data as Record<string, unknown>, baseHash, savedAt: deps.now(), savedBy: staffOf(request) });
    const answer: ApiEditorDraftAnswer = { savedAt: saved.savedAt.toISOString(), problems: checkDrafts(site, await allDrafts(store.query), deps.now(), deps.documents.constants.editor.timeZone).problems };
    return answer;
  });
};
